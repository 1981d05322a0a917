import { resolvePointer } from './schema-limits.js';
import { type JsonObject, isJsonObject } from './types.js';
import type { ValidationBudget } from './validation-budget.js';

/**
 * Charges `budget` for the work ajv may do validating `data` against `schema` (a part of `root`),
 * before it does it. It follows the schema over the data as the validator would — `properties` to
 * their members, `items` to each element, applicators to the same value, `$ref` to its target — and
 * charges each subschema met once per value it meets, by its size. That bounds ajv's work: it applies
 * no keyword elsewhere. Patterns, formats and uniqueItems charge for the characters and items they
 * read themselves, as they run. Stops (BudgetExceeded) as soon as the budget is spent.
 */

/**
 * Units for one subschema applied to one value, and for each of its keywords: ajv's code for a large
 * schema takes up to about 400 ns to enter a subschema with one keyword (docs/decisions.md).
 */
export const VISIT_UNITS = 64;
export const KEYWORD_UNITS = 16;

/** Size of each subschema object: its members, and the values of `enum`/`const`/`required` it compares with. */
const sizes = new WeakMap<object, number>();
function sizeOf(schema: JsonObject): number {
  let size = sizes.get(schema);
  if (size === undefined) {
    size = Object.keys(schema).length;
    for (const key of ['enum', 'const', 'required'] as const) {
      const value = schema[key];
      if (Array.isArray(value)) size += value.length;
      else if (typeof value === 'object' && value !== null) size += Object.keys(value).length;
    }
    sizes.set(schema, size);
  }
  return size;
}

export function chargeWork(root: JsonObject, schema: unknown, data: unknown, budget: ValidationBudget): void {
  // Each pair is charged as it is found, so that a budget too small stops the walk before it grows.
  const stack: [JsonObject, unknown][] = [];
  const visit = (s: unknown, d: unknown) => {
    if (!isJsonObject(s)) {
      budget.charge(VISIT_UNITS);
      return;
    }
    budget.charge(VISIT_UNITS + KEYWORD_UNITS * sizeOf(s));
    // minLength/maxLength count the characters of the string (code points, not UTF-16 units).
    if (typeof d === 'string' && (s.minLength !== undefined || s.maxLength !== undefined)) budget.charge(Math.ceil(d.length / 2));
    stack.push([s, d]);
  };
  visit(schema, data);
  while (stack.length > 0) {
    const [s, d] = stack.pop()!;
    if (typeof s.$ref === 'string') {
      const target = resolvePointer(root, s.$ref);
      if (target !== undefined) visit(target, d);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = s[key];
      if (Array.isArray(list)) for (const sub of list) visit(sub, d);
    }
    for (const key of ['not', 'if', 'then', 'else'] as const) if (s[key] !== undefined) visit(s[key], d);
    if (isJsonObject(s.dependencies)) for (const sub of Object.values(s.dependencies)) if (!Array.isArray(sub)) visit(sub, d);
    if (isJsonObject(d)) {
      const properties = isJsonObject(s.properties) ? s.properties : {};
      const patterns = isJsonObject(s.patternProperties) ? Object.values(s.patternProperties) : [];
      for (const [key, value] of Object.entries(d)) {
        if (Object.hasOwn(properties, key)) visit(properties[key], value);
        // Any pattern may match any name; with none matching, additionalProperties applies.
        for (const sub of patterns) visit(sub, value);
        if (s.additionalProperties !== undefined) visit(s.additionalProperties, value);
        if (s.propertyNames !== undefined) visit(s.propertyNames, key);
      }
    } else if (Array.isArray(d)) {
      const items = s.items;
      for (let i = 0; i < d.length; i++) {
        if (Array.isArray(items)) {
          if (i < items.length) visit(items[i], d[i]);
          else if (s.additionalItems !== undefined) visit(s.additionalItems, d[i]);
        } else if (items !== undefined) {
          visit(items, d[i]);
        }
        if (s.contains !== undefined) visit(s.contains, d[i]);
      }
    }
  }
}
