import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** SQLite's own default for `wal_autocheckpoint`, put back when the checkpointer stops. */
const AUTOCHECKPOINT_PAGES = 1000;
/** How often the checkpointer looks for commits to copy into the database file. */
const DEFAULT_INTERVAL_MS = 200;
/** How long close() waits for the worker to close its connection before it is terminated. */
const CLOSE_WAIT_MS = 5000;

/*
 * The worker's code, plain CommonJS evaluated as is: a file of its own would exist as .js only in
 * the build, not where the tests run the sources. It opens a second connection to the same file and,
 * whenever another connection has committed since its last look (`data_version` moved), runs a
 * PASSIVE checkpoint: it copies what no reader still needs and never blocks a reader or a writer.
 * `synchronous = FULL` makes the checkpoint sync the WAL before copying and the database after, as
 * SQLite's automatic checkpoint does, so a WAL that is then reset loses nothing on a power cut.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// A thrown SqliteError would reach the main thread as a clone without its message: send the text.
const fail = (error) => {
  parentPort.postMessage({ failed: String((error && error.message) || error) });
  process.exit(1);
};
let db;
try {
  const Database = require(workerData.driver);
  db = new Database(workerData.file, { fileMustExist: true });
  db.pragma('busy_timeout = 1000');
  db.pragma('synchronous = FULL');
} catch (error) {
  fail(error);
}
const version = db.prepare('PRAGMA data_version').pluck();
let seen = version.get();
let failures = 0;
const timer = setInterval(() => {
  try {
    const now = version.get();
    if (now === seen) return;
    seen = now;
    db.pragma('wal_checkpoint(PASSIVE)');
    failures = 0;
  } catch (error) {
    // Busy or locked for a moment: the next round tries again. Persistent failure ends the worker.
    if (++failures < 50) return;
    clearInterval(timer);
    db.close();
    fail(error);
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
parentPort.postMessage('ready');
`;

export interface SqliteCheckpointer {
  /** Whether the worker took over the checkpoints (false: it could not, and the main connection keeps them). */
  ready: Promise<boolean>;
  /** Stops the worker after its connection is closed; the main connection checkpoints by itself again. */
  close(): Promise<void>;
}

export interface CheckpointerOptions {
  /** The database file (default: the connection's own). */
  file?: string;
  intervalMs?: number;
  /** Told when the worker could not start or stopped early: checkpoints are back on the main connection. */
  onFailure?: (error: Error) => void;
}

/**
 * Moves SQLite's WAL checkpoints off the event loop. By default the commit that takes the WAL past
 * 1,000 pages checkpoints it, in that commit's call: three fsyncs of 0.2–23 ms each on the main
 * thread, a stall of every request in flight (docs/performance.md, "Operation 5 on 2026-11-28").
 * Once the worker has opened its connection (`ready`; the start is not waited for, as a worker
 * takes some 30 ms to start), the main connection's automatic checkpoint is turned off and the
 * worker checkpoints instead. If the worker cannot start or dies, the main connection checkpoints
 * as before (`onFailure` is told), so the WAL never grows unchecked.
 */
export function startSqliteCheckpointer(sqlite: SQLite.Database, options: CheckpointerOptions = {}): SqliteCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file: options.file ?? sqlite.name, intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS },
  });
  // A server that is never closed (a test's app left open) must still be able to exit.
  worker.unref();
  let closing = false;
  const restore = () => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  const failed = (error: Error) => {
    restore();
    if (!closing) options.onFailure?.(error);
  };
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const ready = new Promise<boolean>((resolve) => {
    worker.on('message', (message: unknown) => {
      if (message !== 'ready') {
        failed(new Error(`WAL checkpoint worker: ${(message as { failed: string }).failed}`));
        resolve(false);
      } else if (closing || !sqlite.open) resolve(false);
      else {
        sqlite.pragma('wal_autocheckpoint = 0');
        resolve(true);
      }
    });
    worker.on('error', (error) => {
      failed(error);
      resolve(false);
    });
    // However the worker ends, the main connection checkpoints again.
    void exited.then(() => {
      restore();
      resolve(false);
    });
  });
  return {
    ready,
    async close() {
      if (closing) return;
      closing = true;
      // Referenced again while it closes: with only an unref'd worker to wait on, the event loop
      // would drain and the process end (exit code 0) before whoever awaits close() goes on.
      worker.ref();
      worker.postMessage('close');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), CLOSE_WAIT_MS)));
      if ((await Promise.race([exited, timeout])) === 'late') await worker.terminate();
      clearTimeout(timer);
      restore();
    },
  };
}
