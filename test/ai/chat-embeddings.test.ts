import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app.js';
import type { AiReply, AiSessionRead, ErrorBody } from '../helpers/bodies.js';
import { type FakeUpstream, startFake } from './fake-upstream.js';
import { AI_URL, startGatewayApp, userText, weatherTool } from './gateway-app.js';
import { dataOf, parseEvents } from './sse.js';

const CHAT_URL = '/api/ai/v1/messages/chat';
const EMBED_URL = '/api/ai/v1/embedding/text';
const citySchema = {
  type: 'object',
  properties: { city: { type: 'string' }, temperatureC: { type: 'number' } },
  required: ['city', 'temperatureC'],
  additionalProperties: false,
};

/** An OpenAI chat completion answering `text`. */
const completion = (text: string) => ({
  id: 'chatcmpl-chat',
  object: 'chat.completion',
  created: 1763884800,
  model: 'gpt-4.1-mini',
  choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

/** OpenAI's /v1/embeddings answer: one vector per input, in order. */
const embeddingsAnswer = (vectors: number[][]) => ({
  object: 'list',
  data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })),
  model: 'text-embedding-3-small',
  usage: { prompt_tokens: 8, total_tokens: 8 },
});

describe('chat and embeddings against fake providers', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  const chat = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({
      method: 'POST',
      url: CHAT_URL,
      headers,
      payload: { model: 'gpt', input: [userText('Weather in Paris as JSON')], ...payload },
    });

  beforeAll(async () => {
    fake = await startFake();
    const common = { apiKeyEnv: 'TEST_PROVIDER_KEY', baseUrl: `${fake.url}/v1`, retries: 0 };
    t = await startGatewayApp({
      models: {
        gpt: { ...common, model: 'openai/gpt-4.1-mini' },
        embed: { ...common, model: 'openai/text-embedding-3-small', kind: 'embedding' },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.received.length = 0;
  });

  it('chat with JSON_SCHEMA: the schema goes upstream as response_format; the valid JSON answer is returned and recorded', async () => {
    fake.script({ body: completion('{"city":"Paris","temperatureC":18}') });
    const res = await chat({ responseFormat: { type: 'JSON_SCHEMA', schema: citySchema, name: 'weather' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      content: [{ type: 'TEXT', text: '{"city":"Paris","temperatureC":18}' }],
      modelId: 'openai/gpt-4.1-mini',
      stopReason: 'END_TURN',
    });
    expect(fake.received[0]?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'weather', schema: citySchema },
    });
    expect(fake.received[0]?.body.tools).toBeUndefined();
    const session = await t.call({ method: 'GET', url: `/api/ai/v1/sessions/${res.json<AiReply>().sessionId}` });
    expect(session.json<AiSessionRead>().exchanges[0]!.request.responseFormat).toMatchObject({ type: 'JSON_SCHEMA' });
  });

  it('chat with JSON_SCHEMA: an invalid answer is asked again with the errors, once, then valid', async () => {
    fake.script({ body: completion('{"city":"Paris"}') }, { body: completion('```json\n{"city":"Paris","temperatureC":18}\n```') });
    const res = await chat({ responseFormat: { type: 'json_schema', schema: citySchema } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AiReply>().content).toEqual([{ type: 'TEXT', text: '{"city":"Paris","temperatureC":18}' }]);
    expect(res.json<AiReply>().modelProviderUsage).toMatchObject({ inputTokens: 20, outputTokens: 10 });
    const retry = fake.received[1]?.body.messages;
    expect(retry?.at(-2)).toMatchObject({ role: 'assistant', content: '{"city":"Paris"}' });
    expect(retry?.at(-1)?.content).toContain('(root): missing required property "temperatureC"');
  });

  it('chat with JSON_SCHEMA: invalid 3 times → 502 MODEL_OUTPUT_INVALID', async () => {
    fake.script(...Array.from({ length: 3 }, () => ({ body: completion('Sure! It is sunny.') })));
    const res = await chat({ responseFormat: { type: 'JSON_SCHEMA', schema: citySchema } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'MODEL_OUTPUT_INVALID' });
    expect(res.json<ErrorBody>().message).toContain('not JSON');
    expect(fake.received).toHaveLength(3);
  });

  it('chat streams too: text deltas then the final body', async () => {
    fake.script({ sse: 'openai/text.sse' });
    const res = await chat({}, { accept: 'text/event-stream' });
    const events = parseEvents(res.body);
    expect(
      events
        .filter((e) => e.event === 'text')
        .map((e) => e.data.delta)
        .join(''),
    ).toBe('Hello! How can I help you today?');
    expect(events.at(-1)?.data).toMatchObject({
      content: [{ type: 'TEXT', text: 'Hello! How can I help you today?' }],
      modelId: 'openai/gpt-4.1-mini',
    });
    expect(fake.received[0]?.body.response_format).toBeUndefined();
  });

  it('chat streamed with JSON_SCHEMA: the deltas of the refused answer, a repair event, then the valid answer', async () => {
    fake.script({ sse: 'openai/not-json.sse' }, { sse: 'openai/json-weather.sse' });
    const res = await chat({ responseFormat: { type: 'JSON_SCHEMA', schema: citySchema } }, { accept: 'text/event-stream' });
    const events = parseEvents(res.body);
    const repair = events.findIndex((e) => e.event === 'repair');
    expect(
      events
        .slice(0, repair)
        .map((e) => dataOf(e, 'text').delta)
        .join(''),
    ).toBe('Sure! It is sunny in Paris.');
    expect(dataOf(events[repair], 'repair').problems[0]).toContain('not JSON');
    expect(
      events
        .slice(repair + 1, -1)
        .map((e) => dataOf(e, 'text').delta)
        .join(''),
    ).toBe('{"city":"Paris","temperatureC":18}');
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { content: [{ type: 'TEXT', text: '{"city":"Paris","temperatureC":18}' }] },
    });
    expect(fake.received[0]?.body).toMatchObject({ stream: true, response_format: { type: 'json_schema' } });
  });

  it('chat bad input: 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ tools: [weatherTool] }, 'tools'],
      [{ validateSchema: true }, 'validateSchema'],
      [{ responseFormat: { type: 'XML' } }, 'responseFormat.type'],
      [{ responseFormat: { type: 'JSON_SCHEMA' } }, 'responseFormat.schema'],
      [{ responseFormat: { type: 'TEXT', schema: citySchema } }, 'responseFormat.schema'],
      [
        { responseFormat: { type: 'JSON_SCHEMA', schema: { type: 'object', properties: { a: { type: 'nonsense' } } } } },
        'responseFormat.schema',
      ],
      [{ responseFormat: { type: 'JSON_SCHEMA', schema: citySchema, strict: true } }, 'strict'],
      [{ responseFormat: { type: 'JSON_SCHEMA', schema: citySchema, name: 'has spaces' } }, 'responseFormat.name'],
    ];
    for (const [payload, field] of cases) {
      const res = await chat(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ErrorBody>().message).toContain(field);
    }
    expect(fake.received).toHaveLength(0);
  });

  it('embeddings: OpenAI /v1/embeddings wire format, one vector per input in order, usage', async () => {
    fake.script({
      body: embeddingsAnswer([
        [0.1, 0.2],
        [0.3, 0.4],
      ]),
    });
    const res = await t.call({ method: 'POST', url: EMBED_URL, payload: { input: ['first text', 'second text'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      embeddings: [
        [0.1, 0.2],
        [0.3, 0.4],
      ],
      modelId: 'openai/text-embedding-3-small',
      modelProviderUsage: { inputTokens: 8, outputTokens: 0, totalTokens: 8, reasoningTokens: 0 },
    });
    const [sent] = fake.received;
    expect(sent?.url).toBe('/v1/embeddings');
    expect(sent?.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent?.body).toMatchObject({ model: 'text-embedding-3-small', input: ['first text', 'second text'], encoding_format: 'float' });
  });

  it('embeddings bad input and wrong models: clear 400s, nothing sent upstream', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ input: [] }, 'VALIDATION_FAILED', 'input'],
      [{ input: Array.from({ length: 2049 }, () => 'x') }, 'VALIDATION_FAILED', 'input'],
      [{ input: [''] }, 'VALIDATION_FAILED', 'input'],
      [{ input: ['x'.repeat(32_769)] }, 'VALIDATION_FAILED', 'input'],
      [{ input: 'just a string' }, 'VALIDATION_FAILED', 'input'],
      [{ input: ['a'], dimensions: 3 }, 'VALIDATION_FAILED', 'dimensions'],
      [{ input: ['a'], model: 'gpt' }, 'MODEL_NOT_FOUND', 'not an embedding model'],
      [{ input: ['a'], model: 'anthropic/claude' }, 'MODEL_NOT_FOUND', 'unknown'],
    ];
    for (const [payload, code, words] of cases) {
      const res = await t.call({ method: 'POST', url: EMBED_URL, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code });
      expect(res.json<ErrorBody>().message).toContain(words);
    }
    const wrongWay = await t.call({ method: 'POST', url: AI_URL, payload: { model: 'embed', input: [userText('hi')] } });
    expect(wrongWay.statusCode).toBe(400);
    expect(wrongWay.json<ErrorBody>().message).toContain('embedding model');
    expect(fake.received).toHaveLength(0);
  });

  it('metrics: calls, errors, tokens and upstream latency per configured model; ad hoc names never become labels', async () => {
    fake.script({ body: completion('hi') }, { sse: 'openai/text.sse' });
    await chat({});
    await t.call({
      method: 'POST',
      url: AI_URL,
      headers: { accept: 'text/event-stream' },
      payload: { model: 'gpt', input: [userText('hi')] },
    });
    await t.call({ method: 'POST', url: AI_URL, payload: { model: 'openai/made-up-model-123', input: [userText('hi')] } });
    const text = (await t.call({ method: 'GET', url: '/metrics', token: null })).body;
    expect(text).toMatch(/stowage_ai_calls_total\{model="openai\/gpt-4.1-mini",route="chat",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/stowage_ai_calls_total\{model="openai\/gpt-4.1-mini",route="tools",outcome="ok"\} 1/);
    expect(text).toMatch(/stowage_ai_errors_total\{model="openai\/gpt-4.1-mini",route="chat",code="MODEL_OUTPUT_INVALID"\} 1/);
    expect(text).toMatch(/stowage_ai_errors_total\{model="unknown",route="tools",code="MODEL_NOT_FOUND"\} 1/);
    expect(text).toMatch(/stowage_ai_tokens_total\{model="openai\/gpt-4.1-mini",route="chat",direction="input"\} \d+/);
    expect(text).toMatch(/stowage_ai_tokens_total\{model="openai\/text-embedding-3-small",route="embedding",direction="input"\} 8/);
    expect(text).toMatch(/stowage_ai_upstream_seconds_count\{model="openai\/gpt-4.1-mini",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/stowage_ai_stream_first_event_seconds_count\{model="openai\/gpt-4.1-mini"\} [1-9]/);
    expect(text).not.toContain('made-up-model');
  });
});

describe('chat, embeddings and streaming with the built-in model only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('chat TEXT: a fixed text saying what the built-in model is', async () => {
    const res = await t.call({ method: 'POST', url: CHAT_URL, payload: { input: [userText('Hello there')] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      modelId: 'builtin/tool-router',
      isCustomerModel: false,
      stopReason: 'END_TURN',
      modelProviderUsage: null,
    });
    expect(res.json<AiReply>().content[0]!.text).toContain('not a language model');
  });

  it('chat JSON_SCHEMA: a schema-valid object filled from the message, or 422 when it cannot', async () => {
    const schema = {
      type: 'object',
      properties: { city: { type: 'string' }, unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } },
      required: ['city'],
    };
    const res = await t.call({
      method: 'POST',
      url: CHAT_URL,
      payload: { input: [userText('What is the weather in "Paris" in celsius?')], responseFormat: { type: 'JSON_SCHEMA', schema } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.json<AiReply>().content[0]!.text!)).toEqual({ city: 'Paris', unit: 'celsius' });

    const email = { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] };
    const cannot = await t.call({
      method: 'POST',
      url: CHAT_URL,
      payload: { input: [userText('hello')], responseFormat: { type: 'JSON_SCHEMA', schema: email } },
    });
    expect(cannot.statusCode).toBe(422);
    expect(cannot.json()).toMatchObject({ code: 'MODEL_CANNOT_ANSWER' });
    const array = await t.call({
      method: 'POST',
      url: CHAT_URL,
      payload: { input: [userText('hello')], responseFormat: { type: 'JSON_SCHEMA', schema: { type: 'array' } } },
    });
    expect(array.statusCode).toBe(422);
  });

  it('operation 5 streamed from the built-in model: the tool request, then the final body', async () => {
    const res = await t.call({
      method: 'POST',
      url: AI_URL,
      payload: { stream: true, input: [userText('What is the weather in "Paris" in celsius?')], tools: [weatherTool] },
    });
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.body);
    expect(events.map((e) => e.event)).toEqual(['tool_use', 'done']);
    expect(events[0]?.data).toEqual(dataOf(events[1], 'done').content[0]);
    expect(events[1]?.data).toMatchObject({ modelId: 'builtin/tool-router', stopReason: 'TOOL_USE' });
  });

  it('embeddings without any embedding model: 400 EMBEDDING_MODEL_NOT_CONFIGURED', async () => {
    const res = await t.call({ method: 'POST', url: EMBED_URL, payload: { input: ['a'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'EMBEDDING_MODEL_NOT_CONFIGURED' });
    expect(res.json<ErrorBody>().message).toContain('STOWAGE_DEFAULT_EMBEDDING_MODEL');
  });
});
