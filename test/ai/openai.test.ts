import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import type { AiReply, ErrorBody } from '../helpers/bodies.js';
import { type FakeUpstream, startFake } from './fake-upstream.js';
import { AI_URL, startGatewayApp, userText, weatherTool } from './gateway-app.js';

describe('OpenAI provider against a fake chat-completions server', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  const send = (payload: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: AI_URL,
      payload: { input: [userText('What is the weather in Paris?')], tools: [weatherTool], ...payload },
    });

  beforeAll(async () => {
    fake = await startFake();
    const base = { model: 'openai/gpt-4.1-mini', baseUrl: `${fake.url}/v1`, apiKeyEnv: 'TEST_PROVIDER_KEY', retryBaseDelayMs: 5 };
    t = await startGatewayApp({
      default: 'gpt',
      models: {
        gpt: { ...base, retries: 2 },
        'gpt-slow': { ...base, model: 'openai/gpt-slow', timeoutMs: 300, retries: 0 },
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

  it('plain text: maps system, temperature, max tokens, tools and tool choice; reports usage', async () => {
    fake.script({ fixture: 'openai/text.json' });
    const res = await send({ system: [{ type: 'TEXT', text: 'Be brief.' }], temperature: 0.3, maxTokens: 100 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      content: [{ type: 'TEXT', text: 'Hello! How can I help you today?' }],
      modelId: 'openai/gpt-4.1-mini',
      isCustomerModel: true,
      stopReason: 'END_TURN',
      modelProviderUsage: { inputTokens: 82, outputTokens: 17, totalTokens: 99, reasoningTokens: 0 },
      warnings: [],
    });
    expect(fake.received).toHaveLength(1);
    const [sent] = fake.received;
    expect(sent?.url).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent?.body).toMatchObject({
      model: 'gpt-4.1-mini',
      temperature: 0.3,
      max_tokens: 100,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'What is the weather in Paris?' },
      ],
      tools: [
        { type: 'function', function: { name: 'get_weather', description: weatherTool.description, parameters: weatherTool.parameters } },
      ],
      tool_choice: 'auto',
    });
    expect(sent?.body.parallel_tool_calls).toBeUndefined();
  });

  it('one tool call: TOOL choice and parallel calls off are sent; stopReason TOOL_USE', async () => {
    fake.script({ fixture: 'openai/one-tool-call.json' });
    const res = await send({ toolChoice: { type: 'TOOL', name: 'get_weather', allowParallelToolCalls: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      stopReason: 'TOOL_USE',
      content: [
        {
          type: 'TOOL_USE_REQUEST',
          name: 'get_weather',
          toolInput: { city: 'Paris', unit: 'celsius' },
          toolCallId: 'call_Qx8fVb3LmN2pR7sT1uW4yZ6a',
        },
      ],
    });
    expect(fake.received[0]?.body).toMatchObject({
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
      parallel_tool_calls: false,
    });
  });

  it('two tool calls in one answer (toolChoice ANY → required)', async () => {
    fake.script({ fixture: 'openai/two-tool-calls.json' });
    const res = await send({ toolChoice: { type: 'ANY' } });
    expect(res.json()).toMatchObject({
      stopReason: 'TOOL_USE',
      content: [
        { type: 'TOOL_USE_REQUEST', toolInput: { city: 'Paris' }, toolCallId: 'call_A1b2C3d4E5f6G7h8I9j0K1l2' },
        { type: 'TOOL_USE_REQUEST', toolInput: { city: 'Berlin', unit: 'fahrenheit' }, toolCallId: 'call_M3n4O5p6Q7r8S9t0U1v2W3x4' },
      ],
    });
    expect(fake.received[0]?.body.tool_choice).toBe('required');
  });

  it('a tool result across turns is sent as the assistant tool call plus a tool message', async () => {
    fake.script({ fixture: 'openai/after-tool-result.json' });
    const res = await send({
      input: [
        userText('What is the weather in Paris?'),
        {
          role: 'ASSISTANT',
          content: [{ type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris' }, toolCallId: 'call_1' }],
        },
        { role: 'USER', content: [{ type: 'TOOL_USE_RESULT', toolCallId: 'call_1', content: [{ type: 'TEXT', text: '18 °C, sunny' }] }] },
      ],
    });
    expect(res.json()).toMatchObject({ stopReason: 'END_TURN', content: [{ type: 'TEXT', text: 'It is 18 °C and sunny in Paris.' }] });
    expect(fake.received[0]?.body.messages).toEqual([
      { role: 'user', content: 'What is the weather in Paris?' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
      },
      { role: 'tool', tool_call_id: 'call_1', content: '18 °C, sunny' },
    ]);
  });

  it('validateSchema: invalid arguments, then valid after the errors are sent back (repair)', async () => {
    fake.script({ fixture: 'openai/invalid-arguments.json' }, { fixture: 'openai/one-tool-call.json' });
    const res = await send({ validateSchema: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      content: [{ toolInput: { city: 'Paris', unit: 'celsius' } }],
      modelProviderUsage: { inputTokens: 164, outputTokens: 34, totalTokens: 198 },
    });
    expect(fake.received).toHaveLength(2);
    const repair = fake.received[1]?.body.messages;
    expect(repair?.at(-2)).toMatchObject({ role: 'assistant', tool_calls: [{ id: 'call_Bad0Args1Xy2Zz3Qq4Ww5Ee6' }] });
    expect(repair?.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_Bad0Args1Xy2Zz3Qq4Ww5Ee6' });
    expect(repair?.at(-1)?.content).toContain('/city: must be string');
    expect(repair?.at(-1)?.content).toContain('/unit: must be equal to one of the allowed values: "celsius", "fahrenheit"');
  });

  it('validateSchema: always invalid → 502 MODEL_OUTPUT_INVALID after 3 tries', async () => {
    fake.script(...Array.from({ length: 3 }, () => ({ fixture: 'openai/invalid-arguments.json' })));
    const res = await send({ validateSchema: true });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'MODEL_OUTPUT_INVALID' });
    expect(res.json<ErrorBody>().message).toContain('/city: must be string');
    expect(fake.received).toHaveLength(3);
    expect(fake.received[2]?.body.messages?.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_Bad0Args1Xy2Zz3Qq4Ww5Ee6' });
  });

  it('without validateSchema invalid input is returned as given; unparsable arguments become {} with a warning', async () => {
    fake.script({ fixture: 'openai/invalid-arguments.json' }, { fixture: 'openai/malformed-arguments.json' });
    expect((await send({})).json<AiReply>().content[0]!.toolInput).toEqual({ city: 42, unit: 'kelvin' });
    expect(fake.received[0]?.body).toMatchObject({ model: 'gpt-4.1-mini', tool_choice: 'auto' });
    const malformed = (await send({})).json<AiReply>();
    expect(malformed.content[0]!.toolInput).toEqual({});
    expect(malformed.warnings[0]).toContain('were not a JSON object');
  });

  it('429 with Retry-After, then success', async () => {
    fake.script({ fixture: 'openai/rate-limited.json', status: 429, headers: { 'retry-after': '1' } }, { fixture: 'openai/text.json' });
    const res = await send({});
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.received).toHaveLength(2);
    // Retry-After: 1 is waited for, not the model's 5 ms backoff (timers may fire up to 1 ms early).
    expect(fake.received[1]!.at - fake.received[0]!.at).toBeGreaterThanOrEqual(999);
    // The retry sends the same request again.
    expect(fake.received[1]?.body).toEqual(fake.received[0]?.body);
    expect(fake.received[0]?.body.tools?.[0]?.function?.name).toBe('get_weather');
  });

  it('429 beyond the retries → 502 PROVIDER_RATE_LIMITED with the provider message', async () => {
    fake.script(
      ...Array.from({ length: 3 }, () => ({ fixture: 'openai/rate-limited.json', status: 429, headers: { 'retry-after-ms': '5' } })),
    );
    const res = await send({});
    expect(res.statusCode).toBe(502);
    expect(res.json<ErrorBody>().code).toBe('PROVIDER_RATE_LIMITED');
    expect(res.json<ErrorBody>().message).toContain('Rate limit reached for gpt-4.1-mini');
    expect(fake.received).toHaveLength(3);
    for (const sent of fake.received) expect(sent.body).toEqual(fake.received[0]?.body);
    expect(fake.received[0]?.body).toMatchObject({
      model: 'gpt-4.1-mini',
      messages: [{ role: 'user', content: 'What is the weather in Paris?' }],
    });
  });

  it('500 is retried, then 502 PROVIDER_ERROR with the provider message', async () => {
    fake.script(...Array.from({ length: 3 }, () => ({ fixture: 'openai/server-error.json', status: 500 })));
    const res = await send({});
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(res.json<ErrorBody>().message).toContain('The server had an error while processing your request');
    expect(fake.received).toHaveLength(3);
    expect(fake.received[2]?.body).toEqual(fake.received[0]?.body);
  });

  it('a dropped connection is retried', async () => {
    fake.script({ drop: true }, { fixture: 'openai/text.json' });
    const res = await send({});
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]?.body).toEqual(fake.received[0]?.body);
  });

  it('401 is not retried: 502 PROVIDER_AUTH_FAILED', async () => {
    fake.script({ fixture: 'openai/invalid-api-key.json', status: 401 });
    const res = await send({});
    expect(res.json()).toMatchObject({ status: 502, code: 'PROVIDER_AUTH_FAILED' });
    expect(res.json<ErrorBody>().message).toContain('Incorrect API key provided');
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]?.headers.authorization).toBe('Bearer sk-test-key');
    expect(fake.received[0]?.body).toMatchObject({ model: 'gpt-4.1-mini', tools: [{ function: { name: 'get_weather' } }] });
  });

  it('no answer within the model timeout → 504 PROVIDER_TIMEOUT, and the upstream call is cancelled', async () => {
    fake.script({ hang: true });
    const res = await send({ model: 'gpt-slow' });
    expect(fake.received[0]?.body.model).toBe('gpt-slow');
    expect(res.statusCode).toBe(504);
    expect(res.json<ErrorBody>().code).toBe('PROVIDER_TIMEOUT');
    await expect.poll(() => fake.cancelled).toBe(1);
  });

  it("length → MAX_TOKENS, content_filter → CONTENT_FILTERED, a refusal → SAFETY (as Anthropic's refusal)", async () => {
    fake.script({ fixture: 'openai/max-tokens.json' }, { fixture: 'openai/content-filter.json' }, { fixture: 'openai/refusal.json' });
    expect((await send({ maxTokens: 5 })).json()).toMatchObject({
      stopReason: 'MAX_TOKENS',
      content: [{ text: 'The weather in Paris is' }],
    });
    expect(fake.received[0]?.body).toMatchObject({ model: 'gpt-4.1-mini', max_tokens: 5 });
    expect((await send({})).json()).toMatchObject({ stopReason: 'CONTENT_FILTERED', content: [] });
    const refused = (await send({})).json();
    expect(refused).toMatchObject({ stopReason: 'SAFETY', content: [{ type: 'TEXT', text: "I'm sorry, I can't help with that." }] });
    for (const sent of fake.received)
      expect(sent.body).toMatchObject({ model: 'gpt-4.1-mini', tools: [{ function: { name: 'get_weather' } }], tool_choice: 'auto' });
  });

  it('a 200 whose body cannot be read is retried like a 5xx', async () => {
    fake.script({ raw: '{"id":"chatcmpl-CfTJ cut off' }, { fixture: 'openai/text.json' });
    const res = await send({});
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]?.body).toEqual(fake.received[0]?.body);
    fake.script(...Array.from({ length: 3 }, () => ({ raw: '<html>bad gateway</html>' })));
    const failed = await send({});
    expect(failed.json()).toMatchObject({ status: 502, code: 'PROVIDER_ERROR' });
    expect(failed.json<ErrorBody>().message).toContain('gave an answer that could not be read');
    expect(fake.received).toHaveLength(5);
  });

  it('bad requests get their 400 before anything goes upstream', async () => {
    const bad: Record<string, unknown>[] = [
      { model: 'openai-compatible/nothing' },
      { model: 'anthropic/claude-sonnet-4-5' },
      { tools: [{ ...weatherTool, name: 'bad name!' }] },
      { tools: [{ ...weatherTool, parameters: { type: 'array' } }] },
      { tools: [{ ...weatherTool, parameters: [] }] },
      { toolChoice: { type: 'TOOL', name: 'missing_tool' } },
      { input: [{ role: 'USER', content: [{ type: 'TOOL_USE_RESULT', toolCallId: 'call_nothing', content: [] }] }] },
      { modelConfiguration: { topP: 'high' } },
      // A tool request whose result never follows: every provider would refuse the conversation.
      {
        input: [
          userText('Weather?'),
          { role: 'ASSISTANT', content: [{ type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: {}, toolCallId: 'call_1' }] },
          userText('Well?'),
        ],
      },
      { input: [{ role: 'USER', content: [{ type: 'REASONING', text: 'I think' }] }] },
    ];
    for (const change of bad) {
      const res = await send(change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    const unanswered = await send(bad[8]!);
    expect(unanswered.json<ErrorBody>().message).toContain(
      'input[1].content[0].toolCallId "call_1": has no TOOL_USE_RESULT in the next message',
    );
    expect(fake.received).toHaveLength(0);
  });
});
