import type { IncomingMessage } from 'node:http';

/**
 * How much of a refused body is still read after the answer. A server that closes while the client
 * is still sending makes the client's kernel see a reset, which often throws away the answer before
 * the client reads it (EPIPE/ECONNRESET instead of the 413). Reading on, and dropping, lets the
 * answer arrive; past these bounds the connection is cut anyway (nginx calls this lingering close).
 */
export const DRAIN_LIMITS = { bytes: 16 * 1024 * 1024, ms: 10_000 };

const draining = new WeakSet<IncomingMessage>();

/**
 * Reads and drops the rest of a request body that will not be used (the request was answered with
 * an error), so the answer reaches the client and the connection may serve the next request; past
 * `limits` the connection is closed. Consumers still piped from the body are detached first.
 */
export function drainRequest(raw: IncomingMessage, limits = DRAIN_LIMITS): void {
  if (raw.complete || raw.destroyed || draining.has(raw)) return;
  draining.add(raw);
  raw.unpipe();
  let dropped = 0;
  const cut = () => {
    clearTimeout(timer);
    raw.destroy();
  };
  const timer = setTimeout(cut, limits.ms).unref();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limits.bytes) cut();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  // Errors of a connection being cut are expected here and must not go unhandled.
  raw.on('error', () => undefined);
  raw.resume();
}
