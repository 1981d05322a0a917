import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEmails, findQuoted } from '../../src/ai/router/candidates.js';
import { routeTools } from '../../src/ai/router/tool-router.js';
import { wordTable } from '../../src/ai/router/word-table.js';
import type { AiRequest, JsonObject, ToolDefinition } from '../../src/ai/types.js';
import { CASES, NOW } from './router-everyday-cases.js';
import { EVERYDAY } from './router-everyday-tools.js';

/*
 * The router checks what it emits with the gateway's own validators (tool-schemas.ts). These tests
 * check it with a validator of their own, a plain Ajv for JSON Schema 2020-12 with ajv-formats, so
 * that a fault in the router's final gate cannot hide a fault in what it emits.
 */
// ajv-formats is CommonJS: under NodeNext its default import is the module object, whose `default` is the plugin.
type AddFormats = (ajv: Ajv2020) => unknown;
const addFormats: AddFormats = (formatsModule as unknown as { default?: AddFormats }).default ?? (formatsModule as unknown as AddFormats);
const independent = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
addFormats(independent);
const validators = new Map<string, ReturnType<typeof independent.compile>>();
function independentErrors(schema: JsonObject, input: JsonObject): string[] {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = independent.compile(schema)));
  // What the client receives: through JSON, where a NaN or an Infinity the router made becomes null.
  const sent = JSON.parse(JSON.stringify(input)) as JsonObject;
  return validate(sent) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

const NAMES = [
  'city',
  'unit',
  'limit',
  'max_results',
  'startDate',
  'end-date',
  'query',
  'to',
  'from',
  'amount',
  'enabled',
  'x',
  'a.b',
  'user id',
  'tags',
];
// With the names of Object.prototype's members: a word looked up in one of the router's word tables must not find them.
const WORDS = [
  'red',
  'blue',
  'green',
  'USD',
  'EUR',
  'yes',
  'no',
  'not',
  'without',
  'true',
  'false',
  'is',
  ':',
  '=',
  ',',
  'days',
  'limit',
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

const propertySchema: fc.Arbitrary<JsonObject> = fc
  .oneof(
    fc.record({ type: fc.constant('string') }),
    fc.record({ type: fc.constant('string'), minLength: fc.integer({ min: 0, max: 5 }), maxLength: fc.integer({ min: 5, max: 12 }) }),
    fc.record({ type: fc.constant('string'), pattern: fc.constantFrom('^[a-z]+$', '^\\d{3}$') }),
    fc.record({
      type: fc.constant('string'),
      enum: fc.uniqueArray(fc.constantFrom('red', 'blue', 'green', 'USD', 'EUR'), { minLength: 1, maxLength: 4 }),
    }),
    fc.record({ type: fc.constant('integer'), minimum: fc.integer({ min: -10, max: 10 }), maximum: fc.integer({ min: 10, max: 1000 }) }),
    fc.record({ type: fc.constant('integer'), multipleOf: fc.constantFrom(2, 5) }),
    fc.record({ type: fc.constant('number'), exclusiveMinimum: fc.constantFrom(0, 1.5), maximum: fc.constantFrom(100, 1e6) }),
    fc.record({ type: fc.constant('boolean') }),
    fc.record({ type: fc.constant('string'), format: fc.constantFrom('date', 'date-time', 'email', 'uri', 'uuid') }),
    fc.record({
      type: fc.constant('array'),
      items: fc.record({ type: fc.constant('string'), enum: fc.constant<string[]>(['red', 'blue', 'green']) }),
      maxItems: fc.constantFrom(1, 2, 3),
    }),
    fc.record({ const: fc.constantFrom('fixed', 3) }),
    fc.record({ type: fc.constant(['integer', 'null']) }),
  )
  // Through JSON: the generated records are plain JSON, which the schema type cannot see.
  .map((schema): JsonObject => JSON.parse(JSON.stringify(schema)) as JsonObject);

const tool: fc.Arbitrary<ToolDefinition> = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...NAMES), propertySchema), { minLength: 1, maxLength: 5, selector: ([n]) => n })
  .chain((props) =>
    fc
      .record({
        required: fc.subarray(props.map(([n]) => n)),
        additionalProperties: fc.boolean(),
        minProperties: fc.constantFrom(0, 1),
      })
      .map(({ required, additionalProperties, minProperties }) => ({
        name: 'the_tool',
        description: 'a tool',
        parameters: { type: 'object', properties: Object.fromEntries(props), required, additionalProperties, minProperties },
      })),
  );

const fragment = fc.oneof(
  fc.constantFrom(...WORDS, ...NAMES),
  fc.integer({ min: -50, max: 5000 }).map(String),
  fc.double({ min: -10, max: 1e4, noNaN: true }).map((n) => n.toFixed(2)),
  fc.constantFrom(
    '2026-02-28',
    '2026-02-30',
    '2026-11-24T07:30',
    '2025-01-01 10:00:00+02:00',
    'a@b.io',
    'https://x.org/p',
    '3f2b8c1e-9d4a-4c5b-8e7f-0a1b2c3d4e5f',
  ),
  fc.string({ maxLength: 8 }).map((s) => `"${s.replace(/"/g, '')}"`),
  fc
    .tuple(
      fc.constantFrom(...NAMES),
      fc.constantFrom(':', '=', ' is'),
      fc.constantFrom('red', '12', '-1', 'true', 'no', '"q"', '2026-01-01', '3.5'),
    )
    .map(([n, s, v]) => `${n}${s} ${v}`),
  fc.string({ maxLength: 6 }),
);
const text = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(' '));

function ask(t: ToolDefinition, userText: string, choice: 'AUTO' | 'ANY'): AiRequest {
  return {
    input: [{ role: 'USER', content: [{ type: 'TEXT', text: userText }] }],
    system: null,
    tools: [t],
    toolChoice: { type: choice, allowParallelToolCalls: true },
    modelConfiguration: {},
    validateSchema: false,
  };
}

describe('built-in tool router: properties', () => {
  // 1,500 runs of the whole router: 28–40 s alone, over the suite's 60 s default on a loaded machine.
  it('every toolInput it emits validates against its tool schema', { timeout: 180_000 }, () => {
    let emitted = 0;
    fc.assert(
      fc.property(tool, text, fc.constantFrom('AUTO', 'ANY'), (t, userText, choice) => {
        const answer = routeTools(ask(t, userText, choice));
        for (const item of answer.content) {
          if (item.type !== 'TOOL_USE_REQUEST') continue;
          emitted++;
          expect(independentErrors(t.parameters, item.toolInput)).toEqual([]);
          expect(answer.stopReason).toBe('TOOL_USE');
        }
        if (!answer.content.some((i) => i.type === 'TOOL_USE_REQUEST')) expect(answer.stopReason).toBe('END_TURN');
      }),
      { numRuns: 1500 },
    );
    // The property must exercise emitted tool calls, not only TEXT answers.
    expect(emitted).toBeGreaterThan(100);
  });
});

describe('built-in tool router: everyday tools', () => {
  const everydayWords = [...new Set(CASES.flatMap(([, text]) => text.split(/\s+/)))];
  it('every toolInput it emits for mixed-up everyday words validates against its tool schema', () => {
    let emitted = 0;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...everydayWords), { maxLength: 14 }),
        fc.subarray(EVERYDAY, { minLength: 1 }),
        fc.constantFrom('AUTO', 'ANY'),
        (words, tools, choice) => {
          const answer = routeTools({ ...ask(tools[0]!, words.join(' '), choice), tools }, NOW);
          for (const item of answer.content) {
            if (item.type !== 'TOOL_USE_REQUEST') continue;
            emitted++;
            const t = tools.find((x) => x.name === item.name);
            expect(t).toBeDefined();
            expect(independentErrors(t!.parameters, item.toolInput)).toEqual([]);
          }
        },
      ),
      { numRuns: 800 },
    );
    expect(emitted).toBeGreaterThan(100);
  });

  it("the everyday table's requests emit only valid toolInput", () => {
    for (const [tools, text, , choice] of CASES) {
      const answer = routeTools({ ...ask(tools[0]!, text, 'AUTO'), tools, ...(choice ? { toolChoice: choice } : {}) }, NOW);
      for (const item of answer.content) {
        if (item.type !== 'TOOL_USE_REQUEST') continue;
        expect(independentErrors(tools.find((x) => x.name === item.name)!.parameters, item.toolInput)).toEqual([]);
      }
    }
  });
});

describe('built-in tool router: linear scans', () => {
  it('find the same quoted strings and addresses as the regexes they replace', () => {
    const QUOTED = /"([^"]*)"|'([^']*)'|“([^”]*)”|‘([^’]*)’|`([^`]*)`/g;
    const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
    const text = fc
      .array(fc.constantFrom('a', 'B', '7', '.', '-', '_', '%', '+', '@', ' ', '"', "'", '“', '”', '‘', '’', '`', 'x@y.io', 'é', '!'), {
        maxLength: 40,
      })
      .map((p) => p.join(''));
    let found = 0;
    fc.assert(
      fc.property(text, (t) => {
        // An apostrophe between letters or digits ("what's") is not a quote mark: the reference reads it as another character.
        const words = t.replace(/(?<=[\p{L}\p{N}])['’](?=[\p{L}\p{N}])/gu, '\u0001');
        const quoted = [...words.matchAll(QUOTED)].map((m) => ({
          text: t.slice(m.index + 1, m.index + m[0].length - 1),
          start: m.index,
          end: m.index + m[0].length,
        }));
        const emails = [...t.matchAll(EMAIL)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
        found += quoted.length + emails.length;
        expect(findQuoted(t).map(({ text: q, start, end }) => ({ text: q, start, end }))).toEqual(quoted);
        expect(findEmails(t).map(({ text: e, start, end }) => ({ text: e, start, end }))).toEqual(emails);
      }),
      { numRuns: 3000 },
    );
    expect(found).toBeGreaterThan(500);
  });
});

describe("built-in tool router: the names of Object.prototype's members", () => {
  // Words the router looks up in its tables (units, number words, concepts, value groups, month
  // names): a table that is a plain object finds `constructor` in any of them, a function where a
  // number or a list was expected.
  const tools: ToolDefinition[] = [
    {
      name: 'set_timer',
      description: 'Set a timer',
      parameters: { type: 'object', properties: { minutes: { type: 'number' } }, required: ['minutes'] },
    },
    {
      name: 'quote_lease',
      description: 'Quote a lease',
      parameters: {
        type: 'object',
        properties: { term_months: { type: 'integer' }, vehicles: { type: 'integer' } },
        required: ['term_months'],
      },
    },
    {
      name: 'convert_units',
      description: 'Convert a quantity between units',
      parameters: {
        type: 'object',
        properties: { value: { type: 'number' }, from_unit: { type: 'string' }, to_unit: { type: 'string' } },
        required: ['value', 'from_unit', 'to_unit'],
      },
    },
    {
      name: 'book_flight',
      description: 'Book a flight',
      parameters: {
        type: 'object',
        properties: {
          origin: { type: 'string' },
          destination: { type: 'string' },
          date: { type: 'string', format: 'date' },
          cabin: { type: 'string', enum: ['economy', 'business'] },
          currency: { type: 'string', pattern: '^[A-Z]{3}$' },
          refundable: { type: 'boolean' },
        },
        required: ['destination'],
      },
    },
  ];
  const members = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'toLocaleString'];
  const shapes = [
    (w: string) => `set a timer for 5 ${w}`,
    (w: string) => `lease 2 ${w} for 3 ${w}`,
    (w: string) => `convert 10 ${w} to ${w}`,
    (w: string) => `fly to ${w} on ${w} 3 in ${w} class, ${w} fare in ${w}`,
    (w: string) => `${w} ${w} twenty ${w} half a ${w}`,
  ];
  it('word tables hold no member of Object.prototype', () => {
    const table = wordTable({ minute: 1 });
    expect(['minute', 'constructor', '__proto__', 'toString'].map((w) => table[w])).toEqual([1, undefined, undefined, undefined]);
  });
  it('a word named like a member is no unit: "for 5 constructor" is 5 minutes', () => {
    for (const member of members) {
      const item = routeTools(ask(tools[0]!, `set a timer for 5 ${member}`, 'ANY'), NOW).content[0];
      expect(item, member).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { minutes: 5 } });
    }
  });
  for (const member of members) {
    it(member, () => {
      for (const shape of shapes) {
        for (const t of tools) {
          const answer = routeTools(ask(t, shape(member), 'ANY'), NOW);
          for (const item of answer.content) {
            if (item.type === 'TOOL_USE_REQUEST') expect(independentErrors(t.parameters, item.toolInput), shape(member)).toEqual([]);
          }
        }
      }
    });
  }
});
