import os from 'node:os';
import type { Config, DatabaseConfig } from './config.js';

/**
 * Exit codes of the CLI, one table for every command (docs/operations.md, "Start-up failures and
 * exit codes", and docs/cli.md, "Exit codes"): a process manager or a script can tell a setting to
 * fix (1) from a folder another server holds (2), from something to bring back (3), from a token to
 * renew (4) and from an answer of the server's to read (5).
 */
export const EXIT = {
  /** A setting, flag or argument is wrong (a local path that does not exist included): fix it. */
  USAGE: 1,
  /** The data folder belongs to another running server. */
  DATA_FOLDER_IN_USE: 2,
  /** A database, folder, address or server could not be opened or reached. */
  UNAVAILABLE: 3,
  /** No token for the server, or the server refused it (401): `stowage login` again. */
  NOT_LOGGED_IN: 4,
  /** The server answered with an error (4xx but 401, 5xx), or the work it did failed (a FAILED commit). */
  REFUSED: 5,
  /** A local file or folder could not be read or written (permission, disk full). */
  LOCAL_FILE: 6,
} as const;

/**
 * A failure to start (or to run a CLI command) told in one line: what failed, which setting or path,
 * what to do. The error underneath is kept as `cause`, for LOG_LEVEL=debug.
 */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.UNAVAILABLE,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** The `code` of a Node or driver error, also when it wraps others (AggregateError, `cause`). */
export function codeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e !== null && typeof e === 'object' && depth < 5; depth++) {
    const { code, errors, cause } = e as { code?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    e = Array.isArray(errors) && errors.length > 0 ? errors[0] : cause;
  }
  return undefined;
}

/** What a system error code says, in words. */
const SYSTEM_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  ENOSPC: 'the disk is full',
  EISDIR: 'a folder is in the way',
  ELOOP: 'too many symbolic links',
};

/** Where a PostgreSQL URL points, without user or password: `host:port/database`. */
export function postgresTarget(databaseUrl: string): { where: string; database: string } {
  try {
    const url = new URL(databaseUrl);
    const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || "(the user's default)";
    const host = url.searchParams.get('host') ?? (url.hostname || 'localhost');
    return { where: host.startsWith('/') ? `the unix socket in ${host}` : `${host}:${url.port || '5432'}`, database };
  } catch {
    return { where: '(unparsable DATABASE_URL)', database: '?' };
  }
}

/**
 * The one line for a failure to open the database (or the data folder it lives in), or null when
 * the error is not one of those.
 */
export function explainDatabaseError(error: unknown, config: DatabaseConfig): StartupError | null {
  if (error instanceof StartupError) return error;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const cause = { cause: error };
  if (config.databaseUrl === null) {
    const file = `${config.dataDir}/stowage.db`;
    if (code !== undefined && code in SYSTEM_REASONS) return dataFolderError(config.dataDir, error);
    if (code === 'SQLITE_CANTOPEN' || code === 'SQLITE_READONLY' || code === 'SQLITE_READONLY_DIRECTORY') {
      return new StartupError(
        `the SQLite database ${file} (STOWAGE_DATA_DIR) cannot be opened for writing: ${message}; give the server's user write access to the folder and the file, or set STOWAGE_DATA_DIR to a writable folder`,
        EXIT.UNAVAILABLE,
        cause,
      );
    }
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      return new StartupError(
        `the SQLite database ${file} (STOWAGE_DATA_DIR) is damaged or not a database: ${message}; restore it from a backup`,
        EXIT.UNAVAILABLE,
        cause,
      );
    }
    if (code === 'SQLITE_FULL')
      return new StartupError(`the SQLite database ${file} (STOWAGE_DATA_DIR): the disk is full; free some space`, EXIT.UNAVAILABLE, cause);
    return null;
  }
  const { where, database } = postgresTarget(config.databaseUrl);
  const at = `PostgreSQL at ${where} (DATABASE_URL)`;
  const fix = (what: string) => new StartupError(what, EXIT.UNAVAILABLE, cause);
  switch (code) {
    case 'ECONNREFUSED':
      return fix(`${at} refused the connection: nothing listens there; start PostgreSQL, or correct the host and port in DATABASE_URL`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return fix(`${at}: the host cannot be resolved; correct the host in DATABASE_URL`);
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return fix(`${at} cannot be reached (${code}); check the network and the host in DATABASE_URL`);
    case 'ECONNRESET':
      return fix(`${at} closed the connection (is it a PostgreSQL server, with the right sslmode?); check DATABASE_URL`);
    case '3D000':
      return fix(`${at}: the database "${database}" does not exist; create it (createdb ${database}), or correct its name in DATABASE_URL`);
    case '28P01':
    case '28000':
      return fix(`${at} refused the login: ${message}; correct the user and password in DATABASE_URL (or the server's pg_hba.conf)`);
    case '42501':
      return fix(
        `${at}: ${message}; grant the user of DATABASE_URL the right to create tables in "${database}" (the server applies migrations at start)`,
      );
    case '53300':
    case '57P03':
      return fix(`${at} does not accept connections now: ${message}; try again when it does`);
  }
  if (/timeout/i.test(message) && /connect/i.test(message)) {
    return fix(`${at} did not answer within 10 s; check that it runs and that the host in DATABASE_URL is right`);
  }
  return null;
}

/** The one line for a data folder that cannot be created or written. */
export function dataFolderError(dataDir: string, error: unknown): StartupError {
  const code = codeOf(error) ?? '';
  const reason = SYSTEM_REASONS[code] ?? (error instanceof Error ? error.message : String(error));
  const user = os.userInfo().username;
  return new StartupError(
    `the data folder ${dataDir} (STOWAGE_DATA_DIR) cannot be created or written by user ${user}: ${reason}; create it and give ${user} write access, or set STOWAGE_DATA_DIR (or --data-dir) to a writable folder`,
    EXIT.UNAVAILABLE,
    { cause: error },
  );
}

/** The one line for a failure to listen on HOST:PORT, or null when it is not one of those. */
export function explainListenError(error: unknown, config: Pick<Config, 'host' | 'port'>): StartupError | null {
  const fix = (what: string) => new StartupError(what, EXIT.UNAVAILABLE, { cause: error });
  const where = 'set HOST (or --host) to an address of this machine: 127.0.0.1 for this machine only, 0.0.0.0 for every interface';
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return fix(
        `port ${config.port} on ${config.host} (PORT, HOST) is already in use by another program; stop it, or set PORT (or --port) to a free port`,
      );
    case 'EACCES':
      return fix(
        `port ${config.port} (PORT) is below 1024, which user ${os.userInfo().username} may not listen on; use a port from 1024 up (behind a reverse proxy), or grant the capability CAP_NET_BIND_SERVICE`,
      );
    case 'EADDRNOTAVAIL':
      return fix(`HOST ${config.host} is not an address of this machine; ${where}`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
    case 'EAI_FAIL':
      return fix(`HOST ${config.host} cannot be resolved to an address; ${where}`);
  }
  return null;
}
