import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { EicarScanner } from '../src/domain/scanning/eicar-scanner.js';
import { type TestApp, multipart, startTestApp, tempDir } from './helpers/app.js';
import type { DataFileRevision, DataFileWith, ErrorBody, NewDataFile } from './helpers/bodies.js';
import { DATA_FILES, EICAR_TEXT, addRevision, createDataFile, settledScanState, sha256 } from './helpers/data-files.js';
import { type FakeClamd, startFakeClamd } from './helpers/fake-clamd.js';

describe('scanning with the built-in scanner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('an upload starts PENDING or is already scanned; clean content becomes SAFE and is served', async () => {
    const id = await createDataFile(t, 'plain,csv\n1,2\n');
    expect(await settledScanState(t, id)).toBe('SAFE');
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` })).statusCode).toBe(200);
  });

  it('the EICAR test file becomes INFECTED and is never served (409), by any route or range', async () => {
    const id = await createDataFile(t, EICAR_TEXT, { name: 'eicar.com', contentType: 'application/octet-stream' });
    expect(await settledScanState(t, id)).toBe('INFECTED');
    const revision = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision` })).json<
      DataFileWith<'currentRevision'>
    >().currentRevision;
    expect(revision.scanState).toBe('INFECTED');
    for (const [url, headers] of [
      [`${DATA_FILES}/${id}`, {}],
      [`${DATA_FILES}/${id}/revisions/${revision.dataFileRevisionId}`, {}],
      [`${DATA_FILES}/${id}`, { range: 'bytes=0-3' }],
    ] as const) {
      const res = await t.call({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(409);
      expect(res.json<ErrorBody>().code).toBe('CONTENT_INFECTED');
      expect(res.body).not.toContain('EICAR-STANDARD');
    }
  });

  it('a clean new revision over an infected one is served; the infected revision stays refused', async () => {
    const id = await createDataFile(t, EICAR_TEXT, { name: 'x.txt', contentType: 'text/plain' });
    expect(await settledScanState(t, id)).toBe('INFECTED');
    const infected = (await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/details` })).json<DataFileRevision[]>()[0]!
      .dataFileRevisionId;
    const clean = await addRevision(t, id, 'clean now');
    expect(await settledScanState(t, id, clean)).toBe('SAFE');
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` })).body).toBe('clean now');
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}/revisions/${infected}` })).statusCode).toBe(409);
  });

  it("finds the signature inside a large multipart upload, across the reader's chunk boundary", async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'a');
    // The blob is read in 64 KiB chunks: put the signature across the first boundary.
    body.write(EICAR_TEXT, 65536 - 30, 'latin1');
    const res = await t.call({ method: 'POST', url: DATA_FILES, ...multipart([{ name: 'file', value: body, filename: 'big.bin' }]) });
    expect(res.statusCode, res.body).toBe(201);
    expect(await settledScanState(t, res.json<NewDataFile>().dataFileId)).toBe('INFECTED');
  });

  it('a near miss of the signature is SAFE', async () => {
    const id = await createDataFile(t, EICAR_TEXT.slice(0, -1));
    expect(await settledScanState(t, id)).toBe('SAFE');
  });
});

describe('the EICAR scanner streams', () => {
  const scan = (chunks: string[]) =>
    new EicarScanner().scan(Readable.from(chunks.map((c) => Buffer.from(c, 'latin1'))), new AbortController().signal);

  it('finds the signature split over any two chunks, or over many one-byte chunks', async () => {
    for (let cut = 1; cut < EICAR_TEXT.length; cut += 7) {
      expect((await scan(['head ' + EICAR_TEXT.slice(0, cut), EICAR_TEXT.slice(cut) + ' tail'])).state, `cut ${cut}`).toBe('INFECTED');
    }
    // One-byte chunks: the text is ASCII.
    expect((await scan(`xx${EICAR_TEXT}yy`.split(''))).state).toBe('INFECTED');
    expect((await scan(['X5O!P%@AP', 'nothing here'])).state).toBe('SAFE');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(new EicarScanner().scan(Readable.from([Buffer.from('abc')]), controller.signal)).rejects.toThrow();
  });
});

describe('scanning with clamd over a unix socket', () => {
  let clamd: FakeClamd;
  let t: TestApp;
  beforeAll(async () => {
    clamd = await startFakeClamd({ marker: 'FAKE-VIRUS-MARKER' });
    t = await startTestApp({ STOWAGE_CLAMD_SOCKET: clamd.address });
  });
  afterAll(async () => {
    await t.close();
    await clamd.close();
  });

  it('clean content is SAFE; the daemon received it whole, in length-prefixed chunks', async () => {
    const body = Buffer.alloc(300 * 1024, 'q');
    const id = await createDataFile(t, body, { contentType: 'application/octet-stream' });
    expect(await settledScanState(t, id)).toBe('SAFE');
    const seen = clamd.received.at(-1)!;
    expect(seen.command).toBe('zINSTREAM');
    expect(seen.size).toBe(body.length);
    expect(seen.sha256).toBe(sha256(body));
    expect(seen.chunks).toBeGreaterThan(1);
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` })).statusCode).toBe(200);
  });

  it('content the daemon reports FOUND is INFECTED and refused', async () => {
    const id = await createDataFile(t, 'some text with FAKE-VIRUS-MARKER inside');
    expect(await settledScanState(t, id)).toBe('INFECTED');
    expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` })).statusCode).toBe(409);
  });

  it('the clamd path replaces the built-in scanner: EICAR is only what clamd says it is', async () => {
    const id = await createDataFile(t, EICAR_TEXT);
    expect(await settledScanState(t, id)).toBe('SAFE');
  });

  it('a daemon that answers an error while the content is still streaming makes it FAILED', async () => {
    clamd.mode = 'early-error';
    try {
      const id = await createDataFile(t, Buffer.alloc(4 * 1024 * 1024, 'z'), { contentType: 'application/octet-stream' });
      expect(await settledScanState(t, id)).toBe('FAILED');
    } finally {
      clamd.mode = 'scan';
    }
    // The scanner is not stuck: the next revision is scanned normally.
    expect(await settledScanState(t, await createDataFile(t, 'next'))).toBe('SAFE');
  });

  it('a daemon answering an error makes the revision FAILED, still served', async () => {
    clamd.mode = 'error';
    try {
      const id = await createDataFile(t, 'whatever');
      expect(await settledScanState(t, id)).toBe('FAILED');
      expect((await t.call({ method: 'GET', url: `${DATA_FILES}/${id}` })).body).toBe('whatever');
    } finally {
      clamd.mode = 'scan';
    }
  });
});

describe('scanning with clamd over TCP', () => {
  let clamd: FakeClamd;
  let t: TestApp;
  beforeAll(async () => {
    clamd = await startFakeClamd({ marker: 'TCP-MARKER', tcp: true });
    t = await startTestApp({ STOWAGE_CLAMD_SOCKET: clamd.address });
  });
  afterAll(async () => {
    await t.close();
    await clamd.close();
  });

  it('host:port reaches the daemon: SAFE and INFECTED', async () => {
    const clean = await createDataFile(t, 'fine');
    const bad = await createDataFile(t, 'not TCP-MARKER fine');
    expect(await settledScanState(t, clean)).toBe('SAFE');
    expect(await settledScanState(t, bad)).toBe('INFECTED');
    expect(clamd.received).toHaveLength(2);
  });
});

describe('scanning when clamd is unreachable', () => {
  it('the revision becomes FAILED', async () => {
    const dir = tempDir('stowage-noclamd-');
    const t = await startTestApp({ STOWAGE_CLAMD_SOCKET: path.join(dir, 'missing.sock') });
    try {
      const id = await createDataFile(t, 'anything');
      expect(await settledScanState(t, id)).toBe('FAILED');
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('revisions left PENDING by a previous run', () => {
  it('are scanned at the next start', async () => {
    const dataDir = tempDir();
    const clamd = await startFakeClamd({ marker: 'never' });
    clamd.mode = 'silent';
    const first = await startTestApp({ STOWAGE_CLAMD_SOCKET: clamd.address }, dataDir);
    const id = await createDataFile(first, EICAR_TEXT);
    const clean = await createDataFile(first, 'clean');
    // The daemon has the first stream and never answers: both revisions stay PENDING.
    while (clamd.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const states = (await first.call({ method: 'GET', url: `${DATA_FILES}/${id}/details?expand=currentRevision` })).json<
      DataFileWith<'currentRevision'>
    >().currentRevision.scanState;
    expect(states).toBe('PENDING');
    await first.close();
    await clamd.close();

    const second = await startTestApp({}, dataDir);
    try {
      expect(await settledScanState(second, id)).toBe('INFECTED');
      expect(await settledScanState(second, clean)).toBe('SAFE');
    } finally {
      await second.close();
    }
  });
});

describe('STOWAGE_CLAMD_SOCKET', () => {
  const load = (value: string) => loadConfig({ STOWAGE_DATA_DIR: '/tmp/x', STOWAGE_CLAMD_SOCKET: value }).clamd;

  it('takes a unix socket path or host:port', () => {
    expect(load('/run/clamav/clamd.sock')).toEqual({ path: '/run/clamav/clamd.sock' });
    expect(load('clamav:3310')).toEqual({ host: 'clamav', port: 3310 });
    expect(load('[::1]:3310')).toEqual({ host: '::1', port: 3310 });
    expect(loadConfig({ STOWAGE_DATA_DIR: '/tmp/x' }).clamd).toBeNull();
  });

  it('refuses anything else, naming the setting and the accepted forms', () => {
    for (const bad of ['clamav', 'clamav:0', 'clamav:70000', 'host:port']) {
      expect(() => load(bad), bad).toThrow(/STOWAGE_CLAMD_SOCKET.*unix socket path.*host:port/s);
    }
  });
});
