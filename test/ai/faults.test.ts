import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOTSTRAP, type TestApp } from '../helpers/app.js';
import type { ErrorBody } from '../helpers/bodies.js';
import { type FakeUpstream, startFake } from './fake-upstream.js';
import { AI_URL, startGatewayApp, userText, weatherTool } from './gateway-app.js';

describe('fallbacks and cancellation', () => {
  let openai: FakeUpstream;
  let ollama: FakeUpstream;
  let t: TestApp;
  const send = (payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: AI_URL, payload: { input: [userText('weather in Paris')], tools: [weatherTool], ...payload } });

  beforeAll(async () => {
    openai = await startFake();
    ollama = await startFake();
    t = await startGatewayApp({
      default: 'primary',
      models: {
        primary: {
          model: 'openai/gpt-4.1-mini',
          baseUrl: `${openai.url}/v1`,
          apiKeyEnv: 'TEST_PROVIDER_KEY',
          retries: 1,
          retryBaseDelayMs: 5,
          fallbacks: ['local'],
        },
        local: { model: 'ollama/llama3.2', baseUrl: `${ollama.url}/v1`, retries: 0 },
        hanging: { model: 'openai/gpt-hang', baseUrl: `${openai.url}/v1`, apiKeyEnv: 'TEST_PROVIDER_KEY', retries: 0 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
    await ollama.close();
  });
  beforeEach(() => {
    openai.received.length = 0;
    ollama.received.length = 0;
  });

  it('after the retries of the default model fail, its fallback answers and is named in modelId', async () => {
    openai.script({ fixture: 'openai/server-error.json', status: 500 }, { fixture: 'openai/server-error.json', status: 503 });
    ollama.script({ fixture: 'ollama/one-tool-call.json' });
    const res = await send({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ modelId: 'ollama/llama3.2', stopReason: 'TOOL_USE' });
    expect(openai.received).toHaveLength(2);
    expect(ollama.received).toHaveLength(1);
    expect(ollama.received[0]?.body.tools?.[0]?.function?.name).toBe('get_weather');
    expect(openai.received[1]?.body).toEqual(openai.received[0]?.body);
  });

  it('when the fallback fails too, the error lists every model', async () => {
    openai.script({ fixture: 'openai/server-error.json', status: 500 }, { fixture: 'openai/server-error.json', status: 500 });
    ollama.script({ fixture: 'ollama/server-error.json', status: 500 });
    const res = await send({});
    expect(res.json()).toMatchObject({ status: 502, code: 'PROVIDER_ERROR' });
    expect(res.json<ErrorBody>().message).toMatch(
      /openai\/gpt-4\.1-mini.*The server had an error.*ollama\/llama3\.2.*llama runner process has terminated/,
    );
    expect(openai.received.map((r) => r.body.model)).toEqual(['gpt-4.1-mini', 'gpt-4.1-mini']);
    expect(ollama.received[0]?.body).toMatchObject({ model: 'llama3.2', messages: [{ role: 'user', content: 'weather in Paris' }] });
  });

  it('a client that disconnects cancels the upstream call', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    openai.script({ hang: true });
    const body = JSON.stringify({ model: 'hanging', input: [userText('weather in Paris')], tools: [weatherTool] });
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: AI_URL,
      headers: { 'content-type': 'application/json', 'x-service-developer-token': BOOTSTRAP },
    });
    req.on('error', () => {
      // The client gives up on purpose; its socket error is expected, the server's answer is what is checked.
    });
    req.end(body);
    await expect.poll(() => openai.received.length).toBe(1);
    req.destroy();
    await expect.poll(() => openai.cancelled).toBe(1);
  });
});
