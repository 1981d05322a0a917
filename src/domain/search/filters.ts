import { type RawBuilder, sql } from 'kysely';
import { badRequest } from '../../errors.js';
import { type FieldSpec, type ResourceFields, namesWhere } from './fields.js';
import { foldForLike } from './like-text.js';
import { parseDateTime } from './values.js';
import { coerceValue } from './values.js';

export type Condition = RawBuilder<unknown>;

const LEAF_OPERATORS = [
  'EQUALS',
  'IN',
  'LIKE',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'IS_NULL',
] as const;
type LeafOperator = (typeof LEAF_OPERATORS)[number];
const GROUP_OPERATORS = ['AND', 'OR'];
const LEAF_MEMBERS = ['field', 'operator', 'value', 'not'];
const GROUP_MEMBERS = ['operator', 'filters', 'not'];
const MAX_GROUP_DEPTH = 4;
/**
 * Bounds on one search body. Every value becomes a bound SQL parameter and every filter a term of
 * one expression: SQLite refuses more than 32,766 parameters and expressions deeper than 1,000, so
 * a body beyond these is a 400 that says so rather than a failing query.
 */
export const SEARCH_LIMITS = { filters: 200, valuesPerFilter: 1000, values: 10_000 } as const;

/** Counts filters and values across a whole body, groups included. */
class Budget {
  private filters = 0;
  private values = 0;

  filter(where: string): void {
    if (++this.filters > SEARCH_LIMITS.filters) {
      throw badRequest(`${where}: a search takes at most ${SEARCH_LIMITS.filters} filters and date filters in all.`);
    }
  }

  valueCount(count: number, where: string): void {
    if (count > SEARCH_LIMITS.valuesPerFilter) {
      throw badRequest(`${where}.value holds ${count} values; at most ${SEARCH_LIMITS.valuesPerFilter} are allowed.`);
    }
    this.values += count;
    if (this.values > SEARCH_LIMITS.values) {
      throw badRequest(`${where}: a search takes at most ${SEARCH_LIMITS.values} filter values in all.`);
    }
  }
}
const COMPARISONS: Partial<Record<LeafOperator, string>> = {
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
};

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `null`, missing and `[]` all mean "none" (API.md §1). */
export function optionalArray(body: Record<string, unknown>, member: string): unknown[] {
  const value = body[member];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${member} must be an array.`);
  return value;
}

/** Strict input (API.md §0): a member the filter does not take is named, never ignored. */
function rejectUnknownMembers(item: Record<string, unknown>, allowed: string[], where: string): void {
  const unknown = Object.keys(item).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    throw badRequest(`${unknown.map((name) => `${where}.${name}`).join(', ')}: unknown member; allowed: ${allowed.join(', ')}.`);
  }
}

function readNot(item: Record<string, unknown>, where: string): boolean {
  const not = item.not;
  if (not === undefined || not === null) return false;
  if (typeof not !== 'boolean') throw badRequest(`${where}.not must be a boolean.`);
  return not;
}

/**
 * `a OP b OP c …` nested as a balanced tree: SQLite parses a flat chain into an expression as deep
 * as it is long, and refuses one deeper than 1,000 (a LIKE with 1,000 values would be).
 */
function joined(conditions: Condition[], operator: 'AND' | 'OR'): Condition {
  if (conditions.length === 1) return conditions[0]!;
  if (conditions.length <= 8) return sql`(${sql.join(conditions, sql.raw(` ${operator} `))})`;
  const half = Math.ceil(conditions.length / 2);
  return sql`(${joined(conditions.slice(0, half), operator)} ${sql.raw(operator)} ${joined(conditions.slice(half), operator)})`;
}

function and(conditions: Condition[]): Condition | null {
  if (conditions.length === 0) return null;
  return sql`(${joined(conditions, 'AND')})`;
}

/** Compiles `filters` and `dateFilters` into one condition, or null when there are none. */
export function compileFilters(fields: ResourceFields, body: Record<string, unknown>): Condition | null {
  const budget = new Budget();
  const conditions = optionalArray(body, 'filters').map((item, i) => compileFilter(fields, item, `filters[${i}]`, 1, budget));
  const dateConditions = optionalArray(body, 'dateFilters').map((item, i) => {
    budget.filter(`dateFilters[${i}]`);
    return compileDateFilter(fields, item, `dateFilters[${i}]`);
  });
  return and([...conditions, ...dateConditions]);
}

function compileFilter(fields: ResourceFields, item: unknown, where: string, depth: number, budget: Budget): Condition {
  if (!isObject(item)) throw badRequest(`${where} must be an object.`);
  budget.filter(where);
  const not = readNot(item, where);
  const operator = item.operator;
  let condition: Condition;
  if (typeof operator === 'string' && GROUP_OPERATORS.includes(operator)) {
    rejectUnknownMembers(item, GROUP_MEMBERS, where);
    if (depth > MAX_GROUP_DEPTH) throw badRequest(`${where}: filter groups nest at most ${MAX_GROUP_DEPTH} deep.`);
    if (!Array.isArray(item.filters) || item.filters.length === 0) {
      throw badRequest(`${where}.filters must be a non-empty array for an ${operator} group.`);
    }
    const parts = item.filters.map((child, i) => compileFilter(fields, child, `${where}.filters[${i}]`, depth + 1, budget));
    condition = sql`(${joined(parts, operator === 'AND' ? 'AND' : 'OR')})`;
  } else {
    rejectUnknownMembers(item, LEAF_MEMBERS, where);
    condition = compileLeaf(fields, item, where, budget);
  }
  return not ? sql`(NOT ${condition})` : condition;
}

function compileLeaf(fields: ResourceFields, item: Record<string, unknown>, where: string, budget: Budget): Condition {
  const spec = fields.fields.get(String(item.field));
  if (typeof item.field !== 'string' || !spec?.filterable) {
    throw badRequest(
      `${where}.field ${JSON.stringify(item.field ?? null)} is not a filterable ${fields.resource} field; ` +
        `allowed: ${namesWhere(fields, (s) => s.filterable)}.`,
    );
  }
  const operator = item.operator;
  if (typeof operator !== 'string' || !(LEAF_OPERATORS as readonly string[]).includes(operator)) {
    throw badRequest(
      `${where}.operator ${JSON.stringify(operator ?? null)} is not allowed; ` +
        `allowed: ${LEAF_OPERATORS.join(', ')}, or a group with AND, OR.`,
    );
  }
  const op = operator as LeafOperator;
  checkOperatorFits(spec, op, where);
  const values = readValues(item.value, where);
  budget.valueCount(values.length, where);
  const column = sql.ref(spec.column);

  if (op === 'IS_NULL') {
    if (values.length > 0) throw badRequest(`${where}.value must be empty for IS_NULL.`);
    return sql`(${column} IS NULL)`;
  }
  if (values.length === 0) throw badRequest(`${where}.value must hold at least one value for ${op}.`);
  const coerced = values.map((v, i) => coerceValue(spec, v, `${where}.value[${i}]`, op !== 'LIKE'));

  let condition: Condition;
  if (op === 'EQUALS' || op === 'IN') {
    condition = coerced.length === 1 ? sql`${column} = ${coerced[0]}` : sql`${column} IN (${sql.join(coerced)})`;
  } else if (op === 'LIKE') {
    const folded = spec.lowered ? sql.ref(spec.lowered) : sql`stw_lower(${column})`;
    const patterns = coerced.map((v) => sql`${folded} LIKE ${likePattern(String(v))} ESCAPE '\\'`);
    condition = joined(patterns, 'OR');
  } else {
    if (coerced.length !== 1) throw badRequest(`${where}.value must hold exactly one value for ${op}.`);
    condition = sql`${column} ${sql.raw(COMPARISONS[op]!)} ${coerced[0]}`;
  }
  // A NULL column makes the comparison unknown; pin it to false so that `not` gives its complement.
  return spec.nullable ? sql`(${column} IS NOT NULL AND ${condition})` : sql`(${condition})`;
}

function checkOperatorFits(spec: FieldSpec, op: LeafOperator, where: string): void {
  const fits =
    op === 'EQUALS' || op === 'IN' ? true : op === 'LIKE' ? spec.type === 'text' : op === 'IS_NULL' ? spec.nullable : spec.type !== 'uuid';
  if (!fits) {
    const allowed = ['EQUALS', 'IN'];
    if (spec.type === 'text') allowed.push('LIKE');
    if (spec.type !== 'uuid') allowed.push(...Object.keys(COMPARISONS));
    if (spec.nullable) allowed.push('IS_NULL');
    throw badRequest(`${where}: operator ${op} does not fit field ${spec.name}; allowed: ${allowed.join(', ')}.`);
  }
}

function readValues(value: unknown, where: string): Array<string | number> {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((v, i) => {
    if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return v;
    throw badRequest(`${where}.value[${i}] must be a string or a number.`);
  });
}

/** A case-insensitive substring pattern in which the user's `%` and `_` are literal. */
function likePattern(value: string): string {
  return `%${foldForLike(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function compileDateFilter(fields: ResourceFields, item: unknown, where: string): Condition {
  if (!isObject(item)) throw badRequest(`${where} must be an object.`);
  const spec = fields.fields.get(String(item.field));
  if (typeof item.field !== 'string' || !spec?.dateFilterable) {
    throw badRequest(
      `${where}.field ${JSON.stringify(item.field ?? null)} is not a date field of ${fields.resource}; ` +
        `allowed: ${namesWhere(fields, (s) => s.dateFilterable)}.`,
    );
  }
  const start = item.start === undefined || item.start === null ? null : parseDateTime(item.start, `${where}.start`);
  const end = item.end === undefined || item.end === null ? null : parseDateTime(item.end, `${where}.end`);
  if (start === null && end === null) throw badRequest(`${where}: start and end cannot both be null.`);
  // An empty range is almost always swapped bounds; saying so beats answering nothing.
  if (start !== null && end !== null && start > end) throw badRequest(`${where}: start is after end.`);
  const column = sql.ref(spec.column);
  const parts: Condition[] = [];
  if (start !== null) parts.push(sql`${column} >= ${start}`);
  if (end !== null) parts.push(sql`${column} <= ${end}`);
  const condition = and(parts)!;
  return readNot(item, where) ? sql`(NOT ${condition})` : condition;
}
