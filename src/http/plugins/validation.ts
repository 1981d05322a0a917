import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifyServerOptions } from 'fastify';

// ajv-formats is CommonJS: under NodeNext its default import is the module object, whose `default` is the plugin.
type FormatsPlugin = (ajv: Ajv) => Ajv;
const addFormats: FormatsPlugin =
  (formatsModule as unknown as { default?: FormatsPlugin }).default ?? (formatsModule as unknown as FormatsPlugin);

/**
 * allErrors stays off because collecting every error is a DoS vector. Nothing is removed: an unknown
 * member is a 400 (API.md §0), so `removeAdditional` is off. `verbose` lets the error name the
 * allowed members (it costs only when validation fails).
 */
const BASE: Options = { useDefaults: true, removeAdditional: false, addUsedSchema: false, allErrors: false, verbose: true };

function ajvWith(options: Options, externalSchemas: Record<string, unknown>): Ajv {
  const ajv = new Ajv({ ...BASE, ...options });
  addFormats(ajv);
  for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as object);
  return ajv;
}

function compile(ajv: Ajv, schema: { $id?: string }): ValidateFunction {
  // Ajv refuses to compile two schemas with one $id; a shared schema is compiled once.
  const stored = schema.$id ? ajv.getSchema(schema.$id) : undefined;
  return stored ?? ajv.compile(schema);
}

interface PropertySchema {
  type?: unknown;
}

/** What a number in a query string or path may look like: plain decimal, as people write it. */
const DECIMAL = { integer: /^-?(?:0|[1-9]\d*)$/, number: /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/ } as const;

/**
 * Ajv's coercion takes anything `Number()` takes (`0x2b`, `1e3`, ` 40`, `Infinity`), so numbers in
 * text are checked first against plain decimal digits; ranges are then the schema's.
 */
function decimalNumbers(schema: { properties?: Record<string, PropertySchema> }) {
  const numeric = Object.entries(schema.properties ?? {}).flatMap(([name, property]): { name: string; kind: keyof typeof DECIMAL }[] =>
    property.type === 'integer' || property.type === 'number' ? [{ name, kind: property.type }] : [],
  );
  return (data: unknown): ErrorObject | null => {
    if (numeric.length === 0 || typeof data !== 'object' || data === null) return null;
    for (const { name, kind } of numeric) {
      const raw = (data as Record<string, unknown>)[name];
      // A repeated parameter arrives as an array; the schema refuses more than one value.
      const value: unknown = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
      if (typeof value !== 'string' || DECIMAL[kind].test(value)) continue;
      return {
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}/type`,
        keyword: 'type',
        params: { type: kind },
        message: kind === 'integer' ? 'must be a whole number written in decimal digits' : 'must be a number written in decimal digits',
      };
    }
    return null;
  };
}

/** The validator of a query string or path: decimal numbers first, then the schema (with coercion). */
function textValidator(ajv: Ajv, schema: { $id?: string; properties?: Record<string, PropertySchema> }): ValidateFunction {
  const validate = compile(ajv, schema);
  const decimal = decimalNumbers(schema);
  const checked = ((data: unknown) => {
    const error = decimal(data);
    if (error) {
      checked.errors = [error];
      return false;
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  checked.schema = validate.schema;
  return checked;
}

/**
 * Validators per request part. Query strings, params and headers arrive as text, so they are
 * coerced (`?limit=10` is the integer 10); JSON bodies are typed already, so they are not: a number
 * sent as a name is a 400, not the string "42".
 */
function validatorFactory(externalSchemas: Record<string, unknown>) {
  const text = ajvWith({ coerceTypes: 'array' }, externalSchemas);
  const json = ajvWith({ coerceTypes: false }, externalSchemas);
  return ({ schema, httpPart }: { schema: { $id?: string }; httpPart?: string }): ValidateFunction =>
    httpPart === 'body' ? compile(json, schema) : textValidator(text, schema);
}

type ValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];

// Cast because @fastify/ajv-compiler's types describe the compiled function as taking a bare schema,
// while Fastify calls it with `{ schema, method, url, httpPart }` (see fastify/lib/schema-controller).
export const buildValidator = validatorFactory as unknown as ValidatorFactory;

let standalone: Ajv | undefined;

/** A JSON body validator outside any route (the server tools' inputs), with the routes' settings. */
export function jsonValidator(schema: object): ValidateFunction {
  standalone ??= ajvWith({ coerceTypes: false }, {});
  return standalone.compile(schema);
}
