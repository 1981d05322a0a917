import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, multipart, startTestApp } from './helpers/app.js';
import type { TokenList } from './helpers/bodies.js';
import { DATA_FILES, createDataFile } from './helpers/data-files.js';
import { expectError } from './helpers/expect-error.js';
import { filesUrl, newFileSet, put, searchPaths } from './helpers/files.js';

// API.md §0, strict input: an unknown body member or query parameter is a 400 naming it and the
// allowed ones; numbers are finite, bounded and written in plain decimal.

const FILESETS = '/api/files/v1/filesets';
const TOKENS = '/api/data/v1/accesstokens';
const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });

describe('strict input', () => {
  let t: TestApp;
  let filesetId: string;
  beforeAll(async () => {
    t = await startTestApp();
    filesetId = await newFileSet(t, undefined, 'strict');
    await put(t, filesetId, { dir: 'a', name: 'one.txt', content: '1' });
    await put(t, filesetId, { dir: 'b', name: 'two.txt', content: '2' });
  });
  afterAll(async () => t.close());

  it('refuses a misspelt search member instead of listing everything', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${FILESETS}/search`,
      payload: { filter: [{ field: 'name', operator: 'EQUALS', value: ['x'] }] },
    });
    const body = expectError(res, 400, 'VALIDATION_FAILED');
    expect(body.message).toBe('filter (body): unknown member; allowed: fieldSort, filters, dateFilters.');
    const files = await t.call({ method: 'POST', url: `${FILESETS}/${filesetId}/files/search`, payload: { filter: [], sort: [] } });
    expect(expectError(files, 400, 'VALIDATION_FAILED').message).toBe(
      'filter, sort (body): unknown members; allowed: fieldSort, filters, dateFilters.',
    );
  });

  it('refuses unknown members inside filters, groups, sorts and date filters, naming where', async () => {
    const cases: [object, string][] = [
      [{ filters: [{ field: 'name', operator: 'EQUALS', values: ['x'] }] }, 'filters.0.values'],
      [
        { filters: [{ operator: 'OR', filters: [{ field: 'name', operator: 'EQUALS', value: ['x'], nott: true }] }] },
        'filters[0].filters[0].nott',
      ],
      [{ filters: [{ operator: 'AND', field: 'name', filters: [{ field: 'name', operator: 'IS_NULL' }] }] }, 'filters[0].field'],
      [{ fieldSort: [{ field: 'name', direction: 'DESC' }] }, 'fieldSort.0.direction'],
      [{ dateFilters: [{ field: 'created', from: '2026-01-01T00:00:00Z' }] }, 'dateFilters.0.from'],
    ];
    for (const [payload, named] of cases) {
      const body = expectError(
        await t.call({ method: 'POST', url: `${FILESETS}/${filesetId}/files/search`, payload }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.message, JSON.stringify(payload)).toContain(named);
      expect(body.message).toContain('allowed:');
    }
  });

  it('refuses an unknown flag on token creation and creates no token', async () => {
    const before = (await t.call({ method: 'GET', url: TOKENS })).json<TokenList>().tokens.length;
    const res = await t.call({ method: 'POST', url: TOKENS, payload: { name: 'x', ownerId: 2, admin: true } });
    expect(expectError(res, 400, 'VALIDATION_FAILED').message).toBe('admin (body): unknown member; allowed: name, ownerId, expires.');
    expect((await t.call({ method: 'GET', url: TOKENS })).json<TokenList>().tokens).toHaveLength(before);
  });

  it('refuses unknown query parameters on every kind of route, naming the allowed ones', async () => {
    const dataFileId = await createDataFile(t, 'x');
    const cases: [string, string, string][] = [
      ['POST', `${FILESETS}/search?limt=5`, 'limt (querystring): unknown parameter; allowed: limit, offset.'],
      [
        'POST',
        `${FILESETS}/${filesetId}/files/search?directory=a`,
        'allowed: directoryPath, immediateChildren, limit, next, includeTotal.',
      ],
      ['GET', `${FILESETS}/${filesetId}?expand=all`, 'expand (querystring): unknown parameter; allowed: none.'],
      ['GET', `${DATA_FILES}/${dataFileId}/details?expnad=revisions`, 'allowed: expand.'],
      ['DELETE', `${FILESETS}/${filesetId}/path?path=a/one.txt&recursive=true`, 'recursive (querystring)'],
    ];
    for (const [method, url, message] of cases) {
      const body = expectError(await t.call({ method: method, url }), 400, 'VALIDATION_FAILED');
      expect(body.message, url).toContain(message);
    }
    // The refused delete deleted nothing.
    expect(await searchPaths(t, filesetId)).toContain('a/one.txt');
  });

  it('refuses unknown upload fields and createFileRequest members, storing nothing', async () => {
    const mp = multipart([
      { name: 'directoryPth', value: 'c' },
      { name: 'file', value: 'content', filename: 'three.txt', contentType: 'text/plain' },
    ]);
    const first = expectError(await t.call({ method: 'POST', url: filesUrl(filesetId), ...mp }), 400, 'VALIDATION_FAILED');
    expect(first.message).toContain('"directoryPth"');
    const request = JSON.stringify({ directoryPath: 'c', overwrite: false });
    const second = await t.call({
      method: 'POST',
      url: filesUrl(filesetId),
      ...multipart([
        { name: 'createFileRequest', value: request },
        { name: 'file', value: 'content', filename: 'three.txt' },
      ]),
    });
    expect(expectError(second, 400, 'VALIDATION_FAILED').message).toBe(
      'createFileRequest.overwrite: unknown member; allowed: directoryPath, name.',
    );
    expect(await searchPaths(t, filesetId)).not.toContain('c/three.txt');
    expect(await searchPaths(t, filesetId)).not.toContain('three.txt');
  });

  it('refuses unknown members of an AI request and of its messages', async () => {
    const ask = (payload: object) => t.call({ method: 'POST', url: '/api/ai/v1/messages/tools', payload });
    const text = { role: 'USER', content: [{ type: 'TEXT', text: 'hi' }] };
    expect(expectError(await ask({ input: [text], tool_choice: { type: 'NONE' } }), 400, 'VALIDATION_FAILED').message).toContain(
      'tool_choice (body): unknown member',
    );
    expect(
      expectError(await ask({ input: [{ role: 'USER', content: [{ type: 'TEXT', txt: 'hi' }] }] }), 400, 'VALIDATION_FAILED').message,
    ).toContain('input.0.content.0.txt');
  });

  it('accepts the members the hosted service documents and Stowage does not act on', async () => {
    const res = await t.call({
      method: 'POST',
      url: FILESETS,
      payload: { name: 'hosted', accountId: 12, connectorContext: { connector: 'S3', relativePath: 'x/' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('accountId');
  });

  it('refuses numbers JSON cannot hold exactly (1e309 parses as Infinity) with 400', async () => {
    const huge = [
      ['/api/ai/v1/messages/tools', '{"input":[{"role":"USER","content":[{"type":"TEXT","text":"hi"}]}],"maxTokens":1e309}', 'maxTokens'],
      [
        '/api/ai/v1/messages/tools',
        '{"input":[{"role":"USER","content":[{"type":"TEXT","text":"hi"}]}],"temperature":-1e309}',
        'temperature',
      ],
      [`${FILESETS}/search`, '{"filters":[{"field":"fileCount","operator":"GREATER_THAN","value":[1e309]}]}', 'filters.0.value.0'],
      [`${FILESETS}/search`, '{"filters":[{"field":"fileCount","operator":"GREATER_THAN","value":[1e300]}]}', 'filters.0.value.0'],
      [TOKENS, '{"name":"x","ownerId":1e309}', 'ownerId'],
      [TOKENS, '{"name":"x","ownerId":2,"expires":1e300}', 'expires'],
    ] as const;
    for (const [url, payload, field] of huge) {
      const body = expectError(await t.call({ method: 'POST', url, ...json(payload) }), 400, 'VALIDATION_FAILED');
      expect(body.message, payload).toContain(field);
    }
  });

  it('bounds every number a request may carry, as the OpenAPI document shows', async () => {
    const doc = (await t.call({ method: 'GET', url: '/openapi.json', token: null })).json<OpenApi>();
    const unbounded: string[] = [];
    const visit = (schema: Schema | undefined, where: string, seen: Set<Schema>) => {
      if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
      seen.add(schema);
      const types = ([] as unknown[]).concat(schema.type ?? []);
      if ((types.includes('integer') || types.includes('number')) && (schema.minimum === undefined || schema.maximum === undefined))
        unbounded.push(where);
      for (const [name, child] of Object.entries(schema.properties ?? {})) visit(child, `${where}.${name}`, seen);
      for (const child of [schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        visit(child, where, seen);
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(item)) {
        for (const parameter of operation.parameters ?? [])
          visit(parameter.schema, `${method} ${path} ${parameter.in}:${parameter.name}`, new Set());
        for (const content of Object.values(operation.requestBody?.content ?? {}))
          visit(content.schema, `${method} ${path} body`, new Set());
      }
    }
    expect(unbounded).toEqual([]);
  });
});

interface Schema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { in: string; name: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
    >
  >;
}
