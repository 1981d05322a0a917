import { sql } from 'kysely';
import { badRequest } from '../../errors.js';
import { type FieldSpec, type ResourceFields, namesWhere } from './fields.js';
import { type Condition, isObject, optionalArray } from './filters.js';

export interface SortKey {
  spec: FieldSpec;
  desc: boolean;
}

/** The requested sort keys, or the resource's default order. `id` is added by the callers below. */
export function parseSort(fields: ResourceFields, body: Record<string, unknown>): SortKey[] {
  const items = optionalArray(body, 'fieldSort');
  const keys: SortKey[] = items.map((item, i) => {
    const where = `fieldSort[${i}]`;
    if (!isObject(item)) throw badRequest(`${where} must be an object.`);
    const spec = fields.fields.get(String(item.field));
    if (typeof item.field !== 'string' || !spec?.sortable) {
      throw badRequest(
        `${where}.field ${JSON.stringify(item.field ?? null)} is not a sortable ${fields.resource} field; ` +
          `allowed: ${namesWhere(fields, (s) => s.sortable)}.`,
      );
    }
    const order = item.order ?? 'ASC';
    if (order !== 'ASC' && order !== 'DESC') {
      throw badRequest(`${where}.order ${JSON.stringify(order)} is not allowed; allowed: ASC, DESC.`);
    }
    return { spec, desc: order === 'DESC' };
  });
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key.spec.name)) throw badRequest(`fieldSort names ${key.spec.name} more than once.`);
    seen.add(key.spec.name);
  }
  if (keys.length > 0) return keys;
  const fallback = fields.fields.get(fields.defaultSort.field)!;
  return [{ spec: fallback, desc: fields.defaultSort.desc }];
}

/**
 * ORDER BY the keys, nulls last in either direction, then id (ascending unless `idDesc`): a total
 * order for stable paging.
 */
export function orderBy(keys: SortKey[], idDesc = false): Condition {
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
export function keysetAfter(keys: SortKey[], values: ReadonlyArray<string | number | null>, lastId: string, idDesc = false): Condition {
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
