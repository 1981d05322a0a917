#!/usr/bin/env node
import fs from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import { ConfigError, type ConfigOverrides, KNOWN_SETTINGS, loadConfig, loadDatabaseConfig } from '../config.js';
import type { TokenService } from '../domain/tokens/token-service.js';
import { SETTINGS } from '../settings.js';
import { EXIT, StartupError, explainDatabaseError } from '../startup-errors.js';
import { unknownSettingWarnings } from '../unknown-settings.js';
import { expiry, positiveInteger } from './arguments.js';
import { CliError } from './failures.js';
import { addServerCommands } from './server-commands.js';

/** The package's version, from the package.json two levels above this file (src/cli or dist/cli). */
function version(): string {
  const manifest = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

/** What a failure's line starts with: the server says that it could not start. */
let failurePrefix = 'stowage: ';
/** Whether a failure should show its stack: only at LOG_LEVEL (or --log-level) debug or trace. */
let showStacks = /^(debug|trace)$/i.test(process.env.LOG_LEVEL?.trim() ?? '');

/**
 * Only the database settings: token commands and migrate need nothing else, so a problem in the AI
 * registry or the S3 settings never stops them. `--data-dir` wins over STOWAGE_DATA_DIR. A
 * misspelled STOWAGE_* variable is worth a word here too: STOWAGE_DATADIR would otherwise put a
 * token in ./data's database without a sign.
 */
function databaseConfig(opts: { dataDir?: string }) {
  for (const warning of unknownSettingWarnings(process.env, KNOWN_SETTINGS)) console.error(`warning: ${warning}`);
  return loadDatabaseConfig(process.env, opts.dataDir === undefined ? {} : { STOWAGE_DATA_DIR: opts.dataDir });
}

/** Opens the database only (no lock, no sweep), runs `work`, closes it. */
async function withTokens(opts: { dataDir?: string }, work: (tokens: TokenService) => Promise<void>): Promise<void> {
  const config = databaseConfig(opts);
  // Imported here: the database drivers would slow the server commands down, which never need them.
  const { openStorage } = await import('../storage/open-storage.js');
  const { TokenService } = await import('../domain/tokens/token-service.js');
  const { db } = await openStorage(config);
  try {
    await work(new TokenService(db));
  } catch (error) {
    throw explainDatabaseError(error, config) ?? error;
  } finally {
    await db.destroy();
  }
}

const program = new Command('stowage')
  .description('Stowage: files, data files, streams and an AI tool-calling gateway')
  .version(version(), '-V, --version', 'print the version');

/** The settings `stowage serve` also takes as flags (src/settings.ts names them). */
const SERVE_FLAGS = Object.values(SETTINGS).flatMap((s) => (s.flag === undefined ? [] : [{ env: s.env, flag: s.flag }]));
const serve = program.command('serve').description('run the HTTP server (settings from the environment; flags win)');
for (const { env, flag } of SERVE_FLAGS) serve.option(flag, env);
serve.action(async (opts: Record<string, string | undefined>) => {
  failurePrefix = 'stowage: cannot start: ';
  const overrides: ConfigOverrides = {};
  for (const { env, flag } of SERVE_FLAGS) {
    const value = opts[new Option(flag).attributeName()];
    if (value !== undefined) overrides[env] = value;
  }
  if (opts.logLevel !== undefined) showStacks = /^(debug|trace)$/i.test(opts.logLevel.trim());
  const config = loadConfig(process.env, overrides);
  // Only here: the server's modules (Fastify, the AI SDKs) would slow every other command down.
  const { startServer } = await import('../server.js');
  await startServer(config);
});

/** `--data-dir`, for the commands that open the database (the SQLite file is under it). */
const dataDirOption = ['--data-dir <dir>', 'STOWAGE_DATA_DIR (the SQLite database is under it)'] as const;

program
  .command('migrate')
  .description('apply pending database migrations (safe beside a running server)')
  .option(...dataDirOption)
  .action(async (opts: { dataDir?: string }) => {
    // Not openStorage: it migrates on its way, and then this command could never say what it applied.
    const config = databaseConfig(opts);
    const { migrate, openDatabase } = await import('../storage/db/database.js');
    let db;
    try {
      db = openDatabase(config);
      const applied = await migrate(db);
      console.log(applied.length === 0 ? 'database is up to date' : `applied: ${applied.join(', ')}`);
    } catch (error) {
      throw explainDatabaseError(error, config) ?? error;
    } finally {
      await db?.destroy();
    }
  });

const token = program.command('token').description('manage access tokens (needs only the database settings)');

token
  .command('create')
  .description('create a token and print it once')
  .requiredOption('--user <id>', 'the user the token acts as (created if new)', positiveInteger)
  .option('--admin', 'make the user an administrator')
  .option('--name <name>', 'a label for the token', 'cli')
  .option('--expires <when>', 'a duration (30d, 12h, 90m), an ISO 8601 date-time or epoch ms; never by default', expiry)
  .option(...dataDirOption)
  .action(async (opts: { user: number; admin?: boolean; name: string; expires?: number; dataDir?: string }) => {
    await withTokens(opts, async (tokens) => {
      const expiresAt = opts.expires ?? null;
      const created = await tokens.create({ userId: opts.user, name: opts.name, expiresAt, admin: opts.admin ?? false });
      console.log(created.token);
      console.error(
        `token ${created.id} for user ${created.ownerId}${opts.admin ? ' (an administrator)' : ''}${expiresAt ? `, expires ${new Date(expiresAt).toISOString()}` : ''}`,
      );
    });
  });

token
  .command('list')
  .description('list active tokens (never their secrets), with whether their user is an administrator')
  .option(...dataDirOption)
  .action(async (opts: { dataDir?: string }) => {
    await withTokens(opts, async (tokens) => {
      for (const t of await tokens.list()) {
        console.log(
          [
            t.id,
            `user=${t.ownerId}`,
            `admin=${t.admin ? 'yes' : 'no'}`,
            `name=${t.name}`,
            `expires=${t.expires ? new Date(t.expires).toISOString() : 'never'}`,
          ].join('\t'),
        );
      }
    });
  });

token
  .command('revoke <id>')
  .description('revoke a token')
  .option(...dataDirOption)
  .action(async (id: string, opts: { dataDir?: string }) => {
    const tokenId = positiveInteger(id);
    await withTokens(opts, async (tokens) => {
      if (!(await tokens.revoke(tokenId))) {
        console.error(`no active token ${id}`);
        process.exitCode = EXIT.USAGE;
      } else {
        console.log(`revoked token ${id}`);
      }
    });
  });

addServerCommands(program);

/**
 * Every failure is one line on stderr and a non-zero exit code (docs/operations.md, "Start-up
 * failures and exit codes"); the stack only at LOG_LEVEL=debug. A configuration error lists every
 * problem, one per line.
 */
program.parseAsync().catch((error: unknown) => {
  // Server commands have told their failure as a CliError (failures.ts) with its exit code.
  if (error instanceof CliError) {
    console.error(`stowage: ${error.message}`);
    process.exit(error.exitCode);
  }
  if (error instanceof ConfigError || error instanceof InvalidArgumentError) {
    console.error(error.message);
    process.exit(EXIT.USAGE);
  }
  const line =
    error instanceof StartupError ? error.message : `unexpected failure: ${error instanceof Error ? error.message : String(error)}`;
  console.error(`${failurePrefix}${line}`);
  if (showStacks) console.error(error instanceof StartupError && error.cause instanceof Error ? error.cause : error);
  process.exit(error instanceof StartupError ? error.exitCode : EXIT.UNAVAILABLE);
});
