import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/app.js';
import { blobsBeingWritten } from '../helpers/blobs.js';
import { type ServerProcess, eventually, startServerProcess } from '../helpers/server-process.js';
import { streamDownload } from '../helpers/streamed-upload.js';
import { testDatabaseUrl } from '../helpers/test-database.js';

/**
 * The README's start: `STOWAGE_BOOTSTRAP_TOKEN=… npm start`, i.e. `node dist/cli/main.js serve` with
 * nothing else configured, then operation 1 with that token; SIGTERM stops it cleanly.
 */
describe('starting the built server as npm start does', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('answers operation 1 with the bootstrap token, keeps its data under ./data, and exits 0 on SIGTERM', async () => {
    const cwd = tempDir('stowage-start-');
    const token = `boot-${randomBytes(16).toString('hex')}`;
    // PORT=0 only so that parallel test files never compete for 8080; every other setting is default.
    server = await startServerProcess({ cwd, bareEnv: true, env: { STOWAGE_BOOTSTRAP_TOKEN: token } });
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const search = (headers: Record<string, string>) =>
      fetch(`${server!.baseUrl}/api/files/v1/filesets/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });

    const empty = await search({ 'X-SERVICE-Developer-Token': token });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ fileSets: [], pageContext: { offset: 0, limit: 100, total: 0 } });

    const created = await fetch(`${server.baseUrl}/api/files/v1/filesets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-SERVICE-Developer-Token': token },
      body: JSON.stringify({ name: 'first' }),
    });
    expect(created.status).toBe(201);
    const listed = await search({ 'X-SERVICE-Developer-Token': token });
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as { fileSets: { name: string; owner: string; permission: string }[]; pageContext: unknown };
    expect(body.fileSets).toMatchObject([{ name: 'first', owner: '1', permission: 'OWNER' }]);
    expect(body.pageContext).toEqual({ offset: 0, limit: 100, total: 1 });

    // The token is what lets the caller in.
    expect((await search({})).status).toBe(401);
    expect((await search({ 'X-SERVICE-Developer-Token': `${token}x` })).status).toBe(401);

    // The data: in ./data/stowage.db, or with DATABASE_URL set in PostgreSQL, and then no SQLite file.
    const sqliteFile = fs.existsSync(path.join(cwd, 'data', 'stowage.db'));
    const database = testDatabaseUrl(path.join(cwd, 'data'));
    if (database) {
      expect(sqliteFile).toBe(false);
      const client = new pg.Client({ connectionString: database });
      await client.connect();
      try {
        expect((await client.query('SELECT name FROM filesets')).rows).toEqual([{ name: 'first' }]);
      } finally {
        await client.end();
      }
    } else {
      expect(sqliteFile).toBe(true);
    }

    server.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/"signal":"SIGTERM".*shutting down/);
  });

  it('SIGTERM during a request lets it finish, then exits 0', async () => {
    server = await startServerProcess();
    const filesetId = (
      (await (
        await fetch(`${server.baseUrl}/api/files/v1/filesets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-service-developer-token': server.admin },
          body: JSON.stringify({ name: 'busy' }),
        })
      ).json()) as { id: string }
    ).id;
    const boundary = 'stowage-sigterm';
    const content = Buffer.alloc(8 * 1024 * 1024, 0x62);
    // The body is sent in steps; once the server is writing the upload to the blob store (on S3: once
    // more than a 5 MiB part has been sent, as S3 sees nothing of an upload before its first part),
    // SIGTERM arrives.
    const chunks = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.bin"\r\n\r\n`)];
    for (let i = 0; i < content.length; i += 1024 * 1024) chunks.push(content.subarray(i, i + 1024 * 1024));
    chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`));
    let sent = 0;
    let signalled = false;
    const slowBody = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 7 && !signalled) {
          const writing = await eventually(async () => (await blobsBeingWritten(server!.dataDir)).length > 0);
          expect(writing, 'the upload never reached the blob store').toBe(true);
          server!.kill('SIGTERM');
          signalled = true;
        }
        if (sent > 7) await new Promise((r) => setTimeout(r, 20));
        const chunk = chunks[sent++];
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const upload = await fetch(`${server.baseUrl}/api/files/v1/filesets/${filesetId}/files`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-service-developer-token': server.admin },
      body: slowBody,
      duplex: 'half',
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${server!.output()}`);
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const stored = (await upload.json()) as { size: number; hash: string };
    expect(stored).toMatchObject({ size: content.length, hash: createHash('sha256').update(content).digest('hex') });
    expect(signalled).toBe(true);
    // The answered keep-alive connection must not hold the shutdown open (the vitest timeout would).
    expect(await server.exited).toEqual({ code: 0, signal: null });

    // What was acknowledged during the shutdown is there after a restart.
    const dataDir = server.dataDir;
    server = await startServerProcess({ dataDir });
    const download = await streamDownload(`${server.baseUrl}/api/files/v1/filesets/${filesetId}/path/download?path=b.bin`, server.admin);
    expect(download).toMatchObject({ status: 200, size: content.length, sha256: stored.hash });
  });
});
