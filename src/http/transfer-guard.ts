import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { sendError } from './plugins/errors.js';

/** At least `bytes` must move in every `windowMs` while a body is being sent or a download read. */
export interface MinTransferRate {
  bytes: number;
  windowMs: number;
}

interface Watch {
  request: FastifyRequest;
  reply: FastifyReply;
  phase: 'body' | 'response';
  /** Body: when `moved` was last read. Answer: when the answer began. */
  since: number;
  /** Bytes moved on the connection by then, in the watched direction. */
  moved: number;
  /** Answer: bytes taken by the client at the last check, and when that last grew. */
  taken: number;
  takenAt: number;
}

/** An answer of which the client takes nothing for this many windows is cut off outright. */
const STALL_WINDOWS = 4;

/** Bytes read from the connection: body bytes for the request it is serving. */
const bytesIn = (watch: Watch) => watch.request.raw.socket.bytesRead;
/** Bytes handed to the kernel; `bytesWritten` counts what is still buffered here too. */
const bytesOut = (watch: Watch) => {
  const socket = watch.request.raw.socket;
  return socket.bytesWritten - socket.writableLength;
};

/**
 * Whether a stalled body is the client's doing: the server is reading it (flowing, not held back
 * by its own consumer). A handler that has not started reading, or a slow store behind it, is not.
 */
function serverIsReading(watch: Watch): boolean {
  const raw = watch.request.raw;
  return raw.readableFlowing === true && raw.readableLength < raw.readableHighWaterMark;
}

/** Whether a stalled answer is the client's doing: bytes wait to be sent and it does not take them. */
function clientHoldsUp(watch: Watch): boolean {
  return watch.request.raw.socket.writableLength > 0;
}

/**
 * Cuts off request bodies that arrive, and downloads that are read, slower than `rate`
 * (STOWAGE_MIN_TRANSFER_RATE): otherwise a client trickling a byte every few seconds holds a
 * connection, open files and staged content for as long as it likes. A body gets 408 (its handler
 * sees the error on the request stream and removes what it staged); a download cannot be answered
 * any more, so its connection is closed. Only time spent waiting on the client counts.
 */
export function registerTransferGuard(app: FastifyInstance, rate: MinTransferRate | null): void {
  if (rate === null) return;
  const watches = new Set<Watch>();
  const byRequest = new WeakMap<FastifyRequest, Watch>();

  const restart = (watch: Watch, now: number) => {
    watch.since = now;
    watch.moved = watch.phase === 'body' ? bytesIn(watch) : bytesOut(watch);
    watch.taken = 0;
    watch.takenAt = now;
  };

  // Callback hooks: they run on every request, where an async hook costs a promise and a microtask.
  app.addHook('onRequest', (request, reply, done) => {
    const hasBody = !request.raw.complete;
    const watch: Watch = { request, reply, phase: hasBody ? 'body' : 'response', since: 0, moved: 0, taken: 0, takenAt: 0 };
    restart(watch, Date.now());
    watches.add(watch);
    byRequest.set(request, watch);
    reply.raw.once('close', () => watches.delete(watch));
    done();
  });

  // The answer's clock starts when it is sent: the time the server took to prepare it is its own.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const watch = byRequest.get(request);
    if (watch?.phase === 'response') restart(watch, Date.now());
    done(null, payload);
  });

  const tooSlow = (watch: Watch, now: number) => {
    const moved = (watch.phase === 'body' ? bytesIn(watch) : bytesOut(watch)) - watch.moved;
    return moved < (rate.bytes * (now - watch.since)) / rate.windowMs;
  };

  /**
   * A client that has taken nothing of the answer for STALL_WINDOWS windows while bytes waited for
   * it (time in which nothing waited, the server preparing more, does not count).
   */
  const stalled = (watch: Watch, now: number, waiting: boolean) => {
    const taken = bytesOut(watch) - watch.moved;
    if (taken > watch.taken || !waiting) {
      watch.taken = taken;
      watch.takenAt = now;
    }
    return now - watch.takenAt > STALL_WINDOWS * rate.windowMs;
  };

  const check = () => {
    const now = Date.now();
    for (const watch of watches) {
      if (now - watch.since < rate.windowMs) continue;
      if (watch.phase === 'body') {
        if (watch.request.raw.complete) {
          watch.phase = 'response';
          restart(watch, now);
        } else if (serverIsReading(watch) && tooSlow(watch, now)) {
          watches.delete(watch);
          cutBody(watch, rate);
        } else {
          restart(watch, now);
        }
      } else if (stalled(watch, now, clientHoldsUp(watch)) || (clientHoldsUp(watch) && tooSlow(watch, now))) {
        // An answer is judged by its average since it began, not window by window: the kernels'
        // socket buffers (megabytes) take a burst at once and then nothing while a slow but
        // steady reader drains them, which a single window would mistake for a stall. A client
        // that takes nothing at all for several windows is cut off whatever its average.
        watches.delete(watch);
        cutDownload(watch, rate);
      }
    }
  };
  // A quarter window between checks: a slow transfer is cut within 1.25 windows.
  const timer = setInterval(check, Math.max(10, rate.windowMs / 4)).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

const describe = (rate: MinTransferRate) => `${rate.bytes} bytes per ${rate.windowMs / 1000} s (STOWAGE_MIN_TRANSFER_RATE)`;

function cutBody(watch: Watch, rate: MinTransferRate): void {
  const { request, reply } = watch;
  const error = new AppError('REQUEST_TIMEOUT', `The request body arrived slower than ${describe(rate)}; it was cut off.`);
  request.log.warn(`the request body arrived slower than ${describe(rate)}: cut off with 408`);
  // The handler reading the body (a parser, an upload) fails with the error, removes what it has
  // staged and answers it; with nobody reading yet, the answer is sent from here.
  if (request.raw.listenerCount('error') > 0) request.raw.emit('error', error);
  else if (!reply.sent) sendError(request, reply, error);
}

function cutDownload(watch: Watch, rate: MinTransferRate): void {
  watch.request.log.warn(`the client read the answer slower than ${describe(rate)}: connection closed`);
  watch.request.raw.socket.destroy();
}
