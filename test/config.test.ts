import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

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
      logLevel: 'info',
      databaseUrl: null,
      dbPoolSize: 10,
    });
  });

  it('treats empty and blank values as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '  ', STOWAGE_TOKEN_BRAND: '' })).toMatchObject({ port: 8080, logLevel: 'info', tokenBrand: 'SERVICE' });
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

  it('selects PostgreSQL by DATABASE_URL, with its pool size', () => {
    const url = 'postgres://stowage:secret@db.internal:5432/stowage';
    expect(loadConfig({ DATABASE_URL: url, STOWAGE_DB_POOL_SIZE: '25' })).toMatchObject({ databaseUrl: url, dbPoolSize: 25 });
    expect(loadConfig({ DATABASE_URL: 'postgresql:///stowage?host=/run/postgresql' }).databaseUrl).toBe('postgresql:///stowage?host=/run/postgresql');
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
