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
import { FILESET_FIELDS } from '../../src/domain/search/fields.js';
import { orderBy, parseSort } from '../../src/domain/search/sort.js';
import type { Caller } from '../../src/domain/tokens/token-service.js';
import { FilesRepository, type FileSearch } from '../../src/storage/db/repositories/files-repository.js';
import { FileSetsRepository } from '../../src/storage/db/repositories/filesets-repository.js';
import { BOOTSTRAP, type TestApp, multipart, startTestApp } from '../helpers/app.js';

/**
 * DESIGN.md: search "is backed by indexes chosen for the default orders", and API.md §2: a cursor
 * page "at any depth costs the same as the first". Both hold only if SQLite seeks an index in the
 * order asked for instead of scanning the table or sorting it, so the plans are asserted here, on
 * the very SQL the app runs.
 */

type PlanRow = { id: number; parent: number; detail: string };

/** Rewrites every raw query into `EXPLAIN QUERY PLAN …` and keeps the plans it returns. */
class ExplainPlugin implements KyselyPlugin {
  readonly plans: string[][] = [];

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!RawNode.is(node)) throw new Error(`ExplainPlugin only explains raw queries, got ${node.kind}`);
    const [first = '', ...rest] = node.sqlFragments;
    return RawNode.create([`EXPLAIN QUERY PLAN ${first}`, ...rest], node.parameters);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.plans.push((result.rows as PlanRow[]).map((r) => r.detail));
    return { rows: [] };
  }
}


function expectIndexedOrder(plan: string[], index: string) {
  const text = plan.join('\n');
  expect(text, text).toMatch(new RegExp(`(SEARCH|SCAN) \\w+ USING (COVERING )?INDEX ${index}\\b`));
  expect(text, text).not.toMatch(/USE TEMP B-TREE/);
  expect(text, text).not.toMatch(/SCAN (files|filesets|f|v)\b(?! USING)/);
}

describe('search queries run on indexes, in index order', () => {
  let t: TestApp;
  // The bootstrap admin, as the auth plugin resolves it.
  let admin: Caller;
  let filesetId: string;
  const files = () => new FilesRepository(t.services.db);

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.services.tokens.authenticate(BOOTSTRAP))!;
    const created = await t.call({ method: 'POST', url: '/api/files/v1/filesets', payload: { name: 'plans' } });
    filesetId = created.json().id;
    for (const [dir, name] of [['a', 'x.txt'], ['a/b', 'y.txt'], ['a/b', 'z.txt'], ['c', 'w.txt']]) {
      const up = multipart([
        { name: 'createFileRequest', value: JSON.stringify({ directoryPath: dir }) },
        { name: 'file', value: `${dir}/${name}`, filename: name, contentType: 'text/plain' },
      ]);
      const res = await t.call({ method: 'POST', url: `/api/files/v1/filesets/${filesetId}/files`, ...up });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(async () => t.close());

  const params = (p: Partial<FileSearchParams> = {}): FileSearchParams => ({ immediateChildren: false, limit: 2, includeTotal: false, ...p });

  /** The plan of operation 2 as the app would run it for these parameters. */
  async function planOf(p: Partial<FileSearchParams>, body: Record<string, unknown> = {}): Promise<string[]> {
    const { query } = await t.services.fileSearch.plan(admin, filesetId, body, params(p));
    return explain(query);
  }

  async function explain(query: FileSearch): Promise<string[]> {
    const { rows } = await sql<PlanRow>`EXPLAIN QUERY PLAN ${files().searchQuery(query)}`.execute(t.services.db);
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
    expect(plan.join('\n')).toMatch(/path>\? AND path<\?/);
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
      expect(plan.join('\n'), plan.join('\n')).toMatch(/path>\?/);
    }
  });

  it('operation 2 sorted by any sortable field, either way: a range of that field\'s index, nulls a range of their own', async () => {
    const columns = { name: 'name', fileType: 'file_type', contentType: 'content_type', size: 'size', created: 'created_at', createdBy: 'created_by' };
    for (const [field, column] of Object.entries(columns)) {
      for (const order of ['ASC', 'DESC']) {
        const body = { fieldSort: [{ field, order }] };
        const first = await t.services.fileSearch.plan(admin, filesetId, body, params());
        expectIndexedOrder(await explain(first.query), `files_by_${column}`);
        if (first.query.then) {
          // Nulls last: the rows without a value, read after the others as a range in id order.
          const nulls = await explain({ ...first.query, ...first.query.then, then: null });
          expectIndexedOrder(nulls, `files_by_${column}`);
          expect(nulls.join('\n')).toMatch(new RegExp(`${column}=\\?`));
        }
        const page = await t.services.fileSearch.search(admin, filesetId, body, params({ limit: 1 }));
        const { query } = await t.services.fileSearch.plan(admin, filesetId, body, params({ next: page.next! }));
        const next = await explain(query);
        expectIndexedOrder(next, `files_by_${column}`);
        // The cursor is a seek to (value, id) in the index, so a deep page skips what came before.
        expect(next.join('\n'), `${field} ${order}`).toMatch(new RegExp(`\\(${column},id\\)[<>]\\(\\?,\\?\\)`));
      }
    }
  });

  it('operation 2 sorted by another field than path within a directory reads the directory, then sorts it', async () => {
    const body = { fieldSort: [{ field: 'name' }] };
    const below = (await planOf({ directoryPath: 'a' }, body)).join('\n');
    expect(below).toMatch(/USING (COVERING )?INDEX files_path \(fileset_id=\? AND path>\? AND path<\?\)/);
    const children = (await planOf({ directoryPath: 'a', immediateChildren: true }, body)).join('\n');
    expect(children).toMatch(/USING (COVERING )?INDEX files_children \(fileset_id=\? AND parent_path=\?/);
  });

  it('operation 1, default order (created ASC): an admin reads filesets in index order; a user starts from their grants', async () => {
    const explainer = new ExplainPlugin();
    const repo = new FileSetsRepository(t.services.db.withPlugin(explainer));
    const keys = parseSort(FILESET_FIELDS, {});
    await repo.search({ userId: 1, isAdmin: true, where: null, orderBy: orderBy(keys), limit: 100, offset: 0 });
    const [page] = explainer.plans;
    expectIndexedOrder(page!, 'filesets_created');

    // A user's listing starts from that user's grants (an index seek), then sorts only those.
    await repo.search({ userId: 2, isAdmin: false, where: null, orderBy: orderBy(keys), limit: 100, offset: 0 });
    const userPlan = explainer.plans[2]!.join('\n');
    expect(userPlan, userPlan).toMatch(/USING (COVERING )?INDEX (fileset_access_user|sqlite_autoindex_fileset_access_1)|USING INDEX filesets_created/);
    expect(userPlan, userPlan).not.toMatch(/SCAN a\b(?! USING)/);
  });
});
