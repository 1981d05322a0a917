import { describe, expect, it } from 'vitest';
import { INDEX_MEMORY_BOUND, indexTextFile } from '../helpers/index-memory.js';

/**
 * The full-size check of docs/search.md, "Memory": a 100 MiB text file (the default
 * STOWAGE_INDEX_MAX_BYTES) through the whole indexer of a real server process. The normal suite
 * holds a 20 MiB sample (test/content-index-memory.test.ts) with the same bound.
 */
const MiB = 2 ** 20;

describe('indexing a 100 MiB text file', () => {
  it('keeps the server peak within the bound of docs/search.md', async () => {
    const m = await indexTextFile(100 * MiB);
    expect(m.chunks).toBeGreaterThan(100_000);
    expect(m.growth, `peak RSS grew by ${(m.growth / MiB).toFixed(1)} MiB`).toBeLessThan(INDEX_MEMORY_BOUND);
  }, 1_500_000);
});
