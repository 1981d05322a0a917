import { resolvePointer } from '../schema-limits.js';
import { type Json, type JsonObject, isJsonObject } from '../types.js';
import { nameWords } from './text.js';

export type Schema = JsonObject;
/** A schema value (an enum member, a const) as text: scalars as written, objects and arrays as JSON. */
export const valueText = (v: Json): string => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

export function typeOf(schema: Schema): string | undefined {
  const t = schema.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.find((x): x is string => typeof x === 'string' && x !== 'null');
  if (schema.enum !== undefined || schema.const !== undefined) return 'enum';
  return undefined;
}

/**
 * The root's properties with their schemas, a property that is only a `$ref` (as generated for enums
 * and shared types) read as the schema it points to; its checks still go through the whole schema.
 */
export function propertySchemas(parameters: JsonObject): [string, Schema][] {
  const properties = isJsonObject(parameters.properties) ? parameters.properties : {};
  const deref = (schema: unknown): unknown => {
    for (let hops = 0; hops < 8 && isJsonObject(schema) && typeof schema.$ref === 'string' && schema.$ref.startsWith('#'); hops++) {
      schema = resolvePointer(parameters, schema.$ref);
    }
    return schema;
  };
  return Object.entries(properties)
    .map(([name, schema]): [string, unknown] => [name, deref(schema)])
    .filter((e): e is [string, Schema] => isJsonObject(e[1]));
}

/** Property words for what holds a sentence of its own: what happened, why, what to change. */
const CLAUSE_WORDS = new Set([
  'description',
  'details',
  'notes',
  'note',
  'reason',
  'comment',
  'comments',
  'summary',
  'problem',
  'issue',
  'changes',
  'instructions',
]);
/** Whether a property holds a sentence of its own (a description, notes, a reason), never one kind of value. */
export const holdsClause = (name: string) => nameWords(name).some((w) => CLAUSE_WORDS.has(w));
