import http from 'node:http';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

/** Helpers for stream tests against a real server: CSV generated and counted while it streams. */

export const WIDE_SCHEMA = {
  columns: [
    { name: 'id', type: 'LONG' },
    { name: 'label', type: 'STRING' },
    { name: 'amount', type: 'DECIMAL' },
    { name: 'at', type: 'DATETIME' },
    { name: 'flag', type: 'BOOLEAN' },
  ],
};

/** Row `i` of the generated dataset (about 64 bytes, with a quoted comma in the text column). */
export function wideRow(i: number): string {
  return `${i},"row ${i}, quoted",${(i % 100000) + 0.25},2026-11-22T08:${String(i % 60).padStart(2, '0')}:00Z,${i % 2 === 0 ? 'true' : 'false'}\n`;
}

/** Rows [from, to) as ~256 KiB chunks. */
export function* csvChunks(from: number, to: number): Generator<Buffer> {
  let lines: string[] = [];
  let size = 0;
  for (let i = from; i < to; i++) {
    const line = wideRow(i);
    lines.push(line);
    size += line.length;
    if (size >= 256 * 1024) {
      yield Buffer.from(lines.join(''));
      lines = [];
      size = 0;
    }
  }
  if (lines.length > 0) yield Buffer.from(lines.join(''));
}

export interface HttpResult {
  status: number;
  body: string;
}

/** Sends a streamed body (chunked) and collects the answer. */
export function sendStreamed(url: string, method: string, headers: Record<string, string>, body: Readable): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
      res.on('error', reject);
    });
    request.on('error', reject);
    body.on('error', reject);
    body.pipe(request);
  });
}

/** Uploads rows [from, to) as one part, optionally gzipped on the way. */
export function uploadRows(
  baseUrl: string,
  token: string,
  path: { streamId: number; executionId: number; partId: number },
  rows: { from: number; to: number; gzip?: boolean },
): Promise<HttpResult> {
  const url = `${baseUrl}/api/data/v1/streams/${path.streamId}/executions/${path.executionId}/part/${path.partId}`;
  const headers: Record<string, string> = { 'x-service-developer-token': token, 'content-type': 'text/csv' };
  let body: Readable = Readable.from(csvChunks(rows.from, rows.to), { objectMode: false });
  if (rows.gzip) {
    headers['content-encoding'] = 'gzip';
    body = body.pipe(createGzip({ level: 1 }));
  }
  return sendStreamed(url, 'PUT', headers, body);
}

/**
 * A JSON request to the server. `body` is `unknown` until the test names the shape it expects
 * (`json<File>(…)`), as with TestResponse's `json<T>()`; an empty answer is `null`.
 */
// T only in the return type is the point, as in TestResponse's json<T>(): the one cast of the body, where the test reads it.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export async function json<T = unknown>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  payload?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'x-service-developer-token': token, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Streams the dataset export and checks it line by line without keeping it: returns the header,
 * the row count and the sum of the first column.
 */
export function readDataset(
  baseUrl: string,
  token: string,
  streamId: number,
): Promise<{ status: number; header: string; rows: number; idSum: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/api/data/v1/streams/${streamId}/data`, { headers: { 'x-service-developer-token': token } }, (res) => {
        let rest = '';
        let header: string | null = null;
        let rows = 0;
        let idSum = 0;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop()!;
          for (const line of lines) {
            if (header === null) header = line;
            else {
              rows++;
              idSum += Number(line.slice(0, line.indexOf(',')));
            }
          }
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, header: header ?? '', rows, idSum }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
