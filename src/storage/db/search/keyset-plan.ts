import { sql } from 'kysely';
import type { Condition } from './condition.js';
import { type SqlKey, keysetAfter, orderBy } from './order.js';

/** Where a page resumes: the last entry's sort values and id. */
export interface KeysetPosition {
  values: readonly (string | number | null)[];
  id: string;
}

/**
 * How one page of a keyset-paged search is read: `after` (ANDed to the search's conditions) and
 * `orderBy` for the first query, and `then`, a second query for the rows that follow when the first
 * one runs out.
 */
export interface KeysetPlan {
  after: Condition | null;
  orderBy: Condition;
  then: { after: Condition; orderBy: Condition } | null;
}

/**
 * Operation 2's order (docs/decisions.md, "Search order"): the sort keys, then id in the direction
 * of the last key, so that a sort on one field is one range of its index (fileset_id, field, id)
 * read forwards or backwards, and the cursor a seek into it: `(field, id) > (value, id)`.
 *
 * Nulls come last in either direction, which neither backend's index gives in both (SQLite keeps
 * nulls first in an index, PostgreSQL last). So when the first key can be null, its non-null rows
 * are read first (`IS NOT NULL`, plain index order) and its nulls after them as a second range
 * (`IS NULL`, then the other keys and id), each without a sort.
 */
export function keysetPlan(keys: SqlKey[], position: KeysetPosition | null): KeysetPlan {
  const idDesc = keys[keys.length - 1]?.desc ?? false;
  const [first, ...rest] = keys;
  if (keys.length === 1 && first!.spec.unique) {
    // A unique key (path) orders on its own. Its index has no id to follow it, and PostgreSQL,
    // unlike SQLite, does not see that an id after a unique key changes nothing: it would sort
    // every run of equal paths (each one row) after reading the index.
    const orderBy = sql`${sql.ref(first!.spec.column)} ${sql.raw(first!.desc ? 'DESC' : 'ASC')}`;
    return { after: position ? after(keys, position.values, position.id, idDesc) : null, orderBy, then: null };
  }
  if (!first?.spec.nullable) {
    return { after: position ? after(keys, position.values, position.id, idDesc) : null, orderBy: orderBy(keys, idDesc), then: null };
  }
  const column = sql.ref(first.spec.column);
  const firstTerm = sql`${column} ${sql.raw(first.desc ? 'DESC' : 'ASC')}`;
  // The nulls are ordered by the other keys and id; the first key, null in all of them, stays in
  // front so that the order is the index's own: PostgreSQL does not take `IS NULL` as fixing the
  // column for the order (as it does `= value`), and would sort the nulls by id.
  const nullsOrder = sql.join([firstTerm, orderBy(rest, idDesc)]);
  if (position?.values[0] === null) {
    // The cursor is among the nulls already: only they remain.
    return {
      after: sql`(${column} IS NULL AND ${after(rest, position.values.slice(1), position.id, idDesc)})`,
      orderBy: nullsOrder,
      then: null,
    };
  }
  const present = position
    ? sql`(${column} IS NOT NULL AND ${after(keys, position.values, position.id, idDesc)})`
    : sql`${column} IS NOT NULL`;
  return {
    after: present,
    orderBy: nullsOrder,
    then: { after: sql`${column} IS NULL`, orderBy: nullsOrder },
  };
}

/**
 * Rows after the position. A unique key (path) is a position on its own. When every key runs in
 * the id's direction and none after the first can be null (the first one's nulls are a range of
 * their own), a row value says it in one comparison that both SQLite and PostgreSQL seek to in the
 * index; otherwise, the expanded form of keysetAfter.
 */
function after(keys: SqlKey[], values: readonly (string | number | null)[], lastId: string, idDesc: boolean): Condition {
  const [first] = keys;
  if (keys.length === 1 && first!.spec.unique && values[0] !== null) {
    return sql`${sql.ref(first!.spec.column)} ${sql.raw(first!.desc ? '<' : '>')} ${values[0]}`;
  }
  const uniform = keys.every((k, i) => k.desc === idDesc && (i === 0 || !k.spec.nullable)) && values[0] !== null;
  if (!uniform) return keysetAfter(keys, values, lastId, idDesc);
  const columns = [...keys.map((k) => sql.ref(k.spec.column)), sql.ref('id')];
  const bound = [...values.map((v) => sql`${v}`), sql`${lastId}`];
  return sql`(${sql.join(columns)}) ${sql.raw(idDesc ? '<' : '>')} (${sql.join(bound)})`;
}
