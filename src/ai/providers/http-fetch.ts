import http from 'node:http';
import https from 'node:https';
import { WholeAnswer } from './whole-answer.js';

/**
 * The `fetch`es the AI SDK providers use to reach a model: node:http(s) over keep-alive connections.
 * Node's global fetch (undici) runs each call through the Fetch standard's machinery (Request,
 * Headers and its own web streams), which took about twice the CPU of the request itself: measured
 * with --cpu-prof, it was the largest part of the gateway's own cost per call, and for a streamed
 * call it added more than a millisecond before the first event (docs/performance.md).
 *
 * `httpFetch` reads the whole answer before handing it over, as a WholeAnswer rather than undici's
 * Response: doGenerate's answers are whole JSON documents, so nothing is lost by reading them at once. `httpStreamFetch` hands the answer over
 * when its head arrives and its body chunk by chunk, for doStream.
 *
 * Both keep fetch's contract where the gateway relies on it: network failures (refused, reset, cut
 * mid-answer) reject with a TypeError, or error the body with one once it was handed over, as
 * undici's do (providers/failures.ts maps those to PROVIDER_UNAVAILABLE); an aborted signal rejects
 * (or errors the body) with the signal's reason and closes the connection, so a cancelled or
 * timed-out call stops upstream too.
 */

/** A model answer larger than this is refused (a runaway upstream must not exhaust memory). */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

const agents: Partial<Record<string, http.Agent>> = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers as [string, string][]);
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

/** The answer's head as a Response's: status, status text and headers, and whether it may have a body. */
function headOf(response: http.IncomingMessage): { init: ResponseInit; empty: boolean } {
  const headers = new Headers();
  const raw = response.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const status = response.statusCode ?? 502;
  // A Response may not carry a body with these statuses.
  const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
  return { init: { status, statusText: response.statusMessage ?? '', headers }, empty };
}

/**
 * One call's end, however it comes. Before the Response is handed over a failure rejects it; after,
 * it errors the body (`onBodyFailure`); after the body ended, nothing more happens.
 */
class Exchange {
  private state: 'head' | 'body' | 'done' = 'head';
  onBodyFailure: (error: unknown) => void = () => undefined;

  constructor(
    private readonly signal: AbortSignal | undefined,
    private readonly resolveWith: (response: Response) => void,
    private readonly rejectWith: (error: unknown) => void,
    private readonly onAbort: () => void,
  ) {}

  get done(): boolean {
    return this.state === 'done';
  }

  handOver(response: Response, ended: boolean): void {
    if (this.state !== 'head') return;
    this.state = ended ? 'done' : 'body';
    if (ended) this.signal?.removeEventListener('abort', this.onAbort);
    this.resolveWith(response);
  }

  /** The body ended. */
  end(): void {
    this.state = 'done';
    this.signal?.removeEventListener('abort', this.onAbort);
  }

  fail(error: unknown): void {
    const was = this.state;
    if (was === 'done') return;
    this.end();
    if (was === 'head') this.rejectWith(error);
    else this.onBodyFailure(error);
  }
}

/** Sends the request; `answer` gets the response's head and settles `exchange` its own way. */
function send(
  input: string | URL | Request,
  init: RequestInit,
  answer: (response: http.IncomingMessage, exchange: Exchange, request: http.ClientRequest) => void,
): Promise<Response> {
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
    const agent = agents[url.protocol];
    if (!agent) {
      reject(new TypeError(`fetch failed: unsupported protocol ${url.protocol}`));
      return;
    }
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, { method: init.method ?? 'GET', headers: headerRecord(init.headers), agent });
    const onAbort = () => {
      exchange.fail(signal!.reason);
      request.destroy();
    };
    const exchange = new Exchange(signal, resolve, reject, onAbort);
    signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error) => exchange.fail(networkFailure(error)));
    request.on('response', (response) => {
      response.on('aborted', () => exchange.fail(networkFailure(new Error('the connection closed mid-answer'))));
      response.on('error', (error) => exchange.fail(networkFailure(error)));
      answer(response, exchange, request);
    });
    request.end(body);
  });
}

/** For doGenerate: the whole answer read first, then handed over. */
export function httpFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  return send(input, init, (response, exchange, request) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_ANSWER_BYTES) {
        exchange.fail(networkFailure(new Error(`the answer exceeds ${MAX_ANSWER_BYTES} bytes`)));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => {
      if (exchange.done) return;
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
      // The SDK reads no more of a Response than WholeAnswer has (whole-answer.ts).
      exchange.handOver(new WholeAnswer(response, bytes) as unknown as Response, true);
    });
  });
}

/**
 * For doStream: the Response as soon as its head arrives, its body as the chunks come. The socket
 * is paused while the reader is behind, so a slow consumer does not pile the answer up in memory.
 */
export function httpStreamFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  return send(input, init, (response, exchange, request) => {
    const { init: head, empty } = headOf(response);
    if (empty) {
      response.resume();
      exchange.handOver(new Response(null, head), true);
      return;
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
      pull: () => {
        response.resume();
      },
      cancel: () => {
        exchange.end();
        request.destroy();
      },
    });
    exchange.onBodyFailure = (error) => controller.error(error);
    response.on('data', (chunk: Buffer) => {
      if (exchange.done) return;
      controller.enqueue(chunk);
      if ((controller.desiredSize ?? 1) <= 0) response.pause();
    });
    response.on('end', () => {
      if (exchange.done) return;
      exchange.end();
      controller.close();
    });
    exchange.handOver(new Response(body, head), false);
  });
}
