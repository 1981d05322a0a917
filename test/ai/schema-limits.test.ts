import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import type { AiReply } from '../helpers/bodies.js';
import { match } from '../helpers/match.js';
import { type FakeUpstream, openAiToolCall, startFake } from './fake-upstream.js';
import { AI_URL, startGatewayApp, userText } from './gateway-app.js';

const withPattern = (pattern: string) => ({
  name: 'lookup_code',
  description: 'Look up a code',
  parameters: { type: 'object', properties: { code: { type: 'string', pattern } }, required: ['code'] },
});

/** A schema nested `levels` objects deep. */
function nested(levels: number): object {
  let schema: object = { type: 'string' };
  for (let i = 1; i < levels; i++) schema = { type: 'object', properties: { inner: schema } };
  return schema;
}

describe('tool schemas from requests: refused with a 400 naming the tool and the pattern, before any model call', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  const send = (tools: unknown[], model = 'gpt') =>
    t.call({ method: 'POST', url: AI_URL, payload: { model, input: [userText('lookup code "abc"')], tools, validateSchema: true } });
  const expectRefused = async (tools: unknown[], message: RegExp) => {
    for (const model of ['gpt', 'builtin/tool-router']) {
      const res = await send(tools, model);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: match.stringMatching(message) });
    }
    expect(fake.received).toHaveLength(0);
  };

  beforeAll(async () => {
    fake = await startFake();
    t = await startGatewayApp({
      models: { gpt: { model: 'openai/gpt-4.1-mini', baseUrl: `${fake.url}/v1`, apiKeyEnv: 'TEST_PROVIDER_KEY', retries: 0 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.received.length = 0;
  });

  it('a lookahead or lookbehind pattern', async () => {
    await expectRefused(
      [withPattern('^(?=.*\\d)[a-z\\d]+$')],
      /^tools\[0\]\.parameters of tool "lookup_code": the pattern "\^\(\?=\.\*\\\\d\)\[a-z\\\\d\]\+\$" cannot be used: lookahead/,
    );
    await expectRefused([withPattern('(?<!x)y')], /tool "lookup_code": the pattern "\(\?<!x\)y" cannot be used: lookbehind/);
  });

  it('a backreference, numbered or named, also in patternProperties', async () => {
    await expectRefused([withPattern('^(a)\\1$')], /tool "lookup_code": the pattern "\^\(a\)\\\\1\$" cannot be used: backreferences/);
    await expectRefused([withPattern('(?<q>["\'])x\\k<q>')], /tool "lookup_code": the pattern .*\\\\k<q>.* cannot be used: backreferences/);
    const tool = { name: 'tagger', parameters: { type: 'object', patternProperties: { '^(\\w)\\1$': { type: 'string' } } } };
    await expectRefused(
      [{ name: 'ok', parameters: { type: 'object' } }, tool],
      /^tools\[1\]\.parameters of tool "tagger": the pattern "\^\(\\\\w\)\\\\1\$" cannot be used: backreferences/,
    );
  });

  it('a pattern RE2 cannot run or that is too long', async () => {
    await expectRefused(
      [withPattern('^a{1001}$')],
      /tool "lookup_code": the pattern "\^a\{1001\}\$" cannot be used: the linear-time engine \(RE2\) cannot run it/,
    );
    await expectRefused(
      [withPattern('x'.repeat(1001))],
      /tool "lookup_code": the pattern "x{60}…" cannot be used: longer than 1000 characters/,
    );
    await expectRefused(
      [withPattern('^[a-z]{500}[0-9]{500}[a-z]{500}[0-9]{500}[a-z]{500}$')],
      /tool "lookup_code": .* compiles to \d+ RE2 instructions, more than 2000/,
    );
  });

  it('an oversized schema, alone or with the others', async () => {
    const big = { name: 'big', parameters: { type: 'object', properties: { a: { type: 'string', description: 'x'.repeat(70_000) } } } };
    await expectRefused([big], /^tools\[0\]\.parameters of tool "big": the schema has \d+ characters of JSON, more than 65536/);
    const many = {
      name: 'wide',
      parameters: { type: 'object', properties: Object.fromEntries(Array.from({ length: 1100 }, (_, i) => [`p${i}`, {}])) },
    };
    await expectRefused([many], /tool "wide": the schema has \d+ JSON values .*, more than 1000/);
    const tools = Array.from({ length: 5 }, (_, i) => ({ name: `t${i}`, parameters: { type: 'object', description: 'x'.repeat(60_000) } }));
    await expectRefused(
      tools,
      /^tools\[4\]\.parameters of tool "t4": the tools' schemas reach \d+ characters of JSON together, more than 262144/,
    );
    await expectRefused(
      Array.from({ length: 129 }, (_, i) => ({ name: `t${i}`, parameters: { type: 'object' } })),
      /^tools: 129 tools, more than the 128 allowed/,
    );
  });

  it('a schema nested too deep', async () => {
    await expectRefused(
      [{ name: 'deep', parameters: nested(40) }],
      /^tools\[0\]\.parameters of tool "deep": the schema is nested deeper than 32 levels/,
    );
    // The limit itself is fine.
    const res = await send([{ name: 'deep', parameters: nested(16) }], 'builtin/tool-router');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('references that leave the schema, loop, or multiply it', async () => {
    await expectRefused(
      [{ name: 'remote', parameters: { type: 'object', properties: { a: { $ref: 'https://example.com/a.json' } } } }],
      /tool "remote": "\$ref": "https:\/\/example.com\/a.json": only references inside the tool's own schema/,
    );
    await expectRefused(
      [{ name: 'loop', parameters: { type: 'object', properties: { child: { $ref: '#' } } } }],
      /tool "loop": "\$ref": "#" refers back to a schema that contains it/,
    );
    const defs: Record<string, object> = { d0: { type: 'string', minLength: 1 } };
    for (let i = 1; i <= 16; i++) defs[`d${i}`] = { allOf: [{ $ref: `#/$defs/d${i - 1}` }, { $ref: `#/$defs/d${i - 1}` }] };
    await expectRefused(
      [{ name: 'bomb', parameters: { type: 'object', $defs: defs, properties: { a: { $ref: '#/$defs/d16' } } } }],
      /tool "bomb": with its \$refs expanded the schema has more than 20000 JSON values/,
    );
    await expectRefused(
      [{ name: 'nowhere', parameters: { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } } }],
      /tool "nowhere": "\$ref": "#\/\$defs\/missing" points to nothing/,
    );
  });

  it('local references still work, and are checked', async () => {
    const tool = {
      name: 'lookup_code',
      parameters: {
        type: 'object',
        $defs: { code: { type: 'string', pattern: '^[a-z]+$' } },
        properties: { code: { $ref: '#/$defs/code' } },
        required: ['code'],
      },
    };
    fake.script({ body: openAiToolCall('lookup_code', { code: 'abc' }) });
    const ok = await send([tool]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<AiReply>().content[0]).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { code: 'abc' } });
    const routed = await send([tool], 'builtin/tool-router');
    expect(routed.json<AiReply>().content[0]).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { code: 'abc' } });
  });
});
