import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import { createDataFile } from './helpers/data-files.js';
import { expectError } from './helpers/expect-error.js';
import { newIndexedFileSet, putIndexed } from './helpers/content-index.js';
import { newFileSet, put, share } from './helpers/files.js';
import { StreamClient } from './helpers/streams.js';

// POST /mcp (API.md §5 "MCP"): the official SDK's client over real HTTP, as an IDE assistant or a
// desktop client would connect. Three users: Alice owns a file set shared with Bob (READ); Carol
// owns one nobody else may read. Nothing of what a caller may not read appears anywhere.

interface ToolText {
  isError?: boolean;
  content: { type: string; text?: string }[];
}

const textOf = (result: unknown) => (result as ToolText).content[0]?.text ?? '';
const jsonOf = (result: unknown) => JSON.parse(textOf(result)) as Record<string, unknown> & { error?: { code: string; message: string } };

describe('MCP server', () => {
  let t: TestApp;
  let base: string;
  const tokens: Record<'alice' | 'bob' | 'carol', string> = { alice: '', bob: '', carol: '' };
  let shared: string;
  let secret: string;
  let notesId: string;
  let publicData: number;
  let privateData: number;
  let streamId: number;
  const clients: Client[] = [];

  const connect = async (token: string) => {
    const client = new Client({ name: 'stowage-test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
    );
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    tokens.alice = await t.tokenFor(2);
    tokens.bob = await t.tokenFor(3);
    tokens.carol = await t.tokenFor(4);

    shared = await newFileSet(t, tokens.alice, 'alice invoices');
    notesId = (
      await put(t, shared, {
        dir: 'notes',
        content: 'Invoice 2024-117: 3 chairs, 240 EUR. Paid on 12 March. Ünïcode ✓',
        filename: 'invoice.txt',
        contentType: 'text/plain',
        token: tokens.alice,
      })
    ).id;
    await put(t, shared, {
      content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
      filename: 'logo.png',
      contentType: 'image/png',
      token: tokens.alice,
    });
    await share(t, shared, 3, 'READ', tokens.alice);
    secret = await newFileSet(t, tokens.carol, 'carol private');
    await put(t, secret, { content: 'the secret recipe', filename: 'recipe.txt', contentType: 'text/plain', token: tokens.carol });

    publicData = await createDataFile(t, 'a,b\n1,2\n', { name: 'public.csv', token: tokens.alice });
    privateData = await createDataFile(t, 'x\n', { name: 'private.csv', query: 'public=false', token: tokens.alice });
    const streams = new StreamClient(t, tokens.alice);
    streamId = await streams.create({ name: 'orders', updateMethod: 'APPEND', schema: { columns: [{ name: 'id', type: 'LONG' }] } });
    const execution = await streams.start(streamId);
    expect((await streams.part(streamId, execution, 1, '1\n2\n')).statusCode).toBeLessThan(300);
    expect((await streams.commit(streamId, execution)).statusCode).toBe(200);
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await t.close();
  });

  it('initialises and lists the read-only server tools with their JSON Schemas', async () => {
    const client = await connect(tokens.bob);
    expect(client.getServerVersion()?.name).toBe('stowage');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'dataFiles.details',
      'files.query',
      'files.read',
      'files.search',
      'filesets.search',
      'streams.history',
    ]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
  });

  it('lists as resources exactly the files the caller may read, and reads them', async () => {
    const bob = await connect(tokens.bob);
    const { resources } = await bob.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual([
      `stowage://filesets/${shared}/logo.png`,
      `stowage://filesets/${shared}/notes/invoice.txt`,
    ]);
    const text = await bob.readResource({ uri: `stowage://filesets/${shared}/notes/invoice.txt` });
    expect(text.contents[0]).toMatchObject({
      mimeType: 'text/plain',
      text: 'Invoice 2024-117: 3 chairs, 240 EUR. Paid on 12 March. Ünïcode ✓',
    });
    const image = await bob.readResource({ uri: `stowage://filesets/${shared}/logo.png` });
    expect(Buffer.from((image.contents[0] as { blob: string }).blob, 'base64')).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));

    // Carol's file is no resource of Bob's, even by its exact address.
    await expect(bob.readResource({ uri: `stowage://filesets/${secret}/recipe.txt` })).rejects.toThrow(
      /does not exist or is not visible to you/,
    );
    await expect(bob.readResource({ uri: 'file:///etc/passwd' })).rejects.toThrow(/not a file resource/);
    const carol = await connect(tokens.carol);
    expect((await carol.listResources()).resources.map((r) => r.uri)).toEqual([`stowage://filesets/${secret}/recipe.txt`]);
  });

  it('pages the resource list with a cursor, every file once', async () => {
    const many = await newFileSet(t, tokens.carol, 'many');
    for (let i = 0; i < 130; i++)
      await put(t, many, {
        content: `file ${i}`,
        filename: `f${String(i).padStart(3, '0')}.txt`,
        contentType: 'text/plain',
        token: tokens.carol,
      });
    const carol = await connect(tokens.carol);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await carol.listResources(cursor === undefined ? {} : { cursor });
      seen.push(...page.resources.map((r) => r.uri));
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== undefined);
    expect(pages).toBeGreaterThan(1);
    expect(seen.length).toBe(131);
    expect(new Set(seen).size).toBe(131);
    await expect(carol.listResources({ cursor: 'not-a-cursor' })).rejects.toThrow(/cursor/);
  });

  it('runs every tool with the caller’s own permissions', async () => {
    const bob = await connect(tokens.bob);
    const sets = jsonOf(await bob.callTool({ name: 'filesets.search', arguments: {} }));
    expect((sets.fileSets as { id: string }[]).map((s) => s.id)).toEqual([shared]);

    const found = jsonOf(
      await bob.callTool({
        name: 'files.search',
        arguments: { filesetId: shared, filters: [{ field: 'name', operator: 'LIKE', value: ['INVOICE'] }] },
      }),
    );
    expect((found.files as { path: string }[]).map((f) => f.path)).toEqual(['notes/invoice.txt']);

    const read = jsonOf(await bob.callTool({ name: 'files.read', arguments: { filesetId: shared, path: 'notes/invoice.txt' } }));
    expect(read).toMatchObject({
      fileId: notesId,
      text: 'Invoice 2024-117: 3 chairs, 240 EUR. Paid on 12 March. Ünïcode ✓',
      nextStart: null,
    });
    // A range that ends inside "Ü" (two bytes) stops before it, and the next read starts there.
    const at = Buffer.from('Invoice 2024-117: 3 chairs, 240 EUR. Paid on 12 March. ').length;
    const first = jsonOf(await bob.callTool({ name: 'files.read', arguments: { filesetId: shared, fileId: notesId, maxBytes: at + 1 } }));
    expect(first).toMatchObject({ start: 0, nextStart: at, text: 'Invoice 2024-117: 3 chairs, 240 EUR. Paid on 12 March. ' });
    const rest = jsonOf(await bob.callTool({ name: 'files.read', arguments: { filesetId: shared, fileId: notesId, start: at } }));
    expect(rest).toMatchObject({ text: 'Ünïcode ✓', nextStart: null });

    const details = jsonOf(
      await bob.callTool({ name: 'dataFiles.details', arguments: { dataFileId: publicData, expand: ['currentRevision'] } }),
    );
    expect(details).toMatchObject({ dataFileId: publicData, currentRevision: { sizeBytes: 8 } });

    const alice = await connect(tokens.alice);
    const history = jsonOf(await alice.callTool({ name: 'streams.history', arguments: { streamId } }));
    expect(history).toMatchObject([{ streamId, currentState: 'SUCCESS', rowsInserted: 2 }]);
  });

  it('queries the content of AI-enabled file sets the caller can read, and only those', async () => {
    const indexed = await newIndexedFileSet(t, tokens.alice, 'alice minutes');
    await putIndexed(t, indexed, {
      content: 'Minutes: the board approved the harbour budget.',
      filename: 'minutes.txt',
      contentType: 'text/plain',
      token: tokens.alice,
    });
    await share(t, indexed, 3, 'READ', tokens.alice);
    const carolIndexed = await newIndexedFileSet(t, tokens.carol, 'carol minutes');
    await putIndexed(t, carolIndexed, {
      content: 'Minutes: the harbour budget is secret.',
      filename: 'carol.txt',
      contentType: 'text/plain',
      token: tokens.carol,
    });

    const bob = await connect(tokens.bob);
    const everywhere = jsonOf(await bob.callTool({ name: 'files.query', arguments: { query: 'harbour budget', topK: 5 } }));
    expect(
      (everywhere.matches as { metadata: { path: string; fileSetId: string } }[]).map((m) => [m.metadata.fileSetId, m.metadata.path]),
    ).toEqual([[indexed, 'minutes.txt']]);
    const one = jsonOf(await bob.callTool({ name: 'files.query', arguments: { query: 'budget', filesetId: indexed } }));
    expect((one.matches as { content: { text: string } }[])[0]?.content.text).toBe('Minutes: the board approved the harbour budget.');
    const refused = await bob.callTool({ name: 'files.query', arguments: { query: 'budget', filesetId: carolIndexed } });
    expect(refused.isError).toBe(true);
    expect(jsonOf(refused).error?.code).toBe('FILESET_NOT_FOUND');
    expect(textOf(refused)).not.toContain('secret');
  });

  it('answers what the caller may not read as the routes do (404), as a tool error the model can read', async () => {
    const bob = await connect(tokens.bob);
    const refusals: [string, Record<string, unknown>, string][] = [
      ['files.search', { filesetId: secret }, 'FILESET_NOT_FOUND'],
      ['files.read', { filesetId: secret, path: 'recipe.txt' }, 'FILESET_NOT_FOUND'],
      ['dataFiles.details', { dataFileId: privateData }, 'DATA_FILE_NOT_FOUND'],
      ['streams.history', { streamId }, 'STREAM_NOT_FOUND'],
    ];
    for (const [name, args, code] of refusals) {
      const result = await bob.callTool({ name, arguments: args });
      expect(result.isError, name).toBe(true);
      expect(jsonOf(result).error?.code, name).toBe(code);
      expect(textOf(result)).not.toContain('recipe');
    }
  });

  it('refuses bad tool input with the routes’ messages', async () => {
    const bob = await connect(tokens.bob);
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['files.search', { filesetId: shared, limit: 51 }, /limit \(input\): must be <= 50/],
      ['files.search', { filesetId: shared, colour: 'red' }, /colour \(input\): unknown member/],
      ['files.search', {}, /filesetId/],
      ['files.read', { filesetId: shared }, /exactly one of fileId and path/],
      ['files.read', { filesetId: shared, path: 'logo.png' }, /reads text files only/],
      ['files.read', { filesetId: shared, path: 'notes/invoice.txt', start: 10_000 }, /past the end/],
      ['dataFiles.details', { dataFileId: 'one' }, /dataFileId \(input\): must be integer/],
      ['streams.history', { streamId: 0 }, /streamId \(input\): must be >= 1/],
      ['filesets.search', { filters: [{ field: 'colour', operator: 'EQUALS', value: ['x'] }] }, /colour/],
      ['no.such.tool', {}, /Unknown tool "no.such.tool"/],
    ];
    for (const [name, args, message] of cases) {
      const result = await bob.callTool({ name, arguments: args });
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(jsonOf(result).error?.message, name).toMatch(message);
    }
  });

  it('takes the same tokens as /api: none, a wrong one or a revoked one is a 401 in the API’s error shape', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const revoked = await t.services.tokens.create({ userId: 3, name: 'gone', expiresAt: null });
    await t.services.tokens.revoke(revoked.id);
    for (const auth of [
      {},
      { authorization: 'Bearer stw_wrong' },
      { 'x-service-developer-token': 'nope' },
      { authorization: `Bearer ${revoked.token}` },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/mcp', headers: { ...headers, ...auth }, payload: initialize });
      expectError(res, 401, 'UNAUTHORIZED');
    }
    await expect(connect('stw_wrong')).rejects.toThrow(/401/);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { ...headers, authorization: `Bearer ${tokens.bob}` },
      payload: initialize,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: { name: 'stowage' } } });
    // An answer like any other route's: with its request id (and so its log line and metrics).
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Only POST: a stateless server holds no stream open for GET.
    expectError(
      await t.app.inject({ method: 'GET', url: '/mcp', headers: { authorization: `Bearer ${tokens.bob}` } }),
      405,
      'METHOD_NOT_ALLOWED',
    );
  });

  it('refuses a request no MCP client sends with the API’s error shape, before the protocol sees it', async () => {
    const auth = { authorization: `Bearer ${tokens.bob}` };
    const both = { ...auth, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const ping = { jsonrpc: '2.0', id: 7, method: 'ping' };
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    const post = (headers: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/mcp', headers, payload: JSON.stringify(payload) });
    expectError(await post({ ...both, accept: 'application/json' }, ping), 406, 'NOT_ACCEPTABLE');
    expectError(await post({ ...both, accept: '*/*' }, ping), 406, 'NOT_ACCEPTABLE');
    expectError(await post({ ...both, 'content-type': 'text/csv' }, ping), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await t.app.inject({ method: 'POST', url: '/mcp', headers: both, payload: '{"jsonrpc":' }), 400, 'INVALID_JSON');
    for (const bad of [
      { id: 1, method: 'ping' },
      { jsonrpc: '1.0', id: 1, method: 'ping' },
      null,
      42,
      [],
      Array.from({ length: 101 }, () => ping),
      [initialize, ping],
    ]) {
      expectError(await post(both, bad), 400, 'VALIDATION_FAILED');
    }
    expectError(await post({ ...both, 'mcp-protocol-version': '1999-01-01' }, ping), 400, 'VALIDATION_FAILED');
    // What the protocol itself refuses is its answer, not the API's: an unknown method.
    const unknown = await post(both, { jsonrpc: '2.0', id: 9, method: 'no/such' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ jsonrpc: '2.0', id: 9, error: { code: -32601 } });
    expect((await post(both, ping)).json()).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
  });
});
