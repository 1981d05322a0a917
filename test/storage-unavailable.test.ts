import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { isUnavailable } from '../src/storage/unavailable.js';

/**
 * A database or blob store that cannot serve right now is a 503 SERVICE_UNAVAILABLE (API.md §0),
 * not a 500: the request was fine and will work once the service is back. The outage itself is
 * played out against real servers in test/system/outage.test.ts, and a database whose write lock another
 * session holds in test/write-lock-unavailable.test.ts.
 */
describe('which faults mean storage is unavailable', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('recognises an unreachable or restarting database or store', () => {
    for (const error of [
      coded('ECONNREFUSED'),
      coded('ETIMEDOUT'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      coded('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      coded('SQLITE_BUSY', 'database is locked'),
      coded('SQLITE_IOERR_WRITE'),
      coded('ENOSPC'),
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]),
      new Error('query failed', { cause: coded('ECONNRESET') }),
      new AppError('SERVICE_UNAVAILABLE', 'The blob store cannot be reached; try again shortly.'),
    ]) {
      expect(isUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves faults of the request or the code alone', () => {
    for (const error of [
      coded('23505', 'duplicate key value violates unique constraint'),
      coded('42601', 'syntax error'),
      coded('SQLITE_CONSTRAINT_UNIQUE'),
      coded('ENOENT'),
      new Error('driver has already been destroyed'),
      new TypeError('x is undefined'),
      new AppError('FILE_NOT_FOUND', 'gone'),
      null,
      'text',
    ]) {
      expect(isUnavailable(error), String(error)).toBe(false);
    }
  });
});
