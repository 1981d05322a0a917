import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.js';
import { EXIT, StartupError, dataFolderError } from '../startup-errors.js';

/** The lock: an empty SQLite database on which the server holds an exclusive transaction. */
export const LOCK_FILE = 'stowage.lock';
/** Who holds the lock, written once it is won, for the message a second server gives. */
export const HOLDER_FILE = 'stowage.lock.json';

export interface Holder {
  pid: number;
  host: string;
  /** ISO date-time the lock was taken. */
  since: string;
}

export interface DataFolderLock {
  /** Lets go of the folder (also done by the OS when the process ends, however it ends). */
  release(): void;
}

/** Locks held by this process, so that they are never collected while it runs. */
const held = new Set<SQLite.Database>();

/**
 * Whether the server keeps anything in the data folder: the SQLite database, or the disk blob store
 * (with its uploads in flight). With PostgreSQL and S3 it keeps nothing there, and several instances
 * on one machine may then share a working directory (docs/deploy.md).
 */
export function usesDataFolder(config: Pick<Config, 'databaseUrl' | 'blobStore'>): boolean {
  return config.databaseUrl === null || config.blobStore.kind === 'disk';
}

/**
 * Takes the data folder for this process, or fails with the one line that names the folder and the
 * server holding it. The lock is SQLite's own exclusive lock (POSIX advisory locks underneath),
 * which the OS drops with the process, however it ends: there is never a stale lock to clear after
 * a crash or a kill -9 (docs/decisions.md, "One server per data folder").
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    // SQLite would open a lock file it cannot write read-only, without a word, and lock it anyway.
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    throw dataFolderError(dataDir, error);
  }
  let db: SQLite.Database;
  try {
    // timeout 0: a lock another process holds is an answer at once, not a wait.
    db = new SQLite(path.join(dataDir, LOCK_FILE), { timeout: 0 });
  } catch (error) {
    throw dataFolderError(dataDir, error);
  }
  try {
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw dataFolderError(dataDir, error);
    throw new StartupError(
      `the data folder ${dataDir} (STOWAGE_DATA_DIR) is in use by another Stowage server (${describeHolder(dataDir)}); stop that server first, or give this one another STOWAGE_DATA_DIR (or --data-dir)`,
      EXIT.DATA_FOLDER_IN_USE,
      { cause: error },
    );
  }
  held.add(db);
  try {
    writeHolder(dataDir, { pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  } catch (error) {
    release(db);
    throw dataFolderError(dataDir, error);
  }
  return { release: () => release(db) };
}

function release(db: SQLite.Database): void {
  if (!held.delete(db)) return;
  db.close();
}

/** Written to a temporary name and renamed, so a reader never sees half of it. */
function writeHolder(dataDir: string, holder: Holder): void {
  const file = path.join(dataDir, HOLDER_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(holder)}\n`);
  fs.renameSync(temporary, file);
}

function describeHolder(dataDir: string): string {
  try {
    const holder = JSON.parse(fs.readFileSync(path.join(dataDir, HOLDER_FILE), 'utf8')) as Partial<Holder>;
    if (typeof holder.pid === 'number' && typeof holder.host === 'string' && typeof holder.since === 'string') {
      return `pid ${holder.pid} on host ${holder.host}, since ${holder.since}`;
    }
  } catch {
    // The holder may not have written it yet: it takes the lock first.
  }
  return `its process is not recorded in ${HOLDER_FILE} yet`;
}
