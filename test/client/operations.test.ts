import fs from 'node:fs';
import { type StowageClient, StowageError, unwrap } from '@stowage/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app.js';
import { clientOf, listen } from '../helpers/client.js';
import { type FakeEmbeddings, startFakeEmbeddings } from '../helpers/fake-embeddings.js';
import { fakeEmbeddingEnv } from '../helpers/semantic.js';

// Every operation of the committed openapi.json called through @stowage/client against a real server
// (both backends: this file runs in both vitest runs), each checked for the answer a user would
// look at. A middleware records each call's operation; the last test fails when one was never called.

const document = JSON.parse(fs.readFileSync('openapi.json', 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operationIds = new Map<string, string>();
for (const [path, item] of Object.entries(document.paths))
  for (const method of METHODS) {
    const id = item[method]?.operationId;
    if (id) operationIds.set(`${method.toUpperCase()} ${path}`, id);
  }

const called = new Set<string>();
const weatherTool = {
  name: 'get_weather',
  description: 'The weather in a city',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
const ask = (text: string) => ({ input: [{ role: 'USER', content: [{ type: 'TEXT', text }] }], tools: [weatherTool] });

describe('every operation through the client', () => {
  let t: TestApp;
  let fake: FakeEmbeddings;
  let client: StowageClient;
  let api: StowageClient['api'];
  let filesetId: string;

  beforeAll(async () => {
    fake = await startFakeEmbeddings();
    t = await startTestApp(fakeEmbeddingEnv(fake));
    client = clientOf(await listen(t), t.admin);
    // Users 7 and 9 exist once they have a token: access and ownership name them.
    await t.tokenFor(7);
    await t.tokenFor(9);
    api = client.api;
    api.use({
      onRequest: ({ request, schemaPath }) => {
        called.add(`${request.method} ${schemaPath}`);
        return undefined;
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('operations routes: health, readiness, metrics, the document', async () => {
    expect(await unwrap(api.GET('/healthz'))).toMatchObject({ status: 'ok' });
    expect(await unwrap(api.GET('/readyz'))).toMatchObject({ status: 'ready' });
    const metrics = await unwrap(api.GET('/metrics', { parseAs: 'text' }));
    expect(metrics).toContain('# TYPE');
    // The document gives /openapi.json no response schema, so the client reads it as text.
    const served = JSON.parse(await unwrap(api.GET('/openapi.json', { parseAs: 'text' }))) as typeof document;
    expect(Object.keys(served.paths)).toEqual(Object.keys(document.paths));
  });

  it('file sets: create, search, read, update, access, ownership, stats, delete', async () => {
    const created = await unwrap(api.POST('/api/files/v1/filesets', { body: { name: 'client ops', description: 'd', aiEnabled: true } }));
    filesetId = created.id;
    expect(created).toMatchObject({ name: 'client ops', permission: 'OWNER', fileCount: 0 });
    const page = await unwrap(
      api.POST('/api/files/v1/filesets/search', {
        params: { query: { limit: 10 } },
        body: { filters: [{ field: 'name', operator: 'EQUALS', value: ['client ops'] }] },
      }),
    );
    expect(page.fileSets.map((s) => s.id)).toEqual([filesetId]);
    const path = { filesetId };
    expect(await unwrap(api.GET('/api/files/v1/filesets/{filesetId}', { params: { path } }))).toMatchObject({ id: filesetId });
    expect(await unwrap(api.POST('/api/files/v1/filesets/{filesetId}', { params: { path }, body: { description: 'new' } }))).toMatchObject({
      description: 'new',
    });
    await unwrap(
      api.POST('/api/files/v1/filesets/{filesetId}/access', {
        params: { path },
        body: { fileSetAccess: [{ entityId: 7, entityType: 'USER', permission: 'READ' }] },
      }),
    );
    const access = await unwrap(api.GET('/api/files/v1/filesets/{filesetId}/access', { params: { path } }));
    expect(access.fileSetAccess).toContainEqual(expect.objectContaining({ entityId: 7, permission: 'READ' }));
    const stats = await unwrap(api.GET('/api/files/v1/filesets/{filesetId}/stats', { params: { path } }));
    expect(stats).toBeTypeOf('object');

    const other = await unwrap(api.POST('/api/files/v1/filesets', { body: { name: 'to hand over' } }));
    const moved = await unwrap(
      api.POST('/api/files/v1/filesets/{filesetId}/ownership', { params: { path: { filesetId: other.id } }, body: { userId: 9 } }),
    );
    expect(moved).toMatchObject({ owner: '9' });
    const deleted = await api.DELETE('/api/files/v1/filesets/{filesetId}', { params: { path: { filesetId: other.id } } });
    expect(deleted.response.status).toBe(204);
  });

  it('files: upload, read, search, move, download, share, query, reindex, resumable, delete', async () => {
    const path = { filesetId };
    const file = await client.files.upload(filesetId, { path: 'docs/harbour.txt', source: 'The ferry leaves the harbour at seven.' });
    expect(file).toMatchObject({ path: 'docs/harbour.txt', size: 38, fileType: 'TEXT' });
    const byId = await unwrap(
      api.GET('/api/files/v1/filesets/{filesetId}/files/{fileId}', { params: { path: { ...path, fileId: file.id } } }),
    );
    expect(byId.hash).toBe(file.hash);
    const byPath = await unwrap(
      api.GET('/api/files/v1/filesets/{filesetId}/path', { params: { path, query: { path: 'docs/harbour.txt' } } }),
    );
    expect(byPath.id).toBe(file.id);
    const page = await unwrap(api.POST('/api/files/v1/filesets/{filesetId}/files/search', { params: { path }, body: {} }));
    expect(page.files.map((f) => f.path)).toEqual(['docs', 'docs/harbour.txt']);

    const renamed = await unwrap(
      api.POST('/api/files/v1/filesets/{filesetId}/files/{fileId}', {
        params: { path: { ...path, fileId: file.id } },
        body: { path: 'docs/ferry.txt' },
      }),
    );
    expect(renamed.path).toBe('docs/ferry.txt');
    const byIdDownload = await client.files.download(filesetId, { fileId: file.id });
    expect(await new Response(byIdDownload.body).text()).toBe('The ferry leaves the harbour at seven.');
    const byPathDownload = await client.files.download(filesetId, { path: 'docs/ferry.txt' }, { range: { start: 4, end: 8 } });
    expect(byPathDownload.status).toBe(206);
    expect(await new Response(byPathDownload.body).text()).toBe('ferry');

    const link = await unwrap(
      api.POST('/api/files/v1/filesets/{filesetId}/files/{fileId}/share', {
        params: { path: { ...path, fileId: file.id } },
        body: { expiresAt: new Date(Date.now() + 60_000).toISOString() },
      }),
    );
    const links = await unwrap(
      api.GET('/api/files/v1/filesets/{filesetId}/files/{fileId}/share', { params: { path: { ...path, fileId: file.id } } }),
    );
    expect(links.shares.map((share) => share.fileId)).toEqual([file.id]);
    const shared = await unwrap(api.GET('/share/{token}', { params: { path: { token: link.token } }, parseAs: 'text' }));
    expect(shared).toBe('The ferry leaves the harbour at seven.');
    const revoked = await api.DELETE('/api/files/v1/filesets/{filesetId}/files/share/{token}', {
      params: { path: { ...path, token: link.token } },
    });
    expect(revoked.response.status).toBe(204);

    const reindex = await unwrap(
      api.POST('/api/files/v1/filesets/{filesetId}/files/reindex', { params: { path }, body: { fileIds: [file.id] } }),
    );
    expect(reindex.retriedFilesCount).toBeTypeOf('number');
    const query = await unwrap(
      api.POST('/api/files/v1/filesets/{filesetId}/query', { params: { path }, body: { query: 'ferry', mode: 'KEYWORD' } }),
    );
    expect(Array.isArray(query.matches)).toBe(true);

    // The resumable routes by hand (uploadResumable is tested in resumable-upload.test.ts).
    const begun = await unwrap(
      api.POST('/api/files/v1/filesets/{filesetId}/files/multipart', { params: { path }, body: { path: 'r/one.txt' } }),
    );
    const upload = { ...path, fileId: begun.file.id };
    const part = await unwrap(
      api.POST('/api/files/v1/filesets/{filesetId}/files/multipart/{fileId}/part/{partNumber}', {
        params: { path: { ...upload, partNumber: '1' } },
        body: { part: new Blob(['one part']) },
        bodySerializer: (body) => {
          const form = new FormData();
          form.append('part', body.part, 'blob');
          return form;
        },
      }),
    );
    expect(part.status).toBe('PROCESSING');
    const finished = await unwrap(
      api.POST('/api/files/v1/filesets/{filesetId}/files/multipart/{fileId}/finalize', { params: { path: upload } }),
    );
    expect(finished.file).toMatchObject({ path: 'r/one.txt', size: 8 });
    const abandoned = await unwrap(
      api.POST('/api/files/v1/filesets/{filesetId}/files/multipart', { params: { path }, body: { path: 'r/two.txt' } }),
    );
    await client.files.abortResumable(filesetId, abandoned.file.id);

    expect(
      (await api.DELETE('/api/files/v1/filesets/{filesetId}/path', { params: { path, query: { path: 'r/one.txt' } } })).response.status,
    ).toBe(204);
    expect(
      (await api.DELETE('/api/files/v1/filesets/{filesetId}/files/{fileId}', { params: { path: { ...path, fileId: file.id } } })).response
        .status,
    ).toBe(204);
  });

  it('tokens: create, list, revoke', async () => {
    const token = await unwrap(api.POST('/api/data/v1/accesstokens', { body: { name: 'ci', ownerId: 5 } }));
    expect(token.token).toMatch(/^stw_/);
    const list = await unwrap(api.GET('/api/data/v1/accesstokens'));
    expect(list.tokens.map((k) => k.id)).toContain(token.id);
    expect((await api.DELETE('/api/data/v1/accesstokens/{id}', { params: { path: { id: String(token.id) } } })).response.status).toBe(204);
  });

  it('data files: raw-body upload, revisions, details, downloads, duplicate, permissions, delete', async () => {
    const progress: number[] = [];
    const { dataFileId } = await client.dataFiles.create({
      name: 'prices.csv',
      source: 'sku,price\na,1\n',
      contentType: 'text/csv',
      onProgress: ({ bytes }) => progress.push(bytes),
    });
    expect(progress.at(-1)).toBe(14);
    const id = String(dataFileId);
    const { revisionId } = await client.dataFiles.addRevision(dataFileId, { source: new Blob(['sku,price\na,2\n'], { type: 'text/csv' }) });
    const details = await unwrap(
      api.GET('/api/data/v1/data-files/{dataFileId}/details', {
        params: { path: { dataFileId: id }, query: { expand: ['currentRevision'] } },
      }),
    );
    expect(details.currentRevision).toMatchObject({ dataFileRevisionId: revisionId, sizeBytes: 14 });
    const revisions = await unwrap(
      api.GET('/api/data/v1/data-files/{dataFileId}/revisions/details', { params: { path: { dataFileId: id } } }),
    );
    expect(revisions.map((r) => r.dataFileRevisionId)).toEqual([revisionId, revisionId - 1]);
    const one = await unwrap(
      api.GET('/api/data/v1/data-files/{dataFileId}/revisions/{revisionId}/details', {
        params: { path: { dataFileId: id, revisionId: String(revisionId) } },
      }),
    );
    expect(one.dataFileRevisionId).toBe(revisionId);
    const listed = [];
    for await (const dataFile of client.dataFiles.iterate({ expand: ['metadata'] })) listed.push(dataFile);
    expect(listed.map((d) => d.dataFileId)).toContain(dataFileId);
    expect(await new Response((await client.dataFiles.download(dataFileId)).body).text()).toBe('sku,price\na,2\n');
    expect(await new Response((await client.dataFiles.download(dataFileId, { revisionId: revisionId - 1 })).body).text()).toBe(
      'sku,price\na,1\n',
    );

    const copy = await unwrap(
      api.POST('/api/data/v1/data-files/{dataFileId}/duplicate', { params: { path: { dataFileId: id } }, body: {} }),
    );
    expect(copy.dataFileId).not.toBe(dataFileId);
    await unwrap(
      api.PUT('/api/data/v1/data-files/{dataFileId}/permissions', {
        params: { path: { dataFileId: id } },
        body: { publicAccess: false, entries: [] },
      }),
    );
    expect(
      await unwrap(api.GET('/api/data/v1/data-files/{dataFileId}/permissions', { params: { path: { dataFileId: id } } })),
    ).toMatchObject({
      publicAccess: false,
    });
    const dropped = await api.DELETE('/api/data/v1/data-files/{dataFileId}/revisions/{revisionId}', {
      params: { path: { dataFileId: id, revisionId: String(revisionId) } },
    });
    expect(dropped.response.status).toBe(204);
    expect((await api.DELETE('/api/data/v1/data-files/{dataFileId}', { params: { path: { dataFileId: id } } })).response.status).toBe(204);
  });

  it('streams: create, update, executions, parts, commit, abort, data, history, delete', async () => {
    const stream = await unwrap(
      api.POST('/api/data/v1/streams', {
        body: {
          name: 'sales',
          updateMethod: 'APPEND',
          schema: {
            columns: [
              { name: 'id', type: 'LONG' },
              { name: 'name', type: 'STRING' },
            ],
          },
        },
      }),
    );
    const streamId = String(stream.id);
    expect(
      await unwrap(api.PATCH('/api/data/v1/streams/{streamId}', { params: { path: { streamId } }, body: { name: 'sales 2' } })),
    ).toMatchObject({
      name: 'sales 2',
    });
    expect((await unwrap(api.GET('/api/data/v1/streams/{streamId}', { params: { path: { streamId } } }))).name).toBe('sales 2');

    const pushed = await client.streams.push(stream.id, ['1,alpha\n2,beta\n', new Blob(['3,gamma\n'])]);
    expect(pushed).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 3 });

    const started = await unwrap(api.POST('/api/data/v1/streams/{streamId}/executions', { params: { path: { streamId } }, body: {} }));
    const execution = { streamId, executionId: String(started.executionId) };
    await client.streams.uploadPart(stream.id, started.executionId, 1, '4,delta\n');
    expect(
      await unwrap(api.GET('/api/data/v1/streams/{streamId}/executions/{executionId}', { params: { path: execution } })),
    ).toMatchObject({
      currentState: 'ACTIVE',
    });
    expect(
      await unwrap(api.PUT('/api/data/v1/streams/{streamId}/executions/{executionId}/abort', { params: { path: execution } })),
    ).toMatchObject({
      currentState: 'ABORTED',
    });

    const csv = await unwrap(api.GET('/api/data/v1/streams/{streamId}/data', { params: { path: { streamId } }, parseAs: 'text' }));
    expect(csv.trim().split('\n')).toEqual(['id,name', '1,alpha', '2,beta', '3,gamma']);
    const runs = [];
    for await (const run of client.streams.executions(stream.id, { pageSize: 1 })) runs.push(run.currentState);
    expect(runs).toEqual(['ABORTED', 'SUCCESS']);
    const history = [];
    for await (const record of client.streams.history(stream.id)) history.push(record.rowsInserted);
    expect(history).toEqual([0, 3]);
    const streams = [];
    for await (const s of client.streams.iterate()) streams.push(s.id);
    expect(streams).toContain(stream.id);
    expect((await api.DELETE('/api/data/v1/streams/{streamId}', { params: { path: { streamId } } })).response.status).toBe(204);
  });

  it('AI: operation 5 as JSON and as events, chat, embeddings, sessions', async () => {
    const answer = await client.ai.tools(ask('What is the weather in Paris?'));
    expect(answer.stopReason).toBe('TOOL_USE');
    expect(answer.content).toContainEqual(
      expect.objectContaining({ type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris' } }),
    );
    const session = await unwrap(api.GET('/api/ai/v1/sessions/{sessionId}', { params: { path: { sessionId: answer.sessionId } } }));
    expect(JSON.stringify(session)).toContain(answer.requestId);

    const events = [];
    for await (const event of client.ai.toolsStream(ask('How is the weather in Oslo?'))) events.push(event);
    expect(events.map((e) => e.type)).toEqual(['tool_use', 'done']);
    const last = events.at(-1);
    expect(last?.type === 'done' && last.response.content[0]?.toolInput).toEqual({ city: 'Oslo' });

    const chat = await unwrap(
      api.POST('/api/ai/v1/messages/chat', { body: { input: [{ role: 'USER', content: [{ type: 'TEXT', text: 'hello' }] }] } }),
    );
    expect(chat.content.length).toBeGreaterThan(0);
    const embedded = await unwrap(api.POST('/api/ai/v1/embedding/text', { body: { input: ['harbour', 'ferry'] } }));
    expect(embedded.embeddings).toHaveLength(2);
    const { models } = await unwrap(api.GET('/api/ai/v1/models'));
    expect(models.find((m) => m.name === 'builtin/tool-router')).toMatchObject({ kind: 'language', ready: true });
  });

  it('MCP: initialize over the client', async () => {
    const { data, response } = await api.POST('/mcp', {
      // The document describes MCP's JSON-RPC body only as JSON (the SDK owns its shape).
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      },
      headers: { accept: 'application/json, text/event-stream' },
      parseAs: 'text',
    });
    expect(response.status).toBe(200);
    expect(data).toContain('"serverInfo"');
  });

  it('typed errors: 401, 404, 400', async () => {
    const wrongToken = clientOf(client.baseUrl, 'stw_not-a-token');
    const unauthorized = await wrongToken.api.GET('/api/data/v1/streams').catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(StowageError);
    expect(unauthorized).toMatchObject({ status: 401, path: '/api/data/v1/streams' });

    const missing = '3f1b5a4e-0c7d-4e8f-9a1b-2c3d4e5f6a7b';
    const notFound = await client.files
      .iterate(missing)
      .next()
      .catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(StowageError);
    expect(notFound).toMatchObject({ status: 404, code: 'FILESET_NOT_FOUND', path: `/api/files/v1/filesets/${missing}/files/search` });
    expect((notFound as StowageError).toe).toMatch(/\S/);

    const badFilter = await client.fileSets
      // @ts-expect-error the field enum refuses it at compile time; this is what the server says at run time
      .iterate({ filters: [{ field: 'colour', operator: 'EQUALS', value: ['red'] }] })
      .next()
      .catch((e: unknown) => e);
    expect(badFilter).toBeInstanceOf(StowageError);
    expect(badFilter).toMatchObject({ status: 400, statusReason: 'Bad Request' });
    expect((badFilter as StowageError).message).toContain('colour');
  });

  it('called every operation of openapi.json', () => {
    const missing = [...operationIds].filter(([key]) => !called.has(key)).map(([, id]) => id);
    expect(missing).toEqual([]);
    expect(operationIds.size).toBeGreaterThan(60);
  });
});
