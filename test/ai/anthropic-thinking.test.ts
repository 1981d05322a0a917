import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import type { AiReply, ErrorBody } from '../helpers/bodies.js';
import { type FakeUpstream, fixture, startFake } from './fake-upstream.js';
import { AI_URL, startGatewayApp, userText, weatherTool } from './gateway-app.js';

interface Block {
  type: string;
  thinking?: string;
  signature?: string;
  data?: string;
  id?: string;
}
const recorded = fixture('anthropic/thinking-tool-call.json') as { content: Block[] };
const thinking = recorded.content[0]!;
const toolUse = recorded.content[1]!;

const question = userText('What is the weather in Paris?');
const result = (toolCallId: string) => ({
  role: 'USER',
  content: [{ type: 'TOOL_USE_RESULT', toolCallId, content: [{ type: 'TEXT', text: '18 °C, sunny' }] }],
});

describe('Anthropic extended thinking across a tool loop', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  const send = (payload: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: AI_URL,
      payload: { model: 'claude', tools: [weatherTool], reasoningConfig: { reasoningEffort: 'LOW' }, maxTokens: 2000, ...payload },
    });

  beforeAll(async () => {
    fake = await startFake();
    t = await startGatewayApp({
      models: { claude: { model: 'anthropic/claude-sonnet-4-5', baseUrl: `${fake.url}/v1`, apiKeyEnv: 'TEST_PROVIDER_KEY', retries: 0 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.received.length = 0;
  });

  /** Turn 1: the model thinks, then asks for the tool. */
  async function firstTurn(sessionId?: string) {
    fake.script({ fixture: 'anthropic/thinking-tool-call.json' });
    const res = await send({ input: [question], ...(sessionId ? { sessionId } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.received.at(-1)?.body).toMatchObject({
      thinking: { type: 'enabled', budget_tokens: 1024 },
      max_tokens: 3024,
      messages: [{ role: 'user' }],
    });
    return res.json<AiReply>();
  }

  it('turn 1 answers the thinking as a REASONING item with its signature, before the tool request', async () => {
    const answer = await firstTurn();
    expect(answer).toMatchObject({
      stopReason: 'TOOL_USE',
      content: [
        { type: 'REASONING', text: thinking.thinking, signature: thinking.signature },
        { type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris' }, toolCallId: toolUse.id },
      ],
      modelProviderUsage: { inputTokens: 463, outputTokens: 121, totalTokens: 584, reasoningTokens: null },
      warnings: [],
    });
  });

  it('turn 2 with the client echoing REASONING: the thinking block goes back, signed, before the tool use', async () => {
    const first = await firstTurn();
    fake.script({ fixture: 'anthropic/thinking-after-tool-result.json' });
    const res = await send({ input: [question, { role: 'ASSISTANT', content: first.content }, result(toolUse.id!)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      stopReason: 'END_TURN',
      content: [{ type: 'TEXT', text: 'It is 18 °C and sunny in Paris right now.' }],
    });
    expect(fake.received[1]?.body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'What is the weather in Paris?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'thinking', thinking: thinking.thinking, signature: thinking.signature },
          { type: 'tool_use', id: toolUse.id, name: 'get_weather', input: { city: 'Paris' } },
        ],
      },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolUse.id, content: '18 °C, sunny' }] },
    ]);
  });

  it('turn 2 without the REASONING items: restored from the session that recorded turn 1', async () => {
    const sessionId = crypto.randomUUID();
    const first = await firstTurn(sessionId);
    const withoutReasoning = first.content.filter((i: { type: string }) => i.type !== 'REASONING');
    fake.script({ fixture: 'anthropic/thinking-after-tool-result.json' });
    const res = await send({ sessionId, input: [question, { role: 'ASSISTANT', content: withoutReasoning }, result(toolUse.id!)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AiReply>().content).toEqual([{ type: 'TEXT', text: 'It is 18 °C and sunny in Paris right now.' }]);
    expect(fake.received[1]?.body.messages?.[1]).toEqual({
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: thinking.thinking, signature: thinking.signature },
        { type: 'tool_use', id: toolUse.id, name: 'get_weather', input: { city: 'Paris' } },
      ],
    });
  });

  it("another user's session restores nothing: their records are not read", async () => {
    const sessionId = crypto.randomUUID();
    const first = await firstTurn(sessionId);
    const other = await t.tokenFor(2);
    fake.script({ fixture: 'anthropic/thinking-block-missing.json', status: 400 });
    const res = await t.call({
      method: 'POST',
      url: AI_URL,
      token: other,
      payload: {
        model: 'claude',
        tools: [weatherTool],
        reasoningConfig: { reasoningEffort: 'LOW' },
        sessionId,
        input: [question, { role: 'ASSISTANT', content: [first.content[1]] }, result(toolUse.id!)],
      },
    });
    expect(res.json()).toMatchObject({ status: 502, code: 'PROVIDER_REJECTED' });
    expect(fake.received[1]?.body.messages?.[1]?.content).toEqual([
      { type: 'tool_use', id: toolUse.id, name: 'get_weather', input: { city: 'Paris' } },
    ]);
  });

  it('without the items and without the session, nothing can be restored: Anthropic refuses, 502 PROVIDER_REJECTED', async () => {
    const first = await firstTurn();
    fake.script({ fixture: 'anthropic/thinking-block-missing.json', status: 400 });
    const res = await send({ input: [question, { role: 'ASSISTANT', content: [first.content[1]] }, result(toolUse.id!)] });
    expect(res.json()).toMatchObject({ status: 502, code: 'PROVIDER_REJECTED' });
    expect(res.json<ErrorBody>().message).toContain('must start with a thinking block');
    expect(fake.received[1]?.body.messages?.[1]?.content).toEqual([
      { type: 'tool_use', id: toolUse.id, name: 'get_weather', input: { city: 'Paris' } },
    ]);
  });

  it('redacted thinking: answered as {REASONING, redacted, data} and sent back as redacted_thinking', async () => {
    const redacted = (fixture('anthropic/redacted-thinking-tool-call.json') as { content: Block[] }).content;
    fake.script({ fixture: 'anthropic/redacted-thinking-tool-call.json' }, { fixture: 'anthropic/thinking-after-tool-result.json' });
    const first = (await send({ input: [question] })).json<AiReply>();
    expect(first.content).toEqual([
      { type: 'REASONING', redacted: true, data: redacted[0]!.data },
      { type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris', unit: 'celsius' }, toolCallId: redacted[1]!.id },
    ]);
    const res = await send({ input: [question, { role: 'ASSISTANT', content: first.content }, result(redacted[1]!.id!)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.received[1]?.body.messages?.[1]?.content).toEqual([
      { type: 'redacted_thinking', data: redacted[0]!.data },
      { type: 'tool_use', id: redacted[1]!.id, name: 'get_weather', input: { city: 'Paris', unit: 'celsius' } },
    ]);
  });

  it('ANY while thinking: Anthropic refuses forced tool use, so auto is sent with a warning and the answer is checked', async () => {
    fake.script({ fixture: 'anthropic/thinking-tool-call.json' });
    const res = await send({ input: [question], toolChoice: { type: 'ANY' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AiReply>().warnings).toEqual([
      expect.stringContaining('toolChoice ANY: Anthropic does not force tool use while thinking'),
    ]);
    expect(fake.received[0]?.body.tool_choice).toBeUndefined();
    expect(fake.received[0]?.body.tools).toEqual([
      { name: 'get_weather', description: weatherTool.description, input_schema: weatherTool.parameters },
    ]);
  });
});
