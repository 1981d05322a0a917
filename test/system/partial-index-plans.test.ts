import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/storage/db/database.js';
import { IndexWorkRepository } from '../../src/storage/db/repositories/index-work-repository.js';
import { StreamsRepository } from '../../src/storage/db/repositories/streams-repository.js';
import { type TestApp, startTestApp } from '../helpers/app.js';
import { type PgPlanNode, planLines } from '../helpers/explain.js';
import { onPostgres } from '../helpers/test-database.js';

/**
 * The work queues find their few rows through partial indexes (files_index_work: the files left to
 * index; stream_executions_one_active: a stream's live execution). A planner can use a partial index
 * only when the query's WHERE names the index's values as literals: bound as parameters, SQLite's
 * plan for the indexing pick-up walked every file in id order, which froze a server with a million
 * files for ten seconds each maintenance round (docs/performance.md). So the plans of the very
 * queries the repositories send are read here. On PostgreSQL the plan read is the generic one (what
 * a prepared statement runs after its first executions), with sequential scans priced out so that
 * the answer on a test-sized table is which index the SQL can use at all.
 */

/** Keeps the compiled SQL and parameters of every query run through it. */
class CaptureQueries implements KyselyPlugin {
  readonly queries: CompiledQuery[] = [];
  constructor(private readonly db: Db) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push(this.db.getExecutor().compileQuery(node, queryId));
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/** A value written into SQL for PostgreSQL's EXECUTE, which takes no bound parameters here. */
function pgLiteral(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`no literal for ${typeof value}`);
}

async function plan(db: Db, query: CompiledQuery): Promise<string> {
  if (!onPostgres) {
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
    return rows.map((r) => r.detail).join('\n');
  }
  return db.connection().execute(async (c) => {
    await sql`SET enable_seqscan = off`.execute(c);
    await sql`SET plan_cache_mode = force_generic_plan`.execute(c);
    await sql.raw(`PREPARE probe AS ${query.sql}`).execute(c);
    try {
      // EXECUTE takes no parentheses when the statement has no parameters.
      const args = query.parameters.length > 0 ? `(${query.parameters.map(pgLiteral).join(', ')})` : '';
      const { rows } = await sql<{ 'QUERY PLAN': { Plan: PgPlanNode }[] }>`EXPLAIN (FORMAT JSON) EXECUTE probe${sql.raw(args)}`.execute(c);
      return planLines(rows[0]!['QUERY PLAN'][0]!.Plan).join('\n');
    } finally {
      await sql`DEALLOCATE probe`.execute(c);
      await sql`RESET enable_seqscan`.execute(c);
      await sql`RESET plan_cache_mode`.execute(c);
    }
  });
}

/** The plans of the queries `run` sends through a repository made over `db`. */
async function plansOf<R>(db: Db, repository: new (db: Db) => R, run: (r: R) => Promise<unknown>): Promise<string[]> {
  const capture = new CaptureQueries(db);
  await run(new repository(db.withPlugin(capture)));
  expect(capture.queries.length).toBeGreaterThan(0);
  const plans: string[] = [];
  for (const query of capture.queries) plans.push(await plan(db, query));
  return plans;
}

describe('queue look-ups use their partial indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('the indexing pick-up and its backlog count read files_index_work, not every file', async () => {
    const plans = await plansOf(t.services.db, IndexWorkRepository, async (work) => {
      await work.unclaimed('', 100, Date.now());
      await work.backlog();
    });
    expect(plans).toHaveLength(2);
    for (const p of plans) expect(p, p).toMatch(onPostgres ? /using files_index_work\b/ : /USING (COVERING )?INDEX files_index_work\b/);
  });

  it("a stream's live execution is found through stream_executions_one_active", async () => {
    const [p] = await plansOf(t.services.db, StreamsRepository, (streams) => streams.activeExecution(1));
    expect(p, p).toMatch(onPostgres ? /using stream_executions_one_active\b/ : /USING INDEX stream_executions_one_active\b/);
  });
});
