import path from 'node:path';
import { AI_SETTINGS, type AiConfig, loadAiConfig } from './ai/registry.js';
import { Problem, type Rate } from './setting-values.js';
import { SETTINGS, type Setting, type SettingKey, type Values } from './settings.js';
import { unknownSettingWarnings } from './unknown-settings.js';

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
  minTransferRate: Values['minTransferRate'];
  /** Origins allowed to call the API from a browser (CORS); empty: CORS off. `*` allows any. */
  corsOrigins: string[];
  logLevel: string;
  /** The ClamAV daemon that scans data-file revisions; null: the built-in EICAR scanner (docs/data-files.md). */
  clamd: Values['clamd'];
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
  /** Filtered semantic search computes each distance up to this many passing chunks (docs/search-semantic.md). */
  semanticExactMax: number;
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
  downloads: Values['s3Downloads'];
  urlTtlSeconds: number;
}

/** Values given on the command line (`stowage serve --port …`), by variable name; they win over the environment. */
export type ConfigOverrides = Partial<Record<string, string>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Every variable a setting reads, for the unknown-variable warning. */
export const KNOWN_SETTINGS: readonly string[] = [...Object.values(SETTINGS).map((s) => s.env), ...AI_SETTINGS];

/** Reads settings from the overrides and the environment, collecting every problem instead of stopping at the first. */
function settingsReader(env: NodeJS.ProcessEnv, overrides: ConfigOverrides) {
  const problems: string[] = [];
  const raw = (name: string): string | undefined => {
    const value = overrides[name] ?? env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const read = <T>(setting: Setting<T>): T => {
    const value = raw(setting.env);
    if (value === undefined) return setting.default;
    const result = setting.parse(value);
    if (!(result instanceof Problem)) return result;
    problems.push(`${setting.env}${setting.secret ? '' : `=${JSON.stringify(value)}`}: ${result.message}`);
    return setting.default;
  };
  /** The values of these settings (every one when no keys are given). */
  const values = <K extends SettingKey>(keys: readonly K[]): Pick<Values, K> =>
    Object.fromEntries(keys.map((key) => [key, read(SETTINGS[key] as Setting<unknown>)])) as Pick<Values, K>;
  return { problems, raw, values };
}

const DATABASE_KEYS = ['dataDir', 'databaseUrl', 'dbPoolSize'] as const;

/**
 * Only the database settings (STOWAGE_DATA_DIR, DATABASE_URL, STOWAGE_DB_POOL_SIZE), for CLI
 * commands that need nothing else: a problem elsewhere (the AI registry, S3) does not stop them.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv, overrides: ConfigOverrides = {}): DatabaseConfig {
  const { problems, values } = settingsReader(env, overrides);
  const v = values(DATABASE_KEYS);
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...v, dataDir: path.resolve(v.dataDir) };
}

const S3_KEYS = (Object.keys(SETTINGS) as SettingKey[]).filter((key) => SETTINGS[key].s3Only === true);
const OTHER_KEYS = (Object.keys(SETTINGS) as SettingKey[]).filter((key) => SETTINGS[key].s3Only !== true);

/**
 * Reads every setting once, from the environment and command-line overrides, and reports all
 * problems together so an operator fixes them in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv, overrides: ConfigOverrides = {}): Config {
  const reader = settingsReader(env, overrides);
  const { problems } = reader;
  const warnings = unknownSettingWarnings(env, KNOWN_SETTINGS);
  const v = reader.values(OTHER_KEYS);
  const ai = loadAiConfig(env, problems, warnings);
  const blobStore = loadBlobStore(v.blobStore, reader);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: v.port,
    host: v.host,
    dataDir: path.resolve(v.dataDir),
    databaseUrl: v.databaseUrl,
    dbPoolSize: v.dbPoolSize,
    publicUrl: v.publicUrl,
    bootstrapToken: v.bootstrapToken,
    tokenBrand: v.tokenBrand,
    maxUploadBytes: v.maxUploadBytes,
    rateLimit: v.rateLimit,
    authFailureLimit: v.authFailureLimit,
    trustProxy: v.trustProxy,
    minTransferRate: v.minTransferRate,
    corsOrigins: v.corsOrigins,
    logLevel: v.logLevel,
    clamd: v.clamd,
    ai,
    redis: v.redisUrl === null ? null : { url: v.redisUrl, keyPrefix: v.redisKeyPrefix },
    leaseMs: v.leaseMs,
    blobDeleteDelayMs: v.blobDeleteDelayMs,
    uploadExpiryMs: v.uploadExpiryMs,
    blobStore,
    index: { maxBytes: v.indexMaxBytes, maxDocumentBytes: v.indexMaxDocumentBytes },
    semanticExactMax: v.semanticExactMax,
    warnings,
  };
}

/** The S3 settings are read, and checked, only when S3 is chosen; what they need of each other is checked here. */
function loadBlobStore(kind: Values['blobStore'], reader: ReturnType<typeof settingsReader>): Config['blobStore'] {
  const { problems, raw } = reader;
  if (kind !== 's3') {
    // A bucket configured without choosing S3 would otherwise be ignored without a word.
    if (kind === null && (raw('S3_BUCKET') !== undefined || raw('S3_ENDPOINT') !== undefined)) {
      problems.push(
        'S3_BUCKET/S3_ENDPOINT are set but STOWAGE_BLOB_STORE is not: set STOWAGE_BLOB_STORE=s3 to keep blobs in the bucket (or =disk to keep them under STOWAGE_DATA_DIR)',
      );
    }
    return { kind: 'disk' };
  }
  const s3 = reader.values(S3_KEYS);
  if (raw('S3_BUCKET') === undefined) problems.push('S3_BUCKET: required when STOWAGE_BLOB_STORE=s3');

  const { awsAccessKeyId: accessKeyId, awsSecretAccessKey: secretAccessKey, awsSessionToken: sessionToken } = s3;
  let credentials: S3Config['credentials'] = null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    problems.push('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both or neither (neither: the AWS SDK finds credentials itself)');
  } else if (accessKeyId !== null && secretAccessKey !== null) {
    credentials = { accessKeyId, secretAccessKey, ...(sessionToken === null ? {} : { sessionToken }) };
  } else if (sessionToken !== null) {
    problems.push('AWS_SESSION_TOKEN: needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }

  return {
    kind: 's3',
    bucket: s3.s3Bucket ?? '',
    region: s3.s3Region ?? s3.awsRegion ?? 'us-east-1',
    endpoint: s3.s3Endpoint,
    forcePathStyle: s3.s3ForcePathStyle,
    credentials,
    downloads: s3.s3Downloads,
    urlTtlSeconds: s3.s3UrlTtlMs / 1000,
  };
}
