import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, multipart, startTestApp } from './helpers/app.js';
import type { FileSet, FileSetList } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';

const BASE = '/api/files/v1/filesets';

/** Operation 1 over a fixed set of file sets, seen by user 20 (not an admin). */
describe('operation 1: search file sets (API.md §1, §2)', () => {
  let t: TestApp;
  let a: string; // user 20, the searcher
  let b: string; // user 21
  const sets: Record<string, FileSet> = {};

  const search = (body?: unknown, query = '', token?: string) =>
    t.call({ method: 'POST', url: `${BASE}/search${query}`, payload: body as object, token: token ?? a });
  const names = async (body: unknown, query = '?limit=1000'): Promise<string[]> => {
    const res = await search(body, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FileSetList>().fileSets.map((f) => f.name);
  };
  const sorted = (list: string[]) => [...list].sort();
  const filter = (field: string, operator: string, value?: unknown[], extra: Record<string, unknown> = {}) => ({
    filters: [{ field, operator, ...(value === undefined ? {} : { value }), ...extra }],
  });
  const bad = async (body: unknown, ...mentions: string[]) => {
    const error = expectError(await search(body), 400, 'VALIDATION_FAILED');
    for (const m of mentions) expect(error.message, JSON.stringify(body)).toContain(m);
    return error.message;
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await t.tokenFor(20);
    b = await t.tokenFor(21);
    const make = async (name: string, description: string | undefined, token: string) => {
      const res = await t.call({ method: 'POST', url: BASE, payload: description === undefined ? { name } : { name, description }, token });
      expect(res.statusCode).toBe(201);
      sets[name] = res.json<FileSet>();
      // Distinct creation times, so created order and date ranges are unambiguous.
      await new Promise((r) => setTimeout(r, 3));
    };
    await make('Alpha report', 'first quarter', a);
    await make('beta REPORT', undefined, a);
    await make('Gamma', '100% done_now', a);
    await make('Ärger Übersicht', 'straße', a);
    await make('delta', 'x', a);
    await make("B's set", 'shared to read', b);
    await make('B edit', 'shared to edit', b);
    await make('B hidden', 'not shared', b);
    const share = (name: string, permission: string) =>
      t.call({
        method: 'POST',
        url: `${BASE}/${sets[name]!.id}/access`,
        payload: { fileSetAccess: [{ entityId: 20, permission }] },
        token: b,
      });
    expect((await share("B's set", 'READ')).statusCode).toBe(200);
    expect((await share('B edit', 'EDIT')).statusCode).toBe(200);
    const upload = async (name: string, file: string) => {
      const up = multipart([
        { name: 'createFileRequest', value: JSON.stringify({ directoryPath: 'docs' }) },
        { name: 'file', value: `bytes of ${file}`, filename: file, contentType: 'text/plain' },
      ]);
      expect((await t.call({ method: 'POST', url: `${BASE}/${sets[name]!.id}/files`, ...up, token: a })).statusCode).toBe(201);
    };
    await upload('Alpha report', 'one.txt');
    await upload('Alpha report', 'two.txt');
    await upload('Gamma', 'three.txt');
    const renamed = await t.call({
      method: 'POST',
      url: `${BASE}/${sets['B edit']!.id}`,
      payload: { description: 'edited by 20' },
      token: a,
    });
    sets['B edit'] = renamed.json<FileSet>();
    for (const name of ['Alpha report', 'Gamma']) {
      sets[name] = (await t.call({ method: 'GET', url: `${BASE}/${sets[name]!.id}`, token: a })).json<FileSet>();
    }
  });
  afterAll(async () => t.close());

  const VISIBLE = ['Alpha report', 'beta REPORT', 'Gamma', 'Ärger Übersicht', 'delta', "B's set", 'B edit'];

  it('lists the readable file sets in created order by default, with pageContext', async () => {
    const res = await search(undefined);
    expect(res.statusCode).toBe(200);
    const body = res.json<FileSetList>();
    expect(body.pageContext).toEqual({ offset: 0, limit: 100, total: 7 });
    expect(body.fileSets.map((f: FileSet) => f.name)).toEqual(VISIBLE);
    expect(body.fileSets.find((f: FileSet) => f.name === 'Alpha report')).toEqual(sets['Alpha report']);
  });

  it('treats missing, null and [] members as none', async () => {
    expect(await names({ filters: null, fieldSort: null, dateFilters: null })).toEqual(VISIBLE);
    expect(await names({ filters: [], fieldSort: [], dateFilters: [] })).toEqual(VISIBLE);
  });

  it('breaks ties on created by id', async () => {
    const t2 = await startTestApp();
    try {
      // Same-millisecond creation is likely in a burst; whatever the times, the order must be (created, id).
      for (let i = 0; i < 12; i++) await t2.call({ method: 'POST', url: BASE, payload: { name: `n${i}` } });
      const list = (await t2.call({ method: 'POST', url: `${BASE}/search` })).json<FileSetList>().fileSets;
      const expected = [...list].sort((x, y) => (x.created === y.created ? (x.id < y.id ? -1 : 1) : x.created < y.created ? -1 : 1));
      expect(list.map((f) => f.id)).toEqual(expected.map((f) => f.id));
    } finally {
      await t2.close();
    }
  });

  describe('operators', () => {
    it('EQUALS matches exactly, and IN any of the values', async () => {
      expect(await names(filter('name', 'EQUALS', ['Gamma']))).toEqual(['Gamma']);
      expect(await names(filter('name', 'EQUALS', ['gamma']))).toEqual([]);
      expect(sorted(await names(filter('name', 'IN', ['Gamma', 'delta', 'nothing'])))).toEqual(['Gamma', 'delta']);
      expect(sorted(await names(filter('name', 'EQUALS', ['Gamma', 'delta'])))).toEqual(['Gamma', 'delta']);
      expect(await names(filter('description', 'EQUALS', ['']))).toEqual(['beta REPORT']);
    });

    it('LIKE is a case-insensitive substring match, also for non-ASCII', async () => {
      expect(await names(filter('name', 'LIKE', ['report']))).toEqual(['Alpha report', 'beta REPORT']);
      expect(await names(filter('name', 'LIKE', ['REPORT']))).toEqual(['Alpha report', 'beta REPORT']);
      expect(await names(filter('name', 'LIKE', ['ärger']))).toEqual(['Ärger Übersicht']);
      expect(await names(filter('name', 'LIKE', ['ÜBERSICHT']))).toEqual(['Ärger Übersicht']);
      expect(await names(filter('description', 'LIKE', ['STRASSE']))).toEqual([]);
      expect(await names(filter('description', 'LIKE', ['straße']))).toEqual(['Ärger Übersicht']);
      expect(sorted(await names(filter('name', 'LIKE', ['gam', 'delt'])))).toEqual(['Gamma', 'delta']);
    });

    it('LIKE takes % and _ literally', async () => {
      expect(await names(filter('description', 'LIKE', ['%']))).toEqual(['Gamma']);
      expect(await names(filter('description', 'LIKE', ['_']))).toEqual(['Gamma']);
      expect(await names(filter('description', 'LIKE', ['0% d']))).toEqual(['Gamma']);
      expect(await names(filter('name', 'LIKE', ['a_p']))).toEqual([]);
      expect(await names(filter('name', 'LIKE', ['\\']))).toEqual([]);
      expect(await names(filter('name', 'LIKE', ["'s"]))).toEqual(["B's set"]);
    });

    it('compares numbers: GREATER_THAN, GREATER_THAN_OR_EQUAL, LESS_THAN, LESS_THAN_OR_EQUAL', async () => {
      expect(await names(filter('fileCount', 'GREATER_THAN', [1]))).toEqual(['Alpha report']);
      expect(await names(filter('fileCount', 'GREATER_THAN_OR_EQUAL', [1]))).toEqual(['Alpha report', 'Gamma']);
      expect(await names(filter('fileCount', 'LESS_THAN', [1]))).toEqual(VISIBLE.filter((n) => n !== 'Alpha report' && n !== 'Gamma'));
      expect(await names(filter('fileCount', 'LESS_THAN_OR_EQUAL', [1]))).toEqual(VISIBLE.filter((n) => n !== 'Alpha report'));
      expect(await names(filter('fileCount', 'EQUALS', ['2']))).toEqual(['Alpha report']);
    });

    it('counts files, not directories, in fileCount', async () => {
      expect(sets['Alpha report']!.fileCount).toBe(2);
      expect(sets.Gamma!.fileCount).toBe(1);
    });

    it('compares text by code point', async () => {
      // 'B' (66) < 'G' (71) < 'a' (97) < 'b' < 'd' < 'Ä' (196)
      expect(await names(filter('name', 'GREATER_THAN', ['a']))).toEqual(['beta REPORT', 'Ärger Übersicht', 'delta']);
      expect(await names(filter('name', 'LESS_THAN', ['C']))).toEqual(['Alpha report', "B's set", 'B edit']);
      expect(await names(filter('name', 'GREATER_THAN_OR_EQUAL', ['delta']))).toEqual(['Ärger Übersicht', 'delta']);
      expect(await names(filter('name', 'LESS_THAN_OR_EQUAL', ['B edit']))).toEqual(['Alpha report', 'B edit']);
    });

    it('refuses IS_NULL on file set fields, none of which can be null', async () => {
      await bad(filter('description', 'IS_NULL'), 'IS_NULL', 'description');
    });

    it('negates any filter with not', async () => {
      expect(await names(filter('name', 'EQUALS', ['Gamma'], { not: true }))).toEqual(VISIBLE.filter((n) => n !== 'Gamma'));
      expect(await names(filter('name', 'LIKE', ['report'], { not: true }))).toEqual(VISIBLE.filter((n) => !/report/i.test(n)));
      expect(await names(filter('fileCount', 'GREATER_THAN', [0], { not: true }))).toEqual(
        VISIBLE.filter((n) => n !== 'Alpha report' && n !== 'Gamma'),
      );
      expect(await names(filter('name', 'EQUALS', ['Gamma'], { not: false }))).toEqual(['Gamma']);
      expect(await names(filter('name', 'EQUALS', ['Gamma'], { not: null }))).toEqual(['Gamma']);
    });

    it('ANDs the top-level filters', async () => {
      const body = {
        filters: [
          { field: 'name', operator: 'LIKE', value: ['report'] },
          { field: 'fileCount', operator: 'EQUALS', value: [0] },
        ],
      };
      expect(await names(body)).toEqual(['beta REPORT']);
    });

    it('nests AND/OR groups, with not on a group', async () => {
      const or = {
        operator: 'OR',
        filters: [
          { field: 'name', operator: 'EQUALS', value: ['Gamma'] },
          { field: 'fileCount', operator: 'GREATER_THAN', value: [1] },
        ],
      };
      expect(await names({ filters: [or] })).toEqual(['Alpha report', 'Gamma']);
      expect(await names({ filters: [{ ...or, not: true }] })).toEqual(VISIBLE.filter((n) => n !== 'Alpha report' && n !== 'Gamma'));
      const nested = {
        operator: 'AND',
        filters: [
          { field: 'owner', operator: 'EQUALS', value: ['20'] },
          {
            operator: 'OR',
            filters: [
              { field: 'name', operator: 'LIKE', value: ['alpha'] },
              { field: 'description', operator: 'LIKE', value: ['straße'] },
            ],
          },
        ],
      };
      expect(await names({ filters: [nested] })).toEqual(['Alpha report', 'Ärger Übersicht']);
    });

    it('allows groups 4 deep and refuses 5 deep', async () => {
      const leaf = { field: 'name', operator: 'EQUALS', value: ['delta'] };
      const nest = (depth: number): unknown => (depth === 0 ? leaf : { operator: depth % 2 ? 'AND' : 'OR', filters: [nest(depth - 1)] });
      expect(await names({ filters: [nest(4)] })).toEqual(['delta']);
      await bad({ filters: [nest(5)] }, '4');
    });

    it('refuses an empty or malformed group', async () => {
      await bad({ filters: [{ operator: 'OR', filters: [] }] }, 'filters');
      await bad({ filters: [{ operator: 'AND' }] }, 'filters');
      await bad({ filters: [{ operator: 'OR', filters: ['x'] }] }, 'filters[0].filters[0]');
    });
  });

  describe('every filterable field', () => {
    it('id', async () => {
      expect(await names(filter('id', 'EQUALS', [sets.Gamma!.id]))).toEqual(['Gamma']);
      expect(await names(filter('id', 'EQUALS', [sets.Gamma!.id.toUpperCase()]))).toEqual(['Gamma']);
      expect(sorted(await names(filter('id', 'IN', [sets.Gamma!.id, sets.delta!.id, sets['B hidden']!.id])))).toEqual(['Gamma', 'delta']);
      await bad(filter('id', 'EQUALS', ['not-a-uuid']), 'not-a-uuid', 'UUID');
      await bad(filter('id', 'GREATER_THAN', [sets.Gamma!.id]), 'GREATER_THAN', 'id');
      await bad(filter('id', 'LIKE', ['a']), 'LIKE', 'id');
    });

    it('name and description', async () => {
      expect(await names(filter('description', 'LIKE', ['shared']))).toEqual(["B's set"]);
      expect(await names(filter('description', 'EQUALS', ['edited by 20']))).toEqual(['B edit']);
    });

    it('owner, as a number or a numeric string', async () => {
      expect(await names(filter('owner', 'EQUALS', [21]))).toEqual(["B's set", 'B edit']);
      expect(await names(filter('owner', 'EQUALS', ['21']))).toEqual(["B's set", 'B edit']);
      expect(await names(filter('owner', 'IN', [20]))).toEqual(VISIBLE.slice(0, 5));
      expect(await names(filter('owner', 'GREATER_THAN', [20]))).toEqual(["B's set", 'B edit']);
      await bad(filter('owner', 'EQUALS', ['abc']), 'abc', 'owner');
      await bad(filter('owner', 'LIKE', ['2']), 'LIKE', 'owner');
    });

    it('permission, checked against its values', async () => {
      expect(await names(filter('permission', 'EQUALS', ['READ']))).toEqual(["B's set"]);
      expect(await names(filter('permission', 'IN', ['READ', 'EDIT']))).toEqual(["B's set", 'B edit']);
      expect(await names(filter('permission', 'EQUALS', ['OWNER']))).toEqual(VISIBLE.slice(0, 5));
      expect(await names(filter('permission', 'EQUALS', ['EDIT'], { not: true }))).toEqual(VISIBLE.filter((n) => n !== 'B edit'));
      await bad(filter('permission', 'EQUALS', ['ADMIN']), 'ADMIN', 'OWNER, EDIT, READ');
    });

    it('createdBy and updatedBy', async () => {
      expect(await names(filter('createdBy', 'EQUALS', [21]))).toEqual(["B's set", 'B edit']);
      expect(await names(filter('updatedBy', 'EQUALS', [20]))).toEqual(VISIBLE.filter((n) => n !== "B's set"));
      expect(await names(filter('updatedBy', 'EQUALS', [21]))).toEqual(["B's set"]);
      await bad(filter('createdBy', 'EQUALS', ['x']), 'createdBy');
    });

    it('fileCount', async () => {
      expect(await names(filter('fileCount', 'IN', [1, 2]))).toEqual(['Alpha report', 'Gamma']);
      await bad(filter('fileCount', 'LIKE', ['1']), 'LIKE', 'fileCount', 'allowed');
      await bad(filter('fileCount', 'EQUALS', ['two']), 'two', 'fileCount');
      await bad(filter('fileCount', 'EQUALS', [1.5]), '1.5', 'fileCount');
    });

    it('admins filter over every file set', async () => {
      const res = await search(filter('owner', 'EQUALS', [21]), '', t.admin);
      expect(res.json<FileSetList>().fileSets.map((f: FileSet) => f.name)).toEqual(["B's set", 'B edit', 'B hidden']);
      expect(res.json<FileSetList>().fileSets.every((f: FileSet) => f.permission === 'OWNER')).toBe(true);
    });
  });

  describe('bad filters', () => {
    it('names the allowed fields for an unknown or non-filterable field', async () => {
      const message = await bad(
        filter('colour', 'EQUALS', ['x']),
        'colour',
        'id, name, description, owner, permission, createdBy, updatedBy, fileCount',
      );
      // The request schema's enum answers it, with the path as Ajv writes it.
      expect(message).toContain('filters.0.field');
      await bad(filter('created', 'EQUALS', ['2026-01-01T00:00:00Z']), 'created', 'allowed');
      await bad({ filters: [{ operator: 'EQUALS', value: ['x'] }] }, 'field', 'allowed');
    });

    it('names the allowed operators for an unknown one', async () => {
      await bad(filter('name', 'CONTAINS', ['x']), 'CONTAINS', 'EQUALS', 'IS_NULL', 'AND');
      await bad(filter('name', 'equals', ['x']), 'equals');
    });

    it('checks how many values an operator takes', async () => {
      await bad(filter('name', 'EQUALS', []), 'value');
      await bad(filter('name', 'EQUALS'), 'value');
      await bad(filter('fileCount', 'GREATER_THAN', [1, 2]), 'exactly one');
      await bad(filter('name', 'LIKE', []), 'value');
    });

    it('refuses malformed members', async () => {
      await bad({ filters: 'name' }, 'filters');
      await bad({ filters: ['name'] }, 'filters');
      await bad({ filters: [{ field: 'name', operator: 'EQUALS', value: [true] }] }, 'filters.0.value.0', 'string or number');
      await bad({ filters: [{ field: 'name', value: ['x'] }] }, 'filters.0.operator');
      await bad({ filters: [{ field: 'name', operator: 'EQUALS', value: [{ a: 1 }] }] }, 'value');
      await bad({ filters: [{ field: 'name', operator: 'EQUALS', value: ['x'], not: 'yes' }] }, 'not');
      await bad({ fieldSort: 'name' }, 'fieldSort');
      await bad({ dateFilters: {} }, 'dateFilters');
    });
  });

  describe('size limits (each value is a bound parameter; SQLite takes at most 32,766)', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);

    it('take 1000 values in one filter, for IN and LIKE, and refuse 1001', async () => {
      expect(await names(filter('name', 'IN', [...many(999), 'Gamma']))).toEqual(['Gamma']);
      expect(await names(filter('name', 'LIKE', [...many(999), 'amm']))).toEqual(['Gamma']);
      await bad(filter('name', 'IN', many(1001)), '1000');
      await bad(filter('name', 'IN', many(40_000)), '1000');
    });

    it('take 200 filters and refuse more, counting groups and date filters', async () => {
      const leaf = { field: 'fileCount', operator: 'GREATER_THAN_OR_EQUAL', value: [0] };
      expect(await names({ filters: Array.from({ length: 200 }, () => leaf) })).toEqual(VISIBLE);
      await bad({ filters: Array.from({ length: 201 }, () => leaf) }, '200');
      await bad({ filters: Array.from({ length: 5_000 }, () => leaf) }, '200');
      await bad({ filters: [{ operator: 'OR', filters: Array.from({ length: 200 }, () => leaf) }] }, '200');
      await bad({ filters: Array.from({ length: 200 }, () => leaf), dateFilters: [{ field: 'created', start: 0 }] }, '200');
    });

    it('refuse more than 10,000 values in all', async () => {
      const filters = Array.from({ length: 11 }, () => ({ field: 'name', operator: 'IN', value: many(1000) }));
      await bad({ filters }, '10000');
    });
  });

  describe('dateFilters', () => {
    const at = (name: string) => sets[name]!.created;
    const ms = (name: string) => Date.parse(at(name));

    it('filter created by an inclusive range of ISO strings', async () => {
      const body = { dateFilters: [{ field: 'created', start: at('Gamma'), end: at('delta') }] };
      expect(await names(body)).toEqual(['Gamma', 'Ärger Übersicht', 'delta']);
    });

    it('take epoch milliseconds as numbers and as numeric strings', async () => {
      expect(await names({ dateFilters: [{ field: 'created', start: ms('Gamma'), end: ms('Gamma') }] })).toEqual(['Gamma']);
      expect(await names({ dateFilters: [{ field: 'created', start: String(ms('delta')), end: null }] })).toEqual([
        'delta',
        "B's set",
        'B edit',
      ]);
    });

    it('take either bound alone', async () => {
      expect(await names({ dateFilters: [{ field: 'created', end: at('beta REPORT') }] })).toEqual(['Alpha report', 'beta REPORT']);
      expect(await names({ dateFilters: [{ field: 'created', start: at('B edit'), end: null }] })).toEqual(['B edit']);
    });

    it('read a zone offset and negate with not', async () => {
      const d = new Date(ms('Gamma'));
      const shifted = new Date(d.getTime() + 2 * 3600_000).toISOString().replace('Z', '+02:00');
      expect(await names({ dateFilters: [{ field: 'created', start: shifted, end: shifted }] })).toEqual(['Gamma']);
      const not = { dateFilters: [{ field: 'created', start: at('Gamma'), end: at('delta'), not: true }] };
      expect(await names(not)).toEqual(['Alpha report', 'beta REPORT', "B's set", 'B edit']);
    });

    it('filter updated too', async () => {
      const after = { dateFilters: [{ field: 'updated', start: sets['B edit']!.updated, end: null }] };
      expect(await names(after)).toContain('B edit');
      expect(await names(after)).not.toContain('delta');
    });

    it('refuse both bounds null, a non-date field, a bad date, and start after end', async () => {
      await bad({ dateFilters: [{ field: 'created', start: null, end: null }] }, 'start', 'end');
      await bad({ dateFilters: [{ field: 'created' }] }, 'start', 'end');
      await bad({ dateFilters: [{ field: 'name', start: 0 }] }, 'name', 'created, updated');
      await bad({ dateFilters: [{ field: 'created', start: 'yesterday' }] }, 'yesterday', 'dateFilters[0].start');
      await bad({ dateFilters: [{ field: 'created', start: '2026-13-45T00:00:00Z' }] }, 'dateFilters[0].start');
      await bad({ dateFilters: [{ field: 'created', start: at('delta'), end: at('Gamma') }] }, 'start', 'end');
      await bad({ dateFilters: [{ field: 'created', start: 0, not: 1 }] }, 'not');
      await bad({ dateFilters: [{ field: 'created', start: '2026-02-30' }] }, '2026-02-30');
      await bad({ dateFilters: [{ field: 'created', start: '2026-02-29T00:00:00Z' }] }, '2026-02-29');
      await bad({ dateFilters: [{ field: 'created', start: '99999999999999999999' }] }, 'dateFilters[0].start');
      await bad({ dateFilters: [{ field: 'created', start: 8.64e15 + 1 }] }, 'dateFilters[0].start');
      expect(await names({ dateFilters: [{ field: 'created', start: '2024-02-29', end: 8.64e15 }] })).toEqual(VISIBLE);
    });
  });

  describe('fieldSort', () => {
    it('sorts by name ascending (code point) and descending; null order means ASC', async () => {
      const asc = ['Alpha report', 'B edit', "B's set", 'Gamma', 'beta REPORT', 'delta', 'Ärger Übersicht'];
      expect(await names({ fieldSort: [{ field: 'name', order: 'ASC' }] })).toEqual(asc);
      expect(await names({ fieldSort: [{ field: 'name' }] })).toEqual(asc);
      expect(await names({ fieldSort: [{ field: 'name', order: null }] })).toEqual(asc);
      expect(await names({ fieldSort: [{ field: 'name', order: 'DESC' }] })).toEqual([...asc].reverse());
    });

    it('applies several keys in order, then id', async () => {
      const list = (
        await search({
          fieldSort: [
            { field: 'createdBy', order: 'DESC' },
            { field: 'fileCount', order: 'DESC' },
          ],
        })
      ).json<FileSetList>().fileSets;
      expect(list.map((f) => f.createdBy)).toEqual([21, 21, 20, 20, 20, 20, 20]);
      expect(list.slice(2, 4).map((f) => f.name)).toEqual(['Alpha report', 'Gamma']);
      const zeros = list.filter((f) => f.createdBy === 20 && f.fileCount === 0).map((f) => f.id);
      expect(zeros).toEqual([...zeros].sort());
      const byUpdated = await names({ fieldSort: [{ field: 'updated', order: 'DESC' }] });
      expect(byUpdated[0]).toBe('B edit');
      expect(await names({ fieldSort: [{ field: 'created', order: 'DESC' }] })).toEqual([...VISIBLE].reverse());
      expect(await names({ fieldSort: [{ field: 'description', order: 'ASC' }] })).toEqual([
        'beta REPORT',
        'Gamma',
        'B edit',
        'Alpha report',
        "B's set",
        'Ärger Übersicht',
        'delta',
      ]);
    });

    it('refuses an unknown or unsortable field naming the allowed ones, a bad order, and a repeated field', async () => {
      const allowed = 'name, description, createdBy, updatedBy, fileCount, created, updated';
      await bad({ fieldSort: [{ field: 'colour' }] }, 'colour', allowed);
      await bad({ fieldSort: [{ field: 'owner' }] }, 'owner', allowed);
      await bad({ fieldSort: [{ field: 'permission', order: 'ASC' }] }, 'permission');
      await bad({ fieldSort: [{ field: 'name', order: 'UP' }] }, 'order', 'ASC', 'DESC');
      await bad({ fieldSort: [{ field: 'name', order: 'asc' }] }, 'order');
      await bad({ fieldSort: [{ field: 'name' }, { field: 'name', order: 'DESC' }] }, 'name');
      await bad({ fieldSort: [{ order: 'ASC' }] }, 'field');
    });
  });

  describe('offset paging', () => {
    it('pages through everything with a stable total', async () => {
      const all = await names({ fieldSort: [{ field: 'fileCount' }] });
      const paged: string[] = [];
      for (let offset = 0; offset < 7; offset += 3) {
        const res = await search({ fieldSort: [{ field: 'fileCount' }] }, `?limit=3&offset=${offset}`);
        expect(res.json<FileSetList>().pageContext).toEqual({ offset, limit: 3, total: 7 });
        paged.push(...res.json<FileSetList>().fileSets.map((f: FileSet) => f.name));
      }
      expect(paged).toEqual(all);
    });

    it('counts the matches, not the page, in total', async () => {
      const res = await search(filter('owner', 'EQUALS', [20]), '?limit=2');
      expect(res.json<FileSetList>().pageContext).toEqual({ offset: 0, limit: 2, total: 5 });
      expect(res.json<FileSetList>().fileSets).toHaveLength(2);
    });

    it('answers an empty page past the end', async () => {
      const huge = expectError(await search({}, '?offset=100000000000000000000'), 400, 'VALIDATION_FAILED');
      expect(huge.message).toContain('offset');
      const res = await search({}, '?offset=50&limit=10');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ fileSets: [], pageContext: { offset: 50, limit: 10, total: 7 } });
    });
  });
});
