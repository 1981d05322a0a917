import { isUnavailable } from '../unavailable.js';

interface Waiting<Row> {
  row: Row;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Writes rows that are handed over one at a time in batches, one batch at a time. Rows that arrive
 * in the same turn of the event loop, or while a batch is being written, go out together in the next
 * batch. Under load a batch then holds about as many rows as arrived during one write, so each write's
 * fixed cost (a round trip, a commit, building the statement) is shared by all of them. With a single
 * caller, each batch holds one row, written on the next turn.
 *
 * `add` settles when its own row's batch is committed, so a caller still answers only after its
 * row is stored. If a batch fails, each of its rows is written again on its own. A single bad row
 * then fails only its own caller. A batch that failed because the database is unavailable (down,
 * or locked past its timeout) fails all its callers at once: writing each row again would wait out
 * the same outage once per row.
 */
export class GroupCommit<Row> {
  private waiting: Waiting<Row>[] = [];
  private writing = false;
  private scheduled = false;

  constructor(
    private readonly write: (rows: Row[]) => Promise<void>,
    private readonly maxRows: number,
  ) {}

  add(row: Row): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing || this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    // setImmediate rather than a microtask, so that every answer read in this turn's I/O joins.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting.splice(0, this.maxRows);
    this.writing = true;
    try {
      await this.writeBatch(batch);
    } finally {
      this.writing = false;
      this.schedule();
    }
  }

  private async writeBatch(batch: Waiting<Row>[]): Promise<void> {
    try {
      await this.write(batch.map((w) => w.row));
      for (const w of batch) w.resolve();
    } catch (error) {
      if (batch.length === 1 || isUnavailable(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      await Promise.all(batch.map((w) => this.write([w.row]).then(w.resolve, w.reject)));
    }
  }
}
