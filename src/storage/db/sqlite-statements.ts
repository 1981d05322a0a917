import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; the app issues a few hundred at most. */
const CACHE_SIZE = 500;

type RowFactory = (values: unknown[]) => Record<string, unknown>;

/**
 * A function that turns one raw row (an array of values) into an object literal with the result's
 * column names as keys. Every row of a statement then has one shape, built in JavaScript: a third to
 * half of the cost of reading a page of file entries was better-sqlite3 creating each row object
 * property by property from C++ (measured with --cpu-prof, docs/performance.md). Keys are JSON
 * strings, so no column name can break out of the literal; a repeated name keeps its last value,
 * as better-sqlite3's own objects do.
 */
function rowFactory(columns: readonly string[]): RowFactory {
  const fields = columns.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the code is built from JSON-quoted column names only (above).
  return new Function('v', `return { ${fields} };`) as RowFactory;
}

function wrap(statement: SQLite.Statement): SqliteStatement & { busy(): boolean } {
  if (!statement.reader) {
    return {
      reader: false,
      all: (parameters) => statement.all(...parameters),
      run: (parameters) => statement.run(...parameters),
      iterate: (parameters) => statement.iterate(...parameters),
      busy: () => statement.busy,
    };
  }
  statement.raw(true);
  const toRow = rowFactory(statement.columns().map((c) => c.name));
  return {
    reader: true,
    all: (parameters) => (statement.all(...parameters) as unknown[][]).map(toRow),
    run: (parameters) => statement.run(...parameters),
    iterate: function* (parameters) {
      for (const values of statement.iterate(...parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
    busy: () => statement.busy,
  };
}

/**
 * The better-sqlite3 database as Kysely's SQLite dialect takes it, with each distinct SQL text
 * prepared once and reused (Kysely prepares every query anew, which cost as much as running a
 * simple one) and rows built as described at rowFactory. A statement still iterating for a stream
 * is busy and cannot run twice at once, so a query arriving meanwhile gets a fresh one.
 */
export function cachedStatements(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, ReturnType<typeof wrap>>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached && !cached.busy()) {
        // Most recently used last, so eviction takes the least recently used first.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = wrap(sqlite.prepare(sql));
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}
