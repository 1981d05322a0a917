import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trainWithout } from './span-trainer.js';

const SHIPPED = new URL('../../src/ai/router/span-model.json', import.meta.url);

/*
 * The shipped span model (src/ai/router/span-model.json) is what the trainer makes from the tables,
 * never fresh set 12 nor a blind table whose misses are unread. `npm run router:span-model` writes it again after a table changes.
 */
describe('the router span model', () => {
  it('is what test/ai/span-trainer.ts trains from the training tables (never fresh set 12 nor an unread blind table)', () => {
    const made = `${JSON.stringify(trainWithout(), null, 0)}\n`;
    if (process.env.SPAN_MODEL_WRITE === '1') writeFileSync(SHIPPED, made);
    expect(readFileSync(SHIPPED, 'utf8') === made, 'span-model.json is out of date: run `npm run router:span-model`').toBe(true);
  }, 60_000);
});
