import { sql } from 'kysely';
import type { Db } from '../storage/db/database.js';
import { isPostgres } from '../storage/db/dialect.js';

export interface StatisticsRule {
  /** Rows this instance writes to the content index between two looks at PostgreSQL's counters. */
  checkEvery: number;
  /** A table is analyzed once `base + fraction × its rows` of them changed since its last ANALYZE. */
  base: number;
  fraction: number;
}

/** autovacuum's own rule with its defaults (autovacuum_analyze_threshold 50, scale factor 0.1), checked every 1,000 rows. */
export const DEFAULT_RULE: StatisticsRule = { checkEvery: 1000, base: 50, fraction: 0.1 };

/** Any constant shared by every instance: the advisory lock one ANALYZE round holds. */
const ANALYZE_LOCK = 0x5e3a_a7a1;

/**
 * Keeps PostgreSQL's planner statistics of the content index fresh after bursts of indexing, where
 * autovacuum is off or has not come round yet: without them a KEYWORD query over 100,000 chunks was
 * planned as a nested loop and took over 10 s (docs/performance.md). The indexer reports the rows it
 * writes; every `checkEvery` of them, off the request path, the tables a content query plans over
 * (chunks, files, the semantic tables) are analyzed if enough of their rows changed since their last
 * ANALYZE, as PostgreSQL's own counters tell (so the writes of every instance count). One round at
 * a time per instance, and across instances by an advisory lock. docs/operations.md.
 */
export class IndexStatistics {
  private sinceCheck = 0;
  private running: Promise<unknown> | null = null;

  private constructor(
    private readonly db: Db,
    private readonly rule: StatisticsRule,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Null on SQLite, which plans without statistics (its queries are written for that). */
  static for(db: Db, onError: (error: unknown) => void, rule: StatisticsRule = DEFAULT_RULE): IndexStatistics | null {
    return isPostgres(db) ? new IndexStatistics(db, rule, onError) : null;
  }

  /** The indexer wrote `rows` rows; never waits. */
  wrote(rows: number): void {
    this.sinceCheck += rows;
    if (this.sinceCheck < this.rule.checkEvery || this.running) return;
    this.sinceCheck = 0;
    this.running = this.refresh()
      .catch(this.onError)
      .finally(() => {
        this.running = null;
      });
  }

  /** The round under way, if any (tests, and a clean stop). */
  settled(): Promise<unknown> {
    return this.running ?? Promise.resolve();
  }

  /** Analyzes the content index's tables that changed enough since their last ANALYZE; their names (none if another instance holds the round). */
  async refresh(): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${ANALYZE_LOCK}) AS ok`.execute(trx);
      if (!rows[0]?.ok) return [];
      const stale = await sql<{ relname: string }>`SELECT s.relname FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
        WHERE s.schemaname = current_schema()
          AND (s.relname IN ('chunks', 'files', 'semantic_chunks') OR s.relname LIKE 'semantic\\_vectors\\_%')
          AND s.n_mod_since_analyze >= ${this.rule.base} + ${this.rule.fraction} * greatest(c.reltuples, 0)
        ORDER BY s.relname`.execute(trx);
      for (const { relname } of stale.rows) await sql`ANALYZE ${sql.table(relname)}`.execute(trx);
      return stale.rows.map((r) => r.relname);
    });
  }
}
