import http from 'node:http';
import fc from 'fast-check';
import { kindOf, problemsOf } from './check.js';
import { type RequestSpec, anyRequest, operationsOf } from './requests.js';
import { type Answer, type Outcome, type Target, send } from './send.js';

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** No answer within this long: a hang. */
  timeoutMs: number;
  /** An answer slower than this is reported. */
  slowMs: number;
}

export interface FuzzReport {
  sent: number;
  seconds: number;
  seed: number;
  /** How many answers had each status. */
  statuses: Record<string, number>;
  operations: number;
  /** Answers per operation by status: what the run reached. */
  byOperation: Record<string, Record<string, number>>;
  /** One example of each distinct failure. */
  failures: { kind: string; count: number; example: string }[];
}

/** Read with the admin's token; fails the run (not a finding) when the server does not do it. */
async function adminCall(target: Target, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${target.baseUrl}${path}`, {
    method,
    headers: { 'x-service-developer-token': target.tokens.admin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fuzz set-up: ${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

function remember(target: Target, pool: string, id: unknown): void {
  // Ids are strings (UUIDs) or numbers.
  if (typeof id !== 'string' && typeof id !== 'number') return;
  const ids = target.pools.get(pool) ?? [];
  if (!ids.includes(String(id))) ids.push(String(id));
  // The newest fifty: enough variety, and deleted ones stay findable for a while.
  if (ids.length > 50) ids.shift();
  target.pools.set(pool, ids);
}

function rememberChild(target: Target, pool: string, id: unknown, parent: string | undefined): void {
  remember(target, pool, id);
  if ((typeof id === 'string' || typeof id === 'number') && parent !== undefined) target.parents.set(String(id), parent);
}

/** Keeps the ids a successful answer names, so that later requests reach real objects. */
function harvest(target: Target, spec: RequestSpec, answer: Answer, params: Record<string, string>): void {
  if (answer.status >= 300 || !String(answer.headers['content-type']).includes('json')) return;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    return;
  }
  const list = (key: string) => (Array.isArray(body[key]) ? (body[key] as Record<string, unknown>[]) : []);
  switch (spec.operation) {
    case 'createFileSet':
    case 'getFileSet': {
      remember(target, 'filesetId', body.id);
      return;
    }
    case 'searchFileSets': {
      list('fileSets').forEach((f) => remember(target, 'filesetId', f.id));
      return;
    }
    case 'uploadFile':
    case 'getFile': {
      rememberChild(target, 'fileId', body.id, params.filesetId);
      return;
    }
    case 'searchFiles': {
      list('files').forEach((f) => rememberChild(target, 'fileId', f.id, params.filesetId));
      return;
    }
    case 'createDataFile': {
      remember(target, 'dataFileId', body.dataFileId);
      return;
    }
    case 'addDataFileRevision': {
      rememberChild(target, 'revisionId', body.revisionId, params.dataFileId);
      return;
    }
    case 'createStream': {
      remember(target, 'streamId', body.id);
      return;
    }
    case 'startStreamExecution': {
      rememberChild(target, 'executionId', body.executionId, params.streamId);
      return;
    }
    case 'createAccessToken': {
      remember(target, 'id', body.id);
      return;
    }
    case 'messageWithTools': {
      remember(target, 'sessionId', body.sessionId);
      return;
    }
  }
}

/** A few objects of each kind before the first generated request, so that ids are there to find. */
async function seed(target: Target): Promise<void> {
  const existing = (await adminCall(target, 'GET', '/api/data/v1/accesstokens')).tokens as { id: number }[];
  const user = await adminCall(target, 'POST', '/api/data/v1/accesstokens', { name: 'fuzz user', ownerId: 2 });
  target.tokens.user = String(user.token);
  target.ownTokenIds = [...existing.map((t) => String(t.id)), String(user.id)];
  const fileSet = await adminCall(target, 'POST', '/api/files/v1/filesets', { name: 'fuzz' });
  remember(target, 'filesetId', fileSet.id);
  const form = new FormData();
  form.set('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'sales.csv');
  const upload = await fetch(`${target.baseUrl}/api/files/v1/filesets/${String(fileSet.id)}/files?directoryPath=reports/q3`, {
    method: 'POST',
    headers: { 'x-service-developer-token': target.tokens.admin },
    body: form,
  });
  rememberChild(target, 'fileId', ((await upload.json()) as { id: string }).id, String(fileSet.id));
  const dataFile = await fetch(`${target.baseUrl}/api/data/v1/data-files?name=fuzz.csv`, {
    method: 'POST',
    headers: { 'x-service-developer-token': target.tokens.admin, 'content-type': 'text/csv' },
    body: 'a,b\n1,2\n',
  });
  remember(target, 'dataFileId', ((await dataFile.json()) as { dataFileId: number }).dataFileId);
  const stream = await adminCall(target, 'POST', '/api/data/v1/streams', {
    name: 'fuzz',
    updateMethod: 'APPEND',
    schema: {
      columns: [
        { name: 'a', type: 'STRING' },
        { name: 'n', type: 'LONG' },
      ],
    },
  });
  remember(target, 'streamId', stream.id);
  const execution = await adminCall(target, 'POST', `/api/data/v1/streams/${String(stream.id)}/executions`, {});
  rememberChild(target, 'executionId', execution.executionId, String(stream.id));
}

function describe(spec: RequestSpec, outcome: Outcome, what: string): string {
  // JSON.stringify gives undefined for an undefined value, which its lib type hides.
  const body = (spec.body.kind === 'json' ? JSON.stringify(spec.body.value) : JSON.stringify(spec.body)) ?? 'undefined';
  return [
    `${spec.method} ${outcome.url.slice(0, 300)}`,
    `  caller ${spec.caller}; headers ${JSON.stringify(spec.headers)}; mutations ${JSON.stringify(spec.mutations)}`,
    `  body ${body.slice(0, 300)}`,
    `  → ${what.slice(0, 400)}`,
  ].join('\n');
}

/**
 * Sends `requests` generated requests (API.md §0 checks on each answer) to the server at
 * `baseUrl`, built from its own /openapi.json: every operation, each with schema-shaped values
 * and, most of the time, hostile changes (hostile.ts).
 */
export async function fuzz(baseUrl: string, adminToken: string, options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target: Target = {
    baseUrl,
    agent,
    tokens: { admin: adminToken, user: '' },
    pools: new Map(),
    parents: new Map(),
    ownTokenIds: [],
    timeoutMs: options.timeoutMs,
  };
  try {
    const doc = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as Parameters<typeof operationsOf>[0];
    const { operations, resolve } = operationsOf(doc);
    await seed(target);
    const arbitrary = anyRequest(operations, resolve);
    const statuses: Record<string, number> = {};
    const byOperation: Record<string, Record<string, number>> = Object.fromEntries(operations.map((op) => [op.id, {}]));
    const failures = new Map<string, { count: number; example: string }>();
    let sent = 0;
    const batch = 500;
    for (let from = 0; from < options.requests; from += batch) {
      const specs = fc.sample(arbitrary, { numRuns: Math.min(batch, options.requests - from), seed: options.seed + from });
      let next = 0;
      const worker = async () => {
        while (next < specs.length) {
          const spec = specs[next++]!;
          const outcome = await send(spec, target);
          sent++;
          const key = 'answer' in outcome ? String(outcome.answer.status) : 'no answer';
          statuses[key] = (statuses[key] ?? 0) + 1;
          const perOperation = byOperation[spec.operation]!;
          perOperation[key] = (perOperation[key] ?? 0) + 1;
          if ('answer' in outcome) harvest(target, spec, outcome.answer, outcome.params);
          for (const problem of problemsOf(spec, outcome, options.slowMs)) {
            const kind = kindOf(spec, problem);
            const seen = failures.get(kind);
            if (seen) seen.count++;
            else {
              const what = 'answer' in outcome ? `${outcome.answer.status} ${outcome.answer.body}` : outcome.transportError;
              failures.set(kind, { count: 1, example: describe(spec, outcome, `${problem}: ${what}`) });
            }
          }
        }
      };
      await Promise.all(Array.from({ length: options.concurrency }, worker));
    }
    return {
      sent,
      seconds: (performance.now() - started) / 1000,
      seed: options.seed,
      statuses,
      operations: operations.length,
      byOperation,
      failures: [...failures].map(([kind, f]) => ({ kind, ...f })),
    };
  } finally {
    agent.destroy();
  }
}

export function formatReport(report: FuzzReport): string {
  const statuses = Object.entries(report.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const lines = [
    `fuzz: ${report.sent} requests over ${report.operations} operations in ${report.seconds.toFixed(1)} s (seed ${report.seed}); ${report.failures.length} distinct failures`,
    `statuses: ${statuses}`,
    ...Object.entries(report.byOperation).map(
      ([op, counts]) =>
        `  ${op}: ${Object.entries(counts)
          .sort()
          .map(([c, n]) => `${c} ${n}`)
          .join(', ')}`,
    ),
  ];
  for (const f of report.failures) lines.push(`FAIL ${f.kind} (×${f.count})\n${f.example}`);
  return lines.join('\n');
}
