import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import type { AiReply, AiSessionRead, ErrorBody } from '../helpers/bodies.js';
import { type FakeUpstream, type Script, startFake } from './fake-upstream.js';
import { AI_URL, startGatewayApp, userText, weatherTool } from './gateway-app.js';
import { dataOf, leaveAfterFirstText, parseEvents, withoutIds } from './sse.js';

describe('streamed operation 5 over each provider (recorded SSE from fake upstreams)', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  const payload = (model: string, extra: Record<string, unknown> = {}) => ({
    model,
    input: [userText('What is the weather in Paris?')],
    tools: [weatherTool],
    ...extra,
  });
  const streamed = (model: string, extra: Record<string, unknown> = {}) =>
    t.call({ method: 'POST', url: AI_URL, headers: { accept: 'text/event-stream' }, payload: payload(model, extra) });
  const whole = (model: string, extra: Record<string, unknown> = {}) =>
    t.call({ method: 'POST', url: AI_URL, payload: payload(model, extra) });

  /** The same upstream answer streamed and whole: the final event and the JSON body agree except in ids. */
  async function compare(model: string, sse: Script, json: Script, extra: Record<string, unknown> = {}) {
    fake.script(sse);
    const res = await streamed(model, extra);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(res.body);
    fake.script(json);
    const plain = await whole(model, extra);
    expect(plain.statusCode, plain.body).toBe(200);
    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    const done = dataOf(last, 'done');
    expect(withoutIds(done)).toEqual(withoutIds(plain.json<AiReply>()));
    expect(done.requestId).toBe(res.headers['x-request-id']);
    expect(done.requestId).not.toBe(plain.json<AiReply>().requestId);
    return { events, done };
  }

  beforeAll(async () => {
    fake = await startFake();
    const common = { apiKeyEnv: 'TEST_PROVIDER_KEY', retryBaseDelayMs: 5, retries: 1 };
    t = await startGatewayApp({
      models: {
        gpt: { ...common, model: 'openai/gpt-4.1-mini', baseUrl: `${fake.url}/v1` },
        claude: { ...common, model: 'anthropic/claude-sonnet-4-5', baseUrl: `${fake.url}/v1` },
        llama: { model: 'ollama/llama3.2', baseUrl: `${fake.url}/v1`, retries: 0 },
        'gpt-backup': { ...common, model: 'openai/gpt-backup', baseUrl: `${fake.url}/v1`, retries: 0, fallbacks: ['gpt'] },
        'gpt-slow': { ...common, model: 'openai/gpt-slow', baseUrl: `${fake.url}/v1`, retries: 0, timeoutMs: 400 },
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

  it('OpenAI: text deltas in order, each tool call once complete, then the final body', async () => {
    const { events, done } = await compare(
      'gpt',
      { sse: 'openai/text-and-tool-calls.sse' },
      { fixture: 'openai/text-and-tool-calls.json' },
    );
    expect(fake.received[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    const kinds = events.map((e) => e.event);
    expect(kinds.filter((k) => k === 'text').length).toBeGreaterThan(2);
    expect(kinds.slice(kinds.indexOf('tool_use'))).toEqual(['tool_use', 'tool_use', 'done']);
    expect(
      events
        .filter((e) => e.event === 'text')
        .map((e) => e.data.delta)
        .join(''),
    ).toBe('Let me check both cities.');
    const calls = events.filter((e) => e.event === 'tool_use').map((e) => e.data);
    expect(calls).toEqual(done.content.filter((i) => i.type === 'TOOL_USE_REQUEST'));
    expect(calls[1]).toMatchObject({
      name: 'get_weather',
      toolInput: { city: 'Berlin', unit: 'fahrenheit' },
      toolCallId: 'call_M3n4O5p6Q7r8S9t0U1v2W3x4',
    });
    expect(done).toMatchObject({ stopReason: 'TOOL_USE', modelProviderUsage: { inputTokens: 82, outputTokens: 17 } });
  });

  it('OpenAI: the final event is the JSON body byte for byte (ids aside), and the exchange is in the session', async () => {
    fake.script({ sse: 'openai/text.sse' });
    const res = await streamed('gpt');
    const last = parseEvents(res.body).at(-1)!;
    const done = dataOf(last, 'done');
    const session = await t.call({ method: 'GET', url: `/api/ai/v1/sessions/${done.sessionId}` });
    expect(session.statusCode).toBe(200);
    expect(session.json<AiSessionRead>().exchanges).toHaveLength(1);
    expect(session.json<AiSessionRead>().exchanges[0]!.response).toEqual(done);
    expect(JSON.stringify(done)).toBe(last.raw);
  });

  it('Anthropic: text deltas, then the tool call assembled from input_json_delta', async () => {
    const { events } = await compare('claude', { sse: 'anthropic/one-tool-call.sse' }, { fixture: 'anthropic/one-tool-call.json' });
    expect(fake.received[0]?.body.stream).toBe(true);
    expect(
      events
        .filter((e) => e.event === 'text')
        .map((e) => e.data.delta)
        .join(''),
    ).toBe("I'll look up the weather in Paris.");
    expect(events.filter((e) => e.event === 'tool_use').map((e) => e.data)).toEqual([
      {
        type: 'TOOL_USE_REQUEST',
        name: 'get_weather',
        toolInput: { city: 'Paris', unit: 'celsius' },
        toolCallId: 'toolu_01A09q90qw90lq917835lq9',
      },
    ]);
    await compare('claude', { sse: 'anthropic/text.sse' }, { fixture: 'anthropic/text.json' });
  });

  it('Anthropic extended thinking: reasoning deltas (thinking_delta) come as reasoning events, before the text', async () => {
    fake.script({ sse: 'anthropic/thinking.sse' });
    const res = await streamed('claude', { reasoningConfig: { reasoningEffort: 'LOW' } });
    const events = parseEvents(res.body);
    const kinds = events.map((e) => e.event);
    expect(kinds.lastIndexOf('reasoning')).toBeLessThan(kinds.indexOf('text'));
    expect(
      events
        .filter((e) => e.event === 'reasoning')
        .map((e) => e.data.delta)
        .join(''),
    ).toBe('The user asks for 2 + 2. That is 4.');
    expect(
      events
        .filter((e) => e.event === 'text')
        .map((e) => e.data.delta)
        .join(''),
    ).toBe('2 + 2 is 4.');
    expect(events.at(-1)?.data).toMatchObject({ stopReason: 'END_TURN', modelProviderUsage: { inputTokens: 120, outputTokens: 42 } });
  });

  it('Ollama (OpenAI-compatible): whole tool calls in one chunk, usage from the last chunk', async () => {
    const { done } = await compare('llama', { sse: 'ollama/one-tool-call.sse' }, { fixture: 'ollama/one-tool-call.json' });
    expect(fake.received[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(done.modelProviderUsage).toMatchObject({ inputTokens: 150, outputTokens: 20 });
    const { events } = await compare('llama', { sse: 'ollama/text.sse' }, { fixture: 'ollama/text.json' });
    expect(events.map((e) => e.event)).toEqual([...events.filter((e) => e.event === 'text').map(() => 'text'), 'done']);
  });

  it('"stream": true in the body streams too; "stream": false keeps JSON whatever Accept says', async () => {
    fake.script({ sse: 'openai/text.sse' });
    const res = await t.call({ method: 'POST', url: AI_URL, payload: payload('gpt', { stream: true }) });
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    fake.script({ fixture: 'openai/text.json' });
    const plain = await t.call({
      method: 'POST',
      url: AI_URL,
      headers: { accept: 'text/event-stream' },
      payload: payload('gpt', { stream: false }),
    });
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(fake.received[1]?.body.stream).toBeFalsy();
  });

  it('"stream" must be a boolean: 400 naming it', async () => {
    const res = await whole('gpt', { stream: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json<ErrorBody>().message).toContain('stream');
  });

  it('a failure before the first event is retried, then falls back; all failing is the plain JSON error', async () => {
    fake.script({ fixture: 'openai/server-error.json', status: 500 }, { sse: 'openai/text.sse' });
    const retried = await streamed('gpt');
    expect(parseEvents(retried.body).at(-1)?.event).toBe('done');
    expect(fake.received).toHaveLength(2);

    fake.script({ fixture: 'openai/server-error.json', status: 500 }, { sse: 'openai/text.sse' });
    const fellBack = await streamed('gpt-backup');
    expect(dataOf(parseEvents(fellBack.body).at(-1), 'done').modelId).toBe('openai/gpt-4.1-mini');

    fake.script({ fixture: 'openai/server-error.json', status: 500 }, { fixture: 'openai/server-error.json', status: 500 });
    const failed = await streamed('gpt');
    expect(failed.statusCode).toBe(502);
    expect(failed.headers['content-type']).toMatch(/^application\/json/);
    expect(failed.json()).toMatchObject({ status: 502, code: 'PROVIDER_ERROR', toe: failed.headers['x-request-id'] });
  });

  it('a failure after the stream began is an error event with the §0 body, and is not retried', async () => {
    fake.script({ sse: 'openai/text.sse', dropAfter: 3 });
    const res = await streamed('gpt');
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.body);
    expect(events[0]?.event).toBe('text');
    const last = events.at(-1)!;
    expect(last.event).toBe('error');
    expect(dataOf(last, 'error').message).toContain('mid-answer');
    expect(last.data).toMatchObject({
      status: 502,
      statusReason: 'Bad Gateway',
      code: 'PROVIDER_UNAVAILABLE',
      path: AI_URL,
      toe: res.headers['x-request-id'],
    });
    expect(fake.received).toHaveLength(1);
  });

  it('an answer that outlasts the model timeout after it began: an error event PROVIDER_TIMEOUT, and the upstream call is cancelled', async () => {
    const before = fake.cancelled;
    fake.script({ sse: 'openai/text.sse', holdAfter: 3 });
    const res = await streamed('gpt-slow');
    const events = parseEvents(res.body);
    expect(events[0]?.event).toBe('text');
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { status: 504, code: 'PROVIDER_TIMEOUT' } });
    for (let i = 0; i < 50 && fake.cancelled === before; i++) await delay(20);
    expect(fake.cancelled).toBe(before + 1);
  });

  it('validateSchema: the refused answer is followed by a repair event; tool requests only once valid', async () => {
    fake.script({ sse: 'openai/invalid-arguments.sse' }, { sse: 'openai/one-tool-call.sse' });
    const res = await streamed('gpt', { validateSchema: true });
    const events = parseEvents(res.body);
    expect(events.map((e) => e.event)).toEqual(['repair', 'tool_use', 'done']);
    expect(events[0]?.data).toMatchObject({ try: 2 });
    expect(dataOf(events[0], 'repair').problems.join(' ')).toContain('/city: must be string');
    expect(events[1]?.data).toMatchObject({ toolInput: { city: 'Paris', unit: 'celsius' } });
    expect(fake.received).toHaveLength(2);
  });

  it('a client that disconnects cancels the upstream call (the fake sees its request aborted)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const before = fake.cancelled;
    fake.script({ sse: 'openai/text.sse', holdAfter: 3 });
    const seen = await leaveAfterFirstText(`http://127.0.0.1:${port}${AI_URL}`, t.admin, payload('gpt'));
    expect(seen).toContain('event: text');
    for (let i = 0; i < 100 && fake.cancelled === before; i++) await delay(20);
    expect(fake.cancelled).toBe(before + 1);
  });
});
