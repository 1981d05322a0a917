import { compileLinearPattern } from './linear-regexp.js';
import { type JsonObject, isJsonObject } from './types.js';
import { measureJson } from './validation-budget.js';

/**
 * The size limits of tool schemas from requests (docs/ai.md), checked before ajv sees a schema:
 * compiling costs time in proportion to a schema's size, ajv recurses as deep as the schema goes,
 * and `$ref`s can make a small schema apply a large one many times over. The numbers and what they
 * cost are in docs/decisions.md ("Tool schemas from requests").
 */
export const SCHEMA_LIMITS = {
  /** Tools in one request. */
  tools: 128,
  /** JSON text of one tool's `parameters`, and of all of them together, in characters. */
  toolText: 64 * 1024,
  totalText: 256 * 1024,
  /** Nesting of objects and arrays in one `parameters`. */
  depth: 32,
  /** Object members and array elements of one `parameters`, and of all of them together. */
  toolNodes: 1000,
  totalNodes: 4000,
  /** Nodes of one `parameters` with every `$ref` replaced by what it points to. */
  expandedNodes: 20_000,
  /** RE2 instructions of all distinct patterns in the request's tools. */
  patternProgram: 10_000,
} as const;

export class SchemaRefused extends Error {
  constructor(
    message: string,
    /** The offending pattern, when a pattern is the reason. */
    readonly pattern?: string,
  ) {
    super(message);
    this.name = 'SchemaRefused';
  }
}

/** What the limits measured: used for the per-request totals. */
export interface SchemaShape {
  /** The JSON text (also the compile cache's key). */
  text: string;
  nodes: number;
  /** Nodes with `$ref`s expanded. */
  expanded: number;
  /** Distinct patterns (`pattern` values and `patternProperties` names) and their RE2 program sizes. */
  patterns: Map<string, number>;
}

const SUBSCHEMA = new Set(['additionalItems', 'additionalProperties', 'contains', 'not', 'if', 'then', 'else', 'propertyNames']);
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const item of Object.values(v)) stack.push([item, depth + 1]);
  }
  return deepest;
}

/** The value a `#/…` JSON pointer names in `root`, or undefined. */
export function resolvePointer(root: JsonObject, ref: string): unknown {
  if (ref === '#') return root;
  let at: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    let token: string;
    try {
      token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (Array.isArray(at) && /^(0|[1-9]\d*)$/.test(token)) at = at[Number(token)];
    else if (isJsonObject(at) && Object.hasOwn(at, token)) at = at[token];
    else return undefined;
  }
  return at;
}

/**
 * Checks a tool's `parameters` (already without `$schema` and `$id`) against the size limits and
 * compiles its patterns for RE2; throws SchemaRefused (or PatternRefused) saying what is too large.
 */
export function inspectSchema(schema: JsonObject): SchemaShape {
  const L = SCHEMA_LIMITS;
  if (depthOf(schema, L.depth) > L.depth) throw new SchemaRefused(`the schema is nested deeper than ${L.depth} levels`);
  const text = JSON.stringify(schema);
  if (text.length > L.toolText) throw new SchemaRefused(`the schema has ${text.length} characters of JSON, more than ${L.toolText}`);
  const { nodes } = measureJson(schema);
  if (nodes > L.toolNodes)
    throw new SchemaRefused(`the schema has ${nodes} JSON values (object members and array elements count), more than ${L.toolNodes}`);

  const patterns = new Map<string, number>();
  const addPattern = (pattern: string) => {
    if (!patterns.has(pattern)) patterns.set(pattern, compileLinearPattern(pattern).programSize);
  };
  // Ref targets being expanded (a second arrival is a cycle) and the totals of those done.
  const active = new Set<unknown>();
  const done = new Map<unknown, number>();
  const tooLarge = () => new SchemaRefused(`with its $refs expanded the schema has more than ${L.expandedNodes} JSON values`);

  /** Nodes of one schema, refs expanded. */
  const expand = (node: unknown, atRoot: boolean): number => {
    if (!isJsonObject(node)) return 1;
    let total = 1;
    const add = (n: number) => {
      total += n;
      if (total > L.expandedNodes) throw tooLarge();
    };
    for (const [key, value] of Object.entries(node)) {
      total += 1;
      if (key === '$id' && !atRoot)
        throw new SchemaRefused('"$id" inside a tool schema is not supported; refer to parts of it with "#/…" pointers');
      if (key === '$async') throw new SchemaRefused('"$async" schemas are not supported');
      if (key === 'pattern' && typeof value === 'string') addPattern(value);
      if (key === 'patternProperties' && isJsonObject(value)) Object.keys(value).forEach(addPattern);
      if (key === '$ref' && typeof value === 'string') {
        add(expandRef(value));
      } else if (SUBSCHEMA.has(key)) {
        add(expand(value, false));
      } else if (key === 'items' && Array.isArray(value)) {
        for (const item of value) add(expand(item, false));
      } else if (key === 'items') {
        add(expand(value, false));
      } else if (SUBSCHEMA_LISTS.has(key) && Array.isArray(value)) {
        for (const item of value) add(expand(item, false));
      } else if (SUBSCHEMA_MAPS.has(key) && isJsonObject(value)) {
        // Definitions apply only where referenced; they are counted here once, as the compiler sees them.
        for (const item of Object.values(value))
          add(key === 'definitions' || key === '$defs' ? measureJson(item).nodes : expand(item, false));
      } else if (key === 'dependencies' && isJsonObject(value)) {
        for (const item of Object.values(value)) add(Array.isArray(item) ? item.length + 1 : expand(item, false));
      } else {
        total += measureJson(value).nodes;
      }
      if (total > L.expandedNodes) throw tooLarge();
    }
    return total;
  };
  const expandRef = (ref: string): number => {
    if (ref !== '#' && !ref.startsWith('#/')) {
      throw new SchemaRefused(`"$ref": ${JSON.stringify(ref)}: only references inside the tool's own schema ("#/…") are supported`);
    }
    const target = resolvePointer(schema, ref);
    if (target === undefined) throw new SchemaRefused(`"$ref": ${JSON.stringify(ref)} points to nothing in the schema`);
    const known = done.get(target);
    if (known) return known;
    if (active.has(target))
      throw new SchemaRefused(
        `"$ref": ${JSON.stringify(ref)} refers back to a schema that contains it; recursive schemas are not supported`,
      );
    active.add(target);
    const result = expand(target, target === schema);
    active.delete(target);
    done.set(target, result);
    return result;
  };

  active.add(schema);
  const expanded = expand(schema, true);
  active.delete(schema);
  return { text, nodes, expanded, patterns };
}
