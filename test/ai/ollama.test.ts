import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import type { AiReply, ErrorBody } from '../helpers/bodies.js';
import { match } from '../helpers/match.js';
import { type FakeUpstream, startFake } from './fake-upstream.js';
import { AI_URL, startGatewayApp, userText, weatherTool } from './gateway-app.js';

describe('Ollama (OpenAI-compatible) against a fake server', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  const send = (payload: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: AI_URL,
      payload: { model: 'ollama/llama3.2', input: [userText('What is the weather in Paris?')], tools: [weatherTool], ...payload },
    });

  beforeAll(async () => {
    fake = await startFake();
    // ollama/<model> works from OLLAMA_BASE_URL alone; the registry adds a slow model under another alias.
    t = await startGatewayApp(
      { models: { 'llama-slow': { model: 'openai-compatible/llama-slow', baseUrl: `${fake.url}/v1`, timeoutMs: 300, retries: 0 } } },
      { OLLAMA_BASE_URL: fake.url },
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.received.length = 0;
  });

  it('plain text through /v1/chat/completions with system, temperature and max tokens; no tool_choice (Ollama ignores it)', async () => {
    fake.script({ fixture: 'ollama/text.json' });
    const res = await send({ system: 'Be brief.', temperature: 1, maxTokens: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      content: [{ type: 'TEXT', text: 'Hello! How can I help you today?' }],
      modelId: 'ollama/llama3.2',
      isCustomerModel: true,
      sessionId: match.any(String),
      requestId: match.any(String),
      stopReason: 'END_TURN',
      // Ollama sends no completion_tokens_details: the reasoning count is unknown, not 0.
      modelProviderUsage: { inputTokens: 150, outputTokens: 20, totalTokens: 170, reasoningTokens: null },
      warnings: [],
    });
    expect(fake.received[0]?.url).toBe('/v1/chat/completions');
    expect(fake.received[0]?.headers.authorization).toBeUndefined();
    expect(fake.received[0]?.body).toEqual({
      model: 'llama3.2',
      temperature: 1,
      max_tokens: 50,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'What is the weather in Paris?' },
      ],
      tools: [
        { type: 'function', function: { name: 'get_weather', description: weatherTool.description, parameters: weatherTool.parameters } },
      ],
    });
  });

  it('parallel calls off and providerOptions.user: not sent (Ollama ignores them), each with a warning', async () => {
    fake.script({ fixture: 'ollama/one-tool-call.json' });
    const res = await send({
      toolChoice: { type: 'AUTO', allowParallelToolCalls: false },
      modelConfiguration: { providerOptions: { user: 'u-42', keep_alive: '5m' } },
    });
    expect(res.json()).toMatchObject({
      stopReason: 'TOOL_USE',
      content: [{ name: 'get_weather', toolInput: { city: 'Paris', unit: 'celsius' }, toolCallId: 'call_h3kq9x2a' }],
    });
    expect(res.json<AiReply>().warnings).toEqual([
      'toolChoice.allowParallelToolCalls false: ollama/llama3.2 ignores parallel_tool_calls; not sent, and its answer is checked instead.',
      'modelConfiguration.providerOptions.user: Ollama ignores it; not sent.',
    ]);
    const sent = fake.received[0]?.body;
    expect(sent).toMatchObject({ model: 'llama3.2', keep_alive: '5m' });
    expect(Object.keys(sent ?? {})).not.toContain('parallel_tool_calls');
    expect(Object.keys(sent ?? {})).not.toContain('user');
    expect(Object.keys(sent ?? {})).not.toContain('tool_choice');
  });

  it('two tool calls are returned as they are when parallel calls are allowed', async () => {
    fake.script({ fixture: 'ollama/two-tool-calls.json' });
    const res = (await send({})).json<AiReply>();
    expect(res.content.map((c) => c.toolInput)).toEqual([{ city: 'Paris' }, { city: 'Berlin' }]);
    expect(fake.received[0]?.body.tools).toHaveLength(1);
  });

  it('a tool result across turns', async () => {
    fake.script({ fixture: 'ollama/after-tool-result.json' });
    const res = await send({
      input: [
        userText('What is the weather in Paris?'),
        {
          role: 'ASSISTANT',
          content: [
            { type: 'TEXT', text: 'Checking.' },
            { type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris' }, toolCallId: 'c9' },
          ],
        },
        {
          role: 'USER',
          content: [
            { type: 'TOOL_USE_RESULT', toolCallId: 'c9', content: [{ type: 'TEXT', text: '18 °C' }] },
            { type: 'TEXT', text: 'And tomorrow?' },
          ],
        },
      ],
    });
    expect(res.json<AiReply>().content).toEqual([{ type: 'TEXT', text: 'It is 18 °C and sunny in Paris.' }]);
    expect(fake.received[0]?.body.messages?.slice(1)).toMatchObject([
      {
        role: 'assistant',
        content: 'Checking.',
        tool_calls: [{ id: 'c9', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
      },
      { role: 'tool', tool_call_id: 'c9', content: '18 °C' },
      { role: 'user', content: 'And tomorrow?' },
    ]);
  });

  it('repair, then always invalid', async () => {
    fake.script({ fixture: 'ollama/invalid-arguments.json' }, { fixture: 'ollama/one-tool-call.json' });
    expect((await send({ validateSchema: true })).json<AiReply>().content[0]!.toolInput).toEqual({ city: 'Paris', unit: 'celsius' });
    expect(fake.received[1]?.body.messages?.at(-2)).toMatchObject({ role: 'assistant', tool_calls: [{ id: 'call_bad1' }] });
    expect(fake.received[1]?.body.messages?.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_bad1' });
    expect(fake.received[1]?.body.messages?.at(-1)?.content).toContain('missing required property "city"');
    fake.script(...Array.from({ length: 3 }, () => ({ fixture: 'ollama/invalid-arguments.json' })));
    expect((await send({ validateSchema: true })).json()).toMatchObject({ status: 502, code: 'MODEL_OUTPUT_INVALID' });
    expect(fake.received).toHaveLength(5);
  });

  it('503 "server busy" with Retry-After is waited for, then success; 500 beyond retries; 404 (model not pulled) not retried', async () => {
    fake.script({ fixture: 'ollama/server-busy.json', status: 503, headers: { 'retry-after': '1' } }, { fixture: 'ollama/text.json' });
    expect((await send({})).statusCode).toBe(200);
    expect(fake.received).toHaveLength(2);
    // Timers may fire up to 1 ms early.
    expect(fake.received[1]!.at - fake.received[0]!.at).toBeGreaterThanOrEqual(999);
    expect(fake.received[1]?.body).toEqual(fake.received[0]?.body);
    fake.received.length = 0;
    fake.script(...Array.from({ length: 3 }, () => ({ fixture: 'ollama/server-error.json', status: 500 })));
    const failed = (await send({})).json<ErrorBody>();
    expect(failed).toMatchObject({ status: 502, code: 'PROVIDER_ERROR' });
    expect(failed.message).toContain('llama runner process has terminated');
    expect(fake.received).toHaveLength(3);
    expect(fake.received[2]?.body).toEqual(fake.received[0]?.body);
    fake.received.length = 0;
    fake.script({ fixture: 'ollama/model-not-found.json', status: 404 });
    const notPulled = (await send({})).json<ErrorBody>();
    expect(notPulled).toMatchObject({ status: 502, code: 'PROVIDER_REJECTED' });
    expect(notPulled.message).toContain('not found, try pulling it first');
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]?.body.model).toBe('llama3.2');
  });

  it('no answer: 504; length: MAX_TOKENS', async () => {
    fake.script({ hang: true });
    expect((await send({ model: 'llama-slow' })).json()).toMatchObject({ status: 504, code: 'PROVIDER_TIMEOUT' });
    expect(fake.received[0]?.body.model).toBe('llama-slow');
    fake.script({ fixture: 'ollama/max-tokens.json' });
    expect((await send({ maxTokens: 5 })).json()).toMatchObject({
      stopReason: 'MAX_TOKENS',
      content: [{ text: 'The weather in Paris is' }],
    });
    expect(fake.received[1]?.body).toMatchObject({ model: 'llama3.2', max_tokens: 5 });
  });

  it('reasoningConfig: not sent to llama3.2 (with a warning), sent to a reasoning family (qwen3)', async () => {
    fake.script({ fixture: 'ollama/text.json' }, { fixture: 'ollama/text.json' });
    const llama = await send({ reasoningConfig: { reasoningEffort: 'LOW' } });
    expect(llama.json<AiReply>().warnings).toEqual([expect.stringContaining('ollama/llama3.2 does not take a reasoning setting')]);
    const qwen = await send({ model: 'ollama/qwen3:8b', reasoningConfig: { reasoningEffort: 'LOW' } });
    expect(qwen.json<AiReply>().warnings).toEqual([]);
    expect(fake.received.map((r) => [r.body.model, r.body.reasoning_effort])).toEqual([
      ['llama3.2', undefined],
      ['qwen3:8b', 'low'],
    ]);
  });

  it('reasoning from a thinking model is answered as REASONING (no signature) and not sent back to an OpenAI-compatible server', async () => {
    fake.script({ fixture: 'ollama/qwen3-reasoning.json' }, { fixture: 'ollama/after-tool-result.json' });
    const first = (await send({ model: 'ollama/qwen3:8b', reasoningConfig: { reasoningEffort: 'MEDIUM' } })).json<AiReply>();
    expect(first.content).toEqual([
      { type: 'REASONING', text: "The user wants the weather in Paris. I have get_weather, which takes a city. I'll call it with Paris." },
      { type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris' }, toolCallId: 'call_q8w2e4r6' },
    ]);
    const next = userText('What is the weather in Paris?');
    const result = {
      role: 'USER',
      content: [{ type: 'TOOL_USE_RESULT', toolCallId: 'call_q8w2e4r6', content: [{ type: 'TEXT', text: '18 °C' }] }],
    };
    const res = await send({ model: 'ollama/qwen3:8b', input: [next, { role: 'ASSISTANT', content: first.content }, result] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AiReply>().warnings).toEqual([]);
    expect(fake.received[0]?.body).toMatchObject({ model: 'qwen3:8b', reasoning_effort: 'medium' });
    // No reasoning_content: some OpenAI-compatible servers (DeepSeek) refuse it in the input.
    expect(fake.received[1]?.body.messages?.[1]).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'call_q8w2e4r6', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
    });
  });
});
