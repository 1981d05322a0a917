import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { defaultEmbeddingModel } from '../../src/ai/embeddings.js';
import { type TestApp, tempDir } from '../helpers/app.js';
import type { ErrorBody } from '../helpers/bodies.js';
import { type FakeUpstream, startFake } from './fake-upstream.js';
import { startGatewayApp } from './gateway-app.js';

const EMBED_URL = '/api/ai/v1/embedding/text';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ STOWAGE_DATA_DIR: tempDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

function registryFile(text: string): string {
  const file = path.join(tempDir('stowage-models-'), 'models.yaml');
  fs.writeFileSync(file, text);
  return file;
}

describe('embedding models in the registry', () => {
  it('kind and defaultEmbedding are read; the setting wins; OpenAI has its own default', () => {
    const file = registryFile(
      'defaultEmbedding: local\nmodels:\n  local: { model: ollama/nomic-embed-text, kind: embedding }\n  chat: ollama/llama3.2\n',
    );
    const config = loadConfig({ STOWAGE_DATA_DIR: tempDir(), STOWAGE_MODELS_FILE: file });
    expect(config.ai.models.get('local')?.kind).toBe('embedding');
    expect(config.ai.models.get('chat')?.kind).toBeUndefined();
    expect(defaultEmbeddingModel(config.ai)).toBe('local');
    const overridden = loadConfig({ STOWAGE_DATA_DIR: tempDir(), STOWAGE_MODELS_FILE: file, STOWAGE_DEFAULT_EMBEDDING_MODEL: 'chat' });
    expect(defaultEmbeddingModel(overridden.ai)).toBe('chat');
    expect(defaultEmbeddingModel(loadConfig({ STOWAGE_DATA_DIR: tempDir(), OPENAI_API_KEY: 'k' }).ai)).toBe(
      'openai/text-embedding-3-small',
    );
    expect(defaultEmbeddingModel(loadConfig({ STOWAGE_DATA_DIR: tempDir() }).ai)).toBeNull();
  });

  it('bad kinds and unknown defaults stop the start, each named', () => {
    const problems = problemsOf({
      STOWAGE_MODELS_FILE: registryFile(
        'models:\n  a: { model: openai/x, kind: vector }\n  b: { model: anthropic/claude, kind: embedding }\n',
      ),
      STOWAGE_DEFAULT_EMBEDDING_MODEL: 'nowhere',
    });
    expect(problems.join('\n')).toContain('models.a.kind: must be one of language, embedding');
    expect(problems.join('\n')).toContain('models.b.kind: Anthropic serves no embedding models');
    expect(problems.join('\n')).toContain('default embedding model "nowhere": not configured');
  });
});

describe('embeddings through an OpenAI-compatible server (Ollama)', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFake();
    t = await startGatewayApp({
      defaultEmbedding: 'local',
      models: {
        local: { model: 'ollama/nomic-embed-text', kind: 'embedding', baseUrl: `${fake.url}/v1`, retries: 1, retryBaseDelayMs: 5 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('the default embedding model answers on /v1/embeddings; a 500 is retried; no usage is null', async () => {
    fake.script(
      { body: { error: { message: 'busy' } }, status: 500 },
      { body: { object: 'list', data: [{ object: 'embedding', index: 0, embedding: [1, 0, 0.5] }], model: 'nomic-embed-text' } },
    );
    const res = await t.call({ method: 'POST', url: EMBED_URL, payload: { input: ['hello'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ embeddings: [[1, 0, 0.5]], modelId: 'ollama/nomic-embed-text', modelProviderUsage: null });
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]).toMatchObject({ url: '/v1/embeddings', body: { model: 'nomic-embed-text', input: ['hello'] } });
  });

  it('an upstream that keeps failing: 502 PROVIDER_ERROR with its message', async () => {
    fake.script(
      { body: { error: { message: 'model not loaded' } }, status: 500 },
      { body: { error: { message: 'model not loaded' } }, status: 500 },
    );
    const res = await t.call({ method: 'POST', url: EMBED_URL, payload: { input: ['hello'], model: 'local' } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(res.json<ErrorBody>().message).toContain('model not loaded');
  });
});
