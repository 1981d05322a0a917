import fc from 'fast-check';

/** The JSON Schema subset that the served OpenAPI document uses (TypeBox output). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  description?: string;
}

/**
 * Values a user of the API would send for members of these names: a generator that knew only the
 * schema would almost never hit a real field name or operator, and every request would stop at the
 * first 400. With them, requests reach the domain and storage layers, where a 500 would hide.
 */
const FIELDS = [
  'id',
  'name',
  'description',
  'owner',
  'permission',
  'createdBy',
  'updatedBy',
  'fileCount',
  'created',
  'updated',
  'path',
  'fileType',
  'contentType',
  'size',
  'hash',
  'hashAlgorithm',
  'connectorKey',
  'indexStatus',
  'indexReason',
];
const OPERATORS = [
  'EQUALS',
  'IN',
  'LIKE',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'IS_NULL',
  'AND',
  'OR',
];
const PATHS = ['', '/', 'a', 'a/b', 'reports/q3', 'reports/q3/sales.csv', 'notes.txt', 'a//b/', 'ü/ñ'];
const DATES = ['2026-01-01T00:00:00Z', '2026-11-22T08:00:00.000Z', 1767225600000, null, '2026-02-30T00:00:00Z'];

const vocabulary: Record<string, fc.Arbitrary<unknown>> = {
  field: fc.constantFrom(...FIELDS),
  operator: fc.constantFrom(...OPERATORS),
  order: fc.constantFrom('ASC', 'DESC', null),
  value: fc.array(
    fc.oneof(fc.constantFrom('report', 'a', '1', 'OWNER', 'TEXT', '2026-01-01T00:00:00Z', ''), fc.integer({ min: -5, max: 1000 })),
    { maxLength: 3 },
  ),
  start: fc.constantFrom(...DATES),
  end: fc.constantFrom(...DATES),
  directoryPath: fc.constantFrom(...PATHS),
  path: fc.constantFrom(...PATHS),
  name: fc.oneof(
    fc.constantFrom('reports', 'sales.csv', 'get_weather', 'a b', 'x'.repeat(255)),
    fc.string({ minLength: 1, maxLength: 12 }),
  ),
  role: fc.constantFrom('USER', 'ASSISTANT', 'user', 'SYSTEM'),
  type: fc.constantFrom('TEXT', 'TOOL_USE_REQUEST', 'TOOL_USE_RESULT', 'IMAGE', 'text', 'AUTO', 'ANY', 'TOOL', 'NONE', 'base64'),
  text: fc.constantFrom('What is the weather in Paris?', 'convert 100 USD to EUR', 'hello', ''),
  expand: fc.constantFrom('currentRevision', 'revisions', 'metadata', 'currentRevision,revisions,metadata', 'nope'),
  updateMethod: fc.constantFrom('REPLACE', 'APPEND'),
  permission: fc.constantFrom('OWNER', 'EDIT', 'READ', 'NONE'),
  entityType: fc.constantFrom('USER', 'GROUP'),
  entityId: fc.integer({ min: 1, max: 4 }),
  ownerId: fc.integer({ min: 1, max: 4 }),
  expires: fc.constantFrom('30d', '12h', null, 4102444800000, '2030-01-01T00:00:00Z', '0d'),
  mediaType: fc.constantFrom('image/png', 'image/jpeg', 'text/plain'),
  data: fc.constantFrom('iVBORw0KGgo=', 'not base64!', ''),
  parameters: fc.constantFrom(
    { type: 'object', required: ['city'], properties: { city: { type: 'string' } } },
    { type: 'object', properties: { n: { type: 'integer', minimum: 1 } } },
    { type: 'object', properties: { s: { type: 'string', pattern: '^(a|a)*$' } } },
    { type: 'string' },
  ),
  model: fc.constantFrom('builtin/tool-router', 'openai/gpt-4.1-mini', 'nope'),
  columns: fc.constantFrom(
    [{ name: 'a', type: 'STRING' }],
    [
      { name: 'n', type: 'LONG' },
      { name: 'd', type: 'DATE' },
    ],
    [{ name: 'x', type: 'nope' }],
  ),
};

/** Resolves `#/components/schemas/X` references against the document. */
export type Resolve = (schema: Schema) => Schema;

/**
 * Values that fit `schema` (mostly: vocabulary values may not, on purpose), as fast-check
 * arbitraries. `depth` bounds recursion through arrays and objects.
 */
export function valueOf(schema: Schema, resolve: Resolve, name = '', depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const known = vocabulary[name];
  const fromSchema = schemaValue(s, resolve, depth);
  return known ? fc.oneof({ arbitrary: known, weight: 3 }, { arbitrary: fromSchema, weight: 1 }) : fromSchema;
}

function schemaValue(s: Schema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => valueOf(a, resolve, '', depth)));
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => schemaValue({ ...s, type: t }, resolve, depth)));
  switch (type[0]) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 20, 20) });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -10, max: Math.min(s.maximum ?? 2000, 2000) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 3) return fc.constant([]);
      return fc.array(valueOf(s.items ?? {}, resolve, '', depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object':
      return objectValue(s, resolve, depth);
    default:
      // An empty schema ({}) takes any JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(s: Schema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  if (depth > 3) return fc.constant({});
  const required = new Set(s.required ?? []);
  const members: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, member] of Object.entries(s.properties ?? {})) members[key] = valueOf(member, resolve, key, depth + 1);
  // fast-check leaves each optional member out about half the time: the variety wanted.
  return fc.record(members, { requiredKeys: [...required].filter((k) => k in members) });
}
