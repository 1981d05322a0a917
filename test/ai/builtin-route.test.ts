import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app.js';
import type { AiReply, AiSessionRead, ErrorBody, OpenApiDocument } from '../helpers/bodies.js';

const URL = '/api/ai/v1/messages/tools';
const weather = {
  name: 'get_weather',
  description: 'Current weather for a city',
  parameters: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name' },
      unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    },
    required: ['city'],
    additionalProperties: false,
  },
};
const user = (text: string) => ({ role: 'USER', content: [{ type: 'TEXT', text }] });

describe('operation 5 with no configuration (built-in tool router)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('requests a tool with schema-valid input, then answers from the tool result, all in one session', async () => {
    const first = await t.call({
      method: 'POST',
      url: URL,
      payload: { input: [user('What is the weather in "Paris" in celsius?')], tools: [weather] },
    });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<AiReply>();
    expect(body).toMatchObject({
      modelId: 'builtin/tool-router',
      isCustomerModel: false,
      stopReason: 'TOOL_USE',
      modelProviderUsage: null,
      content: [{ type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris', unit: 'celsius' } }],
    });
    expect(body.requestId).toBe(first.headers['x-request-id']);
    expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const call = body.content[0]!;

    const second = await t.call({
      method: 'POST',
      url: URL,
      payload: {
        sessionId: body.sessionId,
        tools: [weather],
        input: [
          user('What is the weather in "Paris" in celsius?'),
          { role: 'ASSISTANT', content: [call] },
          {
            role: 'user',
            content: [{ type: 'tool_use_result', toolCallId: call.toolCallId, content: [{ type: 'text', text: '18 °C, sunny' }] }],
          },
        ],
      },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      stopReason: 'END_TURN',
      sessionId: body.sessionId,
      content: [{ type: 'TEXT', text: 'get_weather returned: 18 °C, sunny' }],
    });

    const session = await t.call({ method: 'GET', url: `/api/ai/v1/sessions/${body.sessionId}` });
    expect(session.statusCode, session.body).toBe(200);
    const exchanges = session.json<AiSessionRead>().exchanges;
    expect(exchanges.map((e: { requestId: string }) => e.requestId)).toEqual([body.requestId, second.json<AiReply>().requestId]);
    expect(exchanges[0]).toMatchObject({ modelId: 'builtin/tool-router', stopReason: 'TOOL_USE', response: { content: body.content } });
  });

  it('records every one of many calls answered together, each in its own session, as soon as it is answered', async () => {
    const cities = Array.from({ length: 25 }, (_, i) => `City${i}`);
    const answers = await Promise.all(
      cities.map((city) => t.call({ method: 'POST', url: URL, payload: { input: [user(`weather in "${city}"`)], tools: [weather] } })),
    );
    const sessions = await Promise.all(
      answers.map((a) => {
        expect(a.statusCode, a.body).toBe(200);
        return t.call({ method: 'GET', url: `/api/ai/v1/sessions/${a.json<AiReply>().sessionId}` });
      }),
    );
    sessions.forEach((session, i) => {
      expect(session.statusCode, session.body).toBe(200);
      const exchanges = session.json<AiSessionRead>().exchanges;
      expect(exchanges.map((e: { requestId: string }) => e.requestId)).toEqual([answers[i]!.json<AiReply>().requestId]);
      expect(exchanges[0]!.response.content[0]!.toolInput).toEqual({ city: cities[i] });
    });
  });

  it('keeps sessions private: another user gets 404, and an unknown session is 404', async () => {
    const first = await t.call({ method: 'POST', url: URL, payload: { input: [user('hello')], tools: [weather] } });
    const other = await t.tokenFor(7);
    const peek = await t.call({ method: 'GET', url: `/api/ai/v1/sessions/${first.json<AiReply>().sessionId}`, token: other });
    expect(peek.statusCode).toBe(404);
    expect(peek.json<ErrorBody>().code).toBe('SESSION_NOT_FOUND');
    const none = await t.call({ method: 'GET', url: '/api/ai/v1/sessions/00000000-0000-4000-8000-000000000000' });
    expect(none.statusCode).toBe(404);
  });

  it('answers TEXT naming the missing argument, and TEXT when no tool fits', async () => {
    const missing = await t.call({ method: 'POST', url: URL, payload: { input: [user('what is the weather like?')], tools: [weather] } });
    expect(missing.json()).toMatchObject({ stopReason: 'END_TURN', content: [{ type: 'TEXT' }] });
    expect(missing.json<AiReply>().content[0]!.text).toContain('"city"');
    const none = await t.call({ method: 'POST', url: URL, payload: { input: [user('tell me a joke')], tools: [weather] } });
    expect(none.json()).toMatchObject({
      stopReason: 'END_TURN',
      content: [{ type: 'TEXT', text: 'No tool fits this request. Available tools: get_weather.' }],
    });
  });

  it('honours toolChoice NONE and TOOL, and lists what it ignores in warnings', async () => {
    const noneChoice = await t.call({
      method: 'POST',
      url: URL,
      payload: { input: [user('weather in "Oslo"')], tools: [weather], toolChoice: { type: 'none' } },
    });
    expect(noneChoice.json()).toMatchObject({ stopReason: 'END_TURN', content: [{ type: 'TEXT' }] });
    const forced = await t.call({
      method: 'POST',
      url: URL,
      payload: {
        input: [user('city: Lima')],
        tools: [weather],
        toolChoice: { type: 'TOOL', name: 'get_weather' },
        temperature: 0.5,
        modelConfiguration: { topP: 0.9 },
      },
    });
    expect(forced.json()).toMatchObject({ stopReason: 'TOOL_USE', content: [{ name: 'get_weather', toolInput: { city: 'Lima' } }] });
    expect(forced.json<AiReply>().warnings).toEqual([
      'temperature: the built-in router is deterministic; ignored.',
      'modelConfiguration.topP: not supported by the built-in router; ignored.',
    ]);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['unknown model', { model: 'openai/gpt-4.1-mini' }, 'configured: builtin/tool-router'],
    ['bad tool name', { tools: [{ ...weather, name: 'get weather' }] }, 'tools[0].name'],
    ['duplicate tool name', { tools: [weather, weather] }, 'used twice'],
    ['non-object parameters', { tools: [{ ...weather, parameters: { type: 'string' } }] }, 'tools[0].parameters of tool "get_weather"'],
    [
      'parameters that do not compile',
      { tools: [{ ...weather, parameters: { type: 'object', properties: { a: { type: 'nonsense' } } } }] },
      'not a valid JSON Schema',
    ],
    [
      'a pattern the linear-time engine cannot run (lookahead)',
      { tools: [{ ...weather, parameters: { type: 'object', properties: { city: { type: 'string', pattern: '^(?!x)[a-z]+$' } } } }] },
      'tools[0].parameters of tool "get_weather": the pattern "^(?!x)[a-z]+$" cannot be used: lookahead',
    ],
    ['TOOL choice naming a missing tool', { tools: [weather], toolChoice: { type: 'TOOL', name: 'nope' } }, 'toolChoice.name "nope"'],
    ['TOOL choice without a name', { tools: [weather], toolChoice: { type: 'TOOL' } }, 'toolChoice.name'],
    ['unknown tool choice', { tools: [weather], toolChoice: { type: 'SOME' } }, 'AUTO, ANY, TOOL, NONE'],
    ['ANY without tools', { toolChoice: { type: 'ANY' } }, 'at least one tool'],
    [
      'a TOOL_USE_RESULT answering nothing',
      { input: [{ role: 'USER', content: [{ type: 'TOOL_USE_RESULT', toolCallId: 'call_x', content: [{ type: 'TEXT', text: 'hi' }] }] }] },
      'answers no earlier TOOL_USE_REQUEST',
    ],
    ['unknown role', { input: [{ role: 'SYSTEM', content: [{ type: 'TEXT', text: 'x' }] }] }, 'USER or ASSISTANT'],
    ['unknown item type', { input: [{ role: 'USER', content: [{ type: 'AUDIO', text: 'x' }] }] }, 'must be one of TEXT, TOOL_USE_REQUEST'],
    ['TEXT without text', { input: [{ role: 'USER', content: [{ type: 'TEXT' }] }] }, 'text: required'],
    [
      'image of an unsupported type',
      { input: [{ role: 'USER', content: [{ type: 'IMAGE', image: { type: 'base64', mediaType: 'image/tiff', data: 'AAAA' } }] }] },
      'image/png',
    ],
    ['temperature above 2', { temperature: 3 }, 'temperature'],
    ['maxTokens of 0', { maxTokens: 0 }, 'maxTokens'],
    ['unknown reasoning effort', { reasoningConfig: { reasoningEffort: 'MAX' } }, 'NONE, LOW, MEDIUM, HIGH'],
    ['sessionId that is not a UUID', { sessionId: 'abc' }, 'sessionId'],
    ['empty input', { input: [] }, 'input'],
  ];
  for (const [what, change, message] of bad) {
    it(`400 for ${what}`, async () => {
      const response = await t.call({ method: 'POST', url: URL, payload: { input: [user('weather in "Paris"')], ...change } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorBody>().code).toMatch(/^(VALIDATION_FAILED|MODEL_NOT_FOUND)$/);
      expect(response.json<ErrorBody>().message).toContain(message);
    });
  }

  it('accepts bodies above 1 MiB up to 20 MiB (images); beyond that 413', async () => {
    const image = (bytes: number) => ({ type: 'IMAGE', image: { type: 'base64', mediaType: 'image/png', data: 'A'.repeat(bytes) } });
    const big = await t.call({
      method: 'POST',
      url: URL,
      payload: { input: [{ role: 'USER', content: [{ type: 'TEXT', text: 'hi' }, image(3 * 2 ** 20)] }] },
    });
    expect(big.statusCode, big.body.slice(0, 300)).toBe(200);
    const tooBig = await t.call({ method: 'POST', url: URL, payload: { input: [{ role: 'USER', content: [image(21 * 2 ** 20)] }] } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<ErrorBody>().code).toBe('PAYLOAD_TOO_LARGE');
    const session = await t.call({ method: 'GET', url: `/api/ai/v1/sessions/${big.json<AiReply>().sessionId}` });
    expect(session.json<AiSessionRead>().exchanges[0]!.request.input[0]!.content[1]!.image!.data).toBe('(2359296 bytes not stored)');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
    expect(doc.paths['/api/ai/v1/messages/tools']?.post?.operationId).toBe('messageWithTools');
    expect(doc.paths['/api/ai/v1/sessions/{sessionId}']?.get?.operationId).toBe('getAiSession');
  });

  it('401 without a token', async () => {
    const response = await t.call({ method: 'POST', url: URL, payload: { input: [user('x')] }, token: null });
    expect(response.statusCode).toBe(401);
  });
});
