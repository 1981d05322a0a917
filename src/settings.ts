import {
  type ClamdAddress,
  type Parse,
  Problem,
  type Rate,
  durationBetween,
  httpUrl,
  integerBetween,
  matching,
  oneOf,
  parseBoolean,
  parseClamdAddress,
  parseOrigins,
  parseRate,
  parseSize,
  parseTransferRate,
  postgresUrl,
  text,
} from './setting-values.js';

/** The tables of docs/configuration.md, in order; each setting is listed in one. */
export const SECTIONS = ['server', 'blobs', 'tokens', 'scanning', 'indexing', 'ai'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * One setting: the variable it is read from, its value when unset, and how its text becomes a
 * value. docs/configuration.md's tables are generated from these (src/settings-docs.ts), and the
 * loader (src/config.ts) reads them; what one setting cannot check alone (S3_BUCKET is needed with
 * the S3 store) is checked there.
 */
export interface Setting<T> {
  env: string;
  section: Section;
  /** The value when the variable is unset or blank. */
  default: T;
  /** The default as docs/configuration.md shows it. */
  shown: string;
  description: string;
  parse: Parse<T>;
  /** `stowage serve`'s flag for it, which wins over the environment. */
  flag?: string;
  /** Never echoed in a problem: it may hold a password or is one. */
  secret?: boolean;
  /** Read only with STOWAGE_BLOB_STORE=s3; ignored (not even checked) with the disk store. */
  s3Only?: boolean;
  /** Read by another module than src/config.ts, which lists it here for the docs and the unknown-variable warning. */
  readBy?: string;
}

const setting = <T>(spec: Setting<T>): Setting<T> => spec;
const D = '[duration](#durations)';
const BOOTSTRAP_MIN = 16;

/** Every setting of the server; the key is its member of `Values`. */
export const SETTINGS = {
  port: setting({
    env: 'PORT',
    flag: '--port <port>',
    section: 'server',
    default: 8080,
    shown: '`8080`',
    description: 'TCP port to listen on (0 picks a free port).',
    parse: integerBetween(0, 65535),
  }),
  host: setting({
    env: 'HOST',
    flag: '--host <host>',
    section: 'server',
    default: '127.0.0.1',
    shown: '`127.0.0.1`',
    description: 'Address to listen on; `0.0.0.0` to accept connections from other machines.',
    parse: text,
  }),
  dataDir: setting({
    env: 'STOWAGE_DATA_DIR',
    flag: '--data-dir <dir>',
    section: 'server',
    default: './data',
    shown: '`./data`',
    description:
      'Folder holding the SQLite database (`stowage.db`, WAL mode) and the blob files (`blobs/`, unless `STOWAGE_BLOB_STORE=s3`). Created when missing. One server at a time: the server locks it (`stowage.lock`, holder in `stowage.lock.json`) and a second one on it refuses to start; unused and not locked with `DATABASE_URL` and `STOWAGE_BLOB_STORE=s3` together (docs/operations.md, "The data folder").',
    parse: text,
  }),
  databaseUrl: setting<string | null>({
    env: 'DATABASE_URL',
    section: 'server',
    default: null,
    shown: 'unset = embedded SQLite under `STOWAGE_DATA_DIR`',
    description:
      'A PostgreSQL database instead of the embedded SQLite one: `postgres://user:password@host:5432/dbname` (or `postgresql://`; query parameters such as `?sslmode=require`, or `?host=/run/postgresql` for a unix socket, are passed to the driver). Migrations run at start, as on SQLite. Any other scheme stops the start (the message does not repeat the URL, which usually holds a password).',
    parse: postgresUrl,
    secret: true,
  }),
  dbPoolSize: setting({
    env: 'STOWAGE_DB_POOL_SIZE',
    section: 'server',
    default: 10,
    shown: '`10`',
    description:
      'Connections each instance keeps at most to PostgreSQL (1–1000), plus 3 of its own: 2 for AI exchange records (committed without waiting for the disk), 1 that listens for changes to tokens and users; unused on SQLite. A query that waits more than 10 s for a connection fails.',
    parse: integerBetween(1, 1000),
  }),
  leaseMs: setting({
    env: 'STOWAGE_LEASE_SECONDS',
    section: 'server',
    default: 30_000,
    shown: '`30`',
    description: `A ${D} from \`2s\` to \`1h\` (a plain number is seconds): how long an instance's claim on shared work lasts without renewal (its uploads in progress, a running commit, a running scan, the rows an export is reading). Each instance renews its claims every third of this and runs its background work (blob sweep, scan pick-up, repair of abandoned commits, row purge) every this many seconds. After a crash, the other instances take the dead one's work over once this has passed (on the embedded SQLite database, the next start does at once). See \`docs/deploy.md\`.`,
    parse: durationBetween(2, 3600, '2s', '1h'),
  }),
  blobDeleteDelayMs: setting({
    env: 'STOWAGE_BLOB_DELETE_DELAY',
    section: 'server',
    default: 0,
    shown: '`0`',
    description: `A ${D} from \`0\` to \`30d\` (a plain number is seconds): how long the content of deleted or replaced files, purged data-file revisions and spent stream parts stays stored before a background sweep removes it (within \`STOWAGE_LEASE_SECONDS\` after the delay). Set it longer than an online backup takes, so that a blob copy made after the database snapshot has every blob the snapshot refers to (\`docs/deploy.md\`, "Backups and restore"). Uploads that never completed are removed at once regardless.`,
    parse: durationBetween(0, 30 * 86_400, '0', '30d'),
  }),
  uploadExpiryMs: setting({
    env: 'STOWAGE_UPLOAD_EXPIRY',
    section: 'server',
    default: 86_400_000,
    shown: '`1d`',
    description: `A ${D} from \`1m\` to \`30d\` (a plain number is seconds): how long a resumable upload (\`docs/files.md\`) lives without receiving a part; past it, a background sweep (every \`STOWAGE_LEASE_SECONDS\`) removes it and its parts.`,
    parse: durationBetween(60, 30 * 86_400, '1m', '30d'),
  }),
  publicUrl: setting<string | null>({
    env: 'STOWAGE_PUBLIC_URL',
    flag: '--public-url <url>',
    section: 'server',
    default: null,
    shown: '(none)',
    description:
      "Absolute base URL used in `downloadUrl`; without it the base is taken from each request's `Host` (and, with `STOWAGE_TRUST_PROXY`, `X-Forwarded-*`).",
    parse: httpUrl(''),
  }),
  maxUploadBytes: setting({
    env: 'STOWAGE_MAX_UPLOAD_BYTES',
    section: 'server',
    default: 5 * 2 ** 30,
    shown: '`5GiB`',
    description: 'Largest accepted upload; bigger uploads get 413. A byte count, or with a unit: `500MB`, `5GiB`.',
    parse: parseSize,
  }),
  logLevel: setting({
    env: 'LOG_LEVEL',
    flag: '--log-level <level>',
    section: 'server',
    default: 'info',
    shown: '`info`',
    description: 'pino level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.',
    parse: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'exact'),
  }),
  trustProxy: setting({
    env: 'STOWAGE_TRUST_PROXY',
    section: 'server',
    default: false,
    shown: '`false`',
    description: 'Trust `X-Forwarded-For`/`-Proto`/`-Host` from a reverse proxy (client address for throttling, base URL).',
    parse: parseBoolean,
  }),
  minTransferRate: setting<{ bytes: number; windowMs: number } | null>({
    env: 'STOWAGE_MIN_TRANSFER_RATE',
    section: 'server',
    default: { bytes: 32 * 1024, windowMs: 30_000 },
    shown: '`32KiB/30s`',
    description:
      'The slowest a client may send a request body or read an answer: at least this amount (a byte count or `KiB`, `MB`, …) in every window (a duration, see above: `10s`, `30s`, `2m`; 1 s to 60 min). A body that arrives slower gets 408 and what it staged is removed; an answer read slower has its connection closed (docs/decisions.md, "Slow transfers"). Only time spent waiting on the client counts. `off`: no minimum.',
    parse: parseTransferRate,
  }),
  corsOrigins: setting<string[]>({
    env: 'STOWAGE_CORS_ORIGINS',
    section: 'server',
    default: [],
    shown: '(none: CORS off)',
    description:
      'Origins allowed to call the API from a browser, comma-separated (`https://app.example.com,http://localhost:5173`), or `*` for any. The listed origins may send the token headers and read `x-request-id`, `ETag`, `Content-Range`, `Content-Disposition` and `Retry-After`.',
    parse: parseOrigins,
  }),

  blobStore: setting<'disk' | 's3' | null>({
    env: 'STOWAGE_BLOB_STORE',
    section: 'blobs',
    default: null,
    shown: '`disk`',
    description:
      "`disk` (the data folder's `blobs/`) or `s3`. Setting `S3_BUCKET` or `S3_ENDPOINT` without choosing stops the start, so a bucket is never silently ignored.",
    parse: oneOf(['disk', 's3']),
  }),
  s3Bucket: setting<string | null>({
    env: 'S3_BUCKET',
    section: 'blobs',
    s3Only: true,
    default: null,
    shown: '(none; required with `s3`)',
    description:
      "The bucket, which must exist (a bucket that cannot be reached, or no credentials found, is a warning at start and `/readyz` answers 503 naming the reason until it can). Objects are named by their blob key at the bucket's root; give Stowage a bucket of its own.",
    parse: matching(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)'),
  }),
  s3Endpoint: setting<string | null>({
    env: 'S3_ENDPOINT',
    section: 'blobs',
    s3Only: true,
    default: null,
    shown: '(none: AWS)',
    description:
      "Another S3-compatible service, e.g. `http://127.0.0.1:9000` (MinIO), a Ceph RGW or R2 URL. With an endpoint set, requests carry only the checksums an operation requires (the SDK's newer default checksums are refused or mishandled by many such services).",
    parse: httpUrl(' such as https://s3.example.com or http://127.0.0.1:9000'),
  }),
  s3Region: setting<string | null>({
    env: 'S3_REGION',
    section: 'blobs',
    s3Only: true,
    default: null,
    shown: '`AWS_REGION`, else `us-east-1`',
    description: "The bucket's region (signing).",
    parse: text,
  }),
  awsRegion: setting<string | null>({
    env: 'AWS_REGION',
    section: 'blobs',
    s3Only: true,
    default: null,
    shown: '(none)',
    description: "The AWS SDK's own region variable: the region when `S3_REGION` is not set.",
    parse: text,
  }),
  s3ForcePathStyle: setting({
    env: 'S3_FORCE_PATH_STYLE',
    section: 'blobs',
    s3Only: true,
    default: false,
    shown: '`false`',
    description:
      '`true` for `https://endpoint/bucket/key` URLs instead of `https://bucket.endpoint/key`; most self-hosted services need it.',
    parse: parseBoolean,
  }),
  awsAccessKeyId: setting<string | null>({
    env: 'AWS_ACCESS_KEY_ID',
    section: 'blobs',
    s3Only: true,
    secret: true,
    default: null,
    shown: '(none)',
    description:
      "Static credentials, with `AWS_SECRET_ACCESS_KEY`: the two together or not at all. Without them the AWS SDK's default chain finds credentials itself (shared `~/.aws` files and `AWS_PROFILE`, SSO, web identity, ECS or EC2 instance roles).",
    parse: text,
  }),
  awsSecretAccessKey: setting<string | null>({
    env: 'AWS_SECRET_ACCESS_KEY',
    section: 'blobs',
    s3Only: true,
    secret: true,
    default: null,
    shown: '(none)',
    description: 'The secret of `AWS_ACCESS_KEY_ID`.',
    parse: text,
  }),
  awsSessionToken: setting<string | null>({
    env: 'AWS_SESSION_TOKEN',
    section: 'blobs',
    s3Only: true,
    secret: true,
    default: null,
    shown: '(none)',
    description: 'A session token of temporary credentials, only with the two above.',
    parse: text,
  }),
  s3Downloads: setting<'stream' | 'redirect'>({
    env: 'STOWAGE_S3_DOWNLOADS',
    section: 'blobs',
    s3Only: true,
    default: 'stream',
    shown: '`stream`',
    description:
      '`stream`: downloads pass through the server. `redirect`: file and data-file downloads answer `302` to a presigned S3 URL once the server has checked access, `If-None-Match` and the range (see docs/decisions.md, "S3 blob storage", for what changes).',
    parse: oneOf(['stream', 'redirect']),
  }),
  s3UrlTtlMs: setting({
    env: 'STOWAGE_S3_URL_TTL',
    section: 'blobs',
    s3Only: true,
    default: 300_000,
    shown: '`300` (5 minutes)',
    description: `How long a presigned download URL works: a ${D} from \`1s\` to \`7d\` (a plain number is seconds), such as \`90s\`, \`15m\`, \`1h\`, \`2d\`. A URL signed with temporary credentials (a session token, an instance role) stops working when they expire, if that comes first.`,
    // SigV4 presigned URLs live at most 7 days.
    parse: durationBetween(1, 7 * 24 * 3600, '1s', '7d'),
  }),

  bootstrapToken: setting<string | null>({
    env: 'STOWAGE_BOOTSTRAP_TOKEN',
    section: 'tokens',
    secret: true,
    default: null,
    shown: '(none)',
    description: `At start, ensures an admin token with exactly this value for user 1 (at least ${BOOTSTRAP_MIN} characters).`,
    parse: (raw) => (raw.length >= BOOTSTRAP_MIN ? raw : new Problem(`must be at least ${BOOTSTRAP_MIN} characters long`)),
  }),
  tokenBrand: setting({
    env: 'STOWAGE_TOKEN_BRAND',
    section: 'tokens',
    default: 'SERVICE',
    shown: '`SERVICE`',
    description: 'The brand in the auth header `X-<BRAND>-Developer-Token` (1–32 letters or digits).',
    parse: matching(/^[A-Za-z0-9]{1,32}$/, '1 to 32 letters or digits'),
  }),
  authFailureLimit: setting<Rate | null>({
    env: 'STOWAGE_AUTH_FAILURE_LIMIT',
    section: 'tokens',
    default: { max: 20, windowMs: 60_000 },
    shown: '`20/minute`',
    description: 'Failed authentications allowed per client address before 429 with `Retry-After`; `off` disables.',
    parse: parseRate,
  }),
  rateLimit: setting<Rate | null>({
    env: 'STOWAGE_RATE_LIMIT',
    section: 'tokens',
    default: null,
    shown: '`off`',
    description: 'Requests allowed per token, e.g. `600/minute` (`N/second`, `N/minute`, `N/hour`); beyond it 429 with `Retry-After`.',
    parse: parseRate,
  }),
  redisUrl: setting<string | null>({
    env: 'REDIS_URL',
    section: 'tokens',
    secret: true,
    default: null,
    shown: '(none)',
    description:
      'Redis (`redis://[:password@]host:6379[/db]`, or `rediss://` for TLS) that holds the counters of both limits above, so they hold across every instance behind a load balancer. Without it each instance counts on its own. While Redis cannot be reached, each instance falls back to counting on its own (a warning is logged and `/readyz` lists it under `warnings`, still 200); no request fails or waits more than 0.5 s because of Redis.',
    parse: matching(/^rediss?:\/\/[^\s]*$/i, 'a redis:// or rediss:// URL such as redis://127.0.0.1:6379'),
  }),
  redisKeyPrefix: setting({
    env: 'STOWAGE_REDIS_KEY_PREFIX',
    section: 'tokens',
    default: 'stowage:',
    shown: '`stowage:`',
    description: 'Prefix of every key Stowage writes in Redis, so several deployments can share one Redis.',
    parse: text,
  }),

  clamd: setting<ClamdAddress | null>({
    env: 'STOWAGE_CLAMD_SOCKET',
    section: 'scanning',
    default: null,
    shown: '(none)',
    description:
      'A ClamAV daemon that scans every data-file revision over its INSTREAM protocol: a unix socket path (anything containing `/`, e.g. `/run/clamav/clamd.sock`) or `host:port` (`127.0.0.1:3310`, `[::1]:3310`). Without it the built-in scanner only recognises the EICAR test file. An unreachable daemon does not stop the start; the revisions it could not scan become `FAILED`. See `docs/data-files.md`.',
    parse: parseClamdAddress,
  }),

  indexMaxBytes: setting({
    env: 'STOWAGE_INDEX_MAX_BYTES',
    section: 'indexing',
    default: 100 * 2 ** 20,
    shown: '`100MiB`',
    description:
      'A byte size (`500MB`, `1GiB`, or a plain number of bytes): files larger than this are not indexed (`indexStatus` `SKIPPED`, `indexReason` `too large: …`). Text and HTML are streamed through extraction, so memory does not grow with it.',
    parse: parseSize,
  }),
  indexMaxDocumentBytes: setting({
    env: 'STOWAGE_INDEX_MAX_DOCUMENT_BYTES',
    section: 'indexing',
    default: 32 * 2 ** 20,
    shown: '`32MiB`',
    description:
      'A byte size: PDF and DOCX files, which are read whole to extract their text, larger than this are `SKIPPED`. Bounds the memory of one indexing run.',
    parse: parseSize,
  }),
  semanticExactMax: setting({
    env: 'STOWAGE_SEMANTIC_EXACT_MAX_CHUNKS',
    section: 'indexing',
    default: 1000,
    shown: '`1000`',
    description:
      'A SEMANTIC or HYBRID query whose `directoryPath`, `pathPrefixFilter` and `filters` let through at most this many chunks computes each one\'s distance (exact); with more, the file set\'s nearest neighbours are searched first, then the search with the filter inside it (docs/search-semantic.md; on PostgreSQL both use the approximate HNSW index). `0` always searches. A cost trade-off: the default was measured on SQLite (docs/decisions.md, "Filtered semantic search").',
    parse: integerBetween(0, 1_000_000),
  }),
};

export type SettingKey = keyof typeof SETTINGS;
/** Every setting's value, typed by its entry. */
export type Values = { [K in SettingKey]: (typeof SETTINGS)[K] extends Setting<infer T> ? T : never };

/** The AI gateway's settings, read by src/ai/registry.ts (docs/ai.md); listed here for the docs. */
export const AI_GATEWAY_SETTINGS: readonly Setting<string | null>[] = [
  {
    env: 'STOWAGE_MODELS_FILE',
    description:
      "The model registry, YAML or JSON (`.json`): aliases, the default model, and per model its base URL, key variable, timeout, retries and fallbacks. Read once at start; every problem in it stops the start, except a key variable that is not set: that is a warning, and the model's requests answer 502 `PROVIDER_AUTH_FAILED` naming the variable (docs/ai.md).",
  },
  {
    env: 'STOWAGE_DEFAULT_MODEL',
    description: "The model used when a request names none; wins over the registry's `default`. Without either: `builtin/tool-router`.",
  },
  {
    env: 'OPENAI_API_KEY',
    secret: true,
    description: 'Key for `openai/<model>`; setting it (or `OPENAI_BASE_URL`) makes every `openai/<model>` usable.',
  },
  {
    env: 'OPENAI_BASE_URL',
    shown: '`https://api.openai.com/v1`',
    description: 'OpenAI API root (an Azure or proxy endpoint that speaks chat completions).',
  },
  {
    env: 'ANTHROPIC_API_KEY',
    secret: true,
    description: 'Key for `anthropic/<model>`; setting it (or `ANTHROPIC_BASE_URL`) makes every `anthropic/<model>` usable.',
  },
  { env: 'ANTHROPIC_BASE_URL', shown: '`https://api.anthropic.com/v1`', description: 'Anthropic API root, including `/v1`.' },
  {
    env: 'OLLAMA_BASE_URL',
    description: 'Ollama server, e.g. `http://localhost:11434` (`/v1` is added); makes every `ollama/<model>` usable.',
  },
  {
    env: 'STOWAGE_DEFAULT_EMBEDDING_MODEL',
    description:
      "The embedding model of `POST /api/ai/v1/embedding/text` when a request names none (an alias or id: a registry entry with `kind: embedding`, `openai/<model>` or `ollama/<model>`, e.g. `ollama/nomic-embed-text`); wins over the registry's `defaultEmbedding`. Without either: the registry's first embedding entry, else `openai/text-embedding-3-small` when `OPENAI_API_KEY` is set, else none (400 `EMBEDDING_MODEL_NOT_CONFIGURED`). Checked at start like `STOWAGE_DEFAULT_MODEL`.",
  },
].map(
  (s) =>
    ({ section: 'ai', default: null, shown: '(none)', parse: text, readBy: 'src/ai/registry.ts', ...s }) satisfies Setting<string | null>,
);

/** Every setting in docs order: this module's, then the AI gateway's. */
export function allSettings(): Setting<unknown>[] {
  const mine = Object.values(SETTINGS) as Setting<unknown>[];
  return SECTIONS.flatMap((section) => [...mine, ...AI_GATEWAY_SETTINGS].filter((s) => s.section === section));
}
