import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import type { JsonObject } from './types.js';

// ajv-formats is CommonJS: under NodeNext its default import is the module object, whose `default` is the plugin.
type FormatsPlugin = (ajv: Ajv) => Ajv;
const addFormats: FormatsPlugin =
  (formatsModule as unknown as { default?: FormatsPlugin }).default ?? (formatsModule as unknown as FormatsPlugin);

/**
 * Whether a regex has a quantified group that itself holds a quantifier (`(a+)+`): such patterns can
 * backtrack for ever on a crafted string, and tool schemas come from clients. Groups are collapsed
 * from the innermost out; escapes and character classes are neutralised first.
 */
export function hasNestedQuantifier(pattern: string): boolean {
  let p = pattern.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'x');
  const quantifier = /^(?:[*+]|\{\d+,\d*\})/;
  for (let depth = 0; depth < 200; depth++) {
    const group = /\(([^()]*)\)/.exec(p);
    if (!group) return false;
    const innerQuantified = /[*+]|\{\d+,\d*\}/.test(group[1] ?? '');
    const after = p.slice(group.index + group[0].length);
    if (innerQuantified && quantifier.test(after)) return true;
    p = p.slice(0, group.index) + (innerQuantified ? 'x+' : 'x') + after;
  }
  return true;
}

/** ajv's regex engine for `pattern` and `patternProperties`, refusing patterns that may never finish. */
const safeRegExp = Object.assign(
  (pattern: string, flags: string) => {
    if (pattern.length > 1000) throw new Error('a "pattern" may be at most 1000 characters long');
    if (hasNestedQuantifier(pattern)) throw new Error(`the pattern ${JSON.stringify(pattern)} repeats a group that itself repeats (like (a+)+), which can take for ever to match`);
    return new RegExp(pattern, flags);
  },
  { code: 'new RegExp' },
);

const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true, code: { regExp: safeRegExp } });
addFormats(ajv);

/** Compiled tool schemas by their JSON text; bounded so that clients cannot grow it without end. */
const cache = new Map<string, { schema: object; validate: ValidateFunction }>();
const CACHE_SIZE = 500;

export class SchemaCompileError extends Error {}

/**
 * Compiles a tool's `parameters`. `$schema` and `$id` are dropped first: the draft is ajv's and ids
 * of one client's tools must not collide with another's in the shared instance.
 */
export function compileToolSchema(parameters: JsonObject): ValidateFunction {
  const { $schema: _schema, $id: _id, ...schema } = parameters;
  const key = JSON.stringify(schema);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.validate;
  }
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(schema);
  } catch (error) {
    throw new SchemaCompileError((error as Error).message);
  }
  cache.set(key, { schema, validate });
  if (cache.size > CACHE_SIZE) {
    const [oldestKey, oldest] = cache.entries().next().value as [string, { schema: object }];
    cache.delete(oldestKey);
    ajv.removeSchema(oldest.schema);
  }
  return validate;
}

/** Readable errors: `/unit: must be equal to one of the allowed values: celsius, fahrenheit`. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const where = e.instancePath === '' ? '(root)' : e.instancePath;
    const params = e.params as { allowedValues?: unknown[]; missingProperty?: string; additionalProperty?: string };
    if (params.missingProperty) return `${where}: missing required property "${params.missingProperty}"`;
    if (params.additionalProperty) return `${where}: property "${params.additionalProperty}" is not allowed`;
    const allowed = params.allowedValues ? `: ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}` : '';
    return `${where}: ${e.message ?? 'is invalid'}${allowed}`;
  });
}

/** Validates a tool input; returns the problems (empty when valid). */
export function checkToolInput(parameters: JsonObject, input: unknown): string[] {
  const validate = compileToolSchema(parameters);
  return validate(input) ? [] : describeErrors(validate.errors);
}
