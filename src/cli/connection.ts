import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type StowageClient, createStowageClient } from '@stowage/client';
import type { Command } from 'commander';
import { EXIT } from '../startup-errors.js';
import { CliError, usage } from './failures.js';

/** What `stowage login` keeps: one server and its token. */
export interface SavedLogin {
  url: string;
  token: string;
}

/** The flags every server command takes; they win over STOWAGE_URL / STOWAGE_TOKEN and the config file. */
export interface ConnectionFlags {
  url?: string;
  token?: string;
}

/** `$XDG_CONFIG_HOME/stowage/config.json`, else `~/.config/stowage/config.json`. */
export function configFile(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME?.trim() || path.join(env.HOME?.trim() || os.homedir(), '.config');
  return path.join(base, 'stowage', 'config.json');
}

/** Where resumable uploads keep their state between runs: `$XDG_STATE_HOME/stowage`, else `~/.local/state/stowage`. */
export function stateDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_STATE_HOME?.trim() || path.join(env.HOME?.trim() || os.homedir(), '.local', 'state');
  return path.join(base, 'stowage');
}

export function readLogin(file = configFile()): Partial<SavedLogin> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const out: Partial<SavedLogin> = {};
    if (typeof parsed.url === 'string') out.url = parsed.url;
    if (typeof parsed.token === 'string') out.token = parsed.token;
    return out;
  } catch {
    throw new CliError(`${file} is not valid JSON; remove it and log in again (stowage login <url>)`, EXIT.USAGE);
  }
}

/**
 * Writes the login readable by its user only (0600, in a 0700 folder): written beside, then renamed,
 * so another process never reads half a file, and an older file's wider mode never survives.
 */
export function saveLogin(login: SavedLogin, file = configFile()): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, file);
}

/** Forgets the login; says whether there was one. */
export function removeLogin(file = configFile()): boolean {
  try {
    fs.unlinkSync(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** `http://host:port` as typed, checked; a bare `host:port` gets http://. */
export function normalizeUrl(raw: string): string {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw usage(`${JSON.stringify(raw)} is not a URL (e.g. http://127.0.0.1:8080)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw usage(`${JSON.stringify(raw)}: only http:// and https:// URLs`);
  return url.toString().replace(/\/+$/, '');
}

export function makeClient(url: string, token: string): StowageClient {
  const brand = process.env.STOWAGE_TOKEN_BRAND?.trim();
  return createStowageClient({ baseUrl: url, token, ...(brand ? { tokenBrand: brand } : {}) });
}

export interface Connection {
  url: string;
  client: StowageClient;
}

/**
 * The server and token to use: flags, then STOWAGE_URL / STOWAGE_TOKEN, then the login's. The saved
 * token goes only to the server it was saved for: another URL with no token of its own is not
 * logged in, rather than handed a token meant elsewhere.
 */
export function connect(flags: ConnectionFlags): Connection {
  const saved = flags.url !== undefined && flags.token !== undefined ? {} : readLogin();
  const rawUrl = flags.url ?? (process.env.STOWAGE_URL?.trim() || undefined) ?? saved.url;
  if (rawUrl === undefined)
    throw new CliError(
      'not logged in: run stowage login <url>, or give --url and --token (or STOWAGE_URL and STOWAGE_TOKEN)',
      EXIT.NOT_LOGGED_IN,
    );
  const url = normalizeUrl(rawUrl);
  const savedToken = saved.url !== undefined && normalizeUrl(saved.url) === url ? saved.token : undefined;
  const token = flags.token ?? (process.env.STOWAGE_TOKEN?.trim() || undefined) ?? savedToken;
  if (token === undefined)
    throw new CliError(`not logged in to ${url}: run stowage login ${url}, or give --token (or STOWAGE_TOKEN)`, EXIT.NOT_LOGGED_IN);
  return { url, client: makeClient(url, token) };
}

/** Adds --url and --token to a server command. */
export function withConnectionFlags(command: Command): Command {
  return command
    .option('--url <url>', 'the server (default: STOWAGE_URL, else the login)')
    .option('--token <token>', 'the token (default: STOWAGE_TOKEN, else the login)');
}
