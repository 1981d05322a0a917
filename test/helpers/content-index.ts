import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { FileSet } from './bodies.js';
import { put } from './files.js';

/** Helpers of the content indexing tests. */

export const fileSetUrl = (filesetId: string) => `/api/files/v1/filesets/${filesetId}`;

export async function newIndexedFileSet(t: TestApp, token?: string, name = 'indexed'): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/files/v1/filesets',
    payload: { name, aiEnabled: true },
    ...(token ? { token } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  const fileSet = res.json<FileSet>();
  expect(fileSet.aiEnabled).toBe(true);
  return fileSet.id;
}

export interface FileState {
  id: string;
  path: string;
  indexStatus: string | null;
  indexReason: string | null;
}

const FINAL = new Set(['COMPLETED', 'FAILED', 'SKIPPED', null]);

/** Polls the file until its indexing has finished (or indexing is off); returns it. */
export async function settled(t: TestApp, filesetId: string, fileId: string, timeoutMs = 30_000): Promise<FileState> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.call({ method: 'GET', url: `${fileSetUrl(filesetId)}/files/${fileId}` });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<FileState>();
    if (FINAL.has(file.indexStatus)) return file;
    if (Date.now() > until) throw new Error(`file ${file.path} still ${file.indexStatus} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads and waits for the file's indexing to finish. */
export async function putIndexed(t: TestApp, filesetId: string, o: Parameters<typeof put>[2]): Promise<FileState> {
  const file = await put(t, filesetId, o);
  return settled(t, filesetId, file.id);
}

export interface Match {
  content: { type: string; text: string };
  metadata: { fileId: string; path: string; chunkIndex: number; start: number; end: number; page?: number };
  score: number;
}

export function query(t: TestApp, filesetId: string, body: unknown, token?: string) {
  return t.call({ method: 'POST', url: `${fileSetUrl(filesetId)}/query`, payload: body as object, ...(token ? { token } : {}) });
}

/** A query that must succeed; returns its matches, checking their shape and order. */
export async function matches(t: TestApp, filesetId: string, body: Record<string, unknown>, token?: string): Promise<Match[]> {
  const res = await query(t, filesetId, body, token);
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json<{ matches: Match[] }>().matches;
  for (const [i, m] of found.entries()) {
    expect(m.content.type).toBe('TEXT');
    expect(m.score).toBeGreaterThan(0);
    expect(m.score).toBeLessThanOrEqual(1);
    // Best first; PostgreSQL ranks in float4, so scores that tie there may differ in the last digits of a double.
    if (i > 0) expect(m.score).toBeLessThanOrEqual(found[i - 1]!.score + 1e-6);
  }
  return found;
}
