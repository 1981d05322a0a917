#!/usr/bin/env node
import { Command, InvalidArgumentError } from 'commander';
import { ConfigError, type ConfigOverrides, loadConfig } from '../config.js';
import { startServer } from '../server.js';
import { openStorage } from '../services.js';
import { migrate, openDatabase } from '../storage/db/database.js';
import { parseExpiry } from './durations.js';

function config(overrides: ConfigOverrides = {}) {
  return loadConfig(process.env, overrides);
}

function positiveInteger(raw: string): number {
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
}

/** Checked while the arguments are parsed, so a bad value is a usage error before anything opens. */
function expiry(raw: string): number {
  try {
    return parseExpiry(raw, Date.now());
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

const program = new Command('stowage').description('Stowage: files, data files, streams and an AI tool-calling gateway');

program
  .command('serve')
  .description('run the HTTP server (settings from the environment; flags win)')
  .option('--port <port>', 'PORT')
  .option('--host <host>', 'HOST')
  .option('--data-dir <dir>', 'STOWAGE_DATA_DIR')
  .option('--public-url <url>', 'STOWAGE_PUBLIC_URL')
  .option('--log-level <level>', 'LOG_LEVEL')
  .action(async (opts: { port?: string; host?: string; dataDir?: string; publicUrl?: string; logLevel?: string }) => {
    const overrides: ConfigOverrides = {};
    if (opts.port !== undefined) overrides.PORT = opts.port;
    if (opts.host !== undefined) overrides.HOST = opts.host;
    if (opts.dataDir !== undefined) overrides.STOWAGE_DATA_DIR = opts.dataDir;
    if (opts.publicUrl !== undefined) overrides.STOWAGE_PUBLIC_URL = opts.publicUrl;
    if (opts.logLevel !== undefined) overrides.LOG_LEVEL = opts.logLevel;
    await startServer(config(overrides));
  });

program
  .command('migrate')
  .description('apply pending database migrations')
  .action(async () => {
    // Not openStorage: it migrates on its way, and then this command could never say what it applied.
    const db = openDatabase(config());
    try {
      const applied = await migrate(db);
      console.log(applied.length === 0 ? 'database is up to date' : `applied: ${applied.join(', ')}`);
    } finally {
      await db.destroy();
    }
  });

const token = program.command('token').description('manage access tokens');

token
  .command('create')
  .description('create a token and print it once')
  .requiredOption('--user <id>', 'the user the token acts as (created if new)', positiveInteger)
  .option('--admin', 'make the user an administrator')
  .option('--name <name>', 'a label for the token', 'cli')
  .option('--expires <when>', 'a duration (30d, 12h) or a date-time; never by default', expiry)
  .action(async (opts: { user: number; admin?: boolean; name: string; expires?: number }) => {
    const { db, tokens } = await openStorage(config());
    try {
      const expiresAt = opts.expires ?? null;
      const created = await tokens.create({ userId: opts.user, name: opts.name, expiresAt, admin: opts.admin ?? false });
      console.log(created.token);
      console.error(`token ${created.id} for user ${created.ownerId}${expiresAt ? `, expires ${new Date(expiresAt).toISOString()}` : ''}`);
    } finally {
      await db.destroy();
    }
  });

token
  .command('list')
  .description('list active tokens (never their secrets)')
  .action(async () => {
    const { db, tokens } = await openStorage(config());
    try {
      for (const t of await tokens.list()) {
        console.log([t.id, `user=${t.ownerId}`, `name=${t.name}`, `expires=${t.expires ? new Date(t.expires).toISOString() : 'never'}`].join('\t'));
      }
    } finally {
      await db.destroy();
    }
  });

token
  .command('revoke <id>')
  .description('revoke a token')
  .action(async (id: string) => {
    const { db, tokens } = await openStorage(config());
    try {
      if (!(await tokens.revoke(positiveInteger(id)))) {
        console.error(`no active token ${id}`);
        process.exitCode = 1;
      } else {
        console.log(`revoked token ${id}`);
      }
    } finally {
      await db.destroy();
    }
  });

program.parseAsync().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof InvalidArgumentError ? error.message : error);
  process.exit(1);
});
