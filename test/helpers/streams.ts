import { expect } from 'vitest';
import type { TestApp, TestResponse } from './app.js';
import type { Execution, Stream } from './bodies.js';

/** Stream API calls over `inject`, for the stream tests. */
export class StreamClient {
  constructor(
    private readonly t: TestApp,
    readonly token?: string,
  ) {}

  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    return this.t.call({
      method,
      url: `/api/data/v1/streams${url}`,
      ...(payload === undefined ? {} : { payload: payload as string }),
      headers,
      ...(this.token === undefined ? {} : { token: this.token }),
    });
  }

  /** Creates a stream and returns its id. */
  async create(body: Record<string, unknown>): Promise<number> {
    const res = await this.call('POST', '', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Stream>().id;
  }

  /** Starts an execution and returns its id. */
  async start(streamId: number, body?: Record<string, unknown>): Promise<number> {
    const res = await this.call('POST', `/${streamId}/executions`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Execution>().executionId;
  }

  part(
    streamId: number,
    executionId: number,
    partId: number | string,
    body: string | Buffer,
    headers: Record<string, string> = { 'content-type': 'text/csv' },
  ) {
    return this.call('PUT', `/${streamId}/executions/${executionId}/part/${partId}`, body, headers);
  }

  commit(streamId: number, executionId: number) {
    return this.call('PUT', `/${streamId}/executions/${executionId}/commit`);
  }

  abort(streamId: number, executionId: number) {
    return this.call('PUT', `/${streamId}/executions/${executionId}/abort`);
  }

  /** Starts an execution, uploads the parts (partId → CSV) and commits; returns the commit's body. */
  async run(streamId: number, parts: Record<number, string>, start?: Record<string, unknown>) {
    const executionId = await this.start(streamId, start);
    for (const [partId, csv] of Object.entries(parts)) {
      const res = await this.part(streamId, executionId, partId, csv);
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await this.commit(streamId, executionId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Execution>();
  }

  /** The dataset export's body. */
  async data(streamId: number): Promise<string> {
    const res = await this.call('GET', `/${streamId}/data`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return res.body;
  }
}
