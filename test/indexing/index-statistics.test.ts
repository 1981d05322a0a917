import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexStatistics } from '../../src/indexing/index-statistics.js';
import { isPostgres } from '../../src/storage/db/dialect.js';
import { type TestApp, startTestApp } from '../helpers/app.js';
import { newIndexedFileSet, putIndexed } from '../helpers/content-index.js';
import { onPostgres } from '../helpers/test-database.js';

/** Any change counts here: one log file makes some thirty chunks, short of the default's 50 + 10%. */
const RULE = { checkEvery: 10, base: 1, fraction: 0 };
const TEXT = Array.from({ length: 400 }, (_, i) => `Line ${i} of the harbour log: ferries, tides and moorings.`).join('\n');
const noError = (error: unknown) => {
  throw error;
};

describe('planner statistics of the content index', () => {
  let t: TestApp;
  let set: string;
  const lastAnalyze = async (table: string) =>
    (
      await sql<{ at: Date | null }>`SELECT last_analyze AS at FROM pg_stat_user_tables
        WHERE schemaname = current_schema() AND relname = ${table}`.execute(t.services.db)
    ).rows[0]?.at ?? null;
  /** PostgreSQL publishes a session's counters about once a second: tries until `done`. */
  const eventually = async (step: () => Promise<boolean>) => {
    for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) if (await step()) return;
    throw new Error('not within 20 s');
  };

  beforeAll(async () => {
    t = await startTestApp();
    set = await newIndexedFileSet(t);
  });
  afterAll(async () => t.close());

  it(
    onPostgres
      ? 'PostgreSQL: tables changed enough since their last ANALYZE are analyzed, once, by one instance at a time'
      : 'SQLite: none are kept, as it plans without them',
    async () => {
      const kept = IndexStatistics.for(t.services.db, noError, RULE);
      expect(kept === null).toBe(!isPostgres(t.services.db));
      if (!kept) return;
      const stats = kept;
      await putIndexed(t, set, { filename: 'log-1.txt', content: TEXT, contentType: 'text/plain' });
      let analyzed: string[] = [];
      await eventually(async () => (analyzed = await stats.refresh()).includes('chunks'));
      expect(analyzed).toContain('files');
      expect(await lastAnalyze('chunks')).not.toBeNull();
      // Nothing changed since: nothing to do.
      expect(await stats.refresh()).toEqual([]);

      // Another instance's round holds the lock: this one leaves it to that.
      await putIndexed(t, set, { filename: 'log-2.txt', content: TEXT, contentType: 'text/plain' });
      await t.services.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${0x5e3a_a7a1})`.execute(trx);
        expect(await stats.refresh()).toEqual([]);
      });

      // The indexer's reports start a round every RULE.checkEvery rows, off the caller's path.
      const before = await lastAnalyze('chunks');
      await eventually(async () => {
        stats.wrote(RULE.checkEvery - 1);
        await stats.settled();
        const unchanged = (await lastAnalyze('chunks'))?.getTime() === before?.getTime();
        expect(unchanged).toBe(true);
        stats.wrote(1);
        await stats.settled();
        return (await lastAnalyze('chunks'))!.getTime() > before!.getTime();
      });
    },
  );
});
