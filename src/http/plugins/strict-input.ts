import type { FastifyInstance } from 'fastify';

export interface JsonSchema {
  type?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Marks every object with declared members as closed, unless it says otherwise itself. */
export function closeObjects(schema: JsonSchema | undefined): void {
  if (!schema || typeof schema !== 'object') return;
  if (schema.properties) {
    schema.additionalProperties ??= false;
    for (const member of Object.values(schema.properties)) closeObjects(member);
  }
  const items = schema.items;
  for (const child of [
    ...(Array.isArray(items) ? items : items ? [items] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    closeObjects(child);
  }
}

/** A query string that takes no parameters at all. */
const noParameters = (): JsonSchema => ({ type: 'object', properties: {} });

/**
 * Strict input (API.md §0): on every /api route an unknown body member or query parameter is a 400
 * naming it, never silently dropped, so a typo cannot widen a search or lose a flag. Done once here
 * rather than route by route, so a new route cannot forget it; the OpenAPI document shows it too,
 * because the route's own schema objects are the ones closed.
 */
export function registerStrictInput(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ??= {}) as { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
    schema.querystring ??= noParameters();
    closeObjects(schema.querystring);
    closeObjects(schema.params);
    closeObjects(schema.body);
  });
}
