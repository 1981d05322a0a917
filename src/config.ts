import path from 'node:path';
import { AI_SETTINGS, type AiConfig, loadAiConfig } from './ai/registry.js';
import { DURATION_SYNTAX, parseDuration } from './durations.js';
import { unknownSettingWarnings } from './unknown-settings.js';

/** A rate such as `600/minute`: at most `max` events per `windowMs`. */
export interface Rate {
  max: number;
  windowMs: number;
}

/** What CLI commands that only touch the database need (`stowage token …`, `stowage migrate`). */
export interface DatabaseConfig {
  dataDir: string;
  /** PostgreSQL connection string (DATABASE_URL); null: the embedded SQLite database under dataDir. */
  databaseUrl: string | null;
  /** Connections in the PostgreSQL pool (unused with SQLite). */
  dbPoolSize: number;
}

export interface Config extends DatabaseConfig {
  port: number;
  host: string;
  publicUrl: string | null;
  bootstrapToken: string | null;
  tokenBrand: string;
  maxUploadBytes: number;
  rateLimit: Rate | null;
  authFailureLimit: Rate | null;
  trustProxy: boolean;
  /** Request bodies sent, and answers read, slower than this are cut off (408 for a body); null: never. */
  minTransferRate: { bytes: number; windowMs: number } | null;
  /** Origins allowed to call the API from a browser (CORS); empty: CORS off. `*` allows any. */
  corsOrigins: string[];
  logLevel: string;
  /** The ClamAV daemon that scans data-file revisions; null: the built-in EICAR scanner (docs/data-files.md). */
  clamd: { path: string } | { host: string; port: number } | null;
  /** AI gateway: model registry and provider settings (docs/ai.md). */
  ai: AiConfig;
  /** Redis that shares the rate limits between instances (REDIS_URL); null: each instance counts alone. */
  redis: { url: string; keyPrefix: string } | null;
  /**
   * How long an instance's claim on shared work (its staged uploads, a commit, a scan, an export's
   * rows) lasts without renewal; past it, other instances treat the work as abandoned (docs/deploy.md).
   */
  leaseMs: number;
  /** Content indexing (docs/search.md): files larger are SKIPPED; PDF and DOCX, read whole, have their own bound. */
  index: { maxBytes: number; maxDocumentBytes: number };
  /** How long the content of deleted or replaced files and revisions is kept before it is removed (for online backups). */
  blobDeleteDelayMs: number;
  /** How long a resumable upload lives without a new part before it and its parts are swept. */
  uploadExpiryMs: number;
  /** Where file content lives (STOWAGE_BLOB_STORE): `blobs/` under dataDir, or an S3-compatible bucket. */
  blobStore: { kind: 'disk' } | S3Config;
  /**
   * What is worth an operator's attention but does not stop the start (an unknown STOWAGE_*
   * variable, a model without its key); the server logs each once at start.
   */
  warnings: string[];
}

/** An S3-compatible bucket for blobs (docs/configuration.md, "Blob storage"). */
export interface S3Config {
  kind: 's3';
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Ceph, R2, …); null: AWS itself. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID/…; null: the AWS SDK's default chain (shared files, SSO, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
  /** Downloads stream through the server, or answer 302 to a presigned URL valid `urlTtlSeconds`. */
  downloads: 'stream' | 'redirect';
  urlTtlSeconds: number;
}

/** Values given on the command line (`stowage serve --port …`); they win over the environment. */
export type ConfigOverrides = Partial<Record<SettingName, string>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

class Problem {
  constructor(readonly message: string) {}
}

/** Every setting config.ts reads (the AI gateway's are AI_SETTINGS); other STOWAGE_* names are reported as unknown. */
export const SETTINGS = [
  'PORT',
  'HOST',
  'STOWAGE_DATA_DIR',
  'STOWAGE_PUBLIC_URL',
  'STOWAGE_BOOTSTRAP_TOKEN',
  'STOWAGE_TOKEN_BRAND',
  'STOWAGE_MAX_UPLOAD_BYTES',
  'STOWAGE_RATE_LIMIT',
  'STOWAGE_AUTH_FAILURE_LIMIT',
  'STOWAGE_TRUST_PROXY',
  'STOWAGE_MIN_TRANSFER_RATE',
  'STOWAGE_CORS_ORIGINS',
  'LOG_LEVEL',
  'STOWAGE_CLAMD_SOCKET',
  'REDIS_URL',
  'STOWAGE_REDIS_KEY_PREFIX',
  'STOWAGE_LEASE_SECONDS',
  'STOWAGE_BLOB_DELETE_DELAY',
  'STOWAGE_UPLOAD_EXPIRY',
  'STOWAGE_INDEX_MAX_BYTES',
  'STOWAGE_INDEX_MAX_DOCUMENT_BYTES',
  'DATABASE_URL',
  'STOWAGE_DB_POOL_SIZE',
  'STOWAGE_BLOB_STORE',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'AWS_REGION',
  'S3_FORCE_PATH_STYLE',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'STOWAGE_S3_DOWNLOADS',
  'STOWAGE_S3_URL_TTL',
] as const;
type SettingName = (typeof SETTINGS)[number];

/** Every variable a setting reads, for the unknown-variable warning. */
export const KNOWN_SETTINGS: readonly string[] = [...SETTINGS, ...AI_SETTINGS];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SIZE_UNITS: Record<string, number> = {
  '': 1,
  B: 1,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KIB: 2 ** 10,
  MIB: 2 ** 20,
  GIB: 2 ** 30,
  TIB: 2 ** 40,
};
const RATE_WINDOWS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000 };

type Get = (name: SettingName) => string | undefined;
type Check = <T>(name: SettingName, fallback: T, parse: (raw: string) => T | Problem) => T;

/** Reads settings from the environment and the overrides, collecting every problem. */
function settingsReader(env: NodeJS.ProcessEnv, overrides: ConfigOverrides) {
  const problems: string[] = [];
  const get: Get = (name) => {
    const value = overrides[name] ?? env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const check: Check = (name, fallback, parse) => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const result = parse(raw);
    if (result instanceof Problem) {
      problems.push(`${name}=${JSON.stringify(raw)}: ${result.message}`);
      return fallback;
    }
    return result;
  };
  return { problems, get, check };
}

/**
 * Only the database settings (STOWAGE_DATA_DIR, DATABASE_URL, STOWAGE_DB_POOL_SIZE), for CLI
 * commands that need nothing else: a problem elsewhere (the AI registry, S3) does not stop them.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv, overrides: ConfigOverrides = {}): DatabaseConfig {
  const { problems, get, check } = settingsReader(env, overrides);
  const config = readDatabaseSettings(get, check, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function readDatabaseSettings(get: Get, check: Check, problems: string[]): DatabaseConfig {
  const dataDir = path.resolve(get('STOWAGE_DATA_DIR') ?? './data');
  const databaseUrl = get('DATABASE_URL') ?? null;
  // Not echoed back: the URL usually carries the database password.
  if (databaseUrl !== null && !isPostgresUrl(databaseUrl)) {
    problems.push('DATABASE_URL: must be a postgres:// or postgresql:// URL (unset: the embedded SQLite database under STOWAGE_DATA_DIR)');
  }
  const dbPoolSize = check<number>('STOWAGE_DB_POOL_SIZE', 10, (raw) => {
    const n = Number(raw);
    return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : new Problem('must be an integer from 1 to 1000');
  });
  return { dataDir, databaseUrl, dbPoolSize };
}

/**
 * Reads every setting once, from the environment and command-line overrides, and reports all
 * problems together so an operator fixes them in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv, overrides: ConfigOverrides = {}): Config {
  const { problems, get, check } = settingsReader(env, overrides);
  const warnings = unknownSettingWarnings(env, KNOWN_SETTINGS);

  const port = check<number>('PORT', 8080, (raw) => {
    const n = Number(raw);
    return Number.isInteger(n) && n >= 0 && n <= 65535 ? n : new Problem('must be an integer from 0 to 65535');
  });
  const host = get('HOST') ?? '127.0.0.1';
  const database = readDatabaseSettings(get, check, problems);

  let publicUrl: string | null = null;
  const rawPublicUrl = get('STOWAGE_PUBLIC_URL');
  if (rawPublicUrl !== undefined) {
    try {
      const url = new URL(rawPublicUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      publicUrl = url.toString().replace(/\/+$/, '');
    } catch {
      problems.push(`STOWAGE_PUBLIC_URL=${JSON.stringify(rawPublicUrl)}: must be an absolute http(s) URL`);
    }
  }

  const bootstrapToken = get('STOWAGE_BOOTSTRAP_TOKEN') ?? null;
  if (bootstrapToken !== null && bootstrapToken.length < 16) {
    problems.push('STOWAGE_BOOTSTRAP_TOKEN: must be at least 16 characters long');
  }

  const tokenBrand = get('STOWAGE_TOKEN_BRAND') ?? 'SERVICE';
  if (!/^[A-Za-z0-9]{1,32}$/.test(tokenBrand)) {
    problems.push(`STOWAGE_TOKEN_BRAND=${JSON.stringify(tokenBrand)}: must be 1 to 32 letters or digits`);
  }

  const maxUploadBytes = check<number>('STOWAGE_MAX_UPLOAD_BYTES', 5 * 2 ** 30, parseSize);
  const rateLimit = check<Rate | null>('STOWAGE_RATE_LIMIT', null, parseRate);
  const authFailureLimit = check<Rate | null>('STOWAGE_AUTH_FAILURE_LIMIT', { max: 20, windowMs: 60_000 }, parseRate);
  const trustProxy = check<boolean>('STOWAGE_TRUST_PROXY', false, parseBoolean);
  const minTransferRate = check<Config['minTransferRate']>(
    'STOWAGE_MIN_TRANSFER_RATE',
    { bytes: 32 * 1024, windowMs: 30_000 },
    parseTransferRate,
  );
  const corsOrigins = check<string[]>('STOWAGE_CORS_ORIGINS', [], parseOrigins);

  const logLevel = get('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL=${JSON.stringify(logLevel)}: must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const ai = loadAiConfig(env, problems, warnings);

  const clamd = check<Config['clamd']>('STOWAGE_CLAMD_SOCKET', null, parseClamdAddress);

  const redisUrl = get('REDIS_URL') ?? null;
  // Not echoed back: the URL may carry a password.
  if (redisUrl !== null && !/^rediss?:\/\/[^\s]*$/i.test(redisUrl)) {
    problems.push('REDIS_URL: must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379');
  }
  const redisKeyPrefix = get('STOWAGE_REDIS_KEY_PREFIX') ?? 'stowage:';
  const redis = redisUrl === null ? null : { url: redisUrl, keyPrefix: redisKeyPrefix };
  const leaseMs = check<number>('STOWAGE_LEASE_SECONDS', 30_000, durationBetween(2, 3600, '2s', '1h'));
  const blobDeleteDelayMs = check<number>('STOWAGE_BLOB_DELETE_DELAY', 0, durationBetween(0, 30 * 86_400, '0', '30d'));
  const uploadExpiryMs = check<number>('STOWAGE_UPLOAD_EXPIRY', 86_400_000, durationBetween(60, 30 * 86_400, '1m', '30d'));

  const blobStore = loadBlobStore(get, check, problems);
  const index = {
    maxBytes: check<number>('STOWAGE_INDEX_MAX_BYTES', 100 * 2 ** 20, parseSize),
    maxDocumentBytes: check<number>('STOWAGE_INDEX_MAX_DOCUMENT_BYTES', 32 * 2 ** 20, parseSize),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    ...database,
    publicUrl,
    bootstrapToken,
    tokenBrand,
    maxUploadBytes,
    rateLimit,
    authFailureLimit,
    trustProxy,
    minTransferRate,
    corsOrigins,
    logLevel,
    clamd,
    ai,
    redis,
    leaseMs,
    blobDeleteDelayMs,
    uploadExpiryMs,
    blobStore,
    index,
    warnings,
  };
}

/**
 * A duration setting that took whole seconds before there were units (a plain number still counts
 * as seconds), from `min` to `max` seconds, in ms; whole seconds only.
 */
function durationBetween(min: number, max: number, minText: string, maxText: string): (raw: string) => number | Problem {
  return (raw) => {
    const ms = parseDuration(raw, { bareSeconds: true });
    if (ms !== null && ms % 1000 === 0 && ms >= min * 1000 && ms <= max * 1000) return ms;
    return new Problem(
      `must be a duration from ${minText} to ${maxText} in whole seconds: a plain number of seconds, or ${DURATION_SYNTAX}`,
    );
  };
}

function isPostgresUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}

/** A byte count with an optional unit (500MB, 5GiB); also the CLI's size flags. */
export function parseSize(raw: string): number | Problem {
  const match = /^(\d+(?:\.\d+)?)\s*([a-zA-Z]*)$/.exec(raw);
  const unit = SIZE_UNITS[(match?.[2] ?? '').toUpperCase()];
  if (!match || unit === undefined) return new Problem('must be a byte count such as 5368709120, 500MB or 5GiB');
  const bytes = Math.floor(Number(match[1]) * unit);
  return bytes >= 1 && Number.isSafeInteger(bytes) ? bytes : new Problem('must be at least 1 byte');
}

function parseRate(raw: string): Rate | null | Problem {
  if (raw.toLowerCase() === 'off') return null;
  const match = /^(\d+)\s*\/\s*(second|minute|hour)$/i.exec(raw);
  const windowMs = RATE_WINDOWS[(match?.[2] ?? '').toLowerCase()];
  const max = Number(match?.[1]);
  if (!match || windowMs === undefined || max < 1) return new Problem('must be "off" or N/second, N/minute or N/hour with N ≥ 1');
  return { max, windowMs };
}

/** `32KiB/30s`: at least that many bytes in every window of that duration; `off`: no minimum. */
function parseTransferRate(raw: string): Config['minTransferRate'] | Problem {
  if (raw.toLowerCase() === 'off') return null;
  const at = raw.lastIndexOf('/');
  const bytes = at > 0 ? parseSize(raw.slice(0, at).trim()) : null;
  const windowMs = at > 0 ? parseDuration(raw.slice(at + 1)) : null;
  if (typeof bytes !== 'number' || windowMs === null || windowMs < 1000 || windowMs > 3_600_000) {
    return new Problem('must be "off" or an amount per window of 1s to 60m, such as 32KiB/30s (the window is a duration, see Durations)');
  }
  return { bytes, windowMs };
}

/** A comma-separated list of origins (`https://app.example.com`), or `*` for any. */
function parseOrigins(raw: string): string[] | Problem {
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  for (const origin of origins) {
    if (origin === '*') continue;
    try {
      const url = new URL(origin);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) throw new Error('not an origin');
    } catch {
      return new Problem(
        `${JSON.stringify(origin)} is not an origin; give scheme://host[:port] such as https://app.example.com, comma-separated, or *`,
      );
    }
  }
  return origins;
}

/** A unix socket path (anything with a `/`) or `host:port` (`[::1]:3310` for IPv6). */
function parseClamdAddress(raw: string): Config['clamd'] | Problem {
  if (raw.includes('/')) return { path: path.resolve(raw) };
  const match = /^(?:\[([^\]]+)\]|([^:\s]+)):(\d+)$/.exec(raw);
  const port = Number(match?.[3]);
  const host = match?.[1] ?? match?.[2];
  if (!host || !Number.isInteger(port) || port < 1 || port > 65535) {
    return new Problem('must be a unix socket path such as /run/clamav/clamd.sock, or host:port such as 127.0.0.1:3310');
  }
  return { host, port };
}

/** SigV4 presigned URLs live at most 7 days. */
const MAX_URL_TTL_SECONDS = 7 * 24 * 3600;

function loadBlobStore(get: Get, check: Check, problems: string[]): Config['blobStore'] {
  const kind = get('STOWAGE_BLOB_STORE')?.toLowerCase();
  if (kind !== undefined && kind !== 'disk' && kind !== 's3') {
    problems.push(`STOWAGE_BLOB_STORE=${JSON.stringify(kind)}: must be disk or s3`);
    return { kind: 'disk' };
  }
  if (kind !== 's3') {
    // A bucket configured without choosing S3 would otherwise be ignored without a word.
    if (kind === undefined && (get('S3_BUCKET') !== undefined || get('S3_ENDPOINT') !== undefined)) {
      problems.push(
        'S3_BUCKET/S3_ENDPOINT are set but STOWAGE_BLOB_STORE is not: set STOWAGE_BLOB_STORE=s3 to keep blobs in the bucket (or =disk to keep them under STOWAGE_DATA_DIR)',
      );
    }
    return { kind: 'disk' };
  }

  const bucket = get('S3_BUCKET') ?? '';
  if (bucket === '') problems.push('S3_BUCKET: required when STOWAGE_BLOB_STORE=s3');
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`S3_BUCKET=${JSON.stringify(bucket)}: must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)`);
  }
  const endpoint = check<string | null>('S3_ENDPOINT', null, (raw) => {
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString().replace(/\/+$/, '');
    } catch {
      // Reported below.
    }
    return new Problem('must be an absolute http(s) URL such as https://s3.example.com or http://127.0.0.1:9000');
  });
  const region = get('S3_REGION') ?? get('AWS_REGION') ?? 'us-east-1';
  const forcePathStyle = check<boolean>('S3_FORCE_PATH_STYLE', false, parseBoolean);

  // Never echoed back: these are secrets.
  const accessKeyId = get('AWS_ACCESS_KEY_ID');
  const secretAccessKey = get('AWS_SECRET_ACCESS_KEY');
  const sessionToken = get('AWS_SESSION_TOKEN');
  let credentials: S3Config['credentials'] = null;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both or neither (neither: the AWS SDK finds credentials itself)');
  } else if (accessKeyId !== undefined && secretAccessKey !== undefined) {
    credentials = { accessKeyId, secretAccessKey, ...(sessionToken === undefined ? {} : { sessionToken }) };
  } else if (sessionToken !== undefined) {
    problems.push('AWS_SESSION_TOKEN: needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }

  const downloads = check<S3Config['downloads']>('STOWAGE_S3_DOWNLOADS', 'stream', (raw) => {
    const mode = raw.toLowerCase();
    return mode === 'stream' || mode === 'redirect' ? mode : new Problem('must be stream or redirect');
  });
  const urlTtlSeconds = check<number>('STOWAGE_S3_URL_TTL', 300_000, durationBetween(1, MAX_URL_TTL_SECONDS, '1s', '7d')) / 1000;

  return { kind: 's3', bucket, region, endpoint, forcePathStyle, credentials, downloads, urlTtlSeconds };
}

function parseBoolean(raw: string): boolean | Problem {
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  return new Problem('must be true or false');
}
