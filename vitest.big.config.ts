import { defineConfig } from 'vitest/config';
import { shared } from './test/suites.js';

/**
 * The full-size checks (test/big/, `npm run test:big`), never part of `npm test`: on SQLite and disk,
 * or with STOWAGE_TEST_DATABASE_URL set on PostgreSQL and S3 (`npm run test:big:scaleout`).
 */
export default defineConfig(() => {
  if (process.env.STOWAGE_TEST_DATABASE_URL) process.env.STOWAGE_TEST_BLOB_STORE = 's3';
  return { test: { ...shared, include: ['test/big/**/*.big.ts'], testTimeout: 1_800_000 } };
});
