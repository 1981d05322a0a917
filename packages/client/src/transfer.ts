import { StowageNetworkError, isAbort } from './errors.js';
import type { Download, DownloadOptions, ProgressCallback, TransferOptions, UploadSource } from './types.js';

/**
 * Request bodies that stream with progress, and downloads that count what they read. In Node (and
 * wherever there is no XMLHttpRequest) the body is a web stream handed to fetch with `duplex:
 * 'half'`; in a browser it goes through XMLHttpRequest, the only way to learn upload progress there
 * (fetch reports none, and streams request bodies only over HTTP/2).
 */

type Piece = Uint8Array | Blob | ReadableStream<Uint8Array>;

export interface WireBody {
  contentType: string;
  /** Framing, content, framing: only the content piece counts toward progress. */
  pieces: Piece[];
  contentIndex: number;
  /** The content's size, when it can be known before sending. */
  contentSize: number | undefined;
}

const CHUNK = 64 * 1024;
const encoder = new TextEncoder();

export function sizeOf(source: UploadSource): number | undefined {
  if (typeof source === 'string') return encoder.encode(source).byteLength;
  if (source instanceof Uint8Array) return source.byteLength;
  if (source instanceof Blob) return source.size;
  return undefined;
}

function pieceOf(source: UploadSource): Piece {
  return typeof source === 'string' ? encoder.encode(source) : source;
}

/** The content alone, as the raw-body routes take it (data files, CSV parts). */
export function rawBody(source: UploadSource, contentType: string): WireBody {
  return { contentType, pieces: [pieceOf(source)], contentIndex: 0, contentSize: sizeOf(source) };
}

/** One multipart/form-data field holding the content, as the upload and part routes take it. */
export function multipartBody(field: string, fileName: string, source: UploadSource, contentType: string): WireBody {
  const boundary = newBoundary();
  // A quote or line break in a name would break the header; percent-encode them as browsers do.
  const safeName = fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${safeName}"\r\n` + `Content-Type: ${contentType}\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    pieces: [encoder.encode(head), pieceOf(source), encoder.encode(`\r\n--${boundary}--\r\n`)],
    contentIndex: 1,
    contentSize: sizeOf(source),
  };
}

/** A multipart/form-data body without a field: the upload route then creates the directory alone. */
export function emptyMultipartBody(): WireBody {
  const boundary = newBoundary();
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    pieces: [encoder.encode(`--${boundary}--\r\n`)],
    contentIndex: -1,
    contentSize: 0,
  };
}

function newBoundary(): string {
  return `----stowage${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function wireSize(body: WireBody): number | undefined {
  let size = 0;
  for (const piece of body.pieces) {
    if (piece instanceof Uint8Array) size += piece.byteLength;
    else if (piece instanceof Blob) size += piece.size;
    else return undefined;
  }
  return size;
}

/** The body as one stream, read as fetch asks for it: progress counts what fetch has taken. */
function wireStream(body: WireBody, onContent: (bytes: number) => void): ReadableStream<Uint8Array> {
  let index = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let bytes: Uint8Array | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          if (bytes !== undefined && bytes.byteLength > 0) {
            const chunk = bytes.subarray(0, CHUNK);
            bytes = bytes.subarray(chunk.byteLength);
            controller.enqueue(chunk);
            if (index - 1 === body.contentIndex) onContent(chunk.byteLength);
            return;
          }
          if (reader !== undefined) {
            const { done, value } = await reader.read();
            if (!done) {
              controller.enqueue(value);
              if (index - 1 === body.contentIndex) onContent(value.byteLength);
              return;
            }
            reader = undefined;
          }
          const piece = body.pieces[index++];
          if (piece === undefined) {
            controller.close();
            return;
          }
          bytes = undefined;
          if (piece instanceof Uint8Array) bytes = piece;
          else reader = (piece instanceof Blob ? piece.stream() : piece).getReader();
        }
      },
      async cancel(reason) {
        await reader?.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * A fetch for openapi-fetch's per-request `fetch` option that sends `body` in place of the request's
 * own (openapi-fetch built the URL, the headers and the signal; its middleware reads the answer).
 */
export function bodySender(body: WireBody, options: TransferOptions, baseFetch: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    let done = 0;
    const report = (bytes: number) => {
      done += bytes;
      options.onProgress?.({ bytes: done, total: body.contentSize });
    };
    if (typeof XMLHttpRequest !== 'undefined') return sendWithXhr(request, body, report);
    const headers = new Headers(request.headers);
    headers.set('content-type', body.contentType);
    const size = wireSize(body);
    if (size !== undefined) headers.set('content-length', String(size));
    // duplex is required by Node's fetch for a streamed body, and not yet in TypeScript's RequestInit.
    // redirect 'error': while a redirect may be followed, Node's fetch (undici) keeps every byte of a
    // streamed body to send it again, so a 256 MiB upload held 256 MiB (measured); uploads never redirect.
    const init: RequestInit & { duplex: 'half' } = {
      method: request.method,
      headers,
      body: wireStream(body, report),
      signal: request.signal,
      duplex: 'half',
      redirect: 'error',
    };
    return baseFetch(new Request(request.url, init));
  };
}

async function sendWithXhr(request: Request, body: WireBody, report: (bytes: number) => void): Promise<Response> {
  // XMLHttpRequest sends a Blob, which a browser reads from where it lies; a stream must be read first.
  const parts: BlobPart[] = [];
  let headBytes = 0;
  for (const [i, piece] of body.pieces.entries()) {
    const part = piece instanceof ReadableStream ? await new Response(piece).blob() : piece;
    if (i < body.contentIndex) headBytes += part instanceof Blob ? part.size : part.byteLength;
    parts.push(part as BlobPart);
  }
  const blob = new Blob(parts, { type: body.contentType });
  const contentSize = body.contentSize ?? blob.size - headBytes;
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.responseType = 'blob';
    request.headers.forEach((value, name) => {
      if (name !== 'content-length') xhr.setRequestHeader(name, value);
    });
    xhr.setRequestHeader('content-type', body.contentType);
    let sent = 0;
    xhr.upload.onprogress = (event) => {
      const now = Math.min(Math.max(event.loaded - headBytes, 0), contentSize);
      if (now > sent) report(now - sent);
      sent = Math.max(sent, now);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    const signal = request.signal;
    if (signal.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(blob);
  });
}

/**
 * A fetch for downloads that follows a redirect (STOWAGE_S3_DOWNLOADS=redirect: a 302 to a presigned
 * URL) itself, sending only Range there: fetch would carry the token header to the other host.
 * A browser's fetch follows on its own and hides Location from a manual redirect, so there the
 * download asks the server not to redirect (`redirect=false`) and the bytes come through it.
 */
export function downloadFetch(baseFetch: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (typeof XMLHttpRequest !== 'undefined') {
      const url = new URL(request.url);
      url.searchParams.set('redirect', 'false');
      return baseFetch(new Request(url, request));
    }
    const first = await baseFetch(new Request(request, { redirect: 'manual' }));
    const location = first.headers.get('location');
    if (first.status < 300 || first.status > 399 || location === null) return first;
    await first.body?.cancel();
    const range = request.headers.get('range');
    return baseFetch(new Request(new URL(location, request.url), { headers: range === null ? {} : { range }, signal: request.signal }));
  };
}

/** The Range header for `options.range`, if any. */
export function rangeHeader(options: DownloadOptions | undefined): Record<string, string> {
  const range = options?.range;
  return range ? { range: `bytes=${range.start}-${range.end ?? ''}` } : {};
}

/** Wraps a download's body so that reading it reports progress, and a broken body is a StowageNetworkError. */
export function toDownload(
  response: Response,
  body: ReadableStream<Uint8Array> | null | undefined,
  onProgress?: ProgressCallback,
): Download {
  const length = response.headers.get('content-length');
  const size = length === null ? undefined : Number(length);
  const source = (body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() })).getReader();
  let bytes = 0;
  const counted = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await source.read();
          if (done) {
            controller.close();
            return;
          }
          bytes += value.byteLength;
          controller.enqueue(value);
          onProgress?.({ bytes, total: size });
        } catch (error) {
          controller.error(isAbort(error) ? error : new StowageNetworkError(response.url || 'http://unknown/', error));
        }
      },
      cancel: (reason) => source.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return {
    body: counted,
    size,
    contentType: response.headers.get('content-type') ?? undefined,
    etag: response.headers.get('etag')?.replace(/^W\//, '').replace(/"/g, '') ?? undefined,
    fileName: fileNameOf(response.headers.get('content-disposition')),
    status: response.status,
  };
}

function fileNameOf(disposition: string | null): string | undefined {
  if (disposition === null) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  return /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
}
