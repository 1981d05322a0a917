import type { Command } from 'commander';
import { type Connection, type ConnectionFlags, connect } from './connection.js';
import { describeFailure } from './failures.js';

/**
 * A server command's action: connects (flags, environment, login), runs `work`, and turns whatever
 * it throws into the one-line CliError with the exit code of docs/cli.md. commander hands an action
 * its arguments, then the options, then the command itself.
 */
export function serverAction<A extends unknown[]>(work: (connection: Connection, ...args: A) => Promise<void>) {
  return async (...args: A): Promise<void> => {
    const command = args.at(-1) as Command;
    let url: string | undefined;
    try {
      const connection = connect(command.opts<ConnectionFlags>());
      url = connection.url;
      await work(connection, ...args);
    } catch (error) {
      throw describeFailure(error, url);
    }
  };
}
