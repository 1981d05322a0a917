import autocannon from 'autocannon';
import { TOKEN } from './server.js';

export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  /** CPU time the measured process spent per request, in ms (when one was named). */
  cpuMs?: number;
  /** CPU time the database's own processes spent per request, in ms (when it was named). */
  dbCpuMs?: number;
  /** CPU time the load generator (this process) spent per request, in ms. */
  loadCpuMs: number;
}

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  auth?: boolean;
  headers?: Record<string, string>;
}

/** Drives one request shape at a fixed concurrency for `seconds`; fails loudly on any non-2xx. */
export async function load(
  request: LoadRequest,
  connections: number,
  seconds: number,
  measured?: { cpuSeconds(): number },
  database?: { cpuSeconds(): number },
): Promise<LoadResult> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.auth !== false) headers['x-service-developer-token'] = TOKEN;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const instance = autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers,
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    connections,
    duration: seconds,
  });
  // autocannon's own histogram keeps whole milliseconds; sub-millisecond latencies need the raw samples.
  const samples: number[] = [];
  // `on` answers the instance itself, a promise awaited below.
  void instance.on('response', (_client, _status, _bytes, responseTimeMs) => samples.push(responseTimeMs));
  const cpuBefore = measured?.cpuSeconds();
  const dbBefore = database?.cpuSeconds();
  const ownBefore = process.cpuUsage();
  const result = await instance;
  const own = process.cpuUsage(ownBefore);
  const cpu = measured && cpuBefore !== undefined ? measured.cpuSeconds() - cpuBefore : undefined;
  const db = database && dbBefore !== undefined ? database.cpuSeconds() - dbBefore : undefined;
  const perRequestMs = (spent: number) => (spent * 1000) / result.requests.total;
  samples.sort((a, b) => a - b);
  const percentile = (p: 50 | 99) =>
    samples.length > 0 ? samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]! : result.latency[`p${p}`];
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${request.method ?? 'GET'} ${request.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    p50: percentile(50),
    p99: percentile(99),
    rps: result.requests.total / seconds,
    ...(cpu !== undefined ? { cpuMs: perRequestMs(cpu) } : {}),
    ...(db !== undefined ? { dbCpuMs: perRequestMs(db) } : {}),
    loadCpuMs: perRequestMs((own.user + own.system) / 1e6),
  };
}
