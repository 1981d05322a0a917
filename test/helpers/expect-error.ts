import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** API.md §0: the error body every failure carries, with `toe` equal to the x-request-id header. */
export function expectError(res: LightMyRequestResponse, status: number, code: string): { message: string } {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
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
