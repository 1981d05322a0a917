import { StowageError, StowageNetworkError } from '@stowage/client';
import { InvalidArgumentError } from 'commander';
import { EXIT } from '../startup-errors.js';

/** A failure of a server command told in one line, with the exit code of docs/cli.md's table. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usage = (message: string): CliError => new CliError(message, EXIT.USAGE);

/** Local file errors a user can act on, in words. */
const LOCAL_REASONS: Record<string, string> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder',
  ENOSPC: 'the disk is full',
  EROFS: 'the file system is read-only',
  EEXIST: 'a file of that name is in the way',
};

function localFailure(error: unknown): CliError | undefined {
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  if (typeof code !== 'string' || !(code in LOCAL_REASONS)) return undefined;
  const where = typeof path === 'string' ? `${path}: ` : '';
  // A path that does not exist was mistyped; anything else is the machine's to fix.
  return new CliError(`${where}${LOCAL_REASONS[code]}`, code === 'ENOENT' ? EXIT.USAGE : EXIT.LOCAL_FILE);
}

/**
 * What a server command's failure says and which exit code it gets. An error answer keeps the API's
 * status, code and request id (`toe`, for the server's logs); a 401 says how to log in again.
 */
export function describeFailure(error: unknown, serverUrl: string | undefined): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof InvalidArgumentError) return usage(error.message);
  if (error instanceof StowageNetworkError) {
    const cause = error.message.replace(/^No answer from \S+: /, '');
    return new CliError(
      `cannot reach the server at ${serverUrl ?? new URL(error.url).origin}: ${cause}; is it running, and is the URL right (--url, STOWAGE_URL, stowage login)?`,
      EXIT.UNAVAILABLE,
    );
  }
  if (error instanceof StowageError) {
    const request = error.toe === undefined ? '' : ` (request ${error.toe})`;
    const line = `${error.status} ${error.code}: ${error.message}${request}`;
    if (error.status === 401)
      return new CliError(
        `the server refused the token: ${line}; log in again (stowage login <url>) or set STOWAGE_TOKEN`,
        EXIT.NOT_LOGGED_IN,
      );
    return new CliError(line, EXIT.REFUSED);
  }
  return (
    localFailure(error) ?? new CliError(`unexpected failure: ${error instanceof Error ? error.message : String(error)}`, EXIT.UNAVAILABLE)
  );
}
