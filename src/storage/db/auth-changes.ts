import type SQLite from 'better-sqlite3';
import pg from 'pg';
import { type Db, PG_CONNECT_TIMEOUT_MS, sqliteHandle } from './database.js';

/** The PostgreSQL channel the tokens and users tables notify on (migration 0007). */
const AUTH_CHANNEL = 'stowage_auth';

/** How long a lost PostgreSQL listener waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * Tells a cache of what tokens and users said whether that may have changed since, wherever the
 * change came from: this process, another process on the same database (the CLI), another instance.
 */
export interface AuthChanges {
  /**
   * A number that moves whenever a change may have happened; null while changes cannot be seen,
   * when nothing may be cached.
   */
  generation(): number | null;
  /** A change this process made, seen at once (before any notification of it). */
  changed(): void;
  close(): Promise<void>;
}

/**
 * SQLite: `PRAGMA data_version` moves whenever another connection (a CLI command) commits to the
 * database file. This process's own commits do not move it: those are reported by `changed()`.
 * The pragma is read on every request (a few microseconds), so a change is seen by the next one.
 */
class SqliteAuthChanges implements AuthChanges {
  private readonly version: SQLite.Statement;
  private seen: unknown;
  private local = 0;

  constructor(sqlite: SQLite.Database) {
    this.version = sqlite.prepare('PRAGMA data_version').pluck();
    this.seen = this.version.get();
  }

  generation(): number | null {
    let version: unknown;
    try {
      version = this.version.get();
    } catch {
      // The database cannot answer now: cache nothing; the query that follows reports the fault.
      return null;
    }
    if (version !== this.seen) {
      this.seen = version;
      this.local += 1;
    }
    return this.local;
  }

  changed(): void {
    this.local += 1;
  }

  async close(): Promise<void> {
    // Nothing to let go of: the statement belongs to the database's connection, which closes with it.
  }
}

/**
 * PostgreSQL: a connection of its own LISTENs on AUTH_CHANNEL, which triggers on tokens and users
 * notify at the commit of every change, whoever made it. While that connection is not listening
 * (starting, lost, reconnecting) nothing may be cached, since a change would go unseen.
 */
class PostgresAuthChanges implements AuthChanges {
  private local = 0;
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly connectionString: string) {
    void this.listen();
  }

  private async listen(): Promise<void> {
    // keepAlive: a connection whose peer vanished without a word is found out, and listened to again.
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'stowage-auth-changes',
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // `as boolean`: onLost sets it while this awaits, which TypeScript's narrowing does not see.
    let lost = false as boolean;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      this.local += 1;
      client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => void this.listen(), RELISTEN_MS).unref();
    };
    client.on('notification', () => {
      this.local += 1;
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch {
      onLost();
      return;
    }
    if (lost) return;
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    // What was cached before this connection listened may have changed unseen.
    this.local += 1;
    this.client = client;
  }

  generation(): number | null {
    return this.client === null ? null : this.local;
  }

  changed(): void {
    this.local += 1;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/** Watches the tokens and users of `db`; `databaseUrl` when it is PostgreSQL's. */
export function watchAuthChanges(db: Db, databaseUrl: string | null): AuthChanges {
  const sqlite = sqliteHandle(db);
  if (sqlite) return new SqliteAuthChanges(sqlite);
  if (!databaseUrl) throw new Error('watchAuthChanges: a PostgreSQL database needs its URL');
  return new PostgresAuthChanges(databaseUrl);
}
