import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { formatReport, fuzz } from './run.js';

/**
 * Issue 14's fuzz test: requests generated from the server's own /openapi.json (schema-shaped,
 * then hostile: wrong types, non-finite and huge numbers, long and control-character strings,
 * unknown members, repeated and array query parameters, path traversal, bad ranges, oversized
 * and malformed bodies, wrong content types) sent to a real server process over real connections.
 * No answer may be a 5xx, every error must be API.md §0's, none may hang. This is a bounded
 * sample; `npm run fuzz` sends 100,000 (docs/reliability.md). STOWAGE_FUZZ_REQUESTS and
 * STOWAGE_FUZZ_SEED change the count and the seed (a seed reproduces a run's requests).
 */

const REQUESTS = Number(process.env.STOWAGE_FUZZ_REQUESTS ?? 3000);
const SEED = Number(process.env.STOWAGE_FUZZ_SEED ?? Date.now() % 1_000_000);

describe('requests generated from /openapi.json, hostile ones included', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // A small upload limit makes oversized uploads cheap to send.
    server = await startServerProcess({ env: { STOWAGE_MAX_UPLOAD_BYTES: '1MiB' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(
    `answers ${REQUESTS} of them without a 5xx, a hang or an error outside the error shape`,
    { timeout: 120_000 + REQUESTS * 100 },
    async () => {
      const report = await fuzz(server.baseUrl, server.admin, {
        requests: REQUESTS,
        seed: SEED,
        concurrency: 4,
        timeoutMs: 20_000,
        slowMs: 10_000,
      });
      console.log(formatReport(report));
      expect(report.sent).toBe(REQUESTS);
      // Most requests must get past validation, or the run tests little beyond the schemas.
      const successes = Object.entries(report.statuses)
        .filter(([s]) => s.startsWith('2'))
        .reduce((n, [, c]) => n + c, 0);
      expect(successes / report.sent).toBeGreaterThan(0.1);
      // Every operation of the document was sent, and got past authentication at least once.
      for (const [operation, counts] of Object.entries(report.byOperation)) {
        expect(
          Object.keys(counts).filter((status) => status !== '401'),
          operation,
        ).not.toEqual([]);
      }
      expect(report.failures.map((f) => `${f.kind}\n${f.example}`)).toEqual([]);
      // And the server is still there, answering at once.
      const started = performance.now();
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(5_000);
    },
  );
});
