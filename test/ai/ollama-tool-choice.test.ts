import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import type { AiReply, ErrorBody } from '../helpers/bodies.js';
import { type FakeUpstream, startFake } from './fake-upstream.js';
import { AI_URL, startGatewayApp, userText, weatherTool } from './gateway-app.js';

const timeTool = {
  name: 'get_time',
  description: 'The local time in a city',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
const question = { role: 'user', content: 'What is the weather in Paris?' };

/** Ollama ignores tool_choice: the gateway sends only the allowed tools and checks the answer (API.md §5). */
describe('toolChoice kept on Ollama, which ignores tool_choice', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  const send = (payload: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: AI_URL,
      payload: { model: 'ollama/llama3.2', input: [userText('What is the weather in Paris?')], tools: [weatherTool, timeTool], ...payload },
    });
  const toolNames = (i: number) => (fake.received[i]?.body.tools ?? []).map((tool) => tool.function?.name);

  beforeAll(async () => {
    fake = await startFake();
    t = await startGatewayApp({ models: {} }, { OLLAMA_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.received.length = 0;
  });

  it('ANY answered with text is asked again once, with what is wrong; a tool call then is the answer', async () => {
    fake.script({ fixture: 'ollama/text.json' }, { fixture: 'ollama/one-tool-call.json' });
    const res = await send({ toolChoice: { type: 'ANY' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      stopReason: 'TOOL_USE',
      content: [{ type: 'TOOL_USE_REQUEST', name: 'get_weather', toolCallId: 'call_h3kq9x2a' }],
    });
    expect(res.json<AiReply>().warnings).toEqual([
      'toolChoice ANY: ollama/llama3.2 ignores tool_choice; it was sent only the allowed tools, and its answer is checked against the choice.',
      'ollama/llama3.2 was asked again once because its first answer did not keep toolChoice.',
    ]);
    // Usage of both calls.
    expect(res.json<AiReply>().modelProviderUsage).toMatchObject({ inputTokens: 300, outputTokens: 40, totalTokens: 340 });
    expect(fake.received).toHaveLength(2);
    for (const i of [0, 1]) {
      expect(toolNames(i)).toEqual(['get_weather', 'get_time']);
      expect(fake.received[i]?.body.tool_choice).toBeUndefined();
    }
    expect(fake.received[1]?.body.messages).toEqual([
      question,
      { role: 'assistant', content: 'Hello! How can I help you today?' },
      {
        role: 'user',
        content:
          'Your answer was not accepted: toolChoice is ANY but the model called no tool. Answer by calling one of the tools: get_weather, get_time.',
      },
    ]);
  });

  it('ANY answered with text twice: 502 MODEL_OUTPUT_INVALID after two calls', async () => {
    fake.script({ fixture: 'ollama/text.json' }, { fixture: 'ollama/text.json' });
    const res = await send({ toolChoice: { type: 'ANY' } });
    expect(res.json()).toMatchObject({ status: 502, code: 'MODEL_OUTPUT_INVALID' });
    expect(res.json<ErrorBody>().message).toBe(
      'ollama/llama3.2 did not keep toolChoice when asked twice: toolChoice is ANY but the model called no tool.',
    );
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]?.body.messages?.at(-1)?.content).toContain('Answer by calling one of the tools');
  });

  it('TOOL: only that tool is sent; another tool called twice is a 502', async () => {
    fake.script({ fixture: 'ollama/one-tool-call.json' }, { fixture: 'ollama/one-tool-call.json' });
    const res = await send({ toolChoice: { type: 'TOOL', name: 'get_time' } });
    expect(res.json()).toMatchObject({ status: 502, code: 'MODEL_OUTPUT_INVALID' });
    expect(res.json<ErrorBody>().message).toContain('toolChoice is TOOL get_time but the model called get_weather');
    expect(toolNames(0)).toEqual(['get_time']);
    expect(toolNames(1)).toEqual(['get_time']);
    // The call that broke the choice gets a "not run" result, as every provider needs one per call.
    expect(fake.received[1]?.body.messages?.slice(1)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_h3kq9x2a', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris","unit":"celsius"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_h3kq9x2a', content: 'Not run: toolChoice is TOOL get_time but the model called get_weather.' },
      {
        role: 'user',
        content:
          'Your answer was not accepted: toolChoice is TOOL get_time but the model called get_weather. Answer by calling the tool "get_time".',
      },
    ]);
  });

  it('NONE: no tools are sent; a tool call anyway is asked again, and the text that follows is the answer', async () => {
    fake.script({ fixture: 'ollama/one-tool-call.json' }, { fixture: 'ollama/after-tool-result.json' });
    const res = await send({ toolChoice: { type: 'NONE' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stopReason: 'END_TURN', content: [{ type: 'TEXT', text: 'It is 18 °C and sunny in Paris.' }] });
    expect(fake.received[0]?.body.tools).toBeUndefined();
    expect(fake.received[1]?.body.tools).toBeUndefined();
    expect(fake.received[1]?.body.messages?.at(-1)).toEqual({
      role: 'user',
      content:
        'Your answer was not accepted: toolChoice is NONE but the model called get_weather. Do not call any tool now; answer in text.',
    });
  });

  it('allowParallelToolCalls false: two calls are asked again; two again is a 502', async () => {
    fake.script({ fixture: 'ollama/two-tool-calls.json' }, { fixture: 'ollama/one-tool-call.json' });
    const once = await send({ toolChoice: { type: 'AUTO', allowParallelToolCalls: false } });
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json<AiReply>().content).toEqual([
      { type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris', unit: 'celsius' }, toolCallId: 'call_h3kq9x2a' },
    ]);
    expect(fake.received[1]?.body.messages?.at(-1)?.content).toContain(
      'allowParallelToolCalls is false but the model made 2 tool calls. Make exactly one tool call.',
    );
    fake.received.length = 0;
    fake.script({ fixture: 'ollama/two-tool-calls.json' }, { fixture: 'ollama/two-tool-calls.json' });
    const twice = await send({ toolChoice: { type: 'AUTO', allowParallelToolCalls: false } });
    expect(twice.json()).toMatchObject({ status: 502, code: 'MODEL_OUTPUT_INVALID' });
    expect(fake.received).toHaveLength(2);
    for (const sent of fake.received) expect(Object.keys(sent.body)).not.toContain('parallel_tool_calls');
  });
});
