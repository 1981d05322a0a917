import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileSearchParams } from '../../src/domain/files/file-search.js';
import type { Caller } from '../../src/domain/tokens/token-service.js';
import { type FilePageRequest, FileSearchSql } from '../../src/storage/db/search/file-search.js';
import { BOOTSTRAP, type TestApp, startTestApp } from '../helpers/app.js';
import type { FileSet } from '../helpers/bodies.js';
import { explainPostgres, planNodes } from '../helpers/explain.js';
import { type SeedEntry, seedEntries } from '../helpers/seed-files.js';
import { onPostgres } from '../helpers/test-database.js';

/**
 * API.md §2: the cursor is a keyset position "so a page at any depth costs the same as the first".
 * A query plan cannot show which of two bounds on the same column SQLite seeks on, so this counts
 * the index entries the query actually walks: the app's own page query is run with one extra
 * filter, a function that counts the rows it is asked about, on a second connection to the same
 * database file. A deep page must walk about `limit` rows, not everything before the cursor.
 * The function takes `id`, which every sort index holds as its tie-break, so SQLite asks it about
 * each index entry it walks, and a walk through a run of equal values before the cursor counts too.
 * On PostgreSQL, EXPLAIN ANALYZE of the page query counts the same (postgresCost).
 */

const LIMIT = 100;

describe('a deep page walks no more rows than the first', () => {
  let t: TestApp;
  // The bootstrap admin, as the auth plugin resolves it.
  let admin: Caller;
  let filesetId: string;
  let conn: SQLite.Database;
  let visited = 0;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.services.tokens.authenticate(BOOTSTRAP))!;
    const created = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'deep pages' } });
    filesetId = created.json<FileSet>().id;
    const entries: SeedEntry[] = [];
    const files = (dir: string, n: number) => {
      for (let i = 0; i < n; i++) entries.push({ path: `${dir}/f${String(i).padStart(5, '0')}`, size: i % 7 });
    };
    entries.push({ path: 'a', size: null }, { path: 'd', size: null }, { path: 'd/sub', size: null }, { path: 'z', size: null });
    files('a', 1000);
    files('d', 2000);
    files('d/sub', 1000);
    files('z', 1000);
    await seedEntries(t.services, filesetId, entries);
    if (onPostgres) {
      // PostgreSQL plans by statistics; without them it guesses, as it would not on a live database.
      await sql`ANALYZE files`.execute(t.services.db);
      return;
    }
    conn = new SQLite(path.join(t.dataDir, 'stowage.db'), { readonly: true });
    conn.function('stw_test_visit', { varargs: true }, () => {
      visited++;
      return 1;
    });
  }, 60_000);
  afterAll(async () => {
    conn?.close();
    await t.close();
  });

  const params = (p: Partial<FileSearchParams>): FileSearchParams => ({
    immediateChildren: false,
    limit: LIMIT,
    includeTotal: false,
    ...p,
  });

  /** A cursor at least half way through the scope, reached by following `next` with big pages. */
  async function deepCursor(body: Record<string, unknown>, p: Partial<FileSearchParams>): Promise<{ next: string; skipped: number }> {
    const first = await t.services.fileSearch.search(admin, filesetId, body, params({ ...p, limit: 1000, includeTotal: true }));
    const total = first.total!;
    let skipped = first.rows.length;
    let next = first.next;
    while (next && skipped + 1000 <= total - 200) {
      const page = await t.services.fileSearch.search(admin, filesetId, body, params({ ...p, limit: 1000, next }));
      skipped += page.rows.length;
      next = page.next;
    }
    expect(next, 'the scope is too small for a deep page').not.toBeNull();
    return { next: next!, skipped };
  }

  /** Rows walked by the app's query for this page, and the rows it returned. */
  async function cost(body: Record<string, unknown>, p: Partial<FileSearchParams>): Promise<{ visited: number; returned: number }> {
    const { request } = await t.services.fileSearch.plan(admin, filesetId, body, params(p));
    if (onPostgres) return postgresCost(request);
    // The counter goes where the request's own filters go: after the scope, before the cursor.
    const compiled = new FileSearchSql(t.services.db).searchQuery(request, sql`stw_test_visit(id)`).compile(t.services.db);
    visited = 0;
    const rows = conn.prepare(compiled.sql).all(...compiled.parameters);
    return { visited, returned: rows.length };
  }

  /**
   * PostgreSQL runs the app's page query under EXPLAIN ANALYZE, which reports for each scan of the
   * files table the rows it produced and those it read and dropped (by a filter, or on recheck):
   * together, every row the query walked.
   */
  async function postgresCost(request: FilePageRequest): Promise<{ visited: number; returned: number }> {
    const root = await explainPostgres(t.services.db, new FileSearchSql(t.services.db).searchQuery(request), 'ANALYZE');
    const scans = planNodes(root).filter((n) => n['Relation Name'] === 'files');
    expect(scans.length, JSON.stringify(root)).toBeGreaterThan(0);
    const walked = scans.reduce(
      (sum, n) =>
        sum +
        ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) *
          (n['Actual Loops'] ?? 1),
      0,
    );
    return { visited: walked, returned: root['Actual Rows'] ?? 0 };
  }

  const cases: [string, Record<string, unknown>, Partial<FileSearchParams>][] = [
    ['the whole file set, default order', {}, {}],
    ['the whole file set, path DESC', { fieldSort: [{ field: 'path', order: 'DESC' }] }, {}],
    ['everything below a directory, default order', {}, { directoryPath: 'd' }],
    ['everything below a directory, path DESC', { fieldSort: [{ field: 'path', order: 'DESC' }] }, { directoryPath: 'd' }],
    ['the children of a directory, default order', {}, { directoryPath: 'd', immediateChildren: true }],
    ['the whole file set, name', { fieldSort: [{ field: 'name' }] }, {}],
    ['the whole file set, size DESC (7 values: long runs of ties)', { fieldSort: [{ field: 'size', order: 'DESC' }] }, {}],
    ['the whole file set, created (one value: every entry ties)', { fieldSort: [{ field: 'created' }] }, {}],
    ['the whole file set, fileType DESC', { fieldSort: [{ field: 'fileType', order: 'DESC' }] }, {}],
  ];

  for (const [name, body, p] of cases) {
    it(name, async () => {
      const firstPage = await cost(body, p);
      expect(firstPage.returned).toBe(LIMIT + 1);
      const { next, skipped } = await deepCursor(body, p);
      expect(skipped).toBeGreaterThanOrEqual(1000);
      const deep = await cost(body, { ...p, next });
      expect(deep.returned).toBe(LIMIT + 1);
      expect(
        deep.visited,
        `a page after ${skipped} entries walked ${deep.visited} rows; the first walked ${firstPage.visited}`,
      ).toBeLessThanOrEqual(firstPage.visited + 1);
    });
  }
});
