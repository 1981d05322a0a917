import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { type TestApp, type TestResponse, multipart } from './app.js';
import type { File, FileList, FileSet } from './bodies.js';

/** Helpers shared by the file tests (upload, read, search, access). */

export const FILE_KEYS = [
  'connectorKey',
  'contentType',
  'created',
  'createdBy',
  'downloadUrl',
  'fileType',
  'hash',
  'hashAlgorithm',
  'id',
  'indexReason',
  'indexStatus',
  'name',
  'path',
  'size',
];

export const filesUrl = (filesetId: string) => `/api/files/v1/filesets/${filesetId}/files`;

export function sha256(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** A new file set owned by the token's user (the admin by default); returns its id. */
export async function newFileSet(t: TestApp, token?: string, name = 'files'): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name }, ...(token ? { token } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<FileSet>().id;
}

export interface UploadOptions {
  /** Goes into a createFileRequest JSON part. */
  dir?: string;
  name?: string;
  /** The file part; absent creates the directory `dir`. */
  content?: string | Buffer;
  filename?: string;
  contentType?: string;
  token?: string;
  url?: string;
}

/** POSTs one multipart upload: a createFileRequest part (when dir or name is set) and a `file` part. */
export async function upload(t: TestApp, filesetId: string, o: UploadOptions): Promise<TestResponse> {
  const parts: Parameters<typeof multipart>[0] = [];
  if (o.dir !== undefined || o.name !== undefined) {
    const request: Record<string, string> = {};
    if (o.dir !== undefined) request.directoryPath = o.dir;
    if (o.name !== undefined) request.name = o.name;
    parts.push({ name: 'createFileRequest', value: JSON.stringify(request) });
  }
  if (o.content !== undefined) {
    parts.push({
      name: 'file',
      value: o.content,
      filename: o.filename ?? 'file.bin',
      ...(o.contentType ? { contentType: o.contentType } : {}),
    });
  }
  const body = multipart(parts);
  return t.call({ method: 'POST', url: o.url ?? filesUrl(filesetId), ...body, ...(o.token ? { token: o.token } : {}) });
}

/** Uploads and expects success; returns the File. */
export async function put(t: TestApp, filesetId: string, o: UploadOptions): Promise<File> {
  const res = await upload(t, filesetId, o);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json<File>();
}

export async function fileCountOf(t: TestApp, filesetId: string): Promise<number> {
  const res = await t.call({ method: 'GET', url: `/api/files/v1/filesets/${filesetId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FileSet>().fileCount;
}

/** Operation 2 with a body and query string; returns the raw response. */
export function search(t: TestApp, filesetId: string, body: unknown = {}, query = '', token?: string): Promise<TestResponse> {
  return t.call({
    method: 'POST',
    url: `${filesUrl(filesetId)}/search${query ? `?${query}` : ''}`,
    payload: body as object,
    ...(token ? { token } : {}),
  });
}

/** The paths operation 2 answers, expecting 200. */
export async function searchPaths(t: TestApp, filesetId: string, body: unknown = {}, query = ''): Promise<string[]> {
  const res = await search(t, filesetId, body, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FileList>().files.map((f) => f.path);
}

/** Shares a file set with a user (the owner's token by default). */
export async function share(
  t: TestApp,
  filesetId: string,
  userId: number,
  permission: 'READ' | 'EDIT' | 'NONE',
  token?: string,
): Promise<void> {
  const res = await t.call({
    method: 'POST',
    url: `/api/files/v1/filesets/${filesetId}/access`,
    payload: { fileSetAccess: [{ entityId: userId, entityType: 'USER', permission }] },
    ...(token ? { token } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A small tree for operation 2, uploaded over HTTP by user 1 (the admin, owner) and user 2 (EDIT),
 * each upload a few milliseconds after the last so `created` differs. Every path in code-point order:
 */
export const TREE_PATHS = [
  'data.zip',
  'docs',
  'docs/100%_done.txt',
  'docs/Report_2024.pdf',
  'docs/a_b.txt',
  'docs/axb.txt',
  'docs/readme.txt',
  'docs/sub',
  'docs/sub/deep.json',
  'empty',
  'images',
  'images/photo.png',
  'images/Ünïcode.PNG',
  'root.csv',
];

export async function uploadTree(t: TestApp, filesetId: string): Promise<Map<string, File>> {
  const user2 = await t.tokenFor(2);
  await share(t, filesetId, 2, 'EDIT');
  const uploads: UploadOptions[] = [
    { dir: 'docs', filename: 'readme.txt', content: 'hello', contentType: 'text/plain' },
    { dir: 'docs', filename: 'Report_2024.pdf', content: Buffer.alloc(1000, 1) },
    { dir: 'docs', filename: '100%_done.txt', content: 'done!' },
    { dir: 'docs', filename: 'a_b.txt', content: 'ab' },
    { dir: 'docs', filename: 'axb.txt', content: 'axb' },
    { dir: 'docs/sub', filename: 'deep.json', content: '{}' },
    { dir: 'images', filename: 'photo.png', content: Buffer.alloc(50, 2), token: user2 },
    { dir: 'images', filename: 'Ünïcode.PNG', content: Buffer.alloc(60, 3), token: user2, name: 'Ünïcode.PNG' },
    { dir: 'empty' },
    { filename: 'root.csv', content: 'a,b\n1,2\n' },
    { filename: 'data.zip', content: Buffer.alloc(500, 4) },
  ];
  for (const o of uploads) {
    await put(t, filesetId, o);
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
  const all = await search(t, filesetId, {}, 'limit=1000');
  expect(all.statusCode, all.body).toBe(200);
  const byPath = new Map<string, File>();
  for (const f of all.json<FileList>().files) byPath.set(f.path, f);
  expect([...byPath.keys()]).toEqual(TREE_PATHS);
  return byPath;
}
