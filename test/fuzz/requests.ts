import fc from 'fast-check';
import { type Mutation, hostileMutation } from './hostile.js';
import { type Resolve, type Schema, valueOf } from './schema-values.js';

/** One operation of the served OpenAPI document. */
export interface Operation {
  id: string;
  method: string;
  /** `/api/…/{filesetId}/…` */
  template: string;
  params: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Schema }[];
  jsonBody?: Schema;
}

interface OpenApi {
  paths: Record<
    string,
    Record<string, { operationId: string; parameters?: Operation['params']; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

export function operationsOf(doc: OpenApi): { operations: Operation[]; resolve: Resolve } {
  const resolve: Resolve = (schema) => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const found = doc.components?.schemas?.[name];
    if (!found) throw new Error(`unresolved ${schema.$ref}`);
    return found;
  };
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        id: op.operationId,
        method: method.toUpperCase(),
        template,
        params: op.parameters ?? [],
        jsonBody: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return { operations, resolve };
}

/**
 * A path parameter: an id the fuzz run has seen created (`pool`, resolved when sent, so that
 * requests reach real objects), or a value of the parameter's schema.
 */
export type PathValue = { pool: string; pick: number } | { literal: string; raw?: boolean };

/** Who sends the request. */
export type Caller = 'admin' | 'user' | 'none' | 'wrong' | 'bearer';

/** A request before it is sent: what the generator chose, printable as a reproduction. */
export interface RequestSpec {
  operation: string;
  method: string;
  template: string;
  path: Record<string, PathValue>;
  /** Query pairs in order: a name may repeat. */
  query: [string, string][];
  caller: Caller;
  body: BodySpec;
  headers: Record<string, string>;
  mutations: string[];
}

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; text: string; repeat?: number }
  | { kind: 'multipart'; parts: { name: string; filename?: string; contentType?: string; text: string }[]; boundary?: string }
  | { kind: 'gzip'; text: string };

const WEATHER = {
  name: 'get_weather',
  description: 'Current weather for a city',
  parameters: { type: 'object', required: ['city'], properties: { city: { type: 'string' }, unit: { enum: ['celsius', 'fahrenheit'] } } },
};
const SEARCH = { filters: [{ field: 'name', operator: 'LIKE', value: ['fuzz'] }], fieldSort: [{ field: 'name', order: 'DESC' }] };

/**
 * Requests that a user would send, as hostile changes start from them: a schema alone rarely
 * yields a request that every rule accepts (operation 5 has a dozen), and those that stop at
 * validation never reach the code behind it.
 */
const EXEMPLARS: Record<string, unknown[]> = {
  messageWithTools: [
    { input: [{ role: 'USER', content: [{ type: 'TEXT', text: 'What is the weather in Paris?' }] }], tools: [WEATHER] },
    {
      input: [{ role: 'USER', content: [{ type: 'TEXT', text: 'weather in Oslo' }] }],
      tools: [WEATHER],
      toolChoice: { type: 'ANY' },
      validateSchema: true,
    },
    {
      input: [
        { role: 'USER', content: [{ type: 'TEXT', text: 'weather in Rome?' }] },
        {
          role: 'ASSISTANT',
          content: [{ type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Rome' }, toolCallId: 'call_1' }],
        },
        { role: 'USER', content: [{ type: 'TOOL_USE_RESULT', toolCallId: 'call_1', content: [{ type: 'TEXT', text: '18 °C' }] }] },
      ],
      tools: [WEATHER],
    },
  ],
  searchFileSets: [SEARCH, {}, { dateFilters: [{ field: 'created', start: '2026-01-01T00:00:00Z', end: null }] }],
  searchFiles: [
    {},
    { filters: [{ field: 'fileType', operator: 'IN', value: ['TEXT', 'DOCUMENT'] }], fieldSort: [{ field: 'size', order: 'DESC' }] },
  ],
  createFileSet: [{ name: 'fuzz' }, { name: 'fuzz', description: 'made by the fuzz test' }],
  updateFileSet: [{ name: 'fuzz renamed' }, { description: null }],
  setFileSetAccess: [{ fileSetAccess: [{ entityId: 2, entityType: 'USER', permission: 'READ' }] }],
  createStream: [
    {
      name: 's',
      updateMethod: 'REPLACE',
      schema: {
        columns: [
          { name: 'a', type: 'STRING' },
          { name: 'n', type: 'LONG' },
        ],
      },
    },
  ],
  createAccessToken: [
    { name: 'fuzz', ownerId: 3 },
    { name: 'fuzz', ownerId: 3, expires: '30d' },
  ],
};

/** Path parameter names that name objects the run creates. */
export const POOLS = ['filesetId', 'fileId', 'dataFileId', 'revisionId', 'streamId', 'executionId', 'id', 'sessionId'];

function pathValue(name: string, schema: Schema, resolve: Resolve): fc.Arbitrary<PathValue> {
  const literal = valueOf(schema, resolve, name).map((v) => ({ literal: typeof v === 'string' ? v : JSON.stringify(v) }));
  if (name === 'partId')
    return fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 100_000 })).map((n) => ({ literal: String(n) }));
  if (!POOLS.includes(name)) return literal;
  return fc.oneof({ arbitrary: fc.nat().map((pick) => ({ pool: name, pick })), weight: 6 }, { arbitrary: literal, weight: 1 });
}

const CSV_ROWS = fc.constantFrom('a,1\n', 'hello\n', '"quoted, field"\n"x"\n', '1,2,3\n', '', '\n\n', '"unterminated\n', 'é,ü\n');

/** The body an operation takes when it is not JSON (uploads, CSV parts), as a client sends it. */
function uploadBody(op: Operation): fc.Arbitrary<BodySpec> | undefined {
  const file = fc.record({
    filename: fc.constantFrom('notes.txt', 'sales.csv', 'a/../b.txt', 'x'.repeat(300), 'rapport été.pdf', ''),
    text: fc.constantFrom('hello', 'a,b\n1,2\n', '', '\u0000\u0001binary'),
  });
  switch (op.id) {
    case 'uploadFile':
      return fc
        .record({
          file: fc.option(file),
          request: fc.option(
            fc.constantFrom(
              '{"directoryPath":"a/b"}',
              '{"directoryPath":"x","name":"y.txt"}',
              '{"directoryPath":"../x"}',
              'not json',
              '{"nope":1}',
            ),
          ),
        })
        .map(({ file, request }) => ({
          kind: 'multipart' as const,
          parts: [
            ...(request === null ? [] : [{ name: 'createFileRequest', text: request }]),
            ...(file === null ? [] : [{ name: 'file', filename: file.filename, contentType: 'application/octet-stream', text: file.text }]),
          ],
        }));
    case 'createDataFile':
    case 'addDataFileRevision':
      return fc.oneof(
        fc
          .record({
            contentType: fc.constantFrom('text/csv', 'application/octet-stream', 'application/json', null),
            text: fc.constantFrom('a,b\n1,2\n', '{}', ''),
          })
          .map((b) => ({ kind: 'raw' as const, ...b })),
        file.map((f) => ({
          kind: 'multipart' as const,
          parts: [{ name: 'file', filename: f.filename, contentType: 'text/csv', text: f.text }],
        })),
      );
    case 'uploadStreamPart':
      return fc.oneof(
        CSV_ROWS.map((text) => ({ kind: 'raw' as const, contentType: 'text/csv', text })),
        CSV_ROWS.map((text) => ({ kind: 'gzip' as const, text })),
      );
    default:
      return undefined;
  }
}

function callerArb(): fc.Arbitrary<Caller> {
  return fc.constantFrom<Caller>('admin', 'admin', 'admin', 'admin', 'user', 'user', 'bearer', 'none', 'wrong');
}

/** A request to `op` as the schema describes it, then, most of the time, one or more hostile changes. */
export function requestArb(op: Operation, resolve: Resolve): fc.Arbitrary<RequestSpec> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p.name, p.schema, resolve)])));
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(valueOf(p.schema, resolve, p.name), { freq: p.required ? 100 : 2 }).map((v) => [p.name, v] as const),
      ),
    )
    .map((pairs) =>
      pairs.filter(([, v]) => v !== null).map(([n, v]): [string, string] => [n, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
  const schemaBody = op.jsonBody ? valueOf(op.jsonBody, resolve).map((value) => ({ kind: 'json' as const, value })) : undefined;
  const exemplars = EXEMPLARS[op.id];
  const jsonBody =
    schemaBody && exemplars
      ? fc.oneof(
          schemaBody,
          fc.constantFrom(...exemplars).map((value) => ({ kind: 'json' as const, value: structuredClone(value) })),
        )
      : schemaBody;
  const body: fc.Arbitrary<BodySpec> = uploadBody(op) ?? jsonBody ?? fc.constant({ kind: 'none' as const });
  const base = fc
    .record({ path, query, body, caller: callerArb() })
    .map((r): RequestSpec => ({ operation: op.id, method: op.method, template: op.template, ...r, headers: {}, mutations: [] }));
  const mutations = fc.array(hostileMutation(op), { minLength: 0, maxLength: 3 });
  return fc.tuple(base, mutations).map(([spec, list]) => list.reduce((s: RequestSpec, m: Mutation) => m(s), spec));
}

/** Requests over every operation of the document, each as likely as the next. */
export function anyRequest(operations: Operation[], resolve: Resolve): fc.Arbitrary<RequestSpec> {
  return fc.oneof(...operations.map((op) => requestArb(op, resolve)));
}
