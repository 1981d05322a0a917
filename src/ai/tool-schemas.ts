import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import { PatternRefused, linearRegExp } from './linear-regexp.js';
import { addSafeFormats } from './safe-formats.js';
import { type SchemaShape, inspectSchema } from './schema-limits.js';
import type { Json, JsonObject } from './types.js';
import { BudgetExceeded, ValidationBudget, chargeValidation, measureJson, withBudget } from './validation-budget.js';
import { chargeWork } from './validation-work.js';

/*
 * Tool schemas come from clients. Every check of a value against one — the gateway's
 * `validateSchema`, the built-in router's choice of arguments — goes through a CompiledSchema made
 * here: sizes checked first (schema-limits.ts), patterns in RE2 (linear-regexp.ts), formats bounded
 * (safe-formats.ts), and each validation charged to a budget (validation-budget.ts).
 */

/** `uniqueItems` by canonical JSON text in a Set: ajv's own compares every pair of object items (n²). */
function addLinearUniqueItems(ajv: Ajv): void {
  // JSON text with members in key order, so that equal values (by JSON Schema's equality) give equal text.
  const canonical = (value: unknown): string => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  };
  const validate = (unique: boolean, data: unknown[]): boolean => {
    validate.errors = undefined;
    if (!unique) return true;
    // Each item is written out as canonical text (about 0.5 µs a value) and looked up once.
    const { nodes, chars } = measureJson(data);
    chargeValidation(nodes * 64 + Math.ceil(chars / 2));
    const seen = new Map<string, number>();
    for (let i = 0; i < data.length; i++) {
      const key = canonical(data[i]);
      const j = seen.get(key);
      if (j !== undefined) {
        validate.errors = [
          { keyword: 'uniqueItems', message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)`, params: { i, j } },
        ];
        return false;
      }
      seen.set(key, i);
    }
    return true;
  };
  validate.errors = undefined as Partial<ErrorObject>[] | undefined;
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword({ keyword: 'uniqueItems', type: 'array', schemaType: 'boolean', errors: true, validate });
}

function makeAjv(allErrors: boolean): Ajv {
  // `optimize: false`: ajv's optimisation passes over the generated code take most of the compile time
  // of a large schema (3 to 4 times as long, docs/decisions.md); the code runs about as fast without them.
  // `inlineRefs: false`: each `$ref` target is compiled once, not copied into every place that uses it.
  const options: Options = {
    allErrors,
    strict: false,
    validateFormats: true,
    inlineRefs: false,
    code: { regExp: linearRegExp, optimize: false },
  };
  const ajv = new Ajv(options);
  addSafeFormats(ajv);
  addLinearUniqueItems(ajv);
  return ajv;
}

/** Answers valid or not, stopping at the first problem: what the router and every first check use. */
const checker = makeAjv(false);
/**
 * Lists every problem, for the repair prompt and the error message. ajv collects an error object per
 * failed keyword and value, so it runs only on inputs whose estimated cost stays under this.
 */
const describer = makeAjv(true);
const DESCRIBE_ALL_UP_TO = 2 ** 20;
/** At most this many problems are listed for one tool call. */
const MAX_PROBLEMS = 20;

/** Budget units of one validation call whatever its size (up to about 8 µs on a busy machine: setting up, entering ajv's function). */
const CALL_UNITS = 1000;

export class SchemaCompileError extends Error {}

let nextId = 0;

/** Readable errors: `/unit: must be equal to one of the allowed values: celsius, fahrenheit`. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  const all = (errors ?? []).map((e) => {
    const where = e.instancePath === '' ? '(root)' : e.instancePath;
    const params = e.params as { allowedValues?: unknown[]; missingProperty?: string; additionalProperty?: string };
    if (params.missingProperty) return `${where}: missing required property "${params.missingProperty}"`;
    if (params.additionalProperty) return `${where}: property "${params.additionalProperty}" is not allowed`;
    const allowed = params.allowedValues ? `: ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}` : '';
    return `${where}: ${e.message ?? 'is invalid'}${allowed}`;
  });
  return all.length > MAX_PROBLEMS ? [...all.slice(0, MAX_PROBLEMS), `… and ${all.length - MAX_PROBLEMS} more`] : all;
}

/**
 * Whether a value holds a number JSON cannot write (NaN, ±Infinity): ajv's `number` admits them, and
 * the answer would carry null in their place. Only the built-in router can make one; a provider's
 * input is parsed JSON.
 */
function holdsNonFinite(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return true;
    } else if (typeof v === 'object' && v !== null) {
      for (const member of Array.isArray(v) ? v : Object.values(v)) stack.push(member);
    }
  }
  return false;
}

/** A tool's `parameters`, compiled once and shared by every check of the request (and of later requests with the same schema). */
export class CompiledSchema {
  private readonly validate: ValidateFunction;
  private describe: ValidateFunction | undefined;
  private readonly propertyValidators = new Map<string, ValidateFunction | null>();

  constructor(
    private readonly id: string,
    private readonly schema: JsonObject,
    readonly shape: SchemaShape,
  ) {
    checker.addSchema(schema, id);
    try {
      this.validate = checker.getSchema(id)!;
    } catch (error) {
      checker.removeSchema(id);
      throw error;
    }
  }

  /** The problems of `input` ([] when valid), its validation charged to `budget`. */
  check(input: unknown, budget: ValidationBudget): string[] {
    const before = budget.spent;
    budget.charge(CALL_UNITS);
    chargeWork(this.schema, this.schema, input, budget);
    if (holdsNonFinite(input)) return ['a number is not finite (NaN or Infinity), which JSON cannot hold'];
    const valid = this.run(budget, () => this.validate(input));
    if (valid) return [];
    const cost = budget.spent - before;
    if (cost > DESCRIBE_ALL_UP_TO) return describeErrors(this.validate.errors);
    this.describe ??= compileIn(describer, this.schema, this.id);
    budget.charge(cost);
    this.run(budget, () => this.describe!(input));
    return describeErrors(this.describe.errors);
  }

  /**
   * Whether `value` is valid for the root's property `name` (its `$ref`s resolved in the whole
   * schema). A property ajv cannot compile alone counts as valid: the check of the whole input decides.
   */
  fitsProperty(name: string, value: Json, budget: ValidationBudget): boolean {
    const properties = this.schema.properties;
    const validate = this.propertyValidator(name);
    if (!validate || typeof properties !== 'object' || properties === null || Array.isArray(properties)) return true;
    budget.charge(CALL_UNITS);
    chargeWork(this.schema, properties[name], value, budget);
    return !holdsNonFinite(value) && this.run(budget, () => validate(value));
  }

  /** Frees what ajv holds for this schema (called when the cache drops it). */
  dispose(): void {
    for (const key of this.propertyValidators.keys()) checker.removeSchema(this.propertyKey(key));
    checker.removeSchema(this.id);
    if (this.describe) describer.removeSchema(this.id);
  }

  private run(budget: ValidationBudget, validate: () => boolean | Promise<unknown>): boolean {
    try {
      return withBudget(budget, validate) === true;
    } catch (error) {
      // A value nested deeper than the stack allows cannot be checked: it does not pass.
      if (error instanceof RangeError) throw new BudgetExceeded(budget.limit);
      throw error;
    }
  }

  private propertyKey(name: string): string {
    return `${this.id}#/properties/${encodeURIComponent(name.replace(/~/g, '~0').replace(/\//g, '~1'))}`;
  }

  private propertyValidator(name: string): ValidateFunction | null {
    let validate = this.propertyValidators.get(name);
    if (validate === undefined) {
      try {
        validate = checker.getSchema(this.propertyKey(name)) ?? null;
      } catch {
        validate = null;
      }
      this.propertyValidators.set(name, validate);
    }
    return validate;
  }
}

function compileIn(ajv: Ajv, schema: JsonObject, id: string): ValidateFunction {
  ajv.addSchema(schema, id);
  return ajv.getSchema(id)!;
}

/** Compiled schemas by their JSON text, least recently used first; bounded so that clients cannot grow it without end. */
const byText = new Map<string, CompiledSchema>();
const CACHE_SIZE = 500;
/** The compiled schema of each request's `parameters` object, so that later checks of the same request find it at once. */
const byObject = new WeakMap<object, CompiledSchema>();

/** JSON text, or undefined for a value nested too deep to write out (inspectSchema then refuses it by name). */
function jsonTextOf(schema: JsonObject): string | undefined {
  try {
    return JSON.stringify(schema);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * Compiles a tool's `parameters` (checking the size limits first, then `admit`, which may refuse the
 * schema for the request's totals). `$schema` and `$id` are dropped first: the draft is ajv's, and
 * ids of one client's tools must not collide with another's.
 * Throws SchemaRefused or PatternRefused (limits) or SchemaCompileError (not a valid schema).
 */
export function compileToolSchema(parameters: JsonObject, admit?: (shape: SchemaShape) => void): CompiledSchema {
  const known = byObject.get(parameters);
  if (known) return known;
  const { $schema: _schema, $id: _id, ...schema } = parameters;
  // A schema seen before is found by its JSON text (the key its shape has: inspectSchema's
  // JSON.stringify), without walking it again: most requests repeat their tools. Walking it took
  // about 2% of a plain call's busy time (docs/performance.md).
  const seen = byText.get(jsonTextOf(schema) ?? '');
  const shape = seen?.shape ?? inspectSchema(schema);
  admit?.(shape);
  let compiled = seen ?? byText.get(shape.text);
  if (compiled) {
    byText.delete(shape.text);
  } else {
    try {
      compiled = new CompiledSchema(`tool-schema-${++nextId}`, schema, shape);
    } catch (error) {
      if (error instanceof PatternRefused) throw error;
      throw new SchemaCompileError((error as Error).message);
    }
  }
  byText.set(shape.text, compiled);
  if (byText.size > CACHE_SIZE) {
    const [oldestKey, oldest] = byText.entries().next().value!;
    byText.delete(oldestKey);
    oldest.dispose();
  }
  byObject.set(parameters, compiled);
  return compiled;
}

/** Validates a tool input with a budget of its own; returns the problems (empty when valid). */
export function checkToolInput(parameters: JsonObject, input: unknown, budget = new ValidationBudget()): string[] {
  try {
    return compileToolSchema(parameters).check(input, budget);
  } catch (error) {
    if (error instanceof BudgetExceeded) return [`(root): ${error.message}`];
    throw error;
  }
}
