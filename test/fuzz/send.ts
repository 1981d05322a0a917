import http from 'node:http';
import zlib from 'node:zlib';
import type { BodySpec, RequestSpec } from './requests.js';
import { writeInPieces } from '../helpers/write-in-pieces.js';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** An answer, or why none came. */
export type Reply = { answer: Answer } | { transportError: string; ms: number };

export type Outcome = Reply & {
  /** As sent. */
  url: string;
  /** The path parameters, decoded. */
  params: Record<string, string>;
};

/** What a request needs from the run: where the server is, the callers' tokens, the ids seen so far. */
export interface Target {
  baseUrl: string;
  agent: http.Agent;
  tokens: { admin: string; user: string };
  /** Ids of objects the run created (or read back), by path parameter name. */
  pools: Map<string, string[]>;
  /** The file set of each file id, the stream of each execution id, the data file of each revision id. */
  parents: Map<string, string>;
  /** Token ids the run itself sends with: never revoked by a generated request. */
  ownTokenIds: string[];
  timeoutMs: number;
}

/** Every byte but the unreserved ones, percent-encoded (a lone surrogate becomes U+FFFD first). */
export function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Which path parameter holds the parent of an object named by another. */
const PARENT_OF: Record<string, string> = { fileId: 'filesetId', executionId: 'streamId', revisionId: 'dataFileId' };

const UNKNOWN_UUID = '3b1f1c4e-5d6a-4b7c-8d9e-0f1a2b3c4d5e';

/**
 * The path parameters' values, decoded, and the path as sent. Ids come from the pools; where a
 * child id (a file) comes from its pool and its parent's (the file set) does too, the parent is the
 * child's own most of the time, so that requests reach real objects rather than 404s.
 */
export function resolvePath(spec: RequestSpec, target: Target): { path: string; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const raw = new Set<string>();
  const fromPool = (name: string, pick: number) => {
    const pool = (target.pools.get(name) ?? []).filter(
      (id) => !(spec.operation === 'revokeAccessToken' && target.ownTokenIds.includes(id)),
    );
    if (pool.length) return pool[pick % pool.length]!;
    return name === 'sessionId' || name === 'filesetId' || name === 'fileId' ? UNKNOWN_UUID : '999999';
  };
  for (const [name, value] of Object.entries(spec.path)) {
    if ('pool' in value) values[name] = fromPool(name, value.pick);
    else if (spec.operation === 'revokeAccessToken' && target.ownTokenIds.includes(value.literal)) values[name] = '999999';
    else {
      values[name] = value.literal;
      if (value.raw) raw.add(name);
    }
  }
  for (const [child, parent] of Object.entries(PARENT_OF)) {
    const c = spec.path[child];
    const p = spec.path[parent];
    const own = values[child] === undefined ? undefined : target.parents.get(values[child]);
    if (c && p && 'pool' in c && 'pool' in p && own && p.pick % 4 !== 0) values[parent] = own;
  }
  const path = spec.template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name] ?? '1';
    return raw.has(name) ? value : encode(value);
  });
  return { path, values };
}

export function urlOf(spec: RequestSpec, path: string): string {
  const query = spec.query.map(([n, v]) => `${encode(n)}=${encode(v)}`).join('&');
  return path + (query ? `?${query}` : '');
}

const BOUNDARY = 'stowageFuzzBoundary7MA4YWxk';

function bodyBytes(body: BodySpec): { bytes: Buffer; headers: Record<string, string> } {
  switch (body.kind) {
    case 'none':
      return { bytes: Buffer.alloc(0), headers: {} };
    case 'json':
      // JSON.stringify gives undefined for an undefined value, which its lib type hides.
      return { bytes: Buffer.from(JSON.stringify(body.value) ?? 'null'), headers: { 'content-type': 'application/json' } };
    case 'raw': {
      // Text whose characters all fit a byte and include one over 0x7f stands for raw bytes
      // (invalid UTF-8 on purpose); anything else is sent as UTF-8.
      const asBytes = /[\x80-\xff]/.test(body.text) && !/[\u0100-\uffff]/.test(body.text);
      const one = Buffer.from(body.text, asBytes ? 'latin1' : 'utf8');
      return {
        bytes: body.repeat ? Buffer.alloc(body.repeat, one) : one,
        headers: body.contentType === null ? {} : { 'content-type': body.contentType },
      };
    }
    case 'gzip':
      return { bytes: zlib.gzipSync(body.text), headers: { 'content-type': 'text/csv', 'content-encoding': 'gzip' } };
    case 'multipart': {
      const pieces = body.parts.map((part) => {
        const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
        const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
        return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${part.text}\r\n`;
      });
      const type = body.boundary === '' ? 'multipart/form-data' : `multipart/form-data; boundary=${BOUNDARY}`;
      return { bytes: Buffer.from(`${pieces.join('')}--${BOUNDARY}--\r\n`), headers: { 'content-type': type } };
    }
  }
}

function authHeaders(spec: RequestSpec, target: Target): Record<string, string> {
  switch (spec.caller) {
    case 'admin':
      return { 'x-service-developer-token': target.tokens.admin };
    case 'user':
      return { 'x-service-developer-token': target.tokens.user };
    case 'bearer':
      return { authorization: `Bearer ${target.tokens.admin}` };
    case 'wrong':
      return { 'x-service-developer-token': 'stw_wrong-token' };
    case 'none':
      return {};
  }
}

/**
 * Sends one request over a kept-alive connection, the body in 64 KiB pieces as the connection takes
 * them (so a server that answers early and closes shows up as a transport error), and reads the
 * whole answer. No answer within `timeoutMs` is a hang.
 */
export function send(spec: RequestSpec, target: Target): Promise<Outcome> {
  const started = performance.now();
  const { bytes, headers: bodyHeaders } = bodyBytes(spec.body);
  const { path, values: params } = resolvePath(spec, target);
  const url = urlOf(spec, path);
  const headers = { ...bodyHeaders, ...authHeaders(spec, target), ...spec.headers, 'content-length': String(bytes.length) };
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Reply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, url, params });
    };
    const req = http.request(`${target.baseUrl}${url}`, { method: spec.method, headers, agent: target.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          answer: {
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          },
        }),
      );
      res.on('error', (err) =>
        done({ transportError: `${(err as NodeJS.ErrnoException).code ?? err.message} while reading`, ms: performance.now() - started }),
      );
    });
    const timer = setTimeout(() => {
      req.destroy();
      done({ transportError: `no answer within ${target.timeoutMs} ms`, ms: performance.now() - started });
    }, target.timeoutMs);
    req.on('error', (err) => done({ transportError: (err as NodeJS.ErrnoException).code ?? err.message, ms: performance.now() - started }));
    writeInPieces(req, bytes);
  });
}
