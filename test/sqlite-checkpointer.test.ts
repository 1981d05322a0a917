import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openServices } from '../src/services.js';
import { sqliteHandle } from '../src/storage/db/database.js';
import { type SqliteCheckpointer, startSqliteCheckpointer } from '../src/storage/db/sqlite-checkpointer.js';
import { tempDir } from './helpers/app.js';

const MiB = 2 ** 20;
const INTERVAL_MS = 20;

/** A WAL database of its own with one table, as the server's connection opens it. */
function walDatabase(): { sqlite: SQLite.Database; file: string } {
  const file = path.join(tempDir(), 'wal.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, data BLOB NOT NULL)');
  return { sqlite, file };
}

const walBytes = (file: string) => (fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0);

/**
 * 16 MiB written in 16 KiB commits, a batch of 1 MiB at a time with a pause after each (time for a
 * checkpoint); the largest the WAL file grew. SQLite starts the WAL over from its beginning once a
 * checkpoint has copied all of it, so the file's size is the most it ever held at once.
 */
async function writeInBatches(sqlite: SQLite.Database, file: string): Promise<number> {
  const insert = sqlite.prepare('INSERT INTO t (data) VALUES (?)');
  const row = Buffer.alloc(16 * 1024, 7);
  let largest = 0;
  for (let batch = 0; batch < 16; batch++) {
    for (let i = 0; i < 64; i++) insert.run(row);
    largest = Math.max(largest, walBytes(file));
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 4));
  }
  return Math.max(largest, walBytes(file));
}

describe('SQLite WAL checkpoints in a worker thread', () => {
  const open: { sqlite: SQLite.Database; checkpointer: SqliteCheckpointer | null }[] = [];
  afterEach(async () => {
    for (const { sqlite, checkpointer } of open.splice(0)) {
      await checkpointer?.close();
      sqlite.close();
    }
  });

  it('keep the WAL small while the main connection never checkpoints, and stop cleanly', async () => {
    const { sqlite, file } = walDatabase();
    const checkpointer = startSqliteCheckpointer(sqlite, { intervalMs: INTERVAL_MS });
    open.push({ sqlite, checkpointer });
    expect(await checkpointer.ready).toBe(true);
    // The commits on the event loop no longer checkpoint: only the worker does.
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);

    const largest = await writeInBatches(sqlite, file);
    expect(largest, `WAL grew to ${(largest / MiB).toFixed(1)} MiB`).toBeLessThan(6 * MiB);
    expect(sqlite.prepare('SELECT count(*) FROM t').pluck().get()).toBe(16 * 64);

    await checkpointer.close();
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    // The worker's connection is closed: the main one is the last, so closing it empties and removes the WAL.
    sqlite.close();
    open.length = 0;
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const again = new SQLite(file, { readonly: true });
    expect(again.prepare('SELECT count(*) FROM t').pluck().get()).toBe(16 * 64);
    again.close();
  });

  it('without it and with automatic checkpoints off, the same writes grow the WAL by all they wrote', async () => {
    // The measure above can fail: nobody checkpointing keeps every page in the WAL.
    const { sqlite, file } = walDatabase();
    open.push({ sqlite, checkpointer: null });
    sqlite.pragma('wal_autocheckpoint = 0');
    expect(await writeInBatches(sqlite, file)).toBeGreaterThan(16 * MiB);
  });

  it('leave checkpoints to the main connection, and say so, when the worker cannot open the database', async () => {
    const { sqlite } = walDatabase();
    const failures: unknown[] = [];
    const checkpointer = startSqliteCheckpointer(sqlite, {
      file: path.join(tempDir(), 'missing.db'),
      onFailure: (error) => failures.push(error),
    });
    open.push({ sqlite, checkpointer });
    expect(await checkpointer.ready).toBe(false);
    expect(String(failures[0])).toMatch(/unable to open|does not exist/i);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });

  it('run under a server on SQLite, which closes it before its database', async () => {
    const services = await openServices(loadConfig({ STOWAGE_DATA_DIR: tempDir(), LOG_LEVEL: 'silent' }));
    const sqlite = sqliteHandle(services.db)!;
    // The worker's start is not waited for by the server's: its automatic checkpoint goes off once it runs.
    await expect.poll(() => sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await services.close();
    expect(sqlite.open).toBe(false);
  });

  it('keep the process alive while they close, so what follows close() still runs', () => {
    // The worker is unref'd; waiting on it alone once let the event loop drain, and a server that
    // failed to listen closed its services and exited 0 instead of with its error's code.
    const built = path.resolve('dist/storage/db/sqlite-checkpointer.js');
    const script = `
      import SQLite from 'better-sqlite3';
      import { startSqliteCheckpointer } from ${JSON.stringify(built)};
      const sqlite = new SQLite(${JSON.stringify(path.join(tempDir(), 'alive.db'))});
      sqlite.pragma('journal_mode = WAL');
      const checkpointer = startSqliteCheckpointer(sqlite);
      await checkpointer.ready;
      await checkpointer.close();
      console.log('went on after close');
      process.exitCode = 3;`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('went on after close\n');
    expect(run.status).toBe(3);
  });
});
