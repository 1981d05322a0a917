import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { File, FileList, FileSet, FileSetStats } from './helpers/bodies.js';
import { type Match, fileSetUrl, matches, newIndexedFileSet, putIndexed, query, settled } from './helpers/content-index.js';
import { makeDocx, makePdf } from './helpers/documents.js';
import { expectError } from './helpers/expect-error.js';
import { filesUrl, newFileSet, put, share } from './helpers/files.js';

const paths = (found: Match[]) => found.map((m) => m.metadata.path);

describe('content indexing: formats and lifecycle', () => {
  let t: TestApp;
  let fs: string;
  beforeAll(async () => {
    t = await startTestApp({ STOWAGE_INDEX_MAX_BYTES: '64KiB', STOWAGE_INDEX_MAX_DOCUMENT_BYTES: '32KiB' });
    fs = await newIndexedFileSet(t);
  });
  afterAll(async () => t.close());

  it('indexes text, Markdown, CSV, JSON, HTML, PDF and DOCX; each is found by its own words', async () => {
    const docs: [string, string | Buffer, string, string][] = [
      ['notes.txt', 'Plain notes about the walrus colony on the northern shore.', 'text/plain', 'walrus'],
      ['guide.md', '# Setup\n\nInstall the **gyroscope** driver first, then calibrate.', 'text/markdown', 'gyroscope'],
      ['prices.csv', 'item,price\nmarmalade,3.20\nbread,2.10\n', 'text/csv', 'marmalade'],
      ['config.json', '{"service": "zeppelin", "port": 8080}', 'application/json', 'zeppelin'],
      [
        'page.html',
        '<html><head><script>var hidden="quokka"</script></head><body><p>The <b>saxophone</b> section</p></body></html>',
        'text/html',
        'saxophone',
      ],
      ['report.pdf', await makePdf([['Quarterly summary'], ['The pelican budget grew.']]), 'application/pdf', 'pelican'],
      [
        'minutes.docx',
        await makeDocx(['Minutes of the meeting.', 'The trombone fund is closed.']),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'trombone',
      ],
    ];
    for (const [filename, content, contentType, word] of docs) {
      const file = await putIndexed(t, fs, { dir: 'formats', filename, content, contentType });
      expect(file, filename).toMatchObject({ indexStatus: 'COMPLETED', indexReason: null });
      const found = await matches(t, fs, { query: word, topK: 5 });
      expect(paths(found), word).toEqual([`formats/${filename}`]);
      expect(found[0]!.content.text.toLowerCase()).toContain(word);
      expect(found[0]!.metadata.fileId).toBe(file.id);
    }
    // Script content is not visible text.
    expect(await matches(t, fs, { query: 'quokka' })).toEqual([]);
    // The PDF's page is reported; other formats have none.
    expect((await matches(t, fs, { query: 'pelican' }))[0]!.metadata.page).toBe(2);
    expect((await matches(t, fs, { query: 'walrus' }))[0]!.metadata).not.toHaveProperty('page');
  });

  it('leaves English stop words out of a query, on both engines: they neither find nor rank', async () => {
    await putIndexed(t, fs, { dir: 'stops', filename: 'a.txt', content: 'How is it that the ibis is here?', contentType: 'text/plain' });
    await putIndexed(t, fs, { dir: 'stops', filename: 'b.txt', content: 'An ocelot.', contentType: 'text/plain' });
    expect(paths(await matches(t, fs, { query: 'how is it that the ocelot is here', topK: 10 }))).toEqual(['stops/b.txt']);
    expect(await matches(t, fs, { query: 'How is it that the?', topK: 10 })).toEqual([]);
  });

  it("offsets point into the text: a plain text file's chunk is the file's own characters", async () => {
    const words = Array.from({ length: 600 }, (_, i) => `term${i}`);
    words[450] = 'needle';
    const text = words.join(' ');
    await putIndexed(t, fs, { dir: 'offsets', filename: 'long.txt', content: text, contentType: 'text/plain' });
    const [hit] = await matches(t, fs, { query: 'needle' });
    expect(hit!.metadata.chunkIndex).toBeGreaterThan(0);
    expect(text.slice(hit!.metadata.start, hit!.metadata.end)).toBe(hit!.content.text);
    expect(hit!.content.text.length).toBeLessThanOrEqual(1000);
  });

  it('SKIPPED or FAILED with a reason: unsupported, empty, too large, unreadable, binary', async () => {
    const cases: [string, string | Buffer, string, string, RegExp][] = [
      ['photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'image/png', 'SKIPPED', /unsupported content type image\/png/],
      ['empty.txt', '', 'text/plain', 'SKIPPED', /no text/],
      ['blank.txt', '   \n\n  ', 'text/plain', 'SKIPPED', /no text/],
      ['huge.txt', 'a '.repeat(40_000), 'text/plain', 'SKIPPED', /too large: 80000 bytes.*STOWAGE_INDEX_MAX_BYTES/],
      ['big.pdf', Buffer.alloc(40_000, 1), 'application/pdf', 'SKIPPED', /too large.*STOWAGE_INDEX_MAX_DOCUMENT_BYTES/],
      ['broken.pdf', '%PDF-1.4 this is not a PDF', 'application/pdf', 'FAILED', /unreadable PDF/],
      [
        'broken.docx',
        'PK not a zip',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'FAILED',
        /unreadable DOCX/,
      ],
      ['binary.txt', Buffer.from([0x41, 0, 0x42, 0]), 'text/plain', 'SKIPPED', /binary/],
    ];
    for (const [filename, content, contentType, status, reason] of cases) {
      const file = await putIndexed(t, fs, { dir: 'bad', filename, content, contentType });
      expect(file.indexStatus, filename).toBe(status);
      expect(file.indexReason, filename).toMatch(reason);
    }
    // Filterable in operation 2 as before.
    const res = await t.call({
      method: 'POST',
      url: `${filesUrl(fs)}/search?directoryPath=bad`,
      payload: { filters: [{ field: 'indexStatus', operator: 'EQUALS', value: ['FAILED'] }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json<FileList>()
        .files.map((f: { name: string }) => f.name)
        .sort(),
    ).toEqual(['broken.docx', 'broken.pdf']);
  });

  it('stats count files per type and per index state', async () => {
    const own = await newIndexedFileSet(t);
    await putIndexed(t, own, { filename: 'a.txt', content: 'alpha beta', contentType: 'text/plain' });
    await putIndexed(t, own, { dir: 'd', filename: 'b.png', content: Buffer.from([1, 2, 3]), contentType: 'image/png' });
    const res = await t.call({ method: 'GET', url: `${fileSetUrl(own)}/stats` });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json<FileSetStats>();
    expect(stats).toMatchObject({ fileSetId: own, aiEnabled: true, fileCount: 2, notIndexed: 0, chunkCount: 1 });
    expect(stats.fileTypes).toMatchObject({ TEXT: 1, IMAGE: 1, DOCUMENT: 0 });
    expect(stats.fileTypes).not.toHaveProperty('DIRECTORY');
    expect(stats.indexStatuses).toEqual({ PENDING: 0, QUEUED: 0, IN_PROGRESS: 0, COMPLETED: 1, FAILED: 0, SKIPPED: 1 });
  });

  it('/metrics counts files by outcome, bytes indexed, failures and the queue depth', async () => {
    const text = (await t.call({ method: 'GET', url: '/metrics', token: null })).body;
    const value = (name: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${name} `))
          ?.split(' ')[1],
      );
    expect(value('stowage_index_files_total{status="COMPLETED"}')).toBeGreaterThanOrEqual(9);
    expect(value('stowage_index_files_total{status="SKIPPED"}')).toBeGreaterThanOrEqual(6);
    expect(value('stowage_index_failures_total')).toBeGreaterThanOrEqual(2);
    expect(value('stowage_index_bytes_total')).toBeGreaterThan(1000);
    expect(value('stowage_index_queue_depth')).toBe(0);
  });
});

describe('content indexing: consistency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it("an overwrite replaces the file's chunks at once; a delete removes them", async () => {
    const fs = await newIndexedFileSet(t);
    const first = await putIndexed(t, fs, { dir: 'x', filename: 'f.txt', content: 'the albatross flies', contentType: 'text/plain' });
    expect(paths(await matches(t, fs, { query: 'albatross' }))).toEqual(['x/f.txt']);
    const second = await put(t, fs, { dir: 'x', filename: 'f.txt', content: 'the cormorant dives', contentType: 'text/plain' });
    expect(second.id).toBe(first.id);
    // Before the new content is indexed, the old text is already gone.
    expect(await matches(t, fs, { query: 'albatross' })).toEqual([]);
    expect((await settled(t, fs, first.id)).indexStatus).toBe('COMPLETED');
    expect(paths(await matches(t, fs, { query: 'cormorant' }))).toEqual(['x/f.txt']);
    expect(await matches(t, fs, { query: 'albatross' })).toEqual([]);

    const res = await t.call({ method: 'DELETE', url: `${filesUrl(fs)}/${first.id}` });
    expect(res.statusCode).toBe(204);
    expect(await matches(t, fs, { query: 'cormorant' })).toEqual([]);
    const stats = (await t.call({ method: 'GET', url: `${fileSetUrl(fs)}/stats` })).json<FileSetStats>();
    expect(stats.chunkCount).toBe(0);
  });

  it('an overwrite while the old content is being indexed: the old run is dropped, the new content indexed at once', async () => {
    const fs = await newIndexedFileSet(t);
    const big = 'the ancient mariner sailed on and on; '.repeat(200_000);
    const first = await put(t, fs, { filename: 'log.txt', content: big, contentType: 'text/plain' });
    const until = Date.now() + 20_000;
    while ((await t.call({ method: 'GET', url: `${filesUrl(fs)}/${first.id}` })).json<File>().indexStatus !== 'IN_PROGRESS') {
      if (Date.now() > until) throw new Error('never IN_PROGRESS');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await put(t, fs, { filename: 'log.txt', content: 'a fresh page about puffins', contentType: 'text/plain' });
    // Well within the periodic pick-up (STOWAGE_LEASE_SECONDS, 30 s): the queue takes the file again itself.
    expect((await settled(t, fs, first.id, 10_000)).indexStatus).toBe('COMPLETED');
    expect(paths(await matches(t, fs, { query: 'puffins' }))).toEqual(['log.txt']);
    expect(await matches(t, fs, { query: 'mariner' })).toEqual([]);
    expect((await t.call({ method: 'GET', url: `${fileSetUrl(fs)}/stats` })).json<FileSetStats>().chunkCount).toBe(1);
  });

  it('deleting a directory removes the chunks of every file below it', async () => {
    const fs = await newIndexedFileSet(t);
    await putIndexed(t, fs, { dir: 'tree/a', filename: '1.txt', content: 'narwhal one', contentType: 'text/plain' });
    await putIndexed(t, fs, { dir: 'tree/b', filename: '2.txt', content: 'narwhal two', contentType: 'text/plain' });
    await putIndexed(t, fs, { dir: 'keep', filename: '3.txt', content: 'narwhal three', contentType: 'text/plain' });
    expect((await matches(t, fs, { query: 'narwhal', topK: 10 })).length).toBe(3);
    expect((await t.call({ method: 'DELETE', url: `${fileSetUrl(fs)}/path?path=tree` })).statusCode).toBe(204);
    expect(paths(await matches(t, fs, { query: 'narwhal', topK: 10 }))).toEqual(['keep/3.txt']);
  });

  it('aiEnabled off: indexStatus null, queries refused; on indexes existing files; off again drops the index', async () => {
    const fs = await newFileSet(t, undefined, 'plain');
    const get = await t.call({ method: 'GET', url: fileSetUrl(fs) });
    expect(get.json<FileSet>().aiEnabled).toBe(false);
    const file = await put(t, fs, { filename: 'otter.txt', content: 'the sea otter floats', contentType: 'text/plain' });
    expect(file.indexStatus).toBeNull();
    expectError(await query(t, fs, { query: 'otter' }), 409, 'CONTENT_INDEXING_OFF');

    const on = await t.call({ method: 'POST', url: fileSetUrl(fs), payload: { aiEnabled: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<FileSet>().aiEnabled).toBe(true);
    expect((await settled(t, fs, file.id)).indexStatus).toBe('COMPLETED');
    expect(paths(await matches(t, fs, { query: 'otter' }))).toEqual(['otter.txt']);

    // A name change leaves indexing as it is.
    expect(
      (await t.call({ method: 'POST', url: fileSetUrl(fs), payload: { name: 'renamed', aiEnabled: null } })).json<FileSet>().aiEnabled,
    ).toBe(true);

    const off = await t.call({ method: 'POST', url: fileSetUrl(fs), payload: { aiEnabled: false } });
    expect(off.json<FileSet>().aiEnabled).toBe(false);
    const after = (await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id}` })).json();
    expect(after).toMatchObject({ indexStatus: null, indexReason: null });
    const stats = (await t.call({ method: 'GET', url: `${fileSetUrl(fs)}/stats` })).json();
    expect(stats).toMatchObject({ aiEnabled: false, chunkCount: 0, notIndexed: 1 });
  });

  it('reindex makes the listed files index again (202 with the count); others and foreign ids are not counted', async () => {
    const fs = await newIndexedFileSet(t);
    const other = await newIndexedFileSet(t);
    const a = await putIndexed(t, fs, { filename: 'a.txt', content: 'heron', contentType: 'text/plain' });
    await put(t, fs, { dir: 'folder' });
    const dir = (await t.call({ method: 'GET', url: `${fileSetUrl(fs)}/path?path=folder` })).json<File>();
    const foreign = await putIndexed(t, other, { filename: 'b.txt', content: 'heron', contentType: 'text/plain' });
    const res = await t.call({
      method: 'POST',
      url: `${filesUrl(fs)}/reindex`,
      payload: { fileIds: [a.id, a.id.toUpperCase(), dir.id, foreign.id] },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ retriedFilesCount: 1 });
    expect((await settled(t, fs, a.id)).indexStatus).toBe('COMPLETED');
    expect(paths(await matches(t, fs, { query: 'heron' }))).toEqual(['a.txt']);
    expect((await settled(t, other, foreign.id)).indexStatus).toBe('COMPLETED');
  });

  it('directoryPath, pathPrefixFilter and filters narrow the matches', async () => {
    const fs = await newIndexedFileSet(t);
    await putIndexed(t, fs, { dir: 'reports/2024', filename: 'q1.txt', content: 'beluga sightings rose', contentType: 'text/plain' });
    await putIndexed(t, fs, { dir: 'reports/2025', filename: 'q1.md', content: 'beluga sightings fell', contentType: 'text/markdown' });
    await putIndexed(t, fs, { dir: 'notes', filename: 'beluga.txt', content: 'beluga notes', contentType: 'text/plain' });
    const all = await matches(t, fs, { query: 'beluga', topK: 10 });
    expect(paths(all).sort()).toEqual(['notes/beluga.txt', 'reports/2024/q1.txt', 'reports/2025/q1.md']);
    expect(paths(await matches(t, fs, { query: 'beluga', topK: 10, directoryPath: '/reports/' })).sort()).toEqual([
      'reports/2024/q1.txt',
      'reports/2025/q1.md',
    ]);
    expect(paths(await matches(t, fs, { query: 'beluga', topK: 10, pathPrefixFilter: 'reports/202' })).sort()).toEqual([
      'reports/2024/q1.txt',
      'reports/2025/q1.md',
    ]);
    expect(paths(await matches(t, fs, { query: 'beluga', topK: 10, pathPrefixFilter: 'reports/2024/' }))).toEqual(['reports/2024/q1.txt']);
    const md = await matches(t, fs, {
      query: 'beluga',
      topK: 10,
      filters: [{ field: 'contentType', operator: 'EQUALS', value: ['text/markdown'] }],
    });
    expect(paths(md)).toEqual(['reports/2025/q1.md']);
    const notLike = await matches(t, fs, {
      query: 'beluga',
      topK: 10,
      filters: [{ field: 'path', operator: 'LIKE', value: ['report'], not: true }],
    });
    expect(paths(notLike)).toEqual(['notes/beluga.txt']);
    // topK bounds the answer; the best match comes first.
    expect((await matches(t, fs, { query: 'beluga notes', topK: 1 })).map((m) => m.metadata.path)).toEqual(['notes/beluga.txt']);
  });

  it('KEYWORD returns chunks with all the words while topK of them have all; with fewer, chunks with any', async () => {
    const fs = await newIndexedFileSet(t);
    const river = 'The river bank was quiet in the evening, and the water moved slowly past the reeds and stones. ';
    await putIndexed(t, fs, { filename: 'both-1.txt', content: `${river}An otter and a heron shared it.`, contentType: 'text/plain' });
    await putIndexed(t, fs, { filename: 'both-2.txt', content: `${river}A heron watched an otter.`, contentType: 'text/plain' });
    // Short and full of one word: BM25 ranks them high for it.
    await putIndexed(t, fs, { filename: 'otter.txt', content: 'otter otter otter otter', contentType: 'text/plain' });
    await putIndexed(t, fs, { filename: 'heron.txt', content: 'heron heron heron heron', contentType: 'text/plain' });
    expect(paths(await matches(t, fs, { query: 'otter heron', topK: 2, mode: 'KEYWORD' })).sort()).toEqual(['both-1.txt', 'both-2.txt']);
    const more = paths(await matches(t, fs, { query: 'otter heron', topK: 4, mode: 'KEYWORD' }));
    expect(more.sort()).toEqual(['both-1.txt', 'both-2.txt', 'heron.txt', 'otter.txt']);
  });

  it('a query made of full-text syntax is read as words, never as operators', async () => {
    const fs = await newIndexedFileSet(t);
    await putIndexed(t, fs, { filename: 'n.txt', content: 'near the title of the column', contentType: 'text/plain' });
    for (const q of [
      '"unbalanced',
      'title:x',
      'NEAR(a b)',
      'a AND OR NOT',
      '*',
      'col* ^x',
      "it's -x + y",
      '(((',
      '!!!',
      'a & b | c <-> d',
    ]) {
      const res = await query(t, fs, { query: q, topK: 3 });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
    expect(paths(await matches(t, fs, { query: 'title:x' }))).toEqual(['n.txt']);
    expect(await matches(t, fs, { query: '?!*' })).toEqual([]);
  });
});

describe('content indexing: access', () => {
  let t: TestApp;
  let owner: string;
  let reader: string;
  let stranger: string;
  let fs: string;
  let theirs: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.tokenFor(2);
    reader = await t.tokenFor(3);
    stranger = await t.tokenFor(4);
    fs = await newIndexedFileSet(t, owner, 'owned');
    await share(t, fs, 3, 'READ', owner);
    theirs = await newIndexedFileSet(t, stranger, 'strangers');
    const mine = await put(t, fs, { filename: 'm.txt', content: 'the shared mongoose', contentType: 'text/plain', token: owner });
    await settled(t, fs, mine.id);
    const secret = await put(t, theirs, { filename: 's.txt', content: 'the secret mongoose', contentType: 'text/plain', token: stranger });
    await settled(t, theirs, secret.id);
  });
  afterAll(async () => t.close());

  it('a reader queries and sees stats; nothing of another set leaks into the answer', async () => {
    const found = await matches(t, fs, { query: 'mongoose', topK: 10 }, reader);
    expect(found.map((m) => m.content.text)).toEqual(['the shared mongoose']);
    expect((await t.call({ method: 'GET', url: `${fileSetUrl(fs)}/stats`, token: reader })).statusCode).toBe(200);
  });

  it('a set the caller cannot read is 404 for query, stats and reindex', async () => {
    expectError(await query(t, theirs, { query: 'mongoose' }, reader), 404, 'FILESET_NOT_FOUND');
    expectError(await query(t, fs, { query: 'mongoose' }, stranger), 404, 'FILESET_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url: `${fileSetUrl(fs)}/stats`, token: stranger }), 404, 'FILESET_NOT_FOUND');
    expectError(
      await t.call({ method: 'POST', url: `${filesUrl(fs)}/reindex`, payload: { fileIds: [crypto.randomUUID()] }, token: stranger }),
      404,
      'FILESET_NOT_FOUND',
    );
  });

  it('a reader cannot reindex (403) or switch indexing (403)', async () => {
    expectError(
      await t.call({ method: 'POST', url: `${filesUrl(fs)}/reindex`, payload: { fileIds: [crypto.randomUUID()] }, token: reader }),
      403,
      'FORBIDDEN',
    );
    expectError(await t.call({ method: 'POST', url: fileSetUrl(fs), payload: { aiEnabled: false }, token: reader }), 403, 'FORBIDDEN');
  });
});

describe('content indexing: bad input', () => {
  let t: TestApp;
  let fs: string;
  beforeAll(async () => {
    t = await startTestApp();
    fs = await newIndexedFileSet(t);
  });
  afterAll(async () => t.close());

  it('query bodies that break the contract are 400s naming the member', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /query/],
      [{ query: '' }, /query/],
      [{ query: '   ' }, /query/],
      [{ query: 'x'.repeat(2001) }, /query/],
      [{ query: 'x', topK: 0 }, /topK/],
      [{ query: 'x', topK: 101 }, /topK/],
      [{ query: 'x', topK: 1.5 }, /topK/],
      [{ query: 'x', mode: 'FUZZY' }, /mode/],
      [{ query: 'x', unknownMember: 1 }, /unknownMember/],
      [{ query: 'x', filters: [{ field: 'nope', operator: 'EQUALS', value: ['a'] }] }, /nope/],
      [{ query: 'x', filters: [{ field: 'size', operator: 'LIKE', value: ['a'] }] }, /LIKE/],
      [{ query: 42 }, /query/],
    ];
    for (const [body, message] of cases) {
      const error = expectError(await query(t, fs, body), 400, 'VALIDATION_FAILED');
      expect(error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(expectError(await query(t, fs, { query: 'x', directoryPath: 'a/../b' }), 400, 'INVALID_PATH').message).toMatch(/directoryPath/);
  });

  it('is never a 500 for a filter group or a value of the wrong type', async () => {
    const cases: unknown[] = [
      { query: 'x', filters: [{ operator: 'OR', filters: [{ field: 'size', operator: 'GREATER_THAN', value: ['abc'] }] }] },
      { query: 'x', filters: [{ field: 'created', operator: 'LESS_THAN', value: ['yesterday'] }] },
      { query: 'x', filters: 'path' },
      { query: 'x', pathPrefixFilter: 5 },
    ];
    for (const body of cases) {
      const error = expectError(await query(t, fs, body), 400, 'VALIDATION_FAILED');
      expect(error.message.length, JSON.stringify(body)).toBeGreaterThan(10);
    }
  });

  it('SEMANTIC and HYBRID without an embedding model are 400 SEMANTIC_SEARCH_NOT_CONFIGURED; KEYWORD is the default', async () => {
    for (const mode of ['SEMANTIC', 'HYBRID']) {
      const error = expectError(await query(t, fs, { query: 'x', mode }), 400, 'SEMANTIC_SEARCH_NOT_CONFIGURED');
      expect(error.message).toMatch(/KEYWORD/);
    }
    expect((await query(t, fs, { query: 'x' })).statusCode).toBe(200);
    expect((await query(t, fs, { query: 'x', mode: 'KEYWORD' })).statusCode).toBe(200);
  });

  it('a directory that does not exist is 404; a file set id that is not a UUID is 400', async () => {
    expectError(await query(t, fs, { query: 'x', directoryPath: 'missing' }), 404, 'DIRECTORY_NOT_FOUND');
    expectError(await query(t, 'not-a-uuid', { query: 'x' }), 400, 'VALIDATION_FAILED');
    expectError(await query(t, crypto.randomUUID(), { query: 'x' }), 404, 'FILESET_NOT_FOUND');
  });

  it('reindex and aiEnabled inputs are checked', async () => {
    const reindex = (payload: unknown) => t.call({ method: 'POST', url: `${filesUrl(fs)}/reindex`, payload: payload as object });
    for (const body of [{}, { fileIds: [] }, { fileIds: 'abc' }, { fileIds: [1] }, { fileIds: ['x'], extra: true }]) {
      expectError(await reindex(body), 400, 'VALIDATION_FAILED');
    }
    expect(expectError(await reindex({ fileIds: ['not-a-uuid'] }), 400, 'VALIDATION_FAILED').message).toMatch(/fileIds\[0\]/);
    expect(
      expectError(await reindex({ fileIds: Array.from({ length: 1001 }, () => crypto.randomUUID()) }), 400, 'VALIDATION_FAILED').message,
    ).toMatch(/fileIds/);
    const off = await newFileSet(t, undefined, 'off');
    expectError(
      await t.call({ method: 'POST', url: `${filesUrl(off)}/reindex`, payload: { fileIds: [crypto.randomUUID()] } }),
      409,
      'CONTENT_INDEXING_OFF',
    );
    expect(
      expectError(await t.call({ method: 'POST', url: fileSetUrl(fs), payload: { aiEnabled: 'yes' } }), 400, 'VALIDATION_FAILED').message,
    ).toMatch(/aiEnabled/);
    expect(
      expectError(
        await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'n', aiEnabled: 1 } }),
        400,
        'VALIDATION_FAILED',
      ).message,
    ).toMatch(/aiEnabled/);
  });
});
