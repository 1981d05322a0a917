import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITTED_DOCUMENT, documentText } from '../src/openapi/served-document.js';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { ErrorBody } from './helpers/bodies.js';
import { match } from './helpers/match.js';

interface Operation {
  operationId?: string;
  summary?: string;
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema: { $ref?: string; required?: string[]; properties?: Record<string, unknown> } }>;
  };
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

describe('openapi.json, the committed contract (API.md §8)', () => {
  let t: TestApp;
  let served: Document;
  const operations = () =>
    Object.entries(served.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
  const byId = (id: string) => operations().find((o) => o.op.operationId === id)?.op;

  beforeAll(async () => {
    t = await startTestApp();
    served = (await t.call({ method: 'GET', url: '/openapi.json', token: null })).json();
  });
  afterAll(async () => t.close());

  it('is the document the server serves: after changing a route, `npm run openapi` and commit openapi.json', () => {
    const committed = fs.readFileSync(COMMITTED_DOCUMENT, 'utf8');
    expect(JSON.parse(committed), 'openapi.json is out of date: run `npm run openapi` and commit it').toEqual(served);
    expect(committed, 'openapi.json is not as `npm run openapi` writes it').toBe(documentText(served));
  });

  it('gives every operation a summary, an operationId, and a described answer for each status', () => {
    expect(operations().length).toBeGreaterThanOrEqual(60);
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary?.length, where).toBeGreaterThan(5);
      for (const [status, response] of Object.entries(op.responses)) {
        expect(response.description, `${where} ${status}`).not.toBe('Default Response');
      }
    }
  });

  it('answers every /api error with the named Error schema, 400, 401 and 429 on each', () => {
    for (const { path, method, op } of operations().filter((o) => o.path.startsWith('/api/'))) {
      const statuses = Object.keys(op.responses).filter((s) => Number(s) >= 400);
      expect(statuses, `${method.toUpperCase()} ${path}`).toEqual(expect.arrayContaining(['400', '401', '429']));
      for (const status of statuses) {
        expect(op.responses[status]?.content?.['application/json']?.schema.$ref, `${method.toUpperCase()} ${path} ${status}`).toBe(
          '#/components/schemas/Error',
        );
      }
    }
    expect(byId('deleteFile')?.responses['404']?.description).toMatch(/^Not Found/);
  });

  it('names the main objects as components and refers to them', () => {
    const names = ['Error', 'FileSet', 'File', 'DataFile', 'DataFileRevision', 'Stream', 'StreamExecution', 'AiRequest', 'AiResponse'];
    expect(Object.keys(served.components.schemas)).toEqual(expect.arrayContaining(names));
    const schemaOf = (id: string, status: string) => byId(id)?.responses[status]?.content?.['application/json']?.schema.$ref;
    expect(schemaOf('getStream', '200')).toBe('#/components/schemas/Stream');
    expect(schemaOf('getStreamExecution', '200')).toBe('#/components/schemas/StreamExecution');
    expect(schemaOf('getDataFileDetails', '200')).toBe('#/components/schemas/DataFile');
    expect(schemaOf('getDataFileRevisionDetails', '200')).toBe('#/components/schemas/DataFileRevision');
    expect(schemaOf('messageWithTools', '200')).toBe('#/components/schemas/AiResponse');
    expect(byId('messageWithTools')?.requestBody?.content['application/json']?.schema.$ref).toBe('#/components/schemas/AiRequest');
  });

  it('shows the bodies of uploads, resumable parts, CSV parts and raw data files', () => {
    const content = (id: string) => byId(id)?.requestBody?.content ?? {};
    expect(Object.keys(content('uploadFile'))).toEqual(['multipart/form-data']);
    expect(content('uploadFile')['multipart/form-data']?.schema.properties).toHaveProperty('file');
    expect(content('uploadResumablePart')['multipart/form-data']?.schema.required).toEqual(['part']);
    expect(Object.keys(content('uploadStreamPart'))).toEqual(['text/csv', 'application/gzip']);
    for (const id of ['createDataFile', 'addDataFileRevision']) {
      expect(Object.keys(content(id)), id).toEqual(['application/octet-stream', 'multipart/form-data']);
      expect(content(id)['multipart/form-data']?.schema.required, id).toEqual(['file']);
    }
  });

  it('marks a body optional exactly where the route goes without one, and such a route answers without it', async () => {
    const optional = operations()
      .filter(({ op }) => op.requestBody?.required === false)
      .map(({ op }) => op.operationId)
      .sort();
    expect(optional).toEqual(['duplicateDataFile', 'searchFileSets', 'searchFiles', 'startStreamExecution']);
    expect(byId('createFileSet')?.requestBody?.required).toBe(true);
    const search = await t.call({ method: 'POST', url: '/api/files/v1/filesets/search' });
    expect(search.statusCode, search.body).toBe(200);
  });

  it('names a server whose address a client fills in', () => {
    expect(served.servers).toEqual([
      match.objectContaining({ url: '{origin}', variables: { origin: match.objectContaining({ default: 'http://127.0.0.1:8080' }) } }),
    ]);
  });
});

describe('request bodies named by $ref stay strict (API.md §0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('refuses an unknown member of the AI request, chat and embedding bodies with a 400 naming it', async () => {
    for (const url of ['/api/ai/v1/messages/tools', '/api/ai/v1/messages/chat', '/api/ai/v1/embedding/text']) {
      const res = await t.call({ method: 'POST', url, payload: { input: ['x'], messages: [], surprise: 1 } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ErrorBody>().message, url).toContain('surprise');
    }
  });
});
