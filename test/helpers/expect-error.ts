import { expect } from 'vitest';
import type { TestResponse } from './app.js';
import type { ErrorBody } from './bodies.js';

/** API.md §0: the error body every failure carries, with `toe` equal to the x-request-id header. */
export function expectError(res: TestResponse, status: number, code: string): ErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<ErrorBody>();
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'path', 'status', 'statusReason', 'toe']);
  expect(body.status).toBe(status);
  expect(typeof body.statusReason).toBe('string');
  expect(body.statusReason.length).toBeGreaterThan(0);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.path).toBe(String(res.raw.req.url).split('?')[0]);
  expect(body.toe).toBe(res.headers['x-request-id']);
  expect(body.toe).toMatch(/\S/);
  return body;
}
