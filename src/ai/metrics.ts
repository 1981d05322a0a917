import { Counter, Histogram, type Registry } from 'prom-client';
import type { ModelBackend } from './call-with-retries.js';
import { defaultEmbeddingModel } from './embeddings.js';
import { ProviderFailure } from './provider-failure.js';
import { type AiConfig, type ModelEntry, resolveEntry } from './registry.js';
import type { StreamingBackend } from './streaming-attempt.js';
import type { Usage } from './types.js';

export type AiRoute = 'tools' | 'chat' | 'embedding';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * Per-model Prometheus metrics of the AI routes (docs/ai.md, "Metrics"). The `model` label only
 * takes ids the operator configured (registry entries, the defaults, the built-in model); a model
 * a request names ad hoc (`openai/<anything>`) counts as `<provider>/other` and an unknown one as
 * `unknown`, so a client cannot grow the label set.
 */
export class AiMetrics {
  private readonly calls = new Counter({
    name: 'stowage_ai_calls_total',
    help: 'AI route calls by model, route and outcome (ok, error, cancelled)',
    labelNames: ['model', 'route', 'outcome'] as const,
    registers: [],
  });
  private readonly errors = new Counter({
    name: 'stowage_ai_errors_total',
    help: 'Failed AI route calls by model, route and error code',
    labelNames: ['model', 'route', 'code'] as const,
    registers: [],
  });
  private readonly tokens = new Counter({
    name: 'stowage_ai_tokens_total',
    help: 'Tokens the providers reported, by model, route and direction (input, output)',
    labelNames: ['model', 'route', 'direction'] as const,
    registers: [],
  });
  private readonly upstream = new Histogram({
    name: 'stowage_ai_upstream_seconds',
    help: 'Duration of each upstream model call (every attempt), by model and outcome',
    labelNames: ['model', 'outcome'] as const,
    buckets: BUCKETS,
    registers: [],
  });
  private readonly firstEvent = new Histogram({
    name: 'stowage_ai_stream_first_event_seconds',
    help: 'Streamed answers: time from the request to its first event, by model',
    labelNames: ['model'] as const,
    buckets: BUCKETS,
    registers: [],
  });
  private readonly configured: Set<string>;

  constructor(private readonly config: AiConfig) {
    const named = [config.defaultModel, defaultEmbeddingModel(config)].flatMap((name) =>
      name === null ? [] : [resolveEntry(config, name)?.id ?? ''],
    );
    this.configured = new Set(['builtin/tool-router', ...[...config.models.values()].map((e) => e.id), ...named]);
  }

  registerIn(registry: Registry): void {
    for (const metric of [this.calls, this.errors, this.tokens, this.upstream, this.firstEvent]) registry.registerMetric(metric);
  }

  /** The label of a model name or id: see the class comment. */
  label(name: string | undefined | null): string {
    const entry = name ? resolveEntry(this.config, name) : null;
    if (!entry) return name ? 'unknown' : 'none';
    return this.configured.has(entry.id) ? entry.id : `${entry.provider}/other`;
  }

  succeeded(route: AiRoute, modelId: string, usage: Usage | null): void {
    const model = this.label(modelId);
    this.calls.inc({ model, route, outcome: 'ok' });
    if (usage) {
      this.tokens.inc({ model, route, direction: 'input' }, usage.inputTokens);
      this.tokens.inc({ model, route, direction: 'output' }, usage.outputTokens);
    }
  }

  failed(route: AiRoute, modelName: string | undefined | null, code: string, cancelled: boolean): void {
    const model = this.label(modelName);
    this.calls.inc({ model, route, outcome: cancelled ? 'cancelled' : 'error' });
    if (!cancelled) this.errors.inc({ model, route, code });
  }

  firstEventAfter(modelName: string | undefined | null, seconds: number): void {
    this.firstEvent.observe({ model: this.label(modelName) }, seconds);
  }

  /** Times one upstream call. */
  async time<T>(modelId: string, run: () => Promise<T>): Promise<T> {
    const end = this.upstream.startTimer({ model: this.label(modelId) });
    try {
      const result = await run();
      end({ outcome: 'ok' });
      return result;
    } catch (error) {
      end({ outcome: error instanceof ProviderFailure ? error.code : 'error' });
      throw error;
    }
  }

  /** Times every upstream call of the backend (each retry is its own call), streamed or not. */
  timed(entry: ModelEntry, backend: ModelBackend): ModelBackend {
    const time = <T>(run: () => Promise<T>): Promise<T> => this.time(entry.id, run);
    const timedBackend: ModelBackend = { generate: (request, signal) => time(() => backend.generate(request, signal)) };
    const stream = (backend as Partial<StreamingBackend>).stream;
    if (!stream) return timedBackend;
    const streaming: StreamingBackend = {
      ...timedBackend,
      stream: (request, signal, events) => time(() => stream.call(backend, request, signal, events)),
    };
    return streaming;
  }
}
