import fc from 'fast-check';
import type { BodySpec, Operation, RequestSpec } from './requests.js';

/** A change made to a well-formed request; it appends its own label to `mutations`. */
export type Mutation = (spec: RequestSpec) => RequestSpec;

/** What a careless or hostile client puts where a number or an id belongs. */
export const HOSTILE_SCALARS = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '1e21',
  '9007199254740993',
  '-1',
  '0',
  '-0',
  '+40',
  '40 ',
  ' 40',
  '042',
  '0x2b',
  '44.0',
  '45e0',
  '1_000',
  '',
  ' ',
  'true',
  'null',
  '[]',
  '{}',
  '%00',
  '\u0000',
  '\u0007bell',
  '\r\nX-Injected: 1',
  '../../etc/passwd',
  '..',
  '.',
  '%2e%2e',
  '/',
  '//',
  'a/../../b',
  'ü',
  '\uD800',
  '😀'.repeat(50),
  'x'.repeat(10_000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '01234567-89ab-cdef-0123-456789abcdef',
];

/** Path segments as they arrive on the wire (already encoded, some on purpose badly). */
const HOSTILE_SEGMENTS = [
  '%FF',
  '%',
  '%zz',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  'a%00b',
  'Infinity',
  '1e309',
  '0x2b',
  '+40',
  '042',
  '-1',
  '0',
  'x'.repeat(101),
  'x'.repeat(5000),
  '%E2%82',
  '9'.repeat(40),
];

/** JSON values that do not fit where they are put. */
const HOSTILE_JSON = fc.constantFrom<unknown>(
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  0.5,
  2 ** 53, // past Number.MAX_SAFE_INTEGER: an integer JSON cannot carry exactly
  '',
  ' ',
  '\u0000',
  'x'.repeat(100_000),
  [],
  {},
  [[[]]],
  { '': 1 },
  // Parsed, so that `__proto__` is a member as a client's JSON has it (a literal would set the prototype).
  JSON.parse('{"__proto__":{"admin":true}}'),
  { constructor: { prototype: {} } },
  'Infinity',
  ['a', 1, null, {}],
);

const label = (spec: RequestSpec, what: string): RequestSpec => ({ ...spec, mutations: [...spec.mutations, what] });

/** Replaces one node of a JSON value (chosen by `pick`) with `by`. */
function replaceNode(value: unknown, pick: number, by: unknown): unknown {
  const nodes: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v))
      v.forEach((item, i) => {
        nodes.push({ parent: v, key: i });
        walk(item);
      });
    else if (v && typeof v === 'object')
      for (const [k, item] of Object.entries(v)) {
        nodes.push({ parent: v as Record<string, unknown>, key: k });
        walk(item);
      }
  };
  const copy = structuredClone(value);
  walk(copy);
  if (nodes.length === 0) return by;
  const { parent, key } = nodes[pick % nodes.length]!;
  (parent as Record<string | number, unknown>)[key] = by;
  return copy;
}

/** Adds a member nobody declared, somewhere in the body's objects. */
function addUnknownMember(value: unknown, pick: number, name: string): unknown {
  const objects: Record<string, unknown>[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      objects.push(v as Record<string, unknown>);
      Object.values(v).forEach(walk);
    }
  };
  const copy = structuredClone(value);
  walk(copy);
  if (objects.length === 0) return { [name]: 1 };
  objects[pick % objects.length]![name] = true;
  return copy;
}

/** A body nested deeper than any parser should follow. */
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

export function hostileMutation(op: Operation): fc.Arbitrary<Mutation> {
  const queryNames = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  const pathNames = op.params.filter((p) => p.in === 'path').map((p) => p.name);
  const choices: fc.Arbitrary<Mutation>[] = [
    // A query parameter with a hostile value, repeated, as an array, or unknown.
    fc.tuple(fc.constantFrom(...(queryNames.length ? queryNames : ['limit'])), fc.constantFrom(...HOSTILE_SCALARS)).map(
      ([name, value]): Mutation =>
        (s) =>
          label(
            { ...s, query: [...s.query.filter(([n]) => n !== name), [name, value]] },
            `query ${name}=${JSON.stringify(value).slice(0, 40)}`,
          ),
    ),
    fc.constantFrom(...(queryNames.length ? queryNames : ['limit'])).map(
      (name): Mutation =>
        (s) =>
          label({ ...s, query: [...s.query, [name, '1'], [name, '2']] }, `query ${name} twice`),
    ),
    fc.constantFrom(...(queryNames.length ? queryNames : ['offset'])).map(
      (name): Mutation =>
        (s) =>
          label({ ...s, query: [...s.query, [`${name}[]`, '1'], [`${name}[0]`, '2']] }, `query ${name}[] array`),
    ),
    fc.constantFrom('filter', 'limt', '__proto__', 'constructor', 'admin').map(
      (name): Mutation =>
        (s) =>
          label({ ...s, query: [...s.query, [name, '1']] }, `unknown query ${name}`),
    ),
    // Headers a client gets wrong.
    fc
      .constantFrom(
        'bytes=5-1',
        'bytes=-0',
        'bytes=0-0',
        'bytes=999999999999999999999-',
        'items=0-1',
        'bytes=0-1,3-4',
        'bytes=',
        'bytes=-99999999999',
      )
      .map(
        (range): Mutation =>
          (s) =>
            label({ ...s, headers: { ...s.headers, range } }, `range ${range}`),
      ),
    fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'application/json; charset=latin1',
        'application/x-www-form-urlencoded',
        'application/gzip',
        '',
      )
      .map(
        (type): Mutation =>
          (s) =>
            label({ ...s, headers: { ...s.headers, 'content-type': type } }, `content-type ${type || '(empty)'}`),
      ),
    fc.constantFrom('gzip', 'br', 'deflate', 'identity, gzip').map(
      (encoding): Mutation =>
        (s) =>
          label({ ...s, headers: { ...s.headers, 'content-encoding': encoding } }, `content-encoding ${encoding}`),
    ),
    fc.constantFrom('text/event-stream', 'application/xml', '*/*', 'nothing/at-all').map(
      (accept): Mutation =>
        (s) =>
          label({ ...s, headers: { ...s.headers, accept } }, `accept ${accept}`),
    ),
    // Bodies that are not what the route takes.
    fc
      .constantFrom<BodySpec>(
        { kind: 'raw', contentType: 'application/json', text: '{' },
        { kind: 'raw', contentType: 'application/json', text: 'null' },
        { kind: 'raw', contentType: 'application/json', text: '[]' },
        { kind: 'raw', contentType: 'application/json', text: '"text"' },
        { kind: 'raw', contentType: 'application/json', text: '{"a":1,"a":2}' },
        { kind: 'raw', contentType: 'application/json', text: '\uFEFF{}' },
        { kind: 'raw', contentType: 'application/json', text: '{"__proto__":{"admin":true}}' },
        { kind: 'raw', contentType: 'application/json', text: deepArray(10_000) },
        { kind: 'raw', contentType: 'application/json', text: '\xff\xfe not utf-8' },
        { kind: 'raw', contentType: 'application/json', text: 'x', repeat: 2 * 1024 * 1024 },
        { kind: 'raw', contentType: 'application/octet-stream', text: 'x', repeat: 3 * 1024 * 1024 },
        { kind: 'multipart', parts: [{ name: 'file', filename: 'a.txt', text: 'x' }], boundary: '' },
        {
          kind: 'multipart',
          parts: [
            { name: 'unknown', text: 'x' },
            { name: 'file', filename: 'a.txt', text: 'x' },
            { name: 'file', filename: 'b.txt', text: 'y' },
          ],
        },
        { kind: 'gzip', text: 'not what the route takes' },
        { kind: 'raw', contentType: 'text/csv', text: '\u0000\u0000\u0000' },
      )
      .map(
        (body): Mutation =>
          (s) =>
            label(
              { ...s, body },
              `body ${body.kind} ${'text' in body ? JSON.stringify(body.text.slice(0, 20)) : ''}${'repeat' in body && body.repeat ? ` x${body.repeat}` : ''}`,
            ),
      ),
  ];
  if (pathNames.length) {
    choices.push(
      fc.tuple(fc.constantFrom(...pathNames), fc.constantFrom(...HOSTILE_SEGMENTS)).map(
        ([name, segment]): Mutation =>
          (s) =>
            label({ ...s, path: { ...s.path, [name]: { literal: segment, raw: true } } }, `path ${name}=${segment.slice(0, 40)}`),
      ),
    );
  }
  if (op.jsonBody) {
    choices.push(
      fc.tuple(fc.nat(), HOSTILE_JSON).map(
        ([pick, by]): Mutation =>
          (s) =>
            s.body.kind === 'json'
              ? label(
                  { ...s, body: { kind: 'json', value: replaceNode(s.body.value, pick, by) } },
                  // JSON.stringify gives undefined for an undefined node, which its lib type hides.
                  `json node ${pick} := ${JSON.stringify(by)?.slice(0, 40)}`,
                )
              : s,
      ),
      fc.tuple(fc.nat(), fc.constantFrom('filter', 'admin', 'nme', 'extra', 'constructor')).map(
        ([pick, name]): Mutation =>
          (s) =>
            s.body.kind === 'json'
              ? label({ ...s, body: { kind: 'json', value: addUnknownMember(s.body.value, pick, name) } }, `json unknown member ${name}`)
              : s,
      ),
    );
  }
  return fc.oneof(...choices);
}
