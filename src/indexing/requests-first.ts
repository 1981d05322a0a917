import type { ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * How long the indexer waits for requests in flight before it writes anyway, as a multiple of its
 * last transaction's duration (between MIN_GIVE_WAY_MS and MAX_GIVE_WAY_MS): while requests keep
 * coming, indexing still gets about a fifth of the process's time, so a long upload slows it down
 * but never stops it. The cap keeps one slow transaction (a checkpoint) from stalling the next ones.
 */
export const GIVE_WAY_FACTOR = 4;
export const MIN_GIVE_WAY_MS = 20;
export const MAX_GIVE_WAY_MS = 1000;

/**
 * On SQLite the database runs in this process and a write holds the event loop for as long as it
 * takes: requests that arrive meanwhile wait. Before each transaction the indexer calls `giveWay`,
 * which waits while any HTTP request is in flight (from its arrival until its answer starts, so a
 * long download does not count), up to GIVE_WAY_FACTOR times the last transaction's duration. A
 * request then waits behind the one transaction under way when it arrived, plus, if it lasts longer
 * than the give-way, about one more for each give-way it lasts, not one at each of its own steps
 * (docs/search.md, "Uploads are not slowed by a backlog"; docs/decisions.md).
 */
export class RequestsFirst {
  private readonly counted = new WeakSet<ServerResponse>();
  private inFlight = 0;
  private waiting: (() => void)[] = [];
  private lastWriteMs = 0;

  /** Counts the app's requests from their arrival until their answer starts (or the connection closes). */
  watch(app: FastifyInstance): void {
    app.server.on('request', (_request, response: ServerResponse) => {
      this.counted.add(response);
      this.inFlight += 1;
      response.once('close', () => this.answered(response));
    });
    // A callback hook: an async one would cost every request a promise and a microtask.
    app.addHook('onSend', (_request, reply, payload, done) => {
      this.answered(reply.raw);
      done(null, payload);
    });
  }

  /** How long the last transaction took, which sets how long the next one gives way. */
  wrote(ms: number): void {
    this.lastWriteMs = ms;
  }

  private answered(response: ServerResponse): void {
    if (!this.counted.delete(response)) return;
    this.inFlight -= 1;
    if (this.inFlight === 0) for (const wake of this.waiting.splice(0)) wake();
  }

  /** Resolves when no request is in flight, or once the give-way has run out. Bound: can be passed on. */
  readonly giveWay = async (): Promise<void> => {
    // A request whose bytes arrived during the last transaction is read on this turn of the loop,
    // before the check below, so it is counted.
    await nextTurn();
    if (this.inFlight === 0) return;
    const limit = Math.min(MAX_GIVE_WAY_MS, Math.max(MIN_GIVE_WAY_MS, GIVE_WAY_FACTOR * this.lastWriteMs));
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w !== wake);
        resolve();
      }, limit);
      this.waiting.push(wake);
    });
  };
}
