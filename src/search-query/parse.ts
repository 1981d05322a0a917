import { isObject } from '../entities/json.js';
import { badRequest } from '../errors.js';
import { type FieldSpec, type ResourceFields, namesWhere } from './fields.js';
import { foldForLike } from './like-text.js';
import type { Comparison, Filter, Scalar, SearchQuery, SortKey } from './query.js';
import { coerceValue, parseDateTime } from './values.js';

/**
 * The parser of API.md §1: a search body (already checked against its request schema,
 * src/http/schemas/search.ts, for shape and enums) to a typed query, or a 400 naming what to change.
 * Pure: no SQL and no I/O. What the schema cannot say is checked here: an operator's fit to its
 * field, values coerced to the field's type, group depth and the bounds on one body.
 */
export function parseSearch<F extends string>(resource: ResourceFields<F>, body: Record<string, unknown>): SearchQuery<F> {
  return { filter: parseFilters(resource, body), sort: parseSort(resource, body) };
}

export const LEAF_OPERATORS = [
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
export const GROUP_OPERATORS = ['AND', 'OR'] as const;
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

const COMPARISONS: Partial<Record<LeafOperator, Comparison>> = {
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
};

/** `null`, missing and `[]` all mean "none" (API.md §1). */
function optionalArray(body: Record<string, unknown>, member: string): unknown[] {
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

function negated<F extends string>(filter: Filter<F>, not: boolean): Filter<F> {
  return not ? { kind: 'not', filter } : filter;
}

function allOf<F extends string>(filters: Filter<F>[]): Filter<F> | null {
  if (filters.length === 0) return null;
  return filters.length === 1 ? filters[0]! : { kind: 'and', filters };
}

/** `filters` and `dateFilters`, ANDed into one filter, or null when there are none. */
export function parseFilters<F extends string>(resource: ResourceFields<F>, body: Record<string, unknown>): Filter<F> | null {
  const budget = new Budget();
  const filters = optionalArray(body, 'filters').map((item, i) => parseFilter(resource, item, `filters[${i}]`, 1, budget));
  const dateFilters = optionalArray(body, 'dateFilters').map((item, i) => {
    budget.filter(`dateFilters[${i}]`);
    return parseDateFilter(resource, item, `dateFilters[${i}]`);
  });
  return allOf([...filters, ...dateFilters]);
}

function parseFilter<F extends string>(
  resource: ResourceFields<F>,
  item: unknown,
  where: string,
  depth: number,
  budget: Budget,
): Filter<F> {
  if (!isObject(item)) throw badRequest(`${where} must be an object.`);
  budget.filter(where);
  const not = readNot(item, where);
  const operator = item.operator;
  if (operator === 'AND' || operator === 'OR') {
    rejectUnknownMembers(item, GROUP_MEMBERS, where);
    if (depth > MAX_GROUP_DEPTH) throw badRequest(`${where}: filter groups nest at most ${MAX_GROUP_DEPTH} deep.`);
    if (!Array.isArray(item.filters) || item.filters.length === 0) {
      throw badRequest(`${where}.filters must be a non-empty array for an ${operator} group.`);
    }
    const filters = item.filters.map((child, i) => parseFilter(resource, child, `${where}.filters[${i}]`, depth + 1, budget));
    return negated({ kind: operator === 'AND' ? 'and' : 'or', filters }, not);
  }
  rejectUnknownMembers(item, LEAF_MEMBERS, where);
  return negated(parseLeaf(resource, item, where, budget), not);
}

function fieldOf<F extends string>(
  resource: ResourceFields<F>,
  name: unknown,
  pick: (spec: FieldSpec) => boolean,
  what: string,
  where: string,
): { field: F; spec: FieldSpec } {
  const spec = typeof name === 'string' && Object.hasOwn(resource.fields, name) ? resource.fields[name as F] : undefined;
  if (!spec || !pick(spec)) {
    throw badRequest(
      `${where}.field ${JSON.stringify(name ?? null)} is not ${what}; ` + `allowed: ${namesWhere(resource, pick).join(', ')}.`,
    );
  }
  return { field: name as F, spec };
}

function parseLeaf<F extends string>(resource: ResourceFields<F>, item: Record<string, unknown>, where: string, budget: Budget): Filter<F> {
  const { field, spec } = fieldOf(resource, item.field, (s) => s.filterable, `a filterable ${resource.resource} field`, where);
  const operator = item.operator;
  if (typeof operator !== 'string' || !(LEAF_OPERATORS as readonly string[]).includes(operator)) {
    throw badRequest(
      `${where}.operator ${JSON.stringify(operator ?? null)} is not allowed; ` +
        `allowed: ${LEAF_OPERATORS.join(', ')}, or a group with AND, OR.`,
    );
  }
  const op = operator as LeafOperator;
  checkOperatorFits(field, spec, op, where);
  const values = readValues(item.value, where);
  budget.valueCount(values.length, where);

  if (op === 'IS_NULL') {
    if (values.length > 0) throw badRequest(`${where}.value must be empty for IS_NULL.`);
    return { kind: 'isNull', field };
  }
  if (values.length === 0) throw badRequest(`${where}.value must hold at least one value for ${op}.`);
  const coerced = values.map((v, i) => coerceValue(field, spec, v, `${where}.value[${i}]`, op !== 'LIKE'));
  if (op === 'EQUALS' || op === 'IN') {
    return coerced.length === 1 ? { kind: 'compare', field, op: '=', value: coerced[0]! } : { kind: 'in', field, values: coerced };
  }
  if (op === 'LIKE') return { kind: 'like', field, texts: coerced.map((v) => foldForLike(String(v))) };
  if (coerced.length !== 1) throw badRequest(`${where}.value must hold exactly one value for ${op}.`);
  return { kind: 'compare', field, op: COMPARISONS[op]!, value: coerced[0]! };
}

function checkOperatorFits(field: string, spec: FieldSpec, op: LeafOperator, where: string): void {
  const fits =
    op === 'EQUALS' || op === 'IN' ? true : op === 'LIKE' ? spec.type === 'text' : op === 'IS_NULL' ? spec.nullable : spec.type !== 'uuid';
  if (!fits) {
    const allowed = ['EQUALS', 'IN'];
    if (spec.type === 'text') allowed.push('LIKE');
    if (spec.type !== 'uuid') allowed.push(...Object.keys(COMPARISONS));
    if (spec.nullable) allowed.push('IS_NULL');
    throw badRequest(`${where}: operator ${op} does not fit field ${field}; allowed: ${allowed.join(', ')}.`);
  }
}

function readValues(value: unknown, where: string): Scalar[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((v, i) => {
    if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return v;
    throw badRequest(`${where}.value[${i}] must be a string or a number.`);
  });
}

function parseDateFilter<F extends string>(resource: ResourceFields<F>, item: unknown, where: string): Filter<F> {
  if (!isObject(item)) throw badRequest(`${where} must be an object.`);
  const { field } = fieldOf(resource, item.field, (s) => s.dateFilterable, `a date field of ${resource.resource}`, where);
  const start = item.start === undefined || item.start === null ? null : parseDateTime(item.start, `${where}.start`);
  const end = item.end === undefined || item.end === null ? null : parseDateTime(item.end, `${where}.end`);
  if (start === null && end === null) throw badRequest(`${where}: start and end cannot both be null.`);
  // An empty range is almost always swapped bounds; saying so beats answering nothing.
  if (start !== null && end !== null && start > end) throw badRequest(`${where}: start is after end.`);
  const bounds: Filter<F>[] = [];
  if (start !== null) bounds.push({ kind: 'compare', field, op: '>=', value: start });
  if (end !== null) bounds.push({ kind: 'compare', field, op: '<=', value: end });
  return negated(allOf(bounds)!, readNot(item, where));
}

/** The requested sort keys, or the resource's default order. */
export function parseSort<F extends string>(resource: ResourceFields<F>, body: Record<string, unknown>): SortKey<F>[] {
  const keys = optionalArray(body, 'fieldSort').map((item, i): SortKey<F> => {
    const where = `fieldSort[${i}]`;
    if (!isObject(item)) throw badRequest(`${where} must be an object.`);
    const { field } = fieldOf(resource, item.field, (s) => s.sortable, `a sortable ${resource.resource} field`, where);
    const order = item.order ?? 'ASC';
    if (order !== 'ASC' && order !== 'DESC') {
      throw badRequest(`${where}.order ${JSON.stringify(order)} is not allowed; allowed: ASC, DESC.`);
    }
    return { field, desc: order === 'DESC' };
  });
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key.field)) throw badRequest(`fieldSort names ${key.field} more than once.`);
    seen.add(key.field);
  }
  return keys.length > 0 ? keys : [{ ...resource.defaultSort }];
}
