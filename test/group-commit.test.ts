import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../src/storage/db/group-commit.js';

/** A writer whose writes finish when the test says so, recording each batch it was given. */
function controlledWriter(fails: (rows: number[]) => boolean = () => false) {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const write = (rows: number[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push(rows);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      finish.push(() => {
        inFlight--;
        if (fails(rows)) reject(new Error(`cannot write ${rows.join(',')}`));
        else resolve();
      });
    });
  return { batches, write, finishNext: () => finish.shift()!(), mostInFlight: () => mostInFlight };
}

/** A few turns of the event loop: a batch that is due is then handed to the writer. */
async function turn(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('group commit', () => {
  it('writes rows added in the same turn as one batch, and rows added during a write as the next', async () => {
    const w = controlledWriter();
    const commit = new GroupCommit(w.write, 10);
    const settled: number[] = [];
    const first = [1, 2, 3].map((n) => commit.add(n).then(() => settled.push(n)));
    await turn();
    expect(w.batches).toEqual([[1, 2, 3]]);

    const second = [4, 5].map((n) => commit.add(n).then(() => settled.push(n)));
    await turn();
    // One write at a time: 4 and 5 wait for the first batch.
    expect(w.batches).toEqual([[1, 2, 3]]);
    expect(settled).toEqual([]);

    w.finishNext();
    await Promise.all(first);
    expect(settled).toEqual([1, 2, 3]);
    await turn();
    expect(w.batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    w.finishNext();
    await Promise.all(second);
    expect(settled).toEqual([1, 2, 3, 4, 5]);
    expect(w.mostInFlight()).toBe(1);
  });

  it('splits what waits into batches of at most maxRows, in order', async () => {
    const w = controlledWriter();
    const commit = new GroupCommit(w.write, 2);
    const all = Promise.all([1, 2, 3, 4, 5].map((n) => commit.add(n)));
    for (let i = 0; i < 3; i++) {
      await turn();
      w.finishNext();
    }
    await all;
    expect(w.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('when a batch fails, writes each row again alone: only the bad row fails', async () => {
    const w = controlledWriter((rows) => rows.includes(2));
    const commit = new GroupCommit(w.write, 10);
    const results = [1, 2, 3].map((n) =>
      commit.add(n).then(
        () => 'stored',
        (e: unknown) => (e instanceof Error ? e.message : String(e)),
      ),
    );
    await turn();
    w.finishNext();
    await turn();
    expect(w.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
    w.finishNext();
    w.finishNext();
    w.finishNext();
    expect(await Promise.all(results)).toEqual(['stored', 'cannot write 2', 'stored']);

    // It goes on writing afterwards.
    const later = commit.add(4);
    await turn();
    w.finishNext();
    await later;
    expect(w.batches.at(-1)).toEqual([4]);
  });

  it('when the database is unavailable, fails the whole batch at once instead of waiting out the outage per row', async () => {
    const batches: number[][] = [];
    const unavailable = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const commit = new GroupCommit(async (rows: number[]) => {
      batches.push(rows);
      throw unavailable;
    }, 10);
    const results = [1, 2, 3].map((n) =>
      commit.add(n).then(
        () => 'stored',
        (e: unknown) => (e instanceof Error ? e.message : String(e)),
      ),
    );
    expect(await Promise.all(results)).toEqual(['database is locked', 'database is locked', 'database is locked']);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('a failing single row fails its caller once, without writing it again', async () => {
    const w = controlledWriter(() => true);
    const commit = new GroupCommit(w.write, 10);
    const result = commit.add(7).then(
      () => 'stored',
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    await turn();
    w.finishNext();
    expect(await result).toBe('cannot write 7');
    expect(w.batches).toEqual([[7]]);
  });
});
