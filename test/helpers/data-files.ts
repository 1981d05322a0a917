import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { DataFileRevision, NewDataFile, NewRevision } from './bodies.js';

export const DATA_FILES = '/api/data/v1/data-files';

/** The EICAR test string, assembled at run time so no source file contains it whole. */
export const EICAR_TEXT = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD' + '-ANTIVIRUS-TEST-FILE!$H+H*';

export const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex').toUpperCase();
export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').toUpperCase();

/** Uploads `body` raw as a new data file; returns its id (asserting 201). */
export async function createDataFile(
  t: TestApp,
  body: string | Buffer,
  options: { name?: string; query?: string; token?: string; contentType?: string } = {},
): Promise<number> {
  const query = new URLSearchParams({ name: options.name ?? 'data.csv' }).toString() + (options.query ? `&${options.query}` : '');
  const res = await t.call({
    method: 'POST',
    url: `${DATA_FILES}?${query}`,
    payload: body,
    headers: { 'content-type': options.contentType ?? 'text/csv' },
    ...(options.token ? { token: options.token } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<NewDataFile>().dataFileId;
  expect(Number.isInteger(id) && id > 0).toBe(true);
  return id;
}

/** Adds a raw revision; returns its id (asserting 201). */
export async function addRevision(
  t: TestApp,
  id: number,
  body: string | Buffer,
  contentType = 'text/csv',
  token?: string,
): Promise<number> {
  const res = await t.call({
    method: 'PUT',
    url: `${DATA_FILES}/${id}`,
    payload: body,
    headers: { 'content-type': contentType },
    ...(token ? { token } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<NewRevision>().revisionId;
}

/** Polls the details until the current revision's scan is no longer PENDING; returns its state. */
export async function settledScanState(t: TestApp, id: number, revisionId?: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/details` });
    expect(res.statusCode, res.body).toBe(200);
    const revisions = res.json<DataFileRevision[]>();
    const revision = revisionId === undefined ? revisions[0] : revisions.find((r) => r.dataFileRevisionId === revisionId);
    if (revision && revision.scanState !== 'PENDING') return revision.scanState;
    if (Date.now() > deadline) throw new Error(`revision of data file ${id} still PENDING`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
