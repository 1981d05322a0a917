import { defineConfig } from 'vitest/config';
import { shared } from './test/suites.js';

/**
 * Experiments kept to be run again (`npm run router:span-experiment`, `router:choice-experiment`), never part of `npm test`:
 * they measure and print, and assert nothing a change could break.
 */
export default defineConfig({ test: { ...shared, include: ['test/**/*.experiment.ts'], testTimeout: 1_800_000 } });
