import { describe, expect, it } from 'vitest';
import { problemsOf } from './check.js';
import type { RequestSpec } from './requests.js';
import type { Answer } from './send.js';

// The fuzz test is only as good as its judge: each defect it is there to find must be named.

const spec = (caller: RequestSpec['caller'] = 'admin'): RequestSpec => ({
  operation: 'getStream',
  method: 'GET',
  template: '/api/data/v1/streams/{streamId}',
  path: { streamId: { literal: '1' } },
  query: [],
  caller,
  body: { kind: 'none' },
  headers: {},
  mutations: [],
});

const errorBody = (status: number, toe = 'toe-1') =>
  JSON.stringify({ status, statusReason: 'x', code: 'STREAM_NOT_FOUND', message: 'No stream 1.', path: '/api/data/v1/streams/1', toe });

const answer = (
  status: number,
  body: string,
  headers: Answer['headers'] = { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'toe-1' },
  ms = 5,
) => ({
  answer: { status, body, headers, ms },
});

describe('the fuzz judge', () => {
  it('passes a success and a well-formed error', () => {
    expect(problemsOf(spec(), answer(200, '{}'), 10_000)).toEqual([]);
    expect(problemsOf(spec(), answer(404, errorBody(404)), 10_000)).toEqual([]);
  });

  it('names a 5xx, a hang, a cut connection and a slow answer', () => {
    expect(problemsOf(spec(), answer(500, errorBody(500)), 10_000)).toEqual(['status 500']);
    expect(problemsOf(spec(), { transportError: 'ECONNRESET', ms: 3 }, 10_000)).toEqual(['transport: ECONNRESET']);
    expect(problemsOf(spec(), { transportError: 'no answer within 20000 ms', ms: 20_000 }, 10_000)).toEqual([
      'transport: no answer within 20000 ms',
    ]);
    expect(problemsOf(spec(), answer(200, '{}', undefined, 12_000), 10_000)).toEqual(['slow: 12000 ms']);
  });

  it('names every way an error can leave the error shape', () => {
    expect(problemsOf(spec(), answer(400, 'Bad Request', { 'content-type': 'text/plain' }), 10_000)).toEqual([
      'error body is not JSON: Bad Request',
      'error content-type text/plain',
    ]);
    expect(problemsOf(spec(), answer(400, JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'x' })), 10_000)).toContain(
      'error members error,message,statusCode',
    );
    expect(problemsOf(spec(), answer(400, errorBody(404)), 10_000)).toEqual(['error status 404 under HTTP 400']);
    expect(problemsOf(spec(), answer(404, errorBody(404, 'another')), 10_000)).toEqual(['error toe is not x-request-id']);
  });

  it('names a success under /api for a caller without a valid token', () => {
    expect(problemsOf(spec('wrong'), answer(200, '{}'), 10_000)).toEqual(['status 200 without a valid token']);
    expect(problemsOf(spec('none'), answer(401, errorBody(401)), 10_000)).toEqual([]);
  });
});
