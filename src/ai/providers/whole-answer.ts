import type http from 'node:http';

/**
 * A model's whole answer as the AI SDK reads it from a `fetch` Response, without undici's Response.
 * Made per call, undici's Response, Headers and the web stream of its body were about 7% of the
 * gateway's busy time (docs/performance.md, "Operation 5 on 2026-11-27"). The SDK's provider
 * utilities read only `ok`, `status`, `statusText`, `headers` (`get`, iteration) and `body`
 * (`getReader()`, `cancel()`), and `text()`/`json()`/`arrayBuffer()` are kept for other readers.
 */

/** Response headers by lower-case name, repeated ones joined by ", " as Headers does. */
export class AnswerHeaders {
  private readonly values = new Map<string, string>();

  constructor(raw: string[]) {
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i]!.toLowerCase();
      const value = raw[i + 1]!;
      const before = this.values.get(name);
      this.values.set(name, before === undefined ? value : `${before}, ${value}`);
    }
  }

  get(name: string): string | null {
    return this.values.get(name.toLowerCase()) ?? null;
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }

  forEach(each: (value: string, name: string) => void): void {
    for (const [name, value] of this.entries()) each(value, name);
  }

  /** In name order, as Headers iterates. */
  *entries(): IterableIterator<[string, string]> {
    yield* [...this.values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }
}

/** The body, read once: one chunk, then done. */
class OneChunkBody {
  constructor(private chunk: Uint8Array | null) {}

  /** Takes the bytes; a second reader finds none, as a consumed stream has. */
  take(): Uint8Array {
    const chunk = this.chunk ?? new Uint8Array(0);
    this.chunk = null;
    return chunk;
  }

  getReader() {
    return {
      read: (): Promise<{ done: true; value: undefined } | { done: false; value: Uint8Array }> => {
        const chunk = this.chunk;
        this.chunk = null;
        return Promise.resolve(chunk === null || chunk.length === 0 ? { done: true, value: undefined } : { done: false, value: chunk });
      },
      cancel: (): Promise<void> => {
        this.chunk = null;
        return Promise.resolve();
      },
      releaseLock: (): void => undefined,
    };
  }

  cancel(): Promise<void> {
    this.chunk = null;
    return Promise.resolve();
  }
}

export class WholeAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly headers: AnswerHeaders;
  readonly body: OneChunkBody | null;

  constructor(response: http.IncomingMessage, bytes: Uint8Array) {
    this.status = response.statusCode ?? 502;
    this.statusText = response.statusMessage ?? '';
    this.ok = this.status >= 200 && this.status < 300;
    this.headers = new AnswerHeaders(response.rawHeaders);
    // A Response may not carry a body with these statuses.
    const empty = this.status === 204 || this.status === 304 || (this.status >= 100 && this.status < 200);
    this.body = empty ? null : new OneChunkBody(bytes);
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.body?.take() ?? new Uint8Array(0);
    return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  }

  text(): Promise<string> {
    const bytes = this.body?.take() ?? new Uint8Array(0);
    return Promise.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }
}
