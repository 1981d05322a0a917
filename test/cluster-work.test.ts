import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Instance } from '../src/domain/cluster/instance.js';
import { BlobCollector } from '../src/storage/blobs/blob-collector.js';
import type { BlobStore } from '../src/storage/blobs/blob-store.js';
import { FilesRepository } from '../src/storage/db/repositories/files-repository.js';
import { BOOTSTRAP, type TestApp, appsClosedAfterEach, tempDir } from './helpers/app.js';
import type { DataFileRevision, File } from './helpers/bodies.js';
import { DATA_FILES, createDataFile, settledScanState } from './helpers/data-files.js';
import { type FakeClamd, startFakeClamd } from './helpers/fake-clamd.js';
import { newFileSet, sha256 } from './helpers/files.js';
import { type PostgresDatabase, POSTGRES_ADMIN_URL, createPostgresDatabase, postgresAnswers } from './helpers/postgres.js';
import { needService } from './helpers/services.js';
import { StreamClient } from './helpers/streams.js';
import { multipartFrame } from './helpers/streamed-upload.js';

/**
 * Background work and shared state when several instances run over one PostgreSQL database
 * (docs/deploy.md): each instance here is a full app in this process, all over one database and
 * one blob folder, with short leases (STOWAGE_LEASE_SECONDS=2) so that an instance's death shows
 * quickly. What is checked is what a user would see: uploads that stay or go, scans that run
 * once, exports that stay whole, commits that apply once.
 */

const FILE = 'test/cluster-work.test.ts';
const postgresUp = needService(`PostgreSQL at ${new URL(POSTGRES_ADMIN_URL).host}`, await postgresAnswers(), FILE);

const LEASE_MS = 2000;

describe.skipIf(!postgresUp)('several instances over one database', () => {
  let database: PostgresDatabase;
  let blobDir: string;
  const apps = appsClosedAfterEach();

  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** Another instance: the shared database, the shared blob folder (`blobDir`), and `env`. */
  async function instance(env: Record<string, string> = {}): Promise<TestApp> {
    return apps.start({ DATABASE_URL: database.url, STOWAGE_LEASE_SECONDS: String(LEASE_MS / 1000), ...env }, blobDir);
  }

  async function blobReadable(blobs: BlobStore, key: string): Promise<boolean> {
    try {
      // Read to the end: a blob that is gone fails on the way.
      await finished((await blobs.get(key)).resume());
      return true;
    } catch {
      return false;
    }
  }

  async function listed(key: string): Promise<boolean> {
    return (await database.query('SELECT 1 FROM blob_gc WHERE blob_key = $1', [key])).length > 0;
  }

  beforeAll(() => {
    blobDir = tempDir('stowage-cluster-');
  });

  it("an upload in flight on one instance survives another instance's start-up sweep", async () => {
    const a = await instance();
    const fileSet = await newFileSet(a);
    const content = Buffer.alloc(512 * 1024, 7);
    const frame = multipartFrame('late.bin', { directoryPath: 'in-flight' }, content.length);
    const body = new PassThrough();
    const response = a.app.inject({
      method: 'POST',
      url: `/api/files/v1/filesets/${fileSet}/files`,
      headers: { ...frame.headers, 'x-service-developer-token': BOOTSTRAP },
      payload: body,
    });
    body.write(frame.head);
    body.write(content.subarray(0, 1024));
    await expect
      .poll(async () => (await database.query('SELECT 1 FROM blob_gc WHERE staged_by IS NOT NULL')).length, { timeout: 10_000 })
      .toBe(1);

    // A second instance starts (and sweeps) while the upload is still arriving on the first.
    const b = await instance();
    body.write(content.subarray(1024));
    body.end(frame.tail);
    const res = await response;
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<File>();
    expect(file.hash).toBe(sha256(content));

    const download = await b.call({ method: 'GET', url: `/api/files/v1/filesets/${fileSet}/files/${file.id}/download` });
    expect(download.statusCode, download.body).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(content));
  });

  it('the upload of an instance that died is collected once its lease has run out, and can no longer be published', async () => {
    const b = await instance();
    // An instance that registers, stages an upload and dies: it never renews its lease.
    const dead = await Instance.register(b.services.db, { leaseMs: LEASE_MS, exclusive: false });
    const key = randomUUID();
    await new BlobCollector(b.services.db, b.services.blobs, dead).stage(key);
    await b.services.blobs.put(key, Readable.from([Buffer.from('half an upload')]));

    // B's periodic sweep leaves it while the lease runs, then removes the blob and its row.
    expect(await listed(key)).toBe(true);
    await expect.poll(() => listed(key), { timeout: 20_000, interval: 200 }).toBe(false);
    expect(await blobReadable(b.services.blobs, key)).toBe(false);

    // Had the "dead" instance only been cut off, its publication now fails instead of pointing at nothing.
    const error = await new FilesRepository(b.services.db).unlistBlob(key).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it("a removal that failed (the store was down) is finished by the instance's own sweep", async () => {
    // A long lease keeps the instance's periodic sweep (every lease) from removing the blob between
    // the failed removal and the checks; only the sweep called below may.
    const b = await instance({ STOWAGE_LEASE_SECONDS: '3600' });
    let storeDown = true;
    const flaky: BlobStore = {
      put: (key, source) => b.services.blobs.put(key, source),
      get: (key, range) => b.services.blobs.get(key, range),
      delete: async (key) => {
        if (storeDown) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        await b.services.blobs.delete(key);
      },
      ping: () => b.services.blobs.ping(),
    } as BlobStore;
    const collector = new BlobCollector(b.services.db, flaky, b.services.instance);
    const key = randomUUID();
    await collector.stage(key);
    await flaky.put(key, Readable.from([Buffer.from('discarded upload')]));
    await expect(collector.collect([key])).rejects.toThrow(/ECONNREFUSED/);
    expect(await listed(key)).toBe(true);

    storeDown = false;
    expect(await collector.sweep()).toBe(1);
    expect(await listed(key)).toBe(false);
    expect(await blobReadable(b.services.blobs, key)).toBe(false);
  });

  describe('content scans', () => {
    let clamd: FakeClamd;
    beforeAll(async () => {
      clamd = await startFakeClamd({ marker: 'CLUSTER-MARKER', tcp: true });
    });
    afterAll(async () => clamd.close());

    it('revisions left PENDING are scanned once, though every instance picks them up', async () => {
      // A longer lease than the others here: a scan's claim is renewed every lease/3, and on a loaded
      // CI machine an event-loop stall past two thirds of a 2 s lease let a claim lapse mid-scan and a
      // second instance scan again (its verdict is dropped, but the scanner is called twice).
      const scanLeaseMs = 6000;
      const env = { STOWAGE_CLAMD_SOCKET: clamd.address, STOWAGE_LEASE_SECONDS: String(scanLeaseMs / 1000) };
      const a = await instance(env);
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push(await createDataFile(a, `row ${i}\n`, { name: `scan-${i}.csv` }));
      for (const id of ids) expect(await settledScanState(a, id)).toBe('SAFE');

      // As if an instance had stopped before scanning them: PENDING and unclaimed.
      const revisions = await database.query<{ id: number }>(
        `UPDATE data_file_revisions SET scan_state = 'PENDING', scanned_at = NULL, scan_claimed_by = NULL, scan_claim_until = NULL
         WHERE data_file_id = ANY($1::bigint[]) RETURNING id`,
        [ids],
      );
      expect(revisions).toHaveLength(6);
      clamd.received.length = 0;

      // Two more instances start and queue all six; the first keeps picking them up periodically too.
      const [b, c] = await Promise.all([instance(env), instance(env)]);
      for (const id of ids) expect(await settledScanState(b, id)).toBe('SAFE');
      // Long enough for the first instance's periodic pick-up (every lease) to have run meanwhile.
      await new Promise((resolve) => setTimeout(resolve, scanLeaseMs + 500));
      expect(clamd.received).toHaveLength(6);
      expect(
        (await c.call({ method: 'GET', url: `${DATA_FILES}/${ids[0]}/revisions/details` })).json<DataFileRevision[]>()[0]!.scanState,
      ).toBe('SAFE');
    });

    it('a scan claimed by an instance that died is taken up by another once the claim has run out', async () => {
      const env = { STOWAGE_CLAMD_SOCKET: clamd.address };
      const a = await instance(env);
      const id = await createDataFile(a, 'CLUSTER-MARKER inside\n', { name: 'claimed.csv' });
      expect(await settledScanState(a, id)).toBe('INFECTED');
      await database.query(
        `UPDATE data_file_revisions SET scan_state = 'PENDING', scanned_at = NULL, scan_claimed_by = 'gone', scan_claim_until = $2
         WHERE data_file_id = $1`,
        [id, Date.now() + LEASE_MS],
      );
      expect(await settledScanState(a, id)).toBe('INFECTED');
    });
  });

  describe('streams', () => {
    const schema = {
      columns: [
        { name: 'id', type: 'LONG' },
        { name: 'label', type: 'STRING' },
      ],
    };
    const rows = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `${from + i},r${from + i}\n`).join('');

    it('the parts of one execution go to two instances; simultaneous commits through both apply it once', async () => {
      const [a, b] = [await instance(), await instance()];
      const [sa, sb] = [new StreamClient(a), new StreamClient(b)];
      const stream = await sa.create({ name: 'split', updateMethod: 'APPEND', schema });
      const execution = await sb.start(stream);
      for (let part = 1; part <= 6; part++) {
        const res = await (part % 2 ? sa : sb).part(stream, execution, part, rows(part * 100, part * 100 + 100));
        expect(res.statusCode, res.body).toBe(201);
      }
      const results = await Promise.all([sa.commit(stream, execution), sb.commit(stream, execution), sa.commit(stream, execution)]);
      for (const res of results) expect(res.statusCode, res.body).toBe(200);
      expect(new Set(results.map((r) => r.body)).size).toBe(1);
      expect(results[0].json()).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 600 });
      expect(await sb.data(stream)).toBe(`id,label\n${rows(100, 700)}`);
    });

    it('a commit whose instance died is taken over once its lease has run out, and then applies', async () => {
      const [a, b] = [await instance(), await instance()];
      const [sa, sb] = [new StreamClient(a), new StreamClient(b)];
      const stream = await sa.create({ name: 'orphaned commit', updateMethod: 'REPLACE', schema });
      const execution = await sa.start(stream);
      expect((await sa.part(stream, execution, 1, rows(0, 50))).statusCode).toBe(201);
      // As an instance leaves it when it dies mid-commit: COMMITTING, its lease still running.
      await database.query(
        `UPDATE stream_executions SET state = 'COMMITTING', commit_owner = 'gone', commit_lease_until = $2, has_rows = 1 WHERE id = $1`,
        [execution, Date.now() + LEASE_MS],
      );
      // Another instance's repair leaves a commit whose lease runs.
      await b.services.streams.maintain();
      expect((await database.query<{ state: string }>('SELECT state FROM stream_executions WHERE id = $1', [execution]))[0]?.state).toBe(
        'COMMITTING',
      );

      // A commit request waits for it, takes it over when the lease is out, and applies it once.
      const res = await sb.commit(stream, execution);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 50 });
      expect(await sa.data(stream)).toBe(`id,label\n${rows(0, 50)}`);
    });

    it('an export on one instance keeps its rows while a REPLACE commit and the purge run on another', async () => {
      const [a, b] = [await instance(), await instance()];
      const [sa, sb] = [new StreamClient(a), new StreamClient(b)];
      const stream = await sa.create({ name: 'held export', updateMethod: 'REPLACE', schema });
      const total = 12_000;
      await sa.run(stream, { 1: rows(0, 6000), 2: rows(6000, total) });

      const caller = (await a.services.tokens.authenticate(BOOTSTRAP))!;
      const { body } = await a.services.streams.datasets.open(caller, String(stream));
      const chunks: string[] = [];
      const iterator = body[Symbol.asyncIterator]();
      chunks.push(String((await iterator.next()).value));

      // Meanwhile, on B: the dataset is replaced and the purge of rows outside it runs to its end.
      await sb.run(stream, { 1: rows(900_000, 900_001) });
      await b.services.streams.maintain();

      for (let next = await iterator.next(); !next.done; next = await iterator.next()) chunks.push(String(next.value));
      const exported = chunks.join('').split('\n').filter(Boolean);
      expect(exported[0]).toBe('id,label');
      expect(exported).toHaveLength(total + 1);
      expect(exported[total]).toBe(`${total - 1},r${total - 1}`);

      // The export is over (its hold is released as it ends): now the replaced rows go.
      const rowsStored = async () => {
        await b.services.streams.maintain();
        const [count] = await database.query<{ n: string }>(
          `SELECT count(*) AS n FROM stream_rows r JOIN stream_executions e ON e.id = r.execution_id WHERE e.stream_id = $1`,
          [stream],
        );
        return Number(count?.n);
      };
      await expect.poll(rowsStored, { timeout: 10_000, interval: 100 }).toBe(1);
      expect(await sb.data(stream)).toBe('id,label\n900000,r900000\n');
    });
  });
});
