import type { FastifyInstance } from 'fastify';

/**
 * Every route the app registered, read from Fastify's own route tree (printRoutes), so a route added
 * later is covered without touching this test. Each tree line is `<branches>── <segment> (<methods>)`,
 * indented four columns per level below its parent.
 */
export function routesOf(app: FastifyInstance): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = url;
    for (const method of match[3]!.split(', ')) found.push({ method, url });
  }
  return found;
}
