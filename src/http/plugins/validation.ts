import { Ajv, type Options, type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifyServerOptions } from 'fastify';

// ajv-formats is CommonJS: under NodeNext its default import is the module object, whose `default` is the plugin.
type FormatsPlugin = (ajv: Ajv) => Ajv;
const addFormats: FormatsPlugin =
  (formatsModule as unknown as { default?: FormatsPlugin }).default ?? (formatsModule as unknown as FormatsPlugin);

/** Fastify's own defaults; allErrors stays off because collecting every error is a DoS vector. */
const BASE: Options = { useDefaults: true, removeAdditional: true, addUsedSchema: false, allErrors: false };

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

/**
 * Validators per request part. Query strings, params and headers arrive as text, so they are
 * coerced (`?limit=10` is the integer 10); JSON bodies are typed already, so they are not: a number
 * sent as a name is a 400, not the string "42".
 */
function validatorFactory(externalSchemas: Record<string, unknown>) {
  const text = ajvWith({ coerceTypes: 'array' }, externalSchemas);
  const json = ajvWith({ coerceTypes: false }, externalSchemas);
  return ({ schema, httpPart }: { schema: { $id?: string }; httpPart?: string }): ValidateFunction =>
    compile(httpPart === 'body' ? json : text, schema);
}

type ValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];

// Cast because @fastify/ajv-compiler's types describe the compiled function as taking a bare schema,
// while Fastify calls it with `{ schema, method, url, httpPart }` (see fastify/lib/schema-controller).
export const buildValidator = validatorFactory as unknown as ValidatorFactory;
