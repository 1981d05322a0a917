import { type RawBuilder, sql } from 'kysely';

/** A piece of SQL with its parameters bound: a condition, an ORDER BY list or a source. */
export type Condition = RawBuilder<unknown>;

/**
 * `a OP b OP c …` nested as a balanced tree: SQLite parses a flat chain into an expression as deep
 * as it is long, and refuses one deeper than 1,000 (a LIKE with 1,000 values would be).
 */
export function joined(conditions: Condition[], operator: 'AND' | 'OR'): Condition {
  if (conditions.length === 1) return conditions[0]!;
  if (conditions.length <= 8) return sql`(${sql.join(conditions, sql.raw(` ${operator} `))})`;
  const half = Math.ceil(conditions.length / 2);
  return sql`(${joined(conditions.slice(0, half), operator)} ${sql.raw(operator)} ${joined(conditions.slice(half), operator)})`;
}
