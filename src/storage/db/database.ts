import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
  type RawBuilder,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import * as sqliteVec from 'sqlite-vec';
import { type Placeholder, compileRaw, postgresPlaceholder, sqlitePlaceholder } from './raw-compile.js';
import type { Config } from '../../config.js';
import { foldForLike } from '../../search-query/like-text.js';
import * as initial from './migrations/0001_initial.js';
import * as streams from './migrations/0003_streams.js';
import * as dataFiles from './migrations/0002_data_files.js';
import * as aiSessions from './migrations/0004_ai_sessions.js';
import * as instances from './migrations/0005_instances.js';
import * as searchIndexes from './migrations/0006_search_indexes.js';
import * as authNotify from './migrations/0007_auth_notify.js';
import * as likeText from './migrations/0008_like_text.js';
import * as aiExchangesHeap from './migrations/0009_ai_exchanges_heap.js';
import * as contentIndex from './migrations/0010_content_index.js';
import * as semanticVectors from './migrations/0011_semantic_vectors.js';
import * as hostedFiles from './migrations/0012_hosted_files.js';
import * as hostedData from './migrations/0013_hosted_data.js';
import type { Database } from './schema.js';
import { type ReadNames, namingReads } from './pg-statements.js';
import { cachedStatements } from './sqlite-statements.js';

export type Db = Kysely<Database>;

/** Every migration by name; Kysely applies them in name order. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0003_streams': streams,
  '0002_data_files': dataFiles,
  '0004_ai_sessions': aiSessions,
  '0005_instances': instances,
  '0006_search_indexes': searchIndexes,
  '0007_auth_notify': authNotify,
  '0008_like_text': likeText,
  '0009_ai_exchanges_heap': aiExchangesHeap,
  '0010_content_index': contentIndex,
  '0011_semantic_vectors': semanticVectors,
  '0012_hosted_files': hostedFiles,
  '0013_hosted_data': hostedData,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else the embedded SQLite
 * database under the data folder.
 */
export function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'dbPoolSize'>): Db {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.dbPoolSize) : openSqlite(config.dataDir);
}

/**
 * pg hands int8 (bigint columns, count(*)) over as strings, as they may exceed 2^53. Every int8 here
 * is an id, a count, a byte size or epoch milliseconds, all far below 2^53, so they are read as
 * numbers, as SQLite gives them (docs/decisions.md). The parser is this pool's own, not pg's global one.
 */
const int8AsNumber = (value: string) => Number(value);
const PG_TYPES: pg.CustomTypesConfig = {
  // Asked once per column of every answer: the parser is made once, not per call.
  getTypeParser: (oid, format) =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? int8AsNumber
      : (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
};

/** How long a query waits for a connection (a new one, or a free one of the pool) before failing. */
export const PG_CONNECT_TIMEOUT_MS = 10_000;
/**
 * How long a statement waits for a lock another session holds: SQLite's busy_timeout (above). Past
 * it the request answers 503, rather than wait with no end behind a session that does not let go.
 */
const PG_LOCK_TIMEOUT_MS = 5000;
/** PostgreSQL's lock_not_available: a lock wait ran past lock_timeout. */
const PG_LOCK_NOT_AVAILABLE = '55P03';

/**
 * Connections for writes committed without waiting for the disk (relaxed-commit.ts): their session
 * has `synchronous_commit = off`, so such a write is one round trip instead of a transaction of four.
 * Two suffice: each write is one short statement.
 */
const PG_RELAXED_POOL_SIZE = 2;

function pgPool(connectionString: string, options: pg.PoolConfig, names: ReadNames = namingReads()): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    types: PG_TYPES,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    lock_timeout: PG_LOCK_TIMEOUT_MS,
    application_name: 'stowage',
    ...options,
  });
  // An idle connection that breaks (the server restarts, the network drops) is reported here and
  // leaves the pool; without a listener the event would end the process. Queries that are running
  // fail on their own and answer their requests.
  pool.on('error', () => undefined);
  // A connection that is checked out but between queries (inside a transaction, say) when the server
  // ends it reports that on the client itself, where pg has no listener of its own: without one the
  // process would end. Its next query fails (a 503), and the pool drops it when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    names.attach(client);
  });
  pgReadNames.set(pool, names);
  return pool;
}

function openPostgres(connectionString: string, poolSize: number): Db {
  const pool = pgPool(connectionString, { max: poolSize });
  const relaxedPool = pgPool(connectionString, { max: PG_RELAXED_POOL_SIZE, options: '-c synchronous_commit=off' });
  // Destroying the database ends both pools; the relaxed handle never ends them itself.
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: () => pool.connect(),
        end: async () => {
          await Promise.all([pool.end(), relaxedPool.end()]);
        },
      },
    }),
  });
  relaxedHandles.set(
    db,
    new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect: () => relaxedPool.connect(), end: async () => undefined } }) }),
  );
  postgresPools.set(db, pool);
  return db;
}

const postgresPools = new WeakMap<Db, pg.Pool>();
const pgReadNames = new WeakMap<pg.Pool, ReadNames>();

/**
 * The pg pool behind `db` (undefined on SQLite), for what Kysely cannot say: COPY of bulk rows.
 * A client taken from it must be released, and counts against STOWAGE_DB_POOL_SIZE like any query.
 */
export function postgresPool(db: Db): pg.Pool | undefined {
  return postgresPools.get(db);
}

const relaxedHandles = new WeakMap<Db, Db>();

/**
 * PostgreSQL: a handle on `db`'s connections whose commits do not wait for the disk (undefined on
 * SQLite, and for a handle that is not a database opened here). Only for relaxed-commit.ts.
 */
export function relaxedPostgresHandle(db: Db): Db | undefined {
  return relaxedHandles.get(db);
}

/** The embedded SQLite database under the data folder (WAL, foreign keys on). */
function openSqlite(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'stowage.db'));
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit the server acknowledged survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds ASCII only; search's case-insensitive LIKE must fold all of Unicode.
  sqlite.function('stw_lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldForLike(value) : value));
  // Semantic search's vec0 tables (sqlite-vec) can only be read with the module loaded, and the
  // migrator reads every table's columns at start: without it a database holding vectors, once
  // restarted, fails with "no such module: vec0".
  sqliteVec.load(sqlite);
  const statements = cachedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  sqliteHandles.set(db, sqlite);
  sqliteReaders.set(db, { sqlite, statements });
  return db;
}

const sqliteHandles = new WeakMap<Db, SQLite.Database>();
const sqliteReaders = new WeakMap<Db, { sqlite: SQLite.Database; statements: SqliteDatabase }>();

/** A read's SQL by one walk (compileRaw), or by Kysely where it has plugins to apply or nodes the walk does not write. */
function compiled<R>(db: Db, query: RawBuilder<R>, placeholder: Placeholder): { sql: string; parameters: readonly unknown[] } {
  return (db.getExecutor().plugins.length === 0 ? compileRaw(query, placeholder) : null) ?? query.compile(db);
}

/**
 * The rows of a read-only statement, by the shortest way each backend allows. Both skip Kysely's
 * executor (connection provider, driver wrapper, promise hops), which cost about 4% of operation 2's
 * CPU per page on SQLite and more on PostgreSQL (docs/performance.md).
 * - SQLite, with no transaction open on the connection: straight on better-sqlite3, which runs it
 *   synchronously, so nothing can interleave, and outside a transaction a read sees committed rows.
 * - PostgreSQL, on the database itself (not a transaction's handle): pg's pool.query, named as
 *   Kysely's reads are, so each connection keeps it prepared.
 * Otherwise (a transaction, whose lock or connection the read must share) it goes through Kysely.
 */
export async function readRows<R>(db: Db, query: RawBuilder<R>): Promise<R[]> {
  const reader = sqliteReaders.get(db);
  if (reader && !reader.sqlite.inTransaction) {
    const { sql: text, parameters } = compiled(db, query, sqlitePlaceholder);
    return reader.statements.prepare(text).all(parameters) as R[];
  }
  const pool = postgresPools.get(db);
  if (pool) {
    const { sql: text, parameters } = compiled(db, query, postgresPlaceholder);
    const name = pgReadNames.get(pool)?.nameOf(text);
    const values = parameters as unknown[];
    // R is the row shape the caller's SQL selects; pg cannot know it.
    const result = await pool.query<R & pg.QueryResultRow>(name === undefined ? { text, values } : { name, text, values });
    return result.rows;
  }
  return (await query.execute(db)).rows;
}

/**
 * The better-sqlite3 handle behind `db` (undefined on other backends), for bulk writes that need a
 * statement prepared once and reused; use it only inside `db.connection()`, which keeps Kysely's
 * own queries and transactions off the connection meanwhile.
 */
export function sqliteHandle(db: Db): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

/**
 * The better-sqlite3 handle behind `db` with its cache of prepared statements (undefined on other
 * backends), for a write run at once outside Kysely (relaxed-commit.ts); the same rules as
 * sqliteHandle.
 */
export function sqliteStatements(db: Db): { sqlite: SQLite.Database; statements: SqliteDatabase } | undefined {
  return sqliteReaders.get(db);
}

/** Applies every pending migration; returns the names applied. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  for (;;) {
    const { error, results } = await migrator.migrateToLatest();
    // On PostgreSQL a migration's DDL may wait past lock_timeout behind running instances' queries
    // (Kysely itself waits up to an hour for the migration lock of another instance's migrations).
    // Its transaction rolled back: try again shortly.
    if ((error as { code?: unknown } | undefined)?.code === PG_LOCK_NOT_AVAILABLE) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (error) throw error instanceof Error ? error : new Error('A migration failed.', { cause: error });
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  }
}
