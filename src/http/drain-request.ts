import type { IncomingMessage } from 'node:http';

/**
 * How much of a refused body is still read after the answer. A server that closes while the client
 * is still sending makes the client's kernel see a reset, which often throws away the answer before
 * the client reads it (EPIPE/ECONNRESET instead of the 413). Reading on, and dropping, lets the
 * answer arrive; past these bounds the connection is cut anyway (nginx calls this lingering close).
 */
export const DRAIN_LIMITS = { bytes: 16 * 1024 * 1024, ms: 10_000, idleMs: 1_000 };

const draining = new WeakSet<IncomingMessage>();

/**
 * Reads and drops the rest of a request body that will not be used (the request was answered with
 * an error), so the answer reaches the client and the connection may serve the next request; past
 * `limits` the connection is closed. Consumers still piped from the body are detached first.
 *
 * A body that stops arriving for `idleMs` is cut too. A Node.js client writing a chunked body with
 * backpressure does that when the answer comes while it waits for 'drain': it sends every byte but
 * never the closing chunk, so the body never ends (measured: all 4 MiB read, `complete` still
 * false), and its next request on the kept-alive connection waited the whole `ms` behind it.
 */
export function drainRequest(raw: IncomingMessage, limits = DRAIN_LIMITS): void {
  if (raw.complete || raw.destroyed || draining.has(raw)) return;
  draining.add(raw);
  raw.unpipe();
  let dropped = 0;
  const stop = () => {
    clearTimeout(timer);
    clearTimeout(idle);
  };
  const cut = () => {
    stop();
    raw.destroy();
  };
  const timer = setTimeout(cut, limits.ms).unref();
  const idle = setTimeout(cut, limits.idleMs).unref();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limits.bytes) cut();
    else idle.refresh();
  });
  raw.once('end', stop);
  raw.once('close', stop);
  // Errors of a connection being cut are expected here and must not go unhandled.
  raw.on('error', () => undefined);
  raw.resume();
}
