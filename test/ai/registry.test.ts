import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { tempDir } from '../helpers/app.js';
import type { AiReply, ErrorBody } from '../helpers/bodies.js';
import { AI_URL, startGatewayApp, userText } from './gateway-app.js';

function registryFile(text: string, ext = 'yaml'): string {
  const file = path.join(tempDir('stowage-models-'), `models.${ext}`);
  fs.writeFileSync(file, text);
  return file;
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ STOWAGE_DATA_DIR: tempDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('model registry', () => {
  it('reads YAML and JSON: aliases, default, per-model settings and environment keys', () => {
    const yaml = registryFile(`
default: fast
models:
  fast:
    model: openai/gpt-4.1-mini
    apiKeyEnv: MY_KEY
    timeoutMs: 1000
    retries: 1
    fallbacks: [local]
  local: ollama/llama3.2
  qwen:
    model: openai-compatible/Qwen/Qwen2.5-7B-Instruct
    baseUrl: http://localhost:8000/v1
`);
    const config = loadConfig({ STOWAGE_DATA_DIR: tempDir(), STOWAGE_MODELS_FILE: yaml, MY_KEY: 'k1' });
    expect(config.ai.defaultModel).toBe('fast');
    expect(config.ai.models.get('fast')).toMatchObject({
      id: 'openai/gpt-4.1-mini',
      apiKey: 'k1',
      timeoutMs: 1000,
      retries: 1,
      fallbacks: ['local'],
    });
    expect(config.ai.models.get('qwen')).toMatchObject({
      provider: 'openai-compatible',
      model: 'Qwen/Qwen2.5-7B-Instruct',
      baseUrl: 'http://localhost:8000/v1',
    });
    const json = registryFile(JSON.stringify({ models: { c: { model: 'anthropic/claude-sonnet-4-5' } } }), 'json');
    const fromJson = loadConfig({ STOWAGE_DATA_DIR: tempDir(), STOWAGE_MODELS_FILE: json, ANTHROPIC_API_KEY: 'a' });
    expect(fromJson.ai.models.get('c')).toMatchObject({ provider: 'anthropic', apiKey: 'a' });
  });

  it('reasoning and honoursToolChoice: set per model, else by known families and providers', () => {
    const file = registryFile(`
models:
  mini: openai/gpt-4.1-mini
  o4: openai/o4-mini
  gpt5: openai/gpt-5.1
  chat5: openai/gpt-5-chat-latest
  sonnet: anthropic/claude-sonnet-4-5
  sonnet37: anthropic/claude-3-7-sonnet-latest
  haiku45: anthropic/claude-haiku-4-5
  haiku35: anthropic/claude-3-5-haiku-latest
  llama: ollama/llama3.2
  qwen: ollama/qwen3:8b
  vllm: { model: openai-compatible/Qwen/Qwen2.5-7B-Instruct, baseUrl: http://localhost:8000/v1 }
  tuned: { model: openai/ft:gpt-4.1-mini:acme::x1, reasoning: true }
  strict-llama: { model: ollama/llama3.2, honoursToolChoice: true }
  bad: { model: openai/gpt-4.1, reasoning: "yes" }
`);
    const problems = problemsOf({ STOWAGE_MODELS_FILE: file, OPENAI_API_KEY: 'k', ANTHROPIC_API_KEY: 'a' });
    expect(problems).toEqual([expect.stringContaining('models.bad.reasoning: must be true or false')]);
    const ok = registryFile(fs.readFileSync(file, 'utf8').replace(/^ {2}bad:.*$/m, ''));
    const models = loadConfig({ STOWAGE_DATA_DIR: tempDir(), STOWAGE_MODELS_FILE: ok, OPENAI_API_KEY: 'k', ANTHROPIC_API_KEY: 'a' }).ai
      .models;
    const flags = Object.fromEntries([...models].map(([alias, e]) => [alias, [e.reasoning, e.honoursToolChoice]]));
    expect(flags).toEqual({
      mini: [false, true],
      o4: [true, true],
      gpt5: [true, true],
      chat5: [false, true],
      sonnet: [true, true],
      sonnet37: [true, true],
      haiku45: [true, true],
      haiku35: [false, true],
      llama: [false, false],
      qwen: [true, false],
      vllm: [false, true],
      tuned: [true, true],
      'strict-llama': [false, true],
    });
  });

  it('reports every problem of a bad registry at start', () => {
    const file = registryFile(`
default: nowhere
colour: blue
models:
  a: { model: gpt-4 }
  b: { model: openai-compatible/x }
  c: { model: openai/gpt, apiKeyEnv: UNSET_KEY, retries: -1, fallbacks: [missing], extra: 1 }
`);
    const problems = problemsOf({ STOWAGE_MODELS_FILE: file });
    expect(problems.join('\n')).toContain('unknown key "colour"');
    expect(problems.join('\n')).toContain('models.a.model: must be "<provider>/<model>"');
    expect(problems.join('\n')).toContain('models.b.baseUrl: required for openai-compatible models');
    expect(problems.join('\n')).toContain('models.c.retries: must be an integer from 0 to 10');
    expect(problems.join('\n')).toContain('unknown key "extra"');
    expect(problems.join('\n')).toContain('default model "nowhere": not configured');
    expect(problemsOf({ STOWAGE_MODELS_FILE: '/nonexistent/models.yaml' })[0]).toContain('cannot be read');
    expect(problemsOf({ OPENAI_BASE_URL: 'not a url' })[0]).toContain('OPENAI_BASE_URL');
    expect(problemsOf({ STOWAGE_DEFAULT_MODEL: 'openai/gpt-4.1-mini' })[0]).toContain('not configured');
  });

  it('a model without its key is a warning at start, not a problem; its requests answer 502 PROVIDER_AUTH_FAILED naming the variable', async () => {
    const registry = {
      models: {
        gpt: 'openai/gpt-4.1-mini',
        claude: { model: 'anthropic/claude-sonnet-4-5', fallbacks: ['builtin/tool-router'] },
        own: { model: 'openai-compatible/m', baseUrl: 'http://127.0.0.1:9/v1', apiKeyEnv: 'UNSET_KEY' },
      },
    };
    const config = loadConfig({ STOWAGE_DATA_DIR: tempDir(), STOWAGE_MODELS_FILE: registryFile(JSON.stringify(registry), 'json') });
    expect(config.warnings).toHaveLength(3);
    expect(config.warnings.find((w) => w.includes('models.gpt'))).toMatch(
      /OPENAI_API_KEY is not set, so requests for gpt \(openai\/gpt-4.1-mini\) will fail/,
    );
    expect(config.warnings.find((w) => w.includes('models.claude'))).toContain('ANTHROPIC_API_KEY is not set');
    expect(config.warnings.find((w) => w.includes('models.own'))).toContain('UNSET_KEY is not set');

    const t = await startGatewayApp(registry);
    try {
      for (const [model, variable] of [
        ['gpt', 'OPENAI_API_KEY'],
        ['own', 'UNSET_KEY'],
      ] as const) {
        const res = await t.call({ method: 'POST', url: AI_URL, payload: { model, input: [userText('hi')] } });
        expect(res.statusCode, res.body).toBe(502);
        expect(res.json()).toMatchObject({ code: 'PROVIDER_AUTH_FAILED' });
        expect(res.json<ErrorBody>().message).toContain(`set ${variable}`);
      }
      // Its fallback still answers, and so does everything else.
      const fellBack = await t.call({ method: 'POST', url: AI_URL, payload: { model: 'claude', input: [userText('hi')] } });
      expect(fellBack.statusCode, fellBack.body).toBe(200);
      expect(fellBack.json<AiReply>().modelId).toBe('builtin/tool-router');
      expect((await t.call({ method: 'POST', url: '/api/files/v1/filesets/search' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('STOWAGE_DEFAULT_MODEL overrides the registry default; unknown models list what is configured', async () => {
    const t = await startGatewayApp(
      { default: 'x', models: { x: { model: 'ollama/llama3.2', baseUrl: 'http://127.0.0.1:9/v1' } } },
      { STOWAGE_DEFAULT_MODEL: 'builtin/tool-router' },
    );
    try {
      const res = await t.call({ method: 'POST', url: AI_URL, payload: { input: [userText('hi')] } });
      expect(res.json<AiReply>().modelId).toBe('builtin/tool-router');
      const unknown = await t.call({ method: 'POST', url: AI_URL, payload: { model: 'gpt-5', input: [userText('hi')] } });
      expect(unknown.json()).toMatchObject({ status: 400, code: 'MODEL_NOT_FOUND' });
      expect(unknown.json<ErrorBody>().message).toContain('configured: builtin/tool-router, x (ollama/llama3.2)');
    } finally {
      await t.close();
    }
  });
});
