import { sql } from 'kysely';
import type { SortKey } from '../../../search-query/query.js';
import type { Condition } from './condition.js';
import { type SearchTable, type StoredField, stored } from './columns.js';

/** A sort key with its field's column and spec. */
export interface SqlKey {
  spec: StoredField;
  desc: boolean;
}

export function sqlKeys<F extends string>(table: SearchTable<F>, keys: readonly SortKey<F>[]): SqlKey[] {
  return keys.map(({ field, desc }) => ({ spec: stored(table, field), desc }));
}

/**
 * ORDER BY the keys, nulls last in either direction, then id (ascending unless `idDesc`): a total
 * order for stable paging.
 */
export function orderBy(keys: SqlKey[], idDesc = false): Condition {
  // The same few orders come back on every page: each is built once (Kysely's pieces are
  // immutable, so one can serve every statement).
  const signature = `${keys.map(({ spec, desc }) => `${spec.column} ${desc ? 'd' : 'a'}`).join(',')}|${idDesc ? 'd' : 'a'}`;
  let built = ordersBuilt.get(signature);
  if (!built) {
    if (ordersBuilt.size >= ORDERS_KEPT) ordersBuilt.clear();
    ordersBuilt.set(signature, (built = buildOrderBy(keys, idDesc)));
  }
  return built;
}

/** ORDER BY clauses built, by their keys' columns and directions; a client combining many sorts empties it. */
const ordersBuilt = new Map<string, Condition>();
const ORDERS_KEPT = 500;

function buildOrderBy(keys: SqlKey[], idDesc: boolean): Condition {
  const terms = keys.map(({ spec, desc }) => {
    const direction = sql.raw(desc ? 'DESC' : 'ASC');
    // Only nullable columns say NULLS LAST: on others it would stop SQLite using the index order.
    return spec.nullable ? sql`${sql.ref(spec.column)} ${direction} NULLS LAST` : sql`${sql.ref(spec.column)} ${direction}`;
  });
  return sql.join([...terms, sql`${sql.ref('id')} ${sql.raw(idDesc ? 'DESC' : 'ASC')}`]);
}

/**
 * Rows strictly after the position (`values` of the keys, then `id`) in the order of `orderBy`
 * (with the same `idDesc`).
 * The first key also gets a plain range bound so the database can seek in its index instead of
 * scanning from the start.
 */
export function keysetAfter(keys: SqlKey[], values: readonly (string | number | null)[], lastId: string, idDesc = false): Condition {
  const after = (i: number): Condition => {
    if (i === keys.length) return idDesc ? sql`${sql.ref('id')} < ${lastId}` : sql`${sql.ref('id')} > ${lastId}`;
    const { spec, desc } = keys[i]!;
    const column = sql.ref(spec.column);
    const value = values[i] ?? null;
    if (value === null) return sql`(${column} IS NULL AND ${after(i + 1)})`;
    const beyond = desc ? sql`${column} < ${value}` : sql`${column} > ${value}`;
    const strictly = spec.nullable ? sql`(${beyond} OR ${column} IS NULL)` : beyond;
    return sql`(${strictly} OR (${column} = ${value} AND ${after(i + 1)}))`;
  };
  const first = keys[0];
  const firstValue = values[0] ?? null;
  if (first && !first.spec.nullable && firstValue !== null) {
    const column = sql.ref(first.spec.column);
    const bound = first.desc ? sql`${column} <= ${firstValue}` : sql`${column} >= ${firstValue}`;
    return sql`(${bound} AND ${after(0)})`;
  }
  return after(0);
}
