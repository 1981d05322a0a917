import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import type { AiReply } from '../helpers/bodies.js';
import { type FakeUpstream, startFake } from './fake-upstream.js';
import { AI_URL, startGatewayApp, userText, weatherTool } from './gateway-app.js';

const PNG = 'iVBORw0KGgo=';

describe('OpenAI: reasoningConfig only to reasoning models, and warnings for what is left out', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  const send = (payload: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: AI_URL,
      payload: { model: 'gpt', input: [userText('What is the weather in Paris?')], tools: [weatherTool], ...payload },
    });

  beforeAll(async () => {
    fake = await startFake();
    const base = { baseUrl: `${fake.url}/v1`, apiKeyEnv: 'TEST_PROVIDER_KEY', retries: 0 };
    t = await startGatewayApp({
      models: {
        gpt: { ...base, model: 'openai/gpt-4.1-mini' },
        o4: { ...base, model: 'openai/o4-mini' },
        gpt51: { ...base, model: 'openai/gpt-5.1' },
        // A fine-tuned reasoning model the families do not recognise: the registry says so.
        tuned: { ...base, model: 'openai/ft:o4-mini:acme::b7x', reasoning: true },
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

  it('gpt-4.1-mini: reasoningConfig is not sent, with a warning; images and settings are passed on', async () => {
    fake.script({ fixture: 'openai/text.json' });
    const res = await send({
      reasoningConfig: { reasoningEffort: 'HIGH' },
      modelConfiguration: { topP: 0.5, stopSequences: ['###'], seed: 7, colour: 'blue', providerOptions: { user: 'u-42', shade: 'dark' } },
      toolChoice: { type: 'NONE' },
      input: [
        {
          role: 'USER',
          content: [
            { type: 'TEXT', text: 'What is this?' },
            { type: 'IMAGE', image: { type: 'base64', mediaType: 'image/png', data: PNG } },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = fake.received[0]?.body;
    expect(sent?.reasoning_effort).toBeUndefined();
    expect(sent).toMatchObject({
      model: 'gpt-4.1-mini',
      top_p: 0.5,
      stop: ['###'],
      seed: 7,
      user: 'u-42',
      tool_choice: 'none',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is this?' },
            { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG}` } },
          ],
        },
      ],
    });
    expect(sent?.shade).toBeUndefined();
    expect(res.json<AiReply>().warnings).toEqual([
      expect.stringContaining('reasoningConfig.reasoningEffort HIGH: openai/gpt-4.1-mini does not take a reasoning setting'),
      expect.stringContaining('modelConfiguration.colour: unknown setting; ignored'),
      expect.stringContaining('modelConfiguration.providerOptions.shade: not an option of the openai provider; ignored'),
    ]);
    expect(res.json<AiReply>().modelProviderUsage).toEqual({ inputTokens: 82, outputTokens: 17, totalTokens: 99, reasoningTokens: 0 });
  });

  it('o4-mini: reasoning_effort is sent, max_completion_tokens replaces max_tokens, reasoning tokens are reported', async () => {
    fake.script({ fixture: 'openai/o4-mini-reasoning.json' });
    const res = await send({ model: 'o4', reasoningConfig: { reasoningEffort: 'HIGH' }, maxTokens: 2000, system: 'Be brief.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      modelId: 'openai/o4-mini',
      content: [{ type: 'TEXT', text: 'It is a 1x1 PNG image.' }],
      modelProviderUsage: { inputTokens: 113, outputTokens: 210, totalTokens: 323, reasoningTokens: 192 },
      warnings: [],
    });
    const sent = fake.received[0]?.body;
    expect(sent).toMatchObject({
      model: 'o4-mini',
      reasoning_effort: 'high',
      max_completion_tokens: 2000,
      messages: [{ role: 'developer', content: 'Be brief.' }, { role: 'user' }],
    });
    expect(sent?.max_tokens).toBeUndefined();
  });

  it('NONE: the lowest effort the model takes (o-series "low" with a warning, GPT-5.1 "none"), nothing for a model that does not reason', async () => {
    fake.script(
      { fixture: 'openai/o4-mini-reasoning.json' },
      { fixture: 'openai/o4-mini-reasoning.json' },
      { fixture: 'openai/text.json' },
    );
    const o4 = await send({ model: 'o4', reasoningConfig: { reasoningEffort: 'NONE' } });
    expect(o4.json<AiReply>().warnings).toEqual([
      'reasoningConfig.reasoningEffort NONE: openai/o4-mini cannot turn reasoning off; sent its lowest effort, "low".',
    ]);
    const gpt51 = await send({ model: 'gpt51', reasoningConfig: { reasoningEffort: 'NONE' } });
    expect(gpt51.json<AiReply>().warnings).toEqual([]);
    const gpt = await send({ reasoningConfig: { reasoningEffort: 'NONE' } });
    expect(gpt.json<AiReply>().warnings).toEqual([]);
    expect(fake.received.map((r) => [r.body.model, r.body.reasoning_effort])).toEqual([
      ['o4-mini', 'low'],
      ['gpt-5.1', 'none'],
      ['gpt-4.1-mini', undefined],
    ]);
  });

  it('the registry flag `reasoning: true` sends it to a model no family names', async () => {
    fake.script({ fixture: 'openai/o4-mini-reasoning.json' });
    const res = await send({ model: 'tuned', reasoningConfig: { reasoningEffort: 'LOW' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.received[0]?.body).toMatchObject({ model: 'ft:o4-mini:acme::b7x', reasoning_effort: 'low' });
  });

  it('an IMAGE in an ASSISTANT message is left out with a warning', async () => {
    fake.script({ fixture: 'openai/text.json' });
    const res = await send({
      input: [
        userText('Draw a cat.'),
        {
          role: 'ASSISTANT',
          content: [
            { type: 'TEXT', text: 'Here it is.' },
            { type: 'IMAGE', image: { type: 'base64', mediaType: 'image/png', data: PNG } },
          ],
        },
        userText('Thanks!'),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AiReply>().warnings).toEqual([
      'input[1].content[1]: an IMAGE in an ASSISTANT message cannot be sent to openai; left out.',
    ]);
    expect(fake.received[0]?.body.messages).toEqual([
      { role: 'user', content: 'Draw a cat.' },
      { role: 'assistant', content: 'Here it is.' },
      { role: 'user', content: 'Thanks!' },
    ]);
  });
});
