import { Counter, Gauge, Histogram, type Metric, type Registry } from 'prom-client';

/** Content indexing on /metrics: queue depth, files and bytes indexed, failures, transaction durations, filtered semantic searches by step (docs/search.md). */
export class IndexMetrics {
  readonly files = new Counter({
    name: 'stowage_index_files_total',
    help: 'Files whose indexing finished on this instance, by outcome (COMPLETED, SKIPPED, FAILED)',
    labelNames: ['status'] as const,
    registers: [],
  });
  readonly bytes = new Counter({
    name: 'stowage_index_bytes_total',
    help: 'Bytes of file content indexed (COMPLETED) on this instance',
    registers: [],
  });
  readonly characters = new Counter({
    name: 'stowage_index_text_characters_total',
    help: 'Characters of extracted text stored as chunks on this instance',
    registers: [],
  });
  readonly failures = new Counter({
    name: 'stowage_index_failures_total',
    help: 'Files whose indexing FAILED on this instance',
    registers: [],
  });
  readonly writeSeconds = new Histogram({
    name: 'stowage_index_write_seconds',
    help: 'Duration of each indexing transaction (a batch of chunks, a claim check, an outcome) on this instance; on SQLite a request may wait behind one (docs/search.md)',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [],
  });
  readonly semanticSteps = new Counter({
    name: 'stowage_semantic_filtered_searches_total',
    help: 'SEMANTIC and HYBRID queries on this instance, by the step of the filtered nearest-neighbour search that answered (docs/search-semantic.md)',
    labelNames: ['step'] as const,
    registers: [],
  });
  private readonly depth: Gauge;

  constructor(queueDepth: () => number) {
    this.depth = new Gauge({
      name: 'stowage_index_queue_depth',
      help: "Files waiting in this instance's indexing queue (more may wait in the database as PENDING)",
      registers: [],
      collect() {
        this.set(queueDepth());
      },
    });
  }

  registerIn(registry: Registry): void {
    const metrics: Metric[] = [this.files, this.bytes, this.characters, this.failures, this.writeSeconds, this.semanticSteps, this.depth];
    for (const metric of metrics) registry.registerMetric(metric);
  }
}
