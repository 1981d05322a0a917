import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLDER_FILE } from '../../src/storage/data-folder-lock.js';
import type { DataFileRevision, Execution, ExecutionRecord, File, FileList, FileSet, NewToken, Stream } from '../helpers/bodies.js';
import { type PostgresDatabase, POSTGRES_ADMIN_URL, createPostgresDatabase, postgresAnswers } from '../helpers/postgres.js';
import { S3RVER_CREDENTIALS, type S3Peer, createBucket, startS3rver, testS3Client } from '../helpers/s3.js';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { REDIS_TEST_URL, needService, redisAnswers } from '../helpers/services.js';
import { json } from '../helpers/stream-csv.js';

/**
 * Issue 5: two server processes on different ports over one PostgreSQL database, one S3 bucket and
 * one Redis, as behind a load balancer. Whichever instance a request reaches, the answer is the
 * same: uploads through one are found and downloaded through the other, the parts of one stream
 * execution go half to each and are committed through one, a cursor from one continues on the
 * other, and a per-token rate limit holds across both.
 */

const FILE = 'test/system/two-instances.test.ts';
const postgresUp = needService(`PostgreSQL at ${new URL(POSTGRES_ADMIN_URL).host}`, await postgresAnswers(), FILE);
const redisUp = needService(`Redis at ${REDIS_TEST_URL}`, await redisAnswers(), FILE);

const RATE = 60;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe.skipIf(!postgresUp || !redisUp)('two instances behind one load balancer', () => {
  let database: PostgresDatabase;
  let store: S3Peer;
  let a: ServerProcess;
  let b: ServerProcess;
  /** Tokens of user 1 (an admin), made through the API: one for the checks, one to spend on the limit. */
  let token: string;
  let limited: string;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    store = await startS3rver();
    await createBucket(testS3Client(store.endpoint), 'shared');
    const env = {
      DATABASE_URL: database.url,
      STOWAGE_BLOB_STORE: 's3',
      S3_ENDPOINT: store.endpoint,
      S3_BUCKET: 'shared',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      REDIS_URL: REDIS_TEST_URL,
      STOWAGE_REDIS_KEY_PREFIX: `stowage-test:${randomUUID()}:`,
      STOWAGE_RATE_LIMIT: `${RATE}/minute`,
    };
    // One after the other, as a rolling start would: the second finds the first's schema and data.
    // Both in one working directory, as a Procfile runs them: with PostgreSQL and S3 the data
    // folder holds nothing, so it is not locked (docs/decisions.md, "One server per data folder").
    a = await startServerProcess({ env });
    b = await startServerProcess({ env, dataDir: a.dataDir });
    expect(a.baseUrl).not.toBe(b.baseUrl);
    expect(fs.existsSync(path.join(a.dataDir, HOLDER_FILE))).toBe(false);
    const made = [];
    for (const name of ['checks', 'limited']) {
      const res = await json<NewToken>(a.baseUrl, a.admin, 'POST', '/api/data/v1/accesstokens', { name, ownerId: 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.push(res.body.token);
    }
    [token, limited] = made as [string, string];
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await store?.close();
    await database?.drop();
  });

  async function upload(server: ServerProcess, fileSet: string, directoryPath: string, name: string, content?: Buffer) {
    const form = new FormData();
    form.append('createFileRequest', JSON.stringify({ directoryPath, ...(content ? {} : { name }) }));
    if (content) form.append('file', new Blob([content]), name);
    const response = await fetch(`${server.baseUrl}/api/files/v1/filesets/${fileSet}/files`, {
      method: 'POST',
      headers: { 'x-service-developer-token': token },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as File };
  }

  it('an upload through one is searched and downloaded through the other', async () => {
    const created = await json<FileSet>(a.baseUrl, token, 'POST', '/api/files/v1/filesets', { name: 'shared set' });
    expect(created.status).toBe(201);
    const fileSet = created.body.id;
    const content = randomBytes(300 * 1024);
    const uploaded = await upload(a, fileSet, 'reports/q3', 'sales.bin', content);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);

    const found = await json<FileList>(b.baseUrl, token, 'POST', `/api/files/v1/filesets/${fileSet}/files/search?directoryPath=reports`, {
      filters: [{ field: 'name', operator: 'LIKE', value: ['SALES'] }],
    });
    expect(found.status).toBe(200);
    expect(found.body.files).toHaveLength(1);
    expect(found.body.files[0]).toMatchObject({ id: uploaded.body.id, path: 'reports/q3/sales.bin', hash: sha256(content) });
    expect((await json<FileSet>(b.baseUrl, token, 'GET', `/api/files/v1/filesets/${fileSet}`)).body.fileCount).toBe(1);

    const download = await fetch(`${b.baseUrl}/api/files/v1/filesets/${fileSet}/files/${uploaded.body.id}/download`, {
      headers: { 'x-service-developer-token': token },
    });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(content));

    // A data file too, with its scan settled by whichever instance claimed it.
    const raw = await fetch(`${a.baseUrl}/api/data/v1/data-files?name=shared.csv`, {
      method: 'POST',
      headers: { 'x-service-developer-token': token, 'content-type': 'text/csv' },
      body: 'id,name\n1,a\n',
    });
    expect(raw.status).toBe(201);
    const { dataFileId } = (await raw.json()) as { dataFileId: number };
    const details = `/api/data/v1/data-files/${dataFileId}/revisions/details`;
    await expect
      .poll(async () => (await json<DataFileRevision[]>(b.baseUrl, token, 'GET', details)).body[0]?.scanState, { timeout: 20_000 })
      .toBe('SAFE');
    const dataDownload = await fetch(`${b.baseUrl}/api/data/v1/data-files/${dataFileId}`, {
      headers: { 'x-service-developer-token': token },
    });
    expect(await dataDownload.text()).toBe('id,name\n1,a\n');
  });

  it('the parts of one stream execution are sent half to each and committed through one', async () => {
    const schema = {
      columns: [
        { name: 'id', type: 'LONG' },
        { name: 'label', type: 'STRING' },
      ],
    };
    const stream = await json<Stream>(a.baseUrl, token, 'POST', '/api/data/v1/streams', { name: 'split', updateMethod: 'APPEND', schema });
    expect(stream.status).toBe(201);
    const base = `/api/data/v1/streams/${stream.body.id}`;
    const started = await json<Execution>(b.baseUrl, token, 'POST', `${base}/executions`);
    expect(started.status).toBe(201);
    const execution = started.body.executionId;
    // A second start on the other instance is refused: one ACTIVE execution, decided in the database.
    expect((await json(a.baseUrl, token, 'POST', `${base}/executions`)).status).toBe(409);

    const rows = (part: number) => Array.from({ length: 250 }, (_, i) => `${part * 1000 + i},p${part}\n`).join('');
    const sent = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((part) =>
        fetch(`${(part % 2 ? a : b).baseUrl}${base}/executions/${execution}/part/${part}`, {
          method: 'PUT',
          headers: { 'x-service-developer-token': token, 'content-type': 'text/csv' },
          body: rows(part),
        }),
      ),
    );
    for (const res of sent) expect(res.status).toBe(201);

    const committed = await json<Execution>(a.baseUrl, token, 'PUT', `${base}/executions/${execution}/commit`);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect(committed.body).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 1500 });
    // Committing again through the other returns the stored result.
    const again = await json<Execution>(b.baseUrl, token, 'PUT', `${base}/executions/${execution}/commit`);
    expect(again.body).toEqual(committed.body);

    const data = await fetch(`${b.baseUrl}${base}/data`, { headers: { 'x-service-developer-token': token } });
    expect(await data.text()).toBe(`id,label\n${[1, 2, 3, 4, 5, 6].map(rows).join('')}`);
    const history = await json<ExecutionRecord[]>(b.baseUrl, token, 'GET', `${base}/history/aggregate`);
    expect(history.body).toHaveLength(1);
  });

  it('a cursor from one instance is continued on the other', async () => {
    const created = await json<FileSet>(b.baseUrl, token, 'POST', '/api/files/v1/filesets', { name: 'paged' });
    const fileSet = created.body.id;
    const names = Array.from({ length: 8 }, (_, i) => `dir-${String(i).padStart(2, '0')}`);
    for (const [i, name] of names.entries()) expect((await upload(i % 2 ? a : b, fileSet, '', name)).status).toBe(201);

    const seen: string[] = [];
    let next: string | undefined;
    for (const server of [a, b, a, b]) {
      const query = `limit=3${next ? `&next=${encodeURIComponent(next)}` : ''}`;
      const page = await json<FileList>(server.baseUrl, token, 'POST', `/api/files/v1/filesets/${fileSet}/files/search?${query}`, {});
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      seen.push(...page.body.files.map((f) => f.path));
      next = page.body.pageContext.next;
      if (!next) break;
    }
    expect(seen).toEqual(names);
    expect(next).toBeUndefined();
  });

  it('a per-token rate limit holds across both, hits split between them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE; i++) {
      const server = i % 2 ? a : b;
      statuses.push((await json(server.baseUrl, limited, 'POST', '/api/files/v1/filesets/search', {})).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    for (const server of [a, b]) {
      const res = await fetch(`${server.baseUrl}/api/files/v1/filesets/search`, {
        method: 'POST',
        headers: { 'x-service-developer-token': limited },
      });
      expect(res.status).toBe(429);
      const body = (await res.json()) as { code: string };
      expect(body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // The other token is unaffected.
    expect((await json(a.baseUrl, token, 'POST', '/api/files/v1/filesets/search', {})).status).toBe(200);
  });
});
