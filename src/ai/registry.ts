import fs from 'node:fs';
import YAML from 'yaml';
import { knownReasoningModel, knownToHonourToolChoice } from './model-capabilities.js';
import { isJsonObject } from './types.js';

/**
 * The model registry (docs/ai.md): aliases, the default model, and per model its base URL, key,
 * timeout, retries and fallbacks. Read once at start from STOWAGE_MODELS_FILE (YAML or JSON) plus the
 * providers' usual environment variables; every problem is reported at start. A model whose key is
 * not set is only a warning: the rest of the server runs, and requests for it answer
 * PROVIDER_AUTH_FAILED naming the variable to set.
 */

/** The environment variables read here (besides those registry entries name in `apiKeyEnv`). */
export const AI_SETTINGS = [
  'STOWAGE_MODELS_FILE',
  'STOWAGE_DEFAULT_MODEL',
  'STOWAGE_DEFAULT_EMBEDDING_MODEL',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_BASE_URL',
  'OLLAMA_BASE_URL',
] as const;

export const PROVIDERS = ['openai', 'anthropic', 'ollama', 'openai-compatible', 'builtin'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export interface ModelEntry {
  /** What the response's modelId says: `provider/model`. */
  id: string;
  provider: ProviderName;
  /** The model's name at the provider. */
  model: string;
  baseUrl: string | null;
  apiKey: string | null;
  timeoutMs: number;
  retries: number;
  retryBaseDelayMs: number;
  /** Aliases or ids tried in order when this model fails after its retries. */
  fallbacks: string[];
  /**
   * The environment variable that should hold this model's key but is not set: every call then
   * fails with PROVIDER_AUTH_FAILED saying so, without reaching the provider.
   */
  missingKey?: string;
  /** Whether `reasoningConfig` is sent to it (registry `reasoning`, else known reasoning families). */
  reasoning: boolean;
  /** Whether it keeps `tool_choice` itself; when not, it gets only the allowed tools (registry `honoursToolChoice`). */
  honoursToolChoice: boolean;
  /** `embedding` for the models of POST /embedding/text; registry entries without it are language models. */
  kind?: ModelKind;
}

export const MODEL_KINDS = ['language', 'embedding'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

export interface AiConfig {
  /** Registry entries by alias. */
  models: Map<string, ModelEntry>;
  defaultModel: string | null;
  /** STOWAGE_DEFAULT_EMBEDDING_MODEL, else the registry file's `defaultEmbedding` (embeddings.ts adds the environment's default). */
  defaultEmbeddingModel: string | null;
  openai: { apiKey: string | null; baseUrl: string | null };
  anthropic: { apiKey: string | null; baseUrl: string | null };
  ollamaBaseUrl: string | null;
}

export const DEFAULTS = { timeoutMs: 60_000, retries: 2, retryBaseDelayMs: 500 };
const ALIAS = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const ENTRY_KEYS = [
  'model',
  'baseUrl',
  'apiKeyEnv',
  'timeoutMs',
  'retries',
  'retryBaseDelayMs',
  'fallbacks',
  'reasoning',
  'honoursToolChoice',
  'kind',
];

type Env = Record<string, string | undefined>;
const nonEmpty = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

function validUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Splits `provider/model` at the first slash (model names such as `Qwen/Qwen2.5-7B` keep theirs). */
export function splitModelId(id: string): { provider: string; model: string } | null {
  const at = id.indexOf('/');
  if (at <= 0 || at === id.length - 1) return null;
  return { provider: id.slice(0, at), model: id.slice(at + 1) };
}

/**
 * Reads the AI settings from the environment and the registry file; problems (which stop the
 * start) and warnings (which do not) are collected, not thrown.
 */
export function loadAiConfig(env: Env, problems: string[], warnings: string[]): AiConfig {
  const config: AiConfig = {
    models: new Map(),
    defaultModel: nonEmpty(env.STOWAGE_DEFAULT_MODEL),
    defaultEmbeddingModel: nonEmpty(env.STOWAGE_DEFAULT_EMBEDDING_MODEL),
    openai: { apiKey: nonEmpty(env.OPENAI_API_KEY), baseUrl: nonEmpty(env.OPENAI_BASE_URL) },
    anthropic: { apiKey: nonEmpty(env.ANTHROPIC_API_KEY), baseUrl: nonEmpty(env.ANTHROPIC_BASE_URL) },
    ollamaBaseUrl: nonEmpty(env.OLLAMA_BASE_URL),
  };
  for (const name of ['OPENAI_BASE_URL', 'ANTHROPIC_BASE_URL', 'OLLAMA_BASE_URL']) {
    const value = nonEmpty(env[name]);
    if (value !== null && !validUrl(value)) problems.push(`${name}=${JSON.stringify(value)}: must be an absolute http(s) URL`);
  }

  const file = nonEmpty(env.STOWAGE_MODELS_FILE);
  if (file !== null) readRegistry(file, env, config, problems, warnings);
  if (config.defaultModel !== null && resolveEntry(config, config.defaultModel) === null) {
    problems.push(`default model "${config.defaultModel}": not configured; ${describeConfigured(config)}`);
  }
  if (config.defaultEmbeddingModel !== null && resolveEntry(config, config.defaultEmbeddingModel) === null) {
    problems.push(`default embedding model "${config.defaultEmbeddingModel}": not configured; ${describeConfigured(config)}`);
  }
  for (const [alias, entry] of config.models) {
    for (const fallback of entry.fallbacks) {
      if (resolveEntry(config, fallback) === null) problems.push(`${file}: models.${alias}.fallbacks: "${fallback}" is not configured`);
    }
  }
  return config;
}

function readRegistry(file: string, env: Env, config: AiConfig, problems: string[], warnings: string[]): void {
  const where = `STOWAGE_MODELS_FILE=${file}`;
  let doc: unknown;
  try {
    const text = fs.readFileSync(file, 'utf8');
    doc = /\.json$/i.test(file) ? JSON.parse(text) : YAML.parse(text);
  } catch (error) {
    problems.push(`${where}: cannot be read: ${(error as Error).message}`);
    return;
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    problems.push(`${where}: must be an object with "models" and optionally "default"`);
    return;
  }
  const { default: defaultModel, defaultEmbedding, models, ...rest } = doc as Record<string, unknown>;
  for (const key of Object.keys(rest)) problems.push(`${where}: unknown key "${key}"; allowed: default, defaultEmbedding, models`);
  if (defaultEmbedding !== undefined) {
    if (typeof defaultEmbedding !== 'string') problems.push(`${where}: "defaultEmbedding" must be a model alias or id`);
    else config.defaultEmbeddingModel ??= defaultEmbedding;
  }
  if (typeof models !== 'object' || models === null || Array.isArray(models)) {
    problems.push(`${where}: "models" must be a map of alias → model settings`);
    return;
  }
  for (const [alias, raw] of Object.entries(models)) {
    const entry = parseEntry(`${where}: models.${alias}`, alias, raw, env, config, problems, warnings);
    if (entry) config.models.set(alias, entry);
  }
  if (defaultModel !== undefined) {
    if (typeof defaultModel !== 'string') problems.push(`${where}: "default" must be a model alias or id`);
    else config.defaultModel ??= defaultModel;
  }
}

function parseEntry(
  where: string,
  alias: string,
  raw: unknown,
  env: Env,
  config: AiConfig,
  problems: string[],
  warnings: string[],
): ModelEntry | null {
  const before = problems.length;
  if (!ALIAS.test(alias)) problems.push(`${where}: an alias is 1-64 letters, digits, '.', '_', ':' or '-'`);
  const value = typeof raw === 'string' ? { model: raw } : raw;
  if (!isJsonObject(value)) {
    problems.push(`${where}: must be a model id or an object with "model"`);
    return null;
  }
  for (const key of Object.keys(value))
    if (!ENTRY_KEYS.includes(key)) problems.push(`${where}: unknown key "${key}"; allowed: ${ENTRY_KEYS.join(', ')}`);
  const id = typeof value.model === 'string' ? splitModelId(value.model) : null;
  const provider = id?.provider as ProviderName | undefined;
  if (!id || !provider || !PROVIDERS.includes(provider) || provider === 'builtin') {
    problems.push(`${where}.model: must be "<provider>/<model>" with provider one of openai, anthropic, ollama, openai-compatible`);
    return null;
  }
  const int = (key: string, fallback: number, min: number, max: number): number => {
    const v = value[key];
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      problems.push(`${where}.${key}: must be an integer from ${min} to ${max}`);
    return typeof v === 'number' ? v : fallback;
  };
  const baseUrl = typeof value.baseUrl === 'string' ? value.baseUrl : null;
  if (value.baseUrl !== undefined && (baseUrl === null || !validUrl(baseUrl)))
    problems.push(`${where}.baseUrl: must be an absolute http(s) URL`);
  if (provider === 'openai-compatible' && baseUrl === null) problems.push(`${where}.baseUrl: required for openai-compatible models`);
  let apiKey: string | null = null;
  let keyVariable: string | null = null;
  if (value.apiKeyEnv !== undefined) {
    if (typeof value.apiKeyEnv !== 'string') problems.push(`${where}.apiKeyEnv: must be the name of an environment variable`);
    else {
      keyVariable = value.apiKeyEnv;
      apiKey = nonEmpty(env[value.apiKeyEnv]);
    }
  } else if (provider === 'openai' && baseUrl === null) {
    keyVariable = 'OPENAI_API_KEY';
    apiKey = config.openai.apiKey;
  } else if (provider === 'anthropic' && baseUrl === null) {
    keyVariable = 'ANTHROPIC_API_KEY';
    apiKey = config.anthropic.apiKey;
  } else if (provider === 'openai') apiKey = config.openai.apiKey;
  else if (provider === 'anthropic') apiKey = config.anthropic.apiKey;
  const missingKey = apiKey === null && keyVariable !== null ? keyVariable : null;
  if (missingKey !== null) {
    const how = value.apiKeyEnv === undefined ? ` (or name another variable in apiKeyEnv)` : '';
    warnings.push(
      `${where}: ${missingKey} is not set, so requests for ${alias} (${value.model as string}) will fail until it is${how}; the rest of the server runs`,
    );
  }
  const flag = (key: string, fallback: boolean): boolean => {
    const v = value[key];
    if (v === undefined) return fallback;
    if (typeof v !== 'boolean') problems.push(`${where}.${key}: must be true or false`);
    return typeof v === 'boolean' ? v : fallback;
  };
  const fallbacks = value.fallbacks ?? [];
  if (!Array.isArray(fallbacks) || !fallbacks.every((f) => typeof f === 'string'))
    problems.push(`${where}.fallbacks: must be a list of aliases or model ids`);
  const kind = value.kind ?? 'language';
  if (typeof kind !== 'string' || !(MODEL_KINDS as readonly string[]).includes(kind))
    problems.push(`${where}.kind: must be one of ${MODEL_KINDS.join(', ')}`);
  if (kind === 'embedding' && provider === 'anthropic') problems.push(`${where}.kind: Anthropic serves no embedding models`);
  const entry: ModelEntry = {
    id: `${provider}/${id.model}`,
    provider,
    model: id.model,
    baseUrl,
    apiKey,
    timeoutMs: int('timeoutMs', DEFAULTS.timeoutMs, 1, 3_600_000),
    retries: int('retries', DEFAULTS.retries, 0, 10),
    retryBaseDelayMs: int('retryBaseDelayMs', DEFAULTS.retryBaseDelayMs, 0, 60_000),
    fallbacks: Array.isArray(fallbacks) ? fallbacks.filter((f): f is string => typeof f === 'string') : [],
    ...(missingKey === null ? {} : { missingKey }),
    reasoning: flag('reasoning', knownReasoningModel(provider, id.model)),
    honoursToolChoice: flag('honoursToolChoice', knownToHonourToolChoice(provider)),
    ...(kind === 'embedding' ? { kind: 'embedding' as const } : {}),
  };
  return problems.length === before ? entry : null;
}

const BUILTIN: ModelEntry = {
  id: 'builtin/tool-router',
  provider: 'builtin',
  model: 'tool-router',
  baseUrl: null,
  apiKey: null,
  timeoutMs: DEFAULTS.timeoutMs,
  retries: 0,
  retryBaseDelayMs: 0,
  fallbacks: [],
  reasoning: false,
  honoursToolChoice: true,
};

/** The entry a request's `model` names (an alias, a registry id, or a provider the environment configures), or null. */
export function resolveEntry(config: AiConfig, name: string): ModelEntry | null {
  if (name === BUILTIN.id) return BUILTIN;
  const byAlias = config.models.get(name);
  if (byAlias) return byAlias;
  for (const entry of config.models.values()) if (entry.id === name) return entry;
  const id = splitModelId(name);
  if (!id) return null;
  if (id.provider === 'openai-compatible') {
    const entry = config.models.get(id.model);
    return entry?.provider === 'openai-compatible' ? entry : null;
  }
  const adHoc = (provider: ProviderName, baseUrl: string | null, apiKey: string | null): ModelEntry => ({
    ...DEFAULTS,
    id: `${provider}/${id.model}`,
    provider,
    model: id.model,
    baseUrl,
    apiKey,
    fallbacks: [],
    reasoning: knownReasoningModel(provider, id.model),
    honoursToolChoice: knownToHonourToolChoice(provider),
  });
  if (id.provider === 'openai' && (config.openai.apiKey || config.openai.baseUrl)) return adHoc('openai', null, config.openai.apiKey);
  if (id.provider === 'anthropic' && (config.anthropic.apiKey || config.anthropic.baseUrl))
    return adHoc('anthropic', null, config.anthropic.apiKey);
  if (id.provider === 'ollama' && config.ollamaBaseUrl) return adHoc('ollama', null, null);
  return null;
}

/** "configured: builtin/tool-router, fast (openai/gpt-4.1-mini), openai/* …" for MODEL_NOT_FOUND. */
export function describeConfigured(config: AiConfig): string {
  const names = [BUILTIN.id, ...[...config.models].map(([alias, e]) => `${alias} (${e.id})`)];
  if (config.openai.apiKey || config.openai.baseUrl) names.push('openai/<model>');
  if (config.anthropic.apiKey || config.anthropic.baseUrl) names.push('anthropic/<model>');
  if (config.ollamaBaseUrl) names.push('ollama/<model>');
  return `configured: ${names.join(', ')}`;
}
