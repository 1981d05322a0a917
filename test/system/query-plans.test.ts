import { randomUUID } from 'node:crypto';
import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  RawNode,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileSearchParams } from '../../src/domain/files/file-search.js';
import type { Caller } from '../../src/domain/tokens/token-service.js';
import { FILESET_FIELDS } from '../../src/search-query/fields.js';
import { parseSearch } from '../../src/search-query/parse.js';
import { fileSetRecord } from '../../src/storage/db/repositories/filesets-repository.js';
import type { Condition } from '../../src/storage/db/search/condition.js';
import { FileSearchSql } from '../../src/storage/db/search/file-search.js';
import { searchFileSets } from '../../src/storage/db/search/fileset-search.js';
import { BOOTSTRAP, type TestApp, multipart, startTestApp } from '../helpers/app.js';
import type { FileSet } from '../helpers/bodies.js';
import { type PgPlanNode, explainPostgres, planLines } from '../helpers/explain.js';
import { seedEntries } from '../helpers/seed-files.js';
import { onPostgres } from '../helpers/test-database.js';

/**
 * DESIGN.md: search "is backed by indexes chosen for the default orders", and API.md §2: a cursor
 * page "at any depth costs the same as the first". Both hold only if SQLite seeks an index in the
 * order asked for instead of scanning the table or sorting it, so the plans are asserted here, on
 * the very SQL the app runs. On PostgreSQL the plans are its EXPLAIN (FORMAT JSON), one line per
 * node (helpers/explain.ts), and the same holds: an Index Scan of the named index, no Sort node, no
 * sequential scan of the table.
 */

interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

/** Rewrites every raw query into `EXPLAIN QUERY PLAN …` (PostgreSQL: `EXPLAIN (FORMAT JSON) …`) and keeps the plans it returns. */
class ExplainPlugin implements KyselyPlugin {
  readonly plans: string[][] = [];

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!RawNode.is(node)) throw new Error(`ExplainPlugin only explains raw queries, got ${node.kind}`);
    const [first = '', ...rest] = node.sqlFragments;
    return RawNode.create([`${onPostgres ? 'EXPLAIN (FORMAT JSON)' : 'EXPLAIN QUERY PLAN'} ${first}`, ...rest], node.parameters);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (onPostgres) {
      const [row] = result.rows as { 'QUERY PLAN': { Plan: PgPlanNode }[] }[];
      this.plans.push(planLines(row!['QUERY PLAN'][0]!.Plan));
    } else {
      this.plans.push(result.rows.map((r) => r.detail as PlanRow['detail']));
    }
    return { rows: [] };
  }
}

function expectIndexedOrder(plan: string[], index: string) {
  const text = plan.join('\n');
  if (onPostgres) {
    // An Index Scan (a bitmap scan has no order), read either way; no Sort node; no Seq Scan.
    expect(text, text).toMatch(new RegExp(`^Index (Only )?Scan( Backward)? using ${index}\\b`, 'm'));
    expect(text, text).not.toMatch(/^(Incremental )?Sort\b/m);
    // file_moves is read for one number (the file set's last move, once per page); on a table of a
    // few rows PostgreSQL rightly scans it.
    expect(text, text).not.toMatch(/^Seq Scan on (?!file_moves\b)/m);
    return;
  }
  expect(text, text).toMatch(new RegExp(`(SEARCH|SCAN) \\w+ USING (COVERING )?INDEX ${index}\\b`));
  expect(text, text).not.toMatch(/USE TEMP B-TREE/);
  expect(text, text).not.toMatch(/SCAN (files|filesets|f|v)\b(?! USING)/);
}

/** The plan matches the pattern of the backend it ran on (SQLite's EXPLAIN QUERY PLAN or PostgreSQL's). */
function expectPlan(plan: string[], patterns: { sqlite: RegExp; postgres: RegExp }, message?: string) {
  const text = plan.join('\n');
  expect(text, message ? `${message}\n${text}` : text).toMatch(onPostgres ? patterns.postgres : patterns.sqlite);
}

describe('search queries run on indexes, in index order', () => {
  let t: TestApp;
  // The bootstrap admin, as the auth plugin resolves it.
  let admin: Caller;
  let filesetId: string;
  const files = () => new FileSearchSql(t.services.db);

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.services.tokens.authenticate(BOOTSTRAP))!;
    const created = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'plans' } });
    filesetId = created.json<FileSet>().id;
    for (const [dir, name] of [
      ['a', 'x.txt'],
      ['a/b', 'y.txt'],
      ['a/b', 'z.txt'],
      ['c', 'w.txt'],
    ]) {
      const up = multipart([
        { name: 'createFileRequest', value: JSON.stringify({ directoryPath: dir }) },
        { name: 'file', value: `${dir}/${name}`, filename: name, contentType: 'text/plain' },
      ]);
      const res = await t.call({ method: 'POST', url: `/api/files/v1/filesets/${filesetId}/files`, ...up });
      expect(res.statusCode, res.body).toBe(201);
    }
    if (onPostgres) await realisticSize();
  });

  /**
   * PostgreSQL plans by statistics: over a handful of rows a sequential scan and a sort cost next to
   * nothing, and it rightly picks them. So there the file set gets a few thousand entries and the
   * file set list a few thousand file sets, and the statistics are taken, before any plan is read.
   */
  async function realisticSize() {
    const entries = [
      { path: 'seeded', size: null },
      ...Array.from({ length: 3000 }, (_, i) => ({ path: `seeded/f${String(i).padStart(5, '0')}`, size: i % 50 })),
    ];
    await seedEntries(t.services, filesetId, entries);
    const now = Date.now();
    const sets = Array.from({ length: 3000 }, (_, i) => ({
      id: randomUUID(),
      name: `set ${i}`,
      description: '',
      owner_id: 1,
      created_at: now + i,
      created_by: 1,
      updated_at: now + i,
      updated_by: 1,
      file_count: 0,
    }));
    for (let i = 0; i < sets.length; i += 500) {
      const chunk = sets.slice(i, i + 500);
      await t.services.db.insertInto('filesets').values(chunk.map(fileSetRecord)).execute();
      await t.services.db
        .insertInto('fileset_access')
        .values(chunk.map((f) => ({ fileset_id: f.id, user_id: 1, permission: 'OWNER' as const })))
        .execute();
    }
    await sql`ANALYZE`.execute(t.services.db);
  }
  afterAll(async () => t.close());

  const params = (p: Partial<FileSearchParams> = {}): FileSearchParams => ({
    immediateChildren: false,
    limit: 2,
    includeTotal: false,
    ...p,
  });

  /** The plan of operation 2 as the app would run it for these parameters. */
  async function planOf(p: Partial<FileSearchParams>, body: Record<string, unknown> = {}): Promise<string[]> {
    const { request } = await t.services.fileSearch.plan(admin, filesetId, body, params(p));
    return explain(files().searchQuery(request));
  }

  async function explain(query: Condition): Promise<string[]> {
    if (onPostgres) return planLines(await explainPostgres(t.services.db, query));
    const { rows } = await sql<PlanRow>`EXPLAIN QUERY PLAN ${query}`.execute(t.services.db);
    return rows.map((r) => r.detail);
  }

  /** A real `next` token from a first page of this search. */
  async function nextToken(p: Partial<FileSearchParams>): Promise<string> {
    const page = await t.services.fileSearch.search(admin, filesetId, {}, params({ ...p, limit: 1 }));
    expect(page.next).not.toBeNull();
    return page.next!;
  }

  it('operation 2, default order over the whole file set', async () => {
    expectIndexedOrder(await planOf({}), 'files_path');
  });

  it('operation 2, everything below a directory (immediateChildren=false)', async () => {
    const plan = await planOf({ directoryPath: 'a' });
    expectIndexedOrder(plan, 'files_path');
    // A range seek on the path, not a walk over the whole file set.
    expectPlan(plan, {
      sqlite: /path>\? AND path<\?/,
      postgres: /^Index Scan using files_path .*Index Cond: .*\(path >= '[^']*'::text\) AND \(path < /m,
    });
  });

  it('operation 2, the children of a directory (immediateChildren=true), at the root and below', async () => {
    expectIndexedOrder(await planOf({ directoryPath: 'a', immediateChildren: true }), 'files_children');
    expectIndexedOrder(await planOf({ immediateChildren: true }), 'files_children');
  });

  it('operation 2, continuation pages seek past the cursor in the index', async () => {
    for (const p of [{}, { directoryPath: 'a' }, { directoryPath: 'a', immediateChildren: true }]) {
      const next = await nextToken(p);
      const plan = await planOf({ ...p, next });
      const index = p.immediateChildren ? 'files_children' : 'files_path';
      expectIndexedOrder(plan, index);
      // The keyset bound is part of the index search, so a deep page skips what came before.
      expectPlan(plan, { sqlite: /path>\?/, postgres: new RegExp(`^Index Scan using ${index} .*Index Cond: .*\\(path >`, 'm') });
    }
  });

  it("operation 2 sorted by any sortable field, either way: a range of that field's index, nulls a range of their own", async () => {
    const columns = {
      name: 'name',
      fileType: 'file_type',
      contentType: 'content_type',
      size: 'size',
      created: 'created_at',
      createdBy: 'created_by',
    };
    for (const [field, column] of Object.entries(columns)) {
      for (const order of ['ASC', 'DESC']) {
        const body = { fieldSort: [{ field, order }] };
        const first = await t.services.fileSearch.plan(admin, filesetId, body, params());
        expectIndexedOrder(await explain(files().searchQuery(first.request)), `files_by_${column}`);
        const then = files().thenQuery(first.request);
        if (then) {
          // Nulls last: the rows without a value, read after the others as a range in id order.
          const nulls = await explain(then);
          expectIndexedOrder(nulls, `files_by_${column}`);
          expectPlan(nulls, { sqlite: new RegExp(`${column}=\\?`), postgres: new RegExp(`Index Cond: .*\\(${column} IS NULL\\)`) });
        }
        const page = await t.services.fileSearch.search(admin, filesetId, body, params({ limit: 1 }));
        const { request } = await t.services.fileSearch.plan(admin, filesetId, body, params({ next: page.next! }));
        const next = await explain(files().searchQuery(request));
        expectIndexedOrder(next, `files_by_${column}`);
        // The cursor is a seek to (value, id) in the index, so a deep page skips what came before.
        expectPlan(
          next,
          {
            sqlite: new RegExp(`\\(${column},id\\)[<>]\\(\\?,\\?\\)`),
            postgres: new RegExp(`Index Cond: .*ROW\\(${column}, id\\) [<>] ROW\\(`),
          },
          `${field} ${order}`,
        );
      }
    }
  });

  it('operation 2 sorted by another field than path within a directory reads the directory, then sorts it', async () => {
    const body = { fieldSort: [{ field: 'name' }] };
    expectPlan(await planOf({ directoryPath: 'a' }, body), {
      sqlite: /USING (COVERING )?INDEX files_path \(fileset_id=\? AND path>\? AND path<\?\)/,
      postgres: /^(Bitmap )?Index Scan using files_path .*Index Cond: .*\(path >= '[^']*'::text\) AND \(path < /m,
    });
    expectPlan(await planOf({ directoryPath: 'a', immediateChildren: true }, body), {
      sqlite: /USING (COVERING )?INDEX files_children \(fileset_id=\? AND parent_path=\?/,
      postgres: /^(Bitmap )?Index Scan using files_children .*Index Cond: .*\(parent_path = /m,
    });
  });

  it('operation 1, default order (created ASC): an admin reads filesets in index order; a user starts from their grants', async () => {
    const explainer = new ExplainPlugin();
    const db = t.services.db.withPlugin(explainer);
    const query = parseSearch(FILESET_FIELDS, {});
    await searchFileSets(db, { userId: 1, isAdmin: true, query, limit: 100, offset: 0 });
    const [page] = explainer.plans;
    expectIndexedOrder(page!, 'filesets_created');

    // A user's listing starts from that user's grants (an index seek), then sorts only those.
    await searchFileSets(db, { userId: 2, isAdmin: false, query, limit: 100, offset: 0 });
    const userPlan = explainer.plans[2]!;
    expectPlan(userPlan, {
      sqlite: /USING (COVERING )?INDEX (fileset_access_user|sqlite_autoindex_fileset_access_1)|USING INDEX filesets_created/,
      postgres:
        /^(Bitmap )?Index (Only )?Scan using (fileset_access_user|fileset_access_pk) on fileset_access .*Index Cond: .*user_id = |^Index Scan using filesets_created/m,
    });
    expect(userPlan.join('\n'), userPlan.join('\n')).not.toMatch(onPostgres ? /^Seq Scan on fileset_access/m : /SCAN a\b(?! USING)/);
  });
});
