import { defineConfig } from 'vitest/config';
import { SCALEOUT_ONLY, excludeAlso, shared } from './test/suites.js';

/** The embedded default: SQLite and blobs on disk, nothing but Node needed. */
export default defineConfig({
  test: { ...shared, exclude: excludeAlso(SCALEOUT_ONLY) },
});
