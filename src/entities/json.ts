import { type Static, type TSchema, Type } from 'typebox';

/** A JSON object: not null, not an array. The one check every parser of untyped input shares. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A member that holds a value or null (the API never omits one of these). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Integers the database and JSON both hold exactly; a bigger id or offset is a 400, not a 500. */
export const PositiveId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** A reference to a schema registered by its `$id` that still types what holds it. */
export function ref<T extends TSchema & { $id?: string }>(schema: T) {
  return Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` });
}
