import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileSearchParams } from '../../src/domain/files/file-search.js';
import type { Caller } from '../../src/domain/tokens/token-service.js';
import { FileSearchSql } from '../../src/storage/db/search/file-search.js';
import { BOOTSTRAP, type TestApp, startTestApp } from '../helpers/app.js';
import type { FileSet } from '../helpers/bodies.js';
import { type PgPlanNode, planNodes } from '../helpers/explain.js';
import { type SeedEntry, seedEntries } from '../helpers/seed-files.js';
import { testDatabaseUrl } from '../helpers/test-database.js';

/**
 * PostgreSQL plans a prepared statement anew on every run until its generic plan looks no dearer
 * than the custom ones; for operation 2's page that planning cost more than running it
 * (docs/performance.md). Each connection keeps the page's statement prepared (pg-statements.ts),
 * so a page shape run again must come from the plan PostgreSQL kept, and that plan must still seek
 * to the cursor rather than walk the rows before it. Run on PostgreSQL only (test/suites.ts).
 */

const LIMIT = 20;
const FILTERED = {
  filters: [{ field: 'fileType', operator: 'IN', value: ['OTHER', 'TEXT'] }],
  fieldSort: [{ field: 'name', order: 'ASC' }],
};

describe('PostgreSQL keeps one plan for a page statement', () => {
  let t: TestApp;
  let admin: Caller;
  let filesetId: string;
  let client: pg.Client;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.services.tokens.authenticate(BOOTSTRAP))!;
    const created = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'plans' } });
    filesetId = created.json<FileSet>().id;
    const entries: SeedEntry[] = [{ path: 'docs', size: null }];
    for (let i = 0; i < 3000; i++) entries.push({ path: `docs/${['a', 'b', 'c'][i % 3]}${String(i).padStart(5, '0')}.txt`, size: i });
    await seedEntries(t.services, filesetId, entries);
    await sql`ANALYZE files`.execute(t.services.db);
    client = new pg.Client({ connectionString: testDatabaseUrl(t.dataDir)! });
    await client.connect();
  }, 60_000);
  afterAll(async () => {
    await client?.end();
    await t?.close();
  });

  const params = (p: Partial<FileSearchParams>): FileSearchParams => ({
    immediateChildren: false,
    limit: LIMIT,
    includeTotal: false,
    ...p,
  });

  /** The page's statement as the app sends it, as a PREPARE and the EXECUTE of its values. */
  async function statement(name: string, p: Partial<FileSearchParams>) {
    const { request } = await t.services.fileSearch.plan(admin, filesetId, FILTERED, params(p));
    const compiled = new FileSearchSql(t.services.db).searchQuery(request).compile(t.services.db);
    const values = compiled.parameters.map((v) => (typeof v === 'number' ? String(v) : client.escapeLiteral(String(v))));
    return {
      prepare: `PREPARE ${name} AS ${compiled.sql}`,
      execute: `EXECUTE ${name}${values.length > 0 ? `(${values.join(', ')})` : ''}`,
    };
  }

  async function runs(name: string, p: Partial<FileSearchParams>): Promise<{ generic: number; custom: number; plan: PgPlanNode }> {
    const { prepare, execute } = await statement(name, p);
    await client.query(prepare);
    for (let i = 0; i < 8; i++) expect((await client.query(execute)).rowCount).toBe(LIMIT + 1);
    const explained = await client.query<{ 'QUERY PLAN': { Plan: PgPlanNode }[] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${execute}`);
    const counts = await client.query<{ generic_plans: string; custom_plans: string }>(
      'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1',
      [name],
    );
    return {
      generic: Number(counts.rows[0]!.generic_plans),
      custom: Number(counts.rows[0]!.custom_plans),
      plan: explained.rows[0]!['QUERY PLAN'][0]!.Plan,
    };
  }

  /** Rows of `files` the plan walked: those it returned and those it read and dropped. */
  const walked = (plan: PgPlanNode) =>
    planNodes(plan)
      .filter((n) => n['Relation Name'] === 'files')
      .reduce((sum, n) => sum + ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0)) * (n['Actual Loops'] ?? 1), 0);

  it('runs a first page from its generic plan after a few runs', async () => {
    const first = await runs('first_page', {});
    expect(first.generic, `custom plans: ${first.custom}`).toBeGreaterThan(0);
    expect(walked(first.plan)).toBeLessThanOrEqual(2 * (LIMIT + 1));
  });

  it('runs a deep page from its generic plan, seeking to the cursor', async () => {
    let next: string | null = null;
    for (let seen = 0; seen < 1500; seen += 500) {
      const page = await t.services.fileSearch.search(admin, filesetId, FILTERED, params({ limit: 500, ...(next ? { next } : {}) }));
      next = page.next;
    }
    expect(next).not.toBeNull();
    const deep = await runs('deep_page', { next: next! });
    expect(deep.generic, `custom plans: ${deep.custom}`).toBeGreaterThan(0);
    expect(walked(deep.plan), JSON.stringify(deep.plan)).toBeLessThanOrEqual(2 * (LIMIT + 1));
  });
});
