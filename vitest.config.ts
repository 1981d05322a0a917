import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts', 'test/global-database.ts', 'test/global-s3.ts'],
    // On PostgreSQL, drops the databases each file's apps used once the file is done.
    setupFiles: ['test/setup-database.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file gets its own process: tests that measure a server's memory must not share one.
    pool: 'forks',
  },
});
