import { compileToolSchema } from '../tool-schemas.js';
import { type Json, type JsonObject, isJsonObject } from '../types.js';
import type { ValidationBudget } from '../validation-budget.js';
import { type Schema, propertySchemas, typeOf } from './properties.js';

/*
 * Objects inside the arguments (`guests: {adults, children}`, `address: {city, country}`) are filled
 * member by member as if each were a property of its own, named `guests.adults`, and put back
 * together at the end. A member is required when its object is required and lists it; an optional
 * object is left out unless a member was found, and then it must have all its required members.
 */

export interface Flattened {
  entries: [string, Schema][];
  required: Set<string>;
  fits: (name: string, value: Json) => boolean | undefined;
  /** Puts the members found back into their objects; the names of required objects left incomplete. */
  assemble: (input: JsonObject) => string[];
  /** The member's own name, for where the text names it ("adults: 2"). */
  leaf: (name: string) => string;
}

const requiredOf = (schema: Schema) =>
  new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);

/** Objects with at most this many members are opened; a bigger one is left as it is. */
const MAX_MEMBERS = 20;

export function flatten(parameters: JsonObject, budget: ValidationBudget): Flattened {
  const rootRequired = requiredOf(parameters);
  const entries: [string, Schema][] = [];
  const required = new Set<string>();
  const objects = new Map<string, { schema: Schema; members: string[]; required: Set<string> }>();
  const owner = new Map<string, { parent: string; member: string }>();
  for (const [name, schema] of propertySchemas(parameters)) {
    const members = typeOf(schema) === 'object' && isJsonObject(schema.properties) ? propertySchemas(schema) : [];
    if (members.length === 0 || members.length > MAX_MEMBERS || members.some(([m]) => name.includes('.') || m.includes('.'))) {
      entries.push([name, schema]);
      if (rootRequired.has(name)) required.add(name);
      continue;
    }
    const inner = requiredOf(schema);
    objects.set(name, { schema, members: members.map(([m]) => m), required: inner });
    for (const [member, memberSchema] of members) {
      const flat = `${name}.${member}`;
      entries.push([flat, memberSchema]);
      owner.set(flat, { parent: name, member });
      if (rootRequired.has(name) && inner.has(member)) required.add(flat);
    }
  }
  return {
    entries,
    required,
    fits: (name, value) => {
      const o = owner.get(name);
      if (!o) return undefined;
      return compileToolSchema(objects.get(o.parent)!.schema).fitsProperty(o.member, value, budget);
    },
    leaf: (name) => owner.get(name)?.member ?? name,
    assemble: (input) => {
      const incomplete: string[] = [];
      for (const [parent, { members, required: inner }] of objects) {
        const value: JsonObject = {};
        for (const m of members) {
          const flat = `${parent}.${m}`;
          if (flat in input) value[m] = input[flat]!;
          delete input[flat];
        }
        const complete = [...inner].every((m) => m in value);
        if (Object.keys(value).length > 0 && complete) input[parent] = value;
        else if (rootRequired.has(parent)) incomplete.push(parent);
      }
      return incomplete;
    },
  };
}
