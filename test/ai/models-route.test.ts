import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app.js';
import { match } from '../helpers/match.js';
import { startGatewayApp } from './gateway-app.js';

const MODELS_URL = '/api/ai/v1/models';

/** GET /api/ai/v1/models: the registry as a client offers it (docs/ai.md, "Listing the models"). */
describe('GET /api/ai/v1/models', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('lists the built-in model, every alias with its kind and capabilities, the defaults, and no secret', async () => {
    t = await startGatewayApp(
      {
        models: {
          smart: { model: 'openai/gpt-5', apiKeyEnv: 'TEST_PROVIDER_KEY', baseUrl: 'http://10.1.2.3:9/v1' },
          claude: { model: 'anthropic/claude-sonnet-4-5', apiKeyEnv: 'UNSET_KEY_FOR_THIS_TEST' },
          vectors: { model: 'ollama/nomic-embed-text', kind: 'embedding', baseUrl: 'http://127.0.0.1:9/v1' },
        },
      },
      // A default outside the registry: any OpenAI model is allowed by the environment's key.
      { OPENAI_API_KEY: 'sk-env-secret', STOWAGE_DEFAULT_MODEL: 'openai/o4-mini' },
    );
    const res = await t.call({ method: 'GET', url: MODELS_URL, token: await t.tokenFor(9) });
    expect(res.statusCode).toBe(200);
    const model = (name: string, id: string, kind: string, capabilities: string[], isDefault: boolean, ready = true) => ({
      name,
      id,
      provider: id.split('/')[0],
      kind,
      capabilities,
      default: isDefault,
      ready,
    });
    expect(res.json()).toEqual({
      models: [
        model('builtin/tool-router', 'builtin/tool-router', 'language', ['tools'], false),
        model('smart', 'openai/gpt-5', 'language', ['tools', 'reasoning'], false),
        // Its key's variable is not set: listed, but not ready.
        model('claude', 'anthropic/claude-sonnet-4-5', 'language', ['tools', 'reasoning'], false, false),
        // The registry's first embedding model is the embedding default.
        model('vectors', 'ollama/nomic-embed-text', 'embedding', ['embedding'], true),
        model('openai/o4-mini', 'openai/o4-mini', 'language', ['tools', 'reasoning'], true),
      ],
      anyModelOf: ['openai'],
    });
    // Keys, their variables and base URLs stay on the server.
    expect(res.body).not.toMatch(/sk-|TEST_PROVIDER_KEY|UNSET_KEY|10\.1\.2\.3|baseUrl|apiKey/);
  });

  it('without a registry: the built-in model is the default, OpenAI’s embedding default when keyed; a token is needed; unknown parameters are refused', async () => {
    t = await startTestApp({ OPENAI_API_KEY: 'sk-x' });
    const res = await t.call({ method: 'GET', url: MODELS_URL });
    expect(res.json()).toEqual({
      models: [
        {
          name: 'builtin/tool-router',
          id: 'builtin/tool-router',
          provider: 'builtin',
          kind: 'language',
          capabilities: ['tools'],
          default: true,
          ready: true,
        },
        {
          name: 'openai/text-embedding-3-small',
          id: 'openai/text-embedding-3-small',
          provider: 'openai',
          kind: 'embedding',
          capabilities: ['embedding'],
          default: true,
          ready: true,
        },
      ],
      anyModelOf: ['openai'],
    });
    const anonymous = await t.call({ method: 'GET', url: MODELS_URL, token: null });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, code: match.any(String) });
    const unknown = await t.call({ method: 'GET', url: `${MODELS_URL}?kind=embedding` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: 400, message: match.stringContaining('kind') });
  });
});
