import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseConfig } from '../src/config.js';

/** The problems loadConfig reports for `env`, or [] when it accepts it. */
function problemsOf(env: Record<string, string>, overrides: Record<string, string> = {}): string[] {
  try {
    loadConfig(env, overrides);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      publicUrl: null,
      bootstrapToken: null,
      tokenBrand: 'SERVICE',
      maxUploadBytes: 5 * 2 ** 30,
      rateLimit: null,
      authFailureLimit: { max: 20, windowMs: 60_000 },
      trustProxy: false,
      minTransferRate: { bytes: 32 * 1024, windowMs: 30_000 },
      corsOrigins: [],
      logLevel: 'info',
      databaseUrl: null,
      dbPoolSize: 10,
    });
  });

  it('treats empty and blank values as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '  ', STOWAGE_TOKEN_BRAND: '' })).toMatchObject({
      port: 8080,
      logLevel: 'info',
      tokenBrand: 'SERVICE',
    });
  });

  it('reads valid values', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      STOWAGE_DATA_DIR: '/tmp/stowage-x',
      STOWAGE_PUBLIC_URL: 'https://files.example.com/base/',
      STOWAGE_BOOTSTRAP_TOKEN: 'a-long-enough-secret',
      STOWAGE_TOKEN_BRAND: 'ACME',
      STOWAGE_MAX_UPLOAD_BYTES: '500MB',
      STOWAGE_RATE_LIMIT: '600/minute',
      STOWAGE_AUTH_FAILURE_LIMIT: 'off',
      STOWAGE_TRUST_PROXY: 'yes',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/stowage-x',
      publicUrl: 'https://files.example.com/base',
      bootstrapToken: 'a-long-enough-secret',
      tokenBrand: 'ACME',
      maxUploadBytes: 500_000_000,
      rateLimit: { max: 600, windowMs: 60_000 },
      authFailureLimit: null,
      trustProxy: true,
      logLevel: 'debug',
    });
  });

  it('reads sizes with and without units, and rates per second, minute and hour', () => {
    expect(loadConfig({ STOWAGE_MAX_UPLOAD_BYTES: '1024' }).maxUploadBytes).toBe(1024);
    expect(loadConfig({ STOWAGE_MAX_UPLOAD_BYTES: '5GiB' }).maxUploadBytes).toBe(5 * 2 ** 30);
    expect(loadConfig({ STOWAGE_MAX_UPLOAD_BYTES: '1.5 kb' }).maxUploadBytes).toBe(1500);
    expect(loadConfig({ STOWAGE_RATE_LIMIT: '5/second' }).rateLimit).toEqual({ max: 5, windowMs: 1000 });
    expect(loadConfig({ STOWAGE_RATE_LIMIT: '100 / HOUR' }).rateLimit).toEqual({ max: 100, windowMs: 3_600_000 });
    expect(loadConfig({ STOWAGE_TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
  });

  it('reads the minimum transfer rate as an amount per window, or off', () => {
    expect(loadConfig({ STOWAGE_MIN_TRANSFER_RATE: '64KiB/10s' }).minTransferRate).toEqual({ bytes: 65_536, windowMs: 10_000 });
    expect(loadConfig({ STOWAGE_MIN_TRANSFER_RATE: '1MB / 2m' }).minTransferRate).toEqual({ bytes: 1_000_000, windowMs: 120_000 });
    expect(loadConfig({ STOWAGE_MIN_TRANSFER_RATE: 'off' }).minTransferRate).toBeNull();
    for (const bad of ['32KiB', '32KiB/0s', 'fast/30s', '1KiB/2h', '-1/30s']) {
      expect(problemsOf({ STOWAGE_MIN_TRANSFER_RATE: bad }), bad).toEqual([expect.stringContaining('STOWAGE_MIN_TRANSFER_RATE')]);
    }
  });

  it('reads CORS origins as a comma-separated list of origins, or *', () => {
    expect(loadConfig({ STOWAGE_CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    expect(loadConfig({ STOWAGE_CORS_ORIGINS: '*' }).corsOrigins).toEqual(['*']);
    for (const bad of ['app.example.com', 'https://app.example.com/path', 'ftp://x.example']) {
      expect(problemsOf({ STOWAGE_CORS_ORIGINS: bad }), bad).toEqual([expect.stringContaining('is not an origin')]);
    }
  });

  it('selects PostgreSQL by DATABASE_URL, with its pool size', () => {
    const url = 'postgres://stowage:secret@db.internal:5432/stowage';
    expect(loadConfig({ DATABASE_URL: url, STOWAGE_DB_POOL_SIZE: '25' })).toMatchObject({ databaseUrl: url, dbPoolSize: 25 });
    expect(loadConfig({ DATABASE_URL: 'postgresql:///stowage?host=/run/postgresql' }).databaseUrl).toBe(
      'postgresql:///stowage?host=/run/postgresql',
    );
    // A refused URL is not repeated in the message: it would put the password in the log.
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://stowage:secret@db/stowage' });
    expect(problem).toContain('DATABASE_URL');
    expect(problem).not.toContain('secret');
  });

  it('lets overrides win over the environment', () => {
    expect(loadConfig({ PORT: '1000' }, { PORT: '2000' }).port).toBe(2000);
    expect(problemsOf({ PORT: 'bad' }, { PORT: '2000' })).toEqual([]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '-1'],
    ['PORT', '65536'],
    ['PORT', '80.5'],
    ['STOWAGE_PUBLIC_URL', 'not a url'],
    ['STOWAGE_PUBLIC_URL', 'ftp://example.com'],
    ['STOWAGE_BOOTSTRAP_TOKEN', 'short'],
    ['STOWAGE_TOKEN_BRAND', 'AC-ME'],
    ['STOWAGE_TOKEN_BRAND', 'X'.repeat(33)],
    ['STOWAGE_MAX_UPLOAD_BYTES', 'lots'],
    ['STOWAGE_MAX_UPLOAD_BYTES', '0'],
    ['STOWAGE_MAX_UPLOAD_BYTES', '5PB'],
    ['STOWAGE_RATE_LIMIT', '600'],
    ['STOWAGE_RATE_LIMIT', '0/minute'],
    ['STOWAGE_RATE_LIMIT', '10/day'],
    ['STOWAGE_AUTH_FAILURE_LIMIT', 'sometimes'],
    ['STOWAGE_TRUST_PROXY', 'maybe'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_URL', 'mysql://db/stowage'],
    ['DATABASE_URL', 'not a url'],
    ['STOWAGE_DB_POOL_SIZE', '0'],
    ['STOWAGE_DB_POOL_SIZE', 'many'],
  ])('refuses %s=%s, naming the setting and what it accepts', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toMatch(/must/);
  });

  it('reports several invalid values together in one message', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud', STOWAGE_RATE_LIMIT: 'fast', STOWAGE_TOKEN_BRAND: '!' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.problems).toHaveLength(4);
    for (const name of ['PORT', 'LOG_LEVEL', 'STOWAGE_RATE_LIMIT', 'STOWAGE_TOKEN_BRAND']) expect(error.message).toContain(name);
    expect(error.message).toContain('fatal, error, warn, info, debug, trace, silent');
    expect(error.message.split('\n').length).toBeGreaterThanOrEqual(5);
  });

  it('does not put the bootstrap token value into its message', () => {
    const problems = problemsOf({ STOWAGE_BOOTSTRAP_TOKEN: 'tiny', PORT: 'x' });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toContain('tiny');
  });
});

describe('loadConfig: the blob store (STOWAGE_BLOB_STORE)', () => {
  const s3 = { STOWAGE_BLOB_STORE: 's3', S3_BUCKET: 'stowage-blobs' };

  it('keeps blobs on disk by default', () => {
    expect(loadConfig({}).blobStore).toEqual({ kind: 'disk' });
    expect(loadConfig({ STOWAGE_BLOB_STORE: 'DISK' }).blobStore).toEqual({ kind: 'disk' });
  });

  it('reads the S3 settings, with defaults for all but the bucket', () => {
    expect(loadConfig(s3).blobStore).toEqual({
      kind: 's3',
      bucket: 'stowage-blobs',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
      downloads: 'stream',
      urlTtlSeconds: 300,
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_SESSION_TOKEN: 'session',
        STOWAGE_S3_DOWNLOADS: 'redirect',
        STOWAGE_S3_URL_TTL: '15m',
      }).blobStore,
    ).toEqual({
      kind: 's3',
      bucket: 'stowage-blobs',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session' },
      downloads: 'redirect',
      urlTtlSeconds: 900,
    });
    // The AWS SDK's own region variable is the fallback for S3_REGION.
    expect(loadConfig({ ...s3, AWS_REGION: 'ap-south-1' }).blobStore).toMatchObject({ region: 'ap-south-1' });
    expect(loadConfig({ ...s3, STOWAGE_S3_URL_TTL: '90' }).blobStore).toMatchObject({ urlTtlSeconds: 90 });
  });

  it.each([
    [{ STOWAGE_BLOB_STORE: 'nfs' }, 'STOWAGE_BLOB_STORE', /must be disk or s3/],
    [{ STOWAGE_BLOB_STORE: 's3' }, 'S3_BUCKET', /required/],
    [{ ...s3, S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET', /must be a bucket name/],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT', /must be an absolute http\(s\) URL/],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE', /must be true or false/],
    [{ ...s3, AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE' }, 'AWS_SECRET_ACCESS_KEY', /both or neither/],
    [{ ...s3, AWS_SESSION_TOKEN: 'session' }, 'AWS_SESSION_TOKEN', /needs AWS_ACCESS_KEY_ID/],
    [{ ...s3, STOWAGE_S3_DOWNLOADS: 'proxy' }, 'STOWAGE_S3_DOWNLOADS', /must be stream or redirect/],
    [{ ...s3, STOWAGE_S3_URL_TTL: '8d' }, 'STOWAGE_S3_URL_TTL', /from 1s to 7d/],
    [{ ...s3, STOWAGE_S3_URL_TTL: '0' }, 'STOWAGE_S3_URL_TTL', /from 1s to 7d/],
    [{ S3_BUCKET: 'stowage-blobs' }, 'STOWAGE_BLOB_STORE', /set STOWAGE_BLOB_STORE=s3/],
  ])('refuses %o, naming %s', (env, name, what) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toMatch(what);
  });

  it('reports every S3 problem at once, without echoing a secret', () => {
    const problems = problemsOf({
      STOWAGE_BLOB_STORE: 's3',
      AWS_SECRET_ACCESS_KEY: 'hunter2-secret',
      STOWAGE_S3_DOWNLOADS: 'x',
      PORT: 'x',
    });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).not.toContain('hunter2-secret');
  });

  it('ignores S3 settings when the disk store is chosen explicitly', () => {
    expect(loadConfig({ STOWAGE_BLOB_STORE: 'disk', S3_BUCKET: 'stowage-blobs', S3_ENDPOINT: 'nonsense' }).blobStore).toEqual({
      kind: 'disk',
    });
  });
});

describe('durations in settings (docs/configuration.md, "Durations")', () => {
  it('take the one syntax, and a plain number of seconds where a setting always took seconds', () => {
    expect(loadConfig({ STOWAGE_LEASE_SECONDS: '45' }).leaseMs).toBe(45_000);
    expect(loadConfig({ STOWAGE_LEASE_SECONDS: '90s' }).leaseMs).toBe(90_000);
    expect(loadConfig({ STOWAGE_LEASE_SECONDS: '1m' }).leaseMs).toBe(60_000);
    expect(loadConfig({ STOWAGE_BLOB_DELETE_DELAY: '1h' }).blobDeleteDelayMs).toBe(3_600_000);
    expect(loadConfig({ STOWAGE_BLOB_DELETE_DELAY: '2w' }).blobDeleteDelayMs).toBe(14 * 86_400_000);
    expect(loadConfig({ STOWAGE_BLOB_DELETE_DELAY: '0' }).blobDeleteDelayMs).toBe(0);
    expect(loadConfig({}).uploadExpiryMs).toBe(86_400_000);
    expect(loadConfig({ STOWAGE_UPLOAD_EXPIRY: '6h' }).uploadExpiryMs).toBe(6 * 3_600_000);
    const s3 = { STOWAGE_BLOB_STORE: 's3', S3_BUCKET: 'stowage-blobs' };
    expect(loadConfig({ ...s3, STOWAGE_S3_URL_TTL: '2d' }).blobStore).toMatchObject({ urlTtlSeconds: 2 * 86_400 });
    expect(loadConfig({ ...s3, STOWAGE_S3_URL_TTL: '1w' }).blobStore).toMatchObject({ urlTtlSeconds: 7 * 86_400 });
  });

  it.each([
    [{ STOWAGE_LEASE_SECONDS: '1s' }, 'STOWAGE_LEASE_SECONDS', /from 2s to 1h/],
    [{ STOWAGE_LEASE_SECONDS: '2h' }, 'STOWAGE_LEASE_SECONDS', /from 2s to 1h/],
    [{ STOWAGE_LEASE_SECONDS: '2500ms' }, 'STOWAGE_LEASE_SECONDS', /in whole seconds/],
    [{ STOWAGE_LEASE_SECONDS: 'soon' }, 'STOWAGE_LEASE_SECONDS', /such as 90s, 15m, 12h, 30d or 2w/],
    [{ STOWAGE_BLOB_DELETE_DELAY: '5w' }, 'STOWAGE_BLOB_DELETE_DELAY', /from 0 to 30d/],
    [{ STOWAGE_BLOB_DELETE_DELAY: '-1' }, 'STOWAGE_BLOB_DELETE_DELAY', /must be a duration/],
    [{ STOWAGE_UPLOAD_EXPIRY: '30s' }, 'STOWAGE_UPLOAD_EXPIRY', /from 1m to 30d/],
    [{ STOWAGE_UPLOAD_EXPIRY: '31d' }, 'STOWAGE_UPLOAD_EXPIRY', /from 1m to 30d/],
    [{ STOWAGE_BLOB_STORE: 's3', S3_BUCKET: 'stowage-blobs', STOWAGE_S3_URL_TTL: '2w' }, 'STOWAGE_S3_URL_TTL', /from 1s to 7d/],
  ])('refuse %o, naming %s and the syntax', (env, name, what) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${name}=`);
    expect(problems[0]).toMatch(what);
  });
});

describe('unknown STOWAGE_* variables', () => {
  it('are warnings, not problems, with a guess for a near miss', () => {
    const config = loadConfig({
      STOWAGE_DATADIR: '/tmp/x',
      STOWAGE_MAX_UPLAOD_BYTES: '1MB',
      STOWAGE_FROBNICATE: '1',
      STOWAGE_DATA_DIR: '/tmp/y',
    });
    expect(config.dataDir).toBe('/tmp/y');
    expect(config.warnings).toEqual([
      'STOWAGE_DATADIR is not a Stowage setting and is ignored; did you mean STOWAGE_DATA_DIR? (every setting: docs/configuration.md)',
      'STOWAGE_FROBNICATE is not a Stowage setting and is ignored (every setting: docs/configuration.md)',
      'STOWAGE_MAX_UPLAOD_BYTES is not a Stowage setting and is ignored; did you mean STOWAGE_MAX_UPLOAD_BYTES? (every setting: docs/configuration.md)',
    ]);
  });

  it("know every setting, the AI gateway's included, and leave other variables and the test harness's alone", () => {
    const env = {
      STOWAGE_MODELS_FILE: '',
      STOWAGE_DEFAULT_MODEL: '',
      STOWAGE_S3_URL_TTL: '',
      STOWAGE_TEST_BLOB_STORE: 's3',
      HOME: '/root',
      AWS_PROFILE: 'x',
      // Lower case is a different variable, and still a slip worth a word.
      stowage_port: '1',
    };
    expect(loadConfig(env).warnings).toEqual([
      'stowage_port is not a Stowage setting and is ignored (every setting: docs/configuration.md)',
    ]);
  });
});

describe('loadDatabaseConfig (CLI commands that only open the database)', () => {
  it('reads the database settings and nothing else: an AI registry or S3 problem does not stop it', () => {
    const env = { STOWAGE_DATA_DIR: '/tmp/db-only', STOWAGE_MODELS_FILE: '/nonexistent/models.yaml', STOWAGE_BLOB_STORE: 's3', PORT: 'x' };
    expect(problemsOf(env).length).toBeGreaterThan(0);
    expect(loadDatabaseConfig(env)).toEqual({ dataDir: '/tmp/db-only', databaseUrl: null, dbPoolSize: 10 });
  });

  it('still refuses a bad database setting', () => {
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://x', STOWAGE_DB_POOL_SIZE: '0' })).toThrow(
      /DATABASE_URL[\s\S]*STOWAGE_DB_POOL_SIZE/,
    );
  });
});
