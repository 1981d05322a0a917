import { AppError } from '../errors.js';

/** Socket-level failures: the service is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs that mean the server, not the query: connection exceptions (class 08), the
 * server shutting down or starting (57P01–57P03), too many connections (53300), out of disk or
 * memory (53100, 53200), a cancelled statement (57014: the statement timeout), and a lock another
 * session held past lock_timeout (55P03: as SQLITE_BUSY below).
 */
const POSTGRES_STATES = /^(08...|57P0[1-3]|53[123]00|57014|55P03)$/;

/** What the pg driver says when a connection cannot be had or was lost (it gives these no code). */
const POSTGRES_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated unexpectedly',
];

/** SQLite: locked beyond the busy timeout, the disk failing or full, the file gone. */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN)/;

/** Disk blob store: the disk failing or full. */
const DISK_CODES = new Set(['EIO', 'ENOSPC', 'EDQUOT', 'EROFS']);

/**
 * Whether `error` means that the database or the blob store cannot serve right now, rather than
 * that something is wrong with the request or the code: such a request is answered 503, and it
 * will work once the service is back (nothing needs restarting).
 */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || error === null || typeof error !== 'object') return false;
  if (error instanceof AppError) return error.code === 'SERVICE_UNAVAILABLE';
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || DISK_CODES.has(code) || POSTGRES_STATES.test(code) || SQLITE_CODES.test(code)) return true;
  }
  if (typeof message === 'string' && POSTGRES_MESSAGES.some((m) => message.startsWith(m))) return true;
  // Connecting to every address of a name fails as one AggregateError; a wrapper keeps its cause.
  if (Array.isArray(errors) && errors.some((e) => isUnavailable(e, depth + 1))) return true;
  return cause !== undefined && isUnavailable(cause, depth + 1);
}

/** The 503 a request gets when storage it needs cannot be reached. */
export function unavailable(error: unknown): AppError {
  if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') return error;
  return Object.assign(
    new AppError('SERVICE_UNAVAILABLE', 'The database or the blob store cannot be reached right now; try again shortly.', {
      'retry-after': '5',
    }),
    { cause: error },
  );
}
