import { expect } from 'vitest';

/**
 * vitest's asymmetric matchers, typed `unknown` instead of `any`. An expected object that holds
 * `expect.any(String)` is partly untyped (ESLint's no-unsafe-assignment flags it), and `any` would
 * let it pass where a typed value was wanted; `{ code: match.any(String) }` is the same matcher,
 * typed as what it is to the test: a value the assertion compares against, nothing to read.
 * Where no object literal holds the matcher (`toEqual([expect.stringContaining('x')])`), vitest's own
 * is fine.
 */
export const match = {
  any: (type: unknown): unknown => expect.any(type),
  anything: (): unknown => expect.anything(),
  closeTo: (value: number, digits?: number): unknown => expect.closeTo(value, digits),
  objectContaining: (object: object): unknown => expect.objectContaining(object),
  stringContaining: (text: string): unknown => expect.stringContaining(text),
  stringMatching: (pattern: string | RegExp): unknown => expect.stringMatching(pattern),
};
