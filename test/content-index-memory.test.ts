import { describe, expect, it } from 'vitest';
import { INDEX_MEMORY_BOUND, indexTextFile } from './helpers/index-memory.js';

const MiB = 2 ** 20;

describe('indexing a large text file in bounded memory', () => {
  it('20 MiB of text: the server peak grows by less than the bound of docs/search.md', async () => {
    const m = await indexTextFile(20 * MiB);
    expect(m.chunks).toBeGreaterThan(20_000);
    expect(m.growth, `peak RSS grew by ${(m.growth / MiB).toFixed(1)} MiB`).toBeLessThan(INDEX_MEMORY_BOUND);
  }, 180_000);
});
