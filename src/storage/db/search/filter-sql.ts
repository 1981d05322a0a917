import { sql } from 'kysely';
import type { Filter } from '../../../search-query/query.js';
import { type Condition, joined } from './condition.js';
import { type SearchTable, stored } from './columns.js';

/** A parsed filter (src/search-query/parse.ts) as a condition on the table's columns; null for none. */
export function filterSql<F extends string>(table: SearchTable<F>, filter: Filter<F> | null): Condition | null {
  return filter === null ? null : compile(table, filter);
}

function compile<F extends string>(table: SearchTable<F>, filter: Filter<F>): Condition {
  switch (filter.kind) {
    case 'and':
    case 'or':
      return sql`(${joined(
        filter.filters.map((f) => compile(table, f)),
        filter.kind === 'and' ? 'AND' : 'OR',
      )})`;
    case 'not':
      return sql`(NOT ${compile(table, filter.filter)})`;
    default:
      return leaf(table, filter);
  }
}

function leaf<F extends string>(table: SearchTable<F>, filter: Exclude<Filter<F>, { kind: 'and' | 'or' | 'not' }>): Condition {
  const spec = stored(table, filter.field);
  const column = sql.ref(spec.column);
  let condition: Condition;
  switch (filter.kind) {
    case 'isNull':
      return sql`(${column} IS NULL)`;
    case 'compare':
      condition = sql`${column} ${sql.raw(filter.op)} ${filter.value}`;
      break;
    case 'in':
      condition = sql`${column} IN (${sql.join(filter.values)})`;
      break;
    case 'like': {
      const folded = spec.lowered ? sql.ref(spec.lowered) : sql`stw_lower(${column})`;
      condition = joined(
        filter.texts.map((text) => sql`${folded} LIKE ${likePattern(text)} ESCAPE '\\'`),
        'OR',
      );
      break;
    }
  }
  // A NULL column makes the comparison unknown; pin it to false so that `not` gives its complement.
  return spec.nullable ? sql`(${column} IS NOT NULL AND ${condition})` : sql`(${condition})`;
}

/** A substring pattern in which the user's `%` and `_` are literal (the text is folded already). */
function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
