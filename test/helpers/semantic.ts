import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { type AiConfig, loadAiConfig } from '../../src/ai/registry.js';
import { tempDir } from './app.js';
import type { FakeEmbeddings } from './fake-embeddings.js';

/**
 * The environment of a server whose embedding models are the fake's: a registry file with one
 * `kind: embedding` entry per name in `models` (alias → the fake's model name), the first being the
 * default embedding model. For startTestApp, a server process, or loadAiConfig.
 */
export function fakeEmbeddingEnv(
  fake: Pick<FakeEmbeddings, 'url'>,
  models: Record<string, string> = { embed: 'fake-embed' },
): Record<string, string> {
  const file = path.join(tempDir('stowage-embed-models-'), 'models.yaml');
  const entries = Object.fromEntries(
    Object.entries(models).map(([alias, name]) => [
      alias,
      { model: `openai-compatible/${name}`, baseUrl: `${fake.url}/v1`, kind: 'embedding', retries: 0 },
    ]),
  );
  fs.writeFileSync(file, YAML.stringify({ models: entries }));
  return { STOWAGE_MODELS_FILE: file };
}

/** The AI settings of `env`, failing on any problem a start would report. */
export function aiConfigOf(env: Record<string, string>): AiConfig {
  const problems: string[] = [];
  const config = loadAiConfig(env, problems, []);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return config;
}
