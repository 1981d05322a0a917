import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import type { AiReply, ErrorBody } from '../helpers/bodies.js';
import { type FakeUpstream, startFake } from './fake-upstream.js';
import { AI_URL, startGatewayApp, userText, weatherTool } from './gateway-app.js';

describe('Anthropic provider against a fake messages server', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  const send = (payload: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: AI_URL,
      payload: {
        model: 'anthropic/claude-sonnet-4-5',
        input: [userText('What is the weather in Paris?')],
        tools: [weatherTool],
        ...payload,
      },
    });

  beforeAll(async () => {
    fake = await startFake();
    const base = { model: 'anthropic/claude-sonnet-4-5', baseUrl: `${fake.url}/v1`, apiKeyEnv: 'TEST_PROVIDER_KEY', retryBaseDelayMs: 5 };
    t = await startGatewayApp({
      models: {
        claude: { ...base, retries: 2 },
        'claude-slow': { ...base, model: 'anthropic/claude-slow', timeoutMs: 300, retries: 0 },
        haiku: { ...base, model: 'anthropic/claude-3-5-haiku-latest' },
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

  it('plain text: system, temperature, max tokens, tools and tool choice in the messages format', async () => {
    fake.script({ fixture: 'anthropic/text.json' });
    const res = await send({ system: 'Be brief.', temperature: 0.2, maxTokens: 256 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      content: [{ type: 'TEXT', text: 'Hello! How can I help you today?' }],
      modelId: 'anthropic/claude-sonnet-4-5',
      isCustomerModel: true,
      stopReason: 'END_TURN',
      // Anthropic reports no thinking-token count: null, not a made-up 0.
      modelProviderUsage: { inputTokens: 412, outputTokens: 57, totalTokens: 469, reasoningTokens: null },
      warnings: [],
    });
    const [sent] = fake.received;
    expect(sent?.url).toBe('/v1/messages');
    expect(sent?.headers['x-api-key']).toBe('sk-test-key');
    expect(sent?.body).toMatchObject({
      model: 'claude-sonnet-4-5',
      system: [{ type: 'text', text: 'Be brief.' }],
      temperature: 0.2,
      max_tokens: 256,
      messages: [{ role: 'user', content: [{ type: 'text', text: 'What is the weather in Paris?' }] }],
      tools: [{ name: 'get_weather', description: weatherTool.description, input_schema: weatherTool.parameters }],
      tool_choice: { type: 'auto' },
    });
  });

  it('one tool call with text; TOOL choice and parallel calls off', async () => {
    fake.script({ fixture: 'anthropic/one-tool-call.json' });
    const res = await send({ toolChoice: { type: 'TOOL', name: 'get_weather', allowParallelToolCalls: false } });
    expect(res.json()).toMatchObject({
      stopReason: 'TOOL_USE',
      content: [
        { type: 'TEXT', text: "I'll look up the weather in Paris." },
        {
          type: 'TOOL_USE_REQUEST',
          name: 'get_weather',
          toolInput: { city: 'Paris', unit: 'celsius' },
          toolCallId: 'toolu_01A09q90qw90lq917835lq9',
        },
      ],
    });
    expect(fake.received[0]?.body.tool_choice).toEqual({ type: 'tool', name: 'get_weather', disable_parallel_tool_use: true });
  });

  it('two tool calls (toolChoice ANY → any)', async () => {
    fake.script({ fixture: 'anthropic/two-tool-calls.json' });
    const res = await send({ toolChoice: { type: 'ANY' } });
    expect(res.json<AiReply>().content.map((c) => c.toolCallId)).toEqual([
      'toolu_01T1x1BqrA7dZVxUp2hYh3rV',
      'toolu_01Hk2mQ9w8E7r6T5y4U3i2O1',
    ]);
    expect(fake.received[0]?.body.tool_choice).toEqual({ type: 'any' });
  });

  it('a tool result across turns becomes a tool_result block in a user message', async () => {
    fake.script({ fixture: 'anthropic/after-tool-result.json' });
    const res = await send({
      input: [
        userText('What is the weather in Paris?'),
        {
          role: 'ASSISTANT',
          content: [{ type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris' }, toolCallId: 'toolu_1' }],
        },
        { role: 'USER', content: [{ type: 'TOOL_USE_RESULT', toolCallId: 'toolu_1', content: [{ type: 'TEXT', text: '18 °C, sunny' }] }] },
      ],
    });
    expect(res.json()).toMatchObject({ stopReason: 'END_TURN', content: [{ text: 'It is 18 °C and sunny in Paris.' }] });
    expect(fake.received[0]?.body.messages).toMatchObject([
      { role: 'user', content: [{ type: 'text', text: 'What is the weather in Paris?' }] },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: { city: 'Paris' } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '18 °C, sunny' }] },
    ]);
  });

  it('repair: invalid input, then valid', async () => {
    fake.script({ fixture: 'anthropic/invalid-arguments.json' }, { fixture: 'anthropic/one-tool-call.json' });
    const res = await send({ validateSchema: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AiReply>().content[1]!.toolInput).toEqual({ city: 'Paris', unit: 'celsius' });
    const last = fake.received[1]?.body.messages?.at(-1);
    expect(last).toMatchObject({ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_01Inv4lid9Args8Xx7Yy6Zz5' }] });
    expect(JSON.stringify(last)).toContain('/city: must be string');
  });

  it('always invalid: 502 MODEL_OUTPUT_INVALID', async () => {
    fake.script(...Array.from({ length: 3 }, () => ({ fixture: 'anthropic/invalid-arguments.json' })));
    const res = await send({ validateSchema: true });
    expect(res.json()).toMatchObject({ status: 502, code: 'MODEL_OUTPUT_INVALID' });
    expect(fake.received).toHaveLength(3);
    expect(JSON.stringify(fake.received[2]?.body.messages?.at(-1))).toContain('/city: must be string');
  });

  it('429 with Retry-After and 529 overloaded are retried, then success', async () => {
    fake.script(
      { fixture: 'anthropic/rate-limited.json', status: 429, headers: { 'retry-after': '1' } },
      { fixture: 'anthropic/overloaded.json', status: 529 },
      { fixture: 'anthropic/text.json' },
    );
    const res = await send({});
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.received).toHaveLength(3);
    // The 429's Retry-After: 1 is waited for (timers may fire up to 1 ms early); the 529 has none: the 5 ms backoff.
    expect(fake.received[1]!.at - fake.received[0]!.at).toBeGreaterThanOrEqual(999);
    expect(fake.received[2]?.body).toEqual(fake.received[0]?.body);
    expect(fake.received[0]?.body.tools?.[0]?.name).toBe('get_weather');
  });

  it('500 beyond the retries: 502 PROVIDER_ERROR with the provider message', async () => {
    fake.script(...Array.from({ length: 3 }, () => ({ fixture: 'anthropic/server-error.json', status: 500 })));
    const res = await send({});
    expect(res.json()).toMatchObject({ status: 502, code: 'PROVIDER_ERROR' });
    expect(res.json<ErrorBody>().message).toContain('Internal server error');
    expect(fake.received).toHaveLength(3);
    for (const sent of fake.received) expect(sent.body).toMatchObject({ model: 'claude-sonnet-4-5', tools: [{ name: 'get_weather' }] });
  });

  it('no answer: 504 PROVIDER_TIMEOUT', async () => {
    fake.script({ hang: true });
    const res = await send({ model: 'claude-slow' });
    expect(fake.received[0]?.body).toMatchObject({ model: 'claude-slow', tools: [{ name: 'get_weather' }] });
    expect(res.json()).toMatchObject({ status: 504, code: 'PROVIDER_TIMEOUT' });
  });

  it('max_tokens, stop_sequence, refusal and pause_turn map to MAX_TOKENS, STOP_SEQUENCE, SAFETY and UNKNOWN', async () => {
    fake.script(
      { fixture: 'anthropic/max-tokens.json' },
      { fixture: 'anthropic/stop-sequence.json' },
      { fixture: 'anthropic/refusal.json' },
      { fixture: 'anthropic/pause-turn.json' },
    );
    expect((await send({ maxTokens: 5 })).json<AiReply>().stopReason).toBe('MAX_TOKENS');
    expect(fake.received[0]?.body.max_tokens).toBe(5);
    expect((await send({ modelConfiguration: { stopSequences: ['###'] } })).json<AiReply>().stopReason).toBe('STOP_SEQUENCE');
    expect(fake.received[1]?.body.stop_sequences).toEqual(['###']);
    expect((await send({})).json()).toMatchObject({ stopReason: 'SAFETY', content: [] });
    const paused = (await send({})).json<AiReply>();
    expect(paused).toMatchObject({ stopReason: 'UNKNOWN', content: [{ type: 'TEXT', text: 'I am still looking into this.' }] });
    expect(paused.warnings).toEqual([expect.stringContaining('paused its turn (Anthropic pause_turn)')]);
    for (const sent of fake.received)
      expect(sent.body).toMatchObject({
        model: 'claude-sonnet-4-5',
        messages: [{ role: 'user', content: [{ type: 'text', text: 'What is the weather in Paris?' }] }],
        tool_choice: { type: 'auto' },
      });
  });

  it("a temperature above Anthropic's 1 is clamped to 1, and the warning says so", async () => {
    fake.script({ fixture: 'anthropic/text.json' });
    const res = await send({ temperature: 1.5 });
    expect(fake.received[0]?.body.temperature).toBe(1);
    expect(res.json<AiReply>().warnings).toEqual(['temperature 1.5: Anthropic takes 0 to 1; clamped to 1.']);
  });

  it("inputTokens counts cached prompt tokens too (as OpenAI's prompt_tokens does)", async () => {
    fake.script({ fixture: 'anthropic/cached-prompt.json' });
    const res = await send({});
    expect(res.json<AiReply>().modelProviderUsage).toEqual({
      inputTokens: 1821,
      outputTokens: 12,
      totalTokens: 1833,
      reasoningTokens: null,
    });
    expect(fake.received[0]?.body).toMatchObject({ model: 'claude-sonnet-4-5', messages: [{ role: 'user' }] });
  });

  it('reasoning effort becomes a thinking budget, added to max_tokens; temperature is dropped with a warning', async () => {
    fake.script({ fixture: 'anthropic/text.json' });
    const res = await send({ reasoningConfig: { reasoningEffort: 'MEDIUM' }, maxTokens: 8000, temperature: 0.5 });
    expect(res.statusCode, res.body).toBe(200);
    const sent = fake.received[0]?.body;
    expect(sent).toMatchObject({ thinking: { type: 'enabled', budget_tokens: 4096 }, max_tokens: 12_096, tool_choice: { type: 'auto' } });
    expect(sent?.temperature).toBeUndefined();
    expect(res.json<AiReply>().warnings).toEqual(['temperature: temperature is not supported when thinking is enabled; ignored.']);
  });

  it('NONE sends no thinking; a model outside the thinking families gets no thinking and a warning', async () => {
    fake.script({ fixture: 'anthropic/text.json' }, { fixture: 'anthropic/text.json' });
    expect((await send({ reasoningConfig: { reasoningEffort: 'NONE' } })).json<AiReply>().warnings).toEqual([]);
    const old = await send({ model: 'anthropic/claude-3-5-haiku-latest', reasoningConfig: { reasoningEffort: 'HIGH' }, maxTokens: 1000 });
    expect(old.json<AiReply>().warnings).toEqual([
      expect.stringContaining('anthropic/claude-3-5-haiku-latest does not take a reasoning setting'),
    ]);
    expect(fake.received.map((r) => [r.body.model, r.body.thinking])).toEqual([
      ['claude-sonnet-4-5', undefined],
      ['claude-3-5-haiku-latest', undefined],
    ]);
  });
});
