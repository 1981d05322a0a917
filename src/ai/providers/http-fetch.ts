import http from 'node:http';
import https from 'node:https';

/**
 * The `fetch` the AI SDK providers use to reach a model: node:http(s) over keep-alive connections,
 * with the whole answer read before it is handed over as a Response. Node's global fetch (undici)
 * runs each call through the Fetch standard's machinery (Request, Headers and web streams), which
 * took about twice the CPU of the request itself: measured with --cpu-prof, it was the largest part
 * of the gateway's own cost per call (docs/performance.md). Model answers of doGenerate are whole
 * JSON documents, so nothing is lost by reading them at once; the body limit guards memory.
 *
 * It keeps fetch's contract where the gateway relies on it: network failures (refused, reset, cut
 * mid-answer) reject with a TypeError, as undici's do (providers/failures.ts maps those to
 * PROVIDER_UNAVAILABLE), and an aborted signal rejects with the signal's reason and closes the
 * connection, so a cancelled or timed-out call stops upstream too.
 */

/** A model answer larger than this is refused (a runaway upstream must not exhaust memory). */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...(headers as Record<string, string>) };
}

function bodyOf(body: RequestInit['body']): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  // The providers send JSON text; anything else would need the full fetch.
  throw new TypeError('this fetch sends string or byte bodies only');
}

const networkFailure = (error: unknown) => new TypeError('fetch failed', { cause: error });

export function httpFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input);
  const signal = init.signal ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    let body: string | Uint8Array | undefined;
    try {
      body = bodyOf(init.body);
    } catch (error) {
      reject(error);
      return;
    }
    const agent = agents[url.protocol as keyof typeof agents];
    if (!agent) {
      reject(new TypeError(`fetch failed: unsupported protocol ${url.protocol}`));
      return;
    }
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, { method: init.method ?? 'GET', headers: headerRecord(init.headers), agent });
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    };
    const onAbort = () => {
      fail(signal!.reason);
      request.destroy();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error) => fail(networkFailure(error)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          fail(networkFailure(new Error(`the answer exceeds ${MAX_ANSWER_BYTES} bytes`)));
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('aborted', () => fail(networkFailure(new Error('the connection closed mid-answer'))));
      response.on('error', (error) => fail(networkFailure(error)));
      response.on('end', () => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        const headers = new Headers();
        const raw = response.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
        const status = response.statusCode ?? 502;
        // A Response may not carry a body with these statuses.
        const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
        resolve(new Response(empty ? null : Buffer.concat(chunks, size), { status, statusText: response.statusMessage ?? '', headers }));
      });
    });
    request.end(body);
  });
}
