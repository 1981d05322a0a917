import { configDefaults } from 'vitest/config';

/**
 * The suite runs twice (`npm test`): on the embedded default (SQLite + disk, vitest.config.ts) and
 * scaled out (PostgreSQL + S3, vitest.scaleout.config.ts). Most files run in both; these run in one.
 */

/**
 * About the embedded backend itself, or about what no backend changes (run once: the scaled-out run
 * would repeat it unchanged): the client package's build and the client in a browser (the same client
 * code against either backend is in test/client/), the CLI's login, progress bar, usage errors and a
 * server that is down (its commands on stored data are in cli-server.test.ts, on both), and the web
 * console's browser tests, which see the server only through HTTP (a browser per run costs time), and
 * the docs' shell examples: they check that the docs say what the server does, through the CLI and
 * curl, and every behaviour they show is tested on both backends by its own test file.
 */
export const EMBEDDED_ONLY: string[] = [
  'test/docs-examples.test.ts',
  'test/client/package.test.ts',
  'test/client/browser.test.ts',
  'test/cli-login.test.ts',
  'test/console/**',
  // SQLite's WAL checkpoints in a worker thread: it opens SQLite databases of its own whatever the run's backend.
  'test/sqlite-checkpointer.test.ts',
];

/** About running many instances over PostgreSQL, S3 and Redis: they bring their own peers. */
export const SCALEOUT_ONLY = [
  'test/client/s3-redirect.test.ts',
  'test/cluster-work.test.ts',
  'test/content-index-cluster.test.ts',
  'test/rate-limits-redis.test.ts',
  'test/s3-blob-store.test.ts',
  'test/s3-downloads.test.ts',
  'test/system/outage.test.ts',
  'test/system/pg-plan-reuse.test.ts',
  'test/system/two-instances.test.ts',
];

/** What both runs share. */
export const shared = {
  include: ['test/**/*.test.ts'],
  globalSetup: ['test/global-setup.ts', 'test/global-database.ts', 'test/global-s3.ts'],
  // On PostgreSQL, drops the databases each file's apps used once the file is done.
  setupFiles: ['test/setup-database.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Each file gets its own process: tests that measure a server's memory must not share one.
  pool: 'forks' as const,
  // Two files at a time, also on two cores: much of a file's time is spent waiting on server processes,
  // the network and timers, and vitest's default (cores − 1) ran one. Both runs were green this way.
  maxWorkers: 2,
};

export const excludeAlso = (files: string[]): string[] => [...configDefaults.exclude, ...files];
