import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { type FakeUpstream, startFake } from './fake-upstream.js';
import { AI_URL, startGatewayApp, userText, weatherTool } from './gateway-app.js';

describe('Ollama (OpenAI-compatible) against a fake server', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  const send = (payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: AI_URL, payload: { model: 'ollama/llama3.2', input: [userText('What is the weather in Paris?')], tools: [weatherTool], ...payload } });

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

  it('plain text through /v1/chat/completions with system, temperature and max tokens', async () => {
    fake.script({ fixture: 'ollama/text.json' });
    const res = await send({ system: 'Be brief.', temperature: 1, maxTokens: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      content: [{ type: 'TEXT', text: 'Hello! How can I help you today?' }],
      modelId: 'ollama/llama3.2',
      isCustomerModel: true,
      stopReason: 'END_TURN',
      modelProviderUsage: { inputTokens: 150, outputTokens: 20, totalTokens: 170, reasoningTokens: 0 },
    });
    expect(fake.received[0]?.url).toBe('/v1/chat/completions');
    expect(fake.received[0]?.headers.authorization).toBeUndefined();
    expect(fake.received[0]?.body).toMatchObject({
      model: 'llama3.2',
      temperature: 1,
      max_tokens: 50,
      messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'What is the weather in Paris?' }],
      tools: [{ type: 'function', function: { name: 'get_weather', parameters: weatherTool.parameters } }],
      tool_choice: 'auto',
    });
  });

  it('one tool call; parallel calls off is sent as parallel_tool_calls', async () => {
    fake.script({ fixture: 'ollama/one-tool-call.json' });
    const res = await send({ toolChoice: { type: 'AUTO', allowParallelToolCalls: false } });
    expect(res.json()).toMatchObject({ stopReason: 'TOOL_USE', content: [{ name: 'get_weather', toolInput: { city: 'Paris', unit: 'celsius' }, toolCallId: 'call_h3kq9x2a' }] });
    expect(fake.received[0]?.body.parallel_tool_calls).toBe(false);
  });

  it('two tool calls; when parallel calls are off and the server sends two anyway, the first is kept with a warning', async () => {
    fake.script({ fixture: 'ollama/two-tool-calls.json' }, { fixture: 'ollama/two-tool-calls.json' });
    expect((await send({})).json().content).toHaveLength(2);
    const limited = (await send({ toolChoice: { type: 'AUTO', allowParallelToolCalls: false } })).json();
    expect(limited.content).toEqual([{ type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris' }, toolCallId: 'call_p1' }]);
    expect(limited.warnings[0]).toContain('allowParallelToolCalls is false');
  });

  it('a tool result across turns', async () => {
    fake.script({ fixture: 'ollama/after-tool-result.json' });
    const res = await send({
      input: [
        userText('What is the weather in Paris?'),
        { role: 'ASSISTANT', content: [{ type: 'TEXT', text: 'Checking.' }, { type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris' }, toolCallId: 'c9' }] },
        { role: 'USER', content: [{ type: 'TOOL_USE_RESULT', toolCallId: 'c9', content: [{ type: 'TEXT', text: '18 °C' }] }, { type: 'TEXT', text: 'And tomorrow?' }] },
      ],
    });
    expect(res.json().content).toEqual([{ type: 'TEXT', text: 'It is 18 °C and sunny in Paris.' }]);
    expect(fake.received[0]?.body.messages.slice(1)).toMatchObject([
      { role: 'assistant', content: 'Checking.', tool_calls: [{ id: 'c9', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }] },
      { role: 'tool', tool_call_id: 'c9', content: '18 °C' },
      { role: 'user', content: 'And tomorrow?' },
    ]);
  });

  it('repair, then always invalid', async () => {
    fake.script({ fixture: 'ollama/invalid-arguments.json' }, { fixture: 'ollama/one-tool-call.json' });
    expect((await send({ validateSchema: true })).json().content[0].toolInput).toEqual({ city: 'Paris', unit: 'celsius' });
    expect(fake.received[1]?.body.messages.at(-1).content).toContain('missing required property "city"');
    fake.script(...Array.from({ length: 3 }, () => ({ fixture: 'ollama/invalid-arguments.json' })));
    expect((await send({ validateSchema: true })).json()).toMatchObject({ status: 502, code: 'MODEL_OUTPUT_INVALID' });
  });

  it('429 with Retry-After then success; 500 beyond retries; 404 (model not pulled) not retried', async () => {
    fake.script({ fixture: 'ollama/rate-limited.json', status: 429, headers: { 'retry-after': '1' } }, { fixture: 'ollama/text.json' });
    expect((await send({})).statusCode).toBe(200);
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]?.body).toEqual(fake.received[0]?.body);
    fake.script(...Array.from({ length: 3 }, () => ({ fixture: 'ollama/server-error.json', status: 500 })));
    expect((await send({})).json()).toMatchObject({ status: 502, code: 'PROVIDER_ERROR' });
    fake.received.length = 0;
    fake.script({ fixture: 'ollama/server-error.json', status: 404 });
    const notPulled = (await send({})).json();
    expect(notPulled).toMatchObject({ status: 502, code: 'PROVIDER_REJECTED' });
    expect(notPulled.message).toContain('not found, try pulling it first');
    expect(fake.received).toHaveLength(1);
  });

  it('no answer: 504; max tokens: MAX_TOKENS; content filter: CONTENT_FILTERED', async () => {
    fake.script({ hang: true });
    expect((await send({ model: 'llama-slow' })).json()).toMatchObject({ status: 504, code: 'PROVIDER_TIMEOUT' });
    expect(fake.received[0]?.body.model).toBe('llama-slow');
    fake.script({ fixture: 'ollama/max-tokens.json' }, { fixture: 'ollama/content-filter.json' });
    expect((await send({ maxTokens: 5 })).json().stopReason).toBe('MAX_TOKENS');
    expect(fake.received[1]?.body.max_tokens).toBe(5);
    expect((await send({})).json()).toMatchObject({ stopReason: 'CONTENT_FILTERED', content: [] });
  });

  it('toolChoice NONE and reasoning effort are passed on', async () => {
    fake.script({ fixture: 'ollama/text.json' });
    await send({ toolChoice: { type: 'NONE' }, reasoningConfig: { reasoningEffort: 'LOW' } });
    expect(fake.received[0]?.body).toMatchObject({ tool_choice: 'none', reasoning_effort: 'low' });
  });
});
