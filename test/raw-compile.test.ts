import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { FILE_FIELDS } from '../src/search-query/fields.js';
import { parseSearch } from '../src/search-query/parse.js';
import type { Database } from '../src/storage/db/schema.js';
import { compileRaw, postgresPlaceholder, sqlitePlaceholder } from '../src/storage/db/raw-compile.js';
import { type FilePageRequest, FileSearchSql, type Scope } from '../src/storage/db/search/file-search.js';

/** Kysely handles that compile and never connect, one per dialect. */
const sqlite = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const postgres = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const dialects = [
  { name: 'SQLite', db: sqlite, placeholder: sqlitePlaceholder },
  { name: 'PostgreSQL', db: postgres, placeholder: postgresPlaceholder },
] as const;

const BODIES: Record<string, unknown>[] = [
  {},
  { filters: [{ field: 'fileType', operator: 'IN', value: ['TEXT', 'IMAGE', 'DOCUMENT'] }], fieldSort: [{ field: 'name', order: 'ASC' }] },
  { filters: [{ field: 'name', operator: 'LIKE', value: '%"quoted"%' }], fieldSort: [{ field: 'size', order: 'DESC' }] },
  {
    filters: [
      { field: 'size', operator: 'GREATER_THAN', value: 10 },
      { field: 'contentType', operator: 'EQUALS', value: 'text/csv' },
    ],
    fieldSort: [{ field: 'created', order: 'DESC' }],
  },
];
const SCOPES: Scope[] = [{ kind: 'all' }, { kind: 'below', dir: 'a/b' }, { kind: 'children', dir: 'x' }];

function pages(): FilePageRequest[] {
  const requests: FilePageRequest[] = [];
  for (const body of BODIES)
    for (const scope of SCOPES)
      for (const deep of [false, true]) {
        const query = parseSearch(FILE_FIELDS, body);
        const values = query.sort.map((s) => (s.field === 'size' ? 42 : s.field === 'created' ? 1_700_000_000_000 : 'a/b/m'));
        requests.push({
          filesetId: 'f-1',
          scope,
          query,
          position: deep ? { values, id: 'id-9' } : null,
          limit: 20,
          reader: deep ? { userId: 7, isAdmin: false } : null,
        });
      }
  return requests;
}

describe('compileRaw writes what Kysely writes', () => {
  for (const { name, db, placeholder } of dialects) {
    it(`for every shape of operation 2's page statement on ${name}`, () => {
      const search = new FileSearchSql(db);
      for (const request of pages()) {
        const query = search.searchQuery(request);
        const own = compileRaw(query, placeholder);
        expect(own, JSON.stringify(request)).not.toBeNull();
        const kysely = query.compile(db);
        expect(own!.sql).toBe(kysely.sql);
        expect(own!.parameters).toEqual(kysely.parameters);
      }
    });

    it(`for quoted column names, joins and numeric literals on ${name}`, () => {
      const query = sql`SELECT ${sql.ref('we"ird')} FROM t WHERE ${sql.join([sql`a = ${1}`, sql`b = ${'two'}`], sql` AND `)} LIMIT ${sql.lit(5)}`;
      const own = compileRaw(query, placeholder)!;
      const kysely = query.compile(db);
      expect(own.sql).toBe(kysely.sql);
      expect(own.parameters).toEqual(kysely.parameters);
    });
  }

  it('leaves to Kysely what it does not write: string literals, table-qualified references', () => {
    expect(compileRaw(sql`SELECT ${sql.lit('x')}`, sqlitePlaceholder)).toBeNull();
    expect(compileRaw(sql`SELECT ${sql.ref('files.id')} FROM files`, sqlitePlaceholder)).toBeNull();
    expect(compileRaw(sql`SELECT * FROM ${sql.table('files')}`, sqlitePlaceholder)).toBeNull();
  });
});
