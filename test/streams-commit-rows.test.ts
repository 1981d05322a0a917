import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { commitRows } from '../src/domain/streams/commit-rows.js';
import type { StreamSchema } from '../src/domain/streams/stream-schema.js';
import type { RowWriter } from '../src/storage/db/repositories/stream-rows-repository.js';

const SCHEMA: StreamSchema = {
  columns: [
    { name: 'n', type: 'LONG' },
    { name: 'label', type: 'STRING' },
  ],
  header: false,
};

/** Bytes in small chunks, as a blob read gives them. */
const chunks = (text: string) => (text.match(/[\s\S]{1,4096}/g) ?? []).map((piece) => Buffer.from(piece));

/** A part of `rows` lines, numbered from `from`, streamed in small chunks as a blob read would be. */
function part(from: number, rows: number): Readable {
  const lines = Array.from({ length: rows }, (_, i) => `${from + i},row ${from + i}\n`).join('');
  return Readable.from(chunks(lines));
}

/** A writer whose writes take a while, recording each and how many ran at once. */
function slowWriter(failOnCall?: number) {
  const calls: { first: number; count: number }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const writer: RowWriter = {
    async write(rows, firstRowNo) {
      calls.push({ first: firstRowNo, count: rows.length });
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        await new Promise((resolve) => setTimeout(resolve, 15));
        if (calls.length === failOnCall) throw new Error('the database went away');
      } finally {
        running--;
      }
    },
  };
  return { writer, calls, mostAtOnce: () => mostAtOnce, running: () => running };
}

/**
 * A commit writes one chunk while it reads the next (docs/performance.md): the rows must still be
 * written in order, numbered without gaps, never more than one chunk at a time, and a failed write
 * must fail the commit with nothing of it still running.
 */
describe('commitRows with a write in flight while the next chunk is read', () => {
  const parts = [
    { partId: 1, blobKey: 'a' },
    { partId: 2, blobKey: 'b' },
  ];
  const open = async (key: string) => (key === 'a' ? part(1, 25_000) : part(25_001, 17_000));

  it('writes every row in order, one chunk at a time', async () => {
    const w = slowWriter();
    const outcome = await commitRows({ parts, schema: SCHEMA, open, writer: w.writer, beforeFirstWrite: async () => undefined });
    expect(outcome).toMatchObject({ ok: true, rows: 42_000, errors: [] });
    let next = 1;
    for (const call of w.calls) {
      expect(call.first).toBe(next);
      next += call.count;
    }
    expect(next).toBe(42_001);
    expect(w.calls.length).toBeGreaterThan(2);
    expect(w.mostAtOnce()).toBe(1);
    expect(w.running()).toBe(0);
  });

  it('fails with the write’s error, and no write is running once it has failed', async () => {
    const w = slowWriter(2);
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      await expect(commitRows({ parts, schema: SCHEMA, open, writer: w.writer, beforeFirstWrite: async () => undefined })).rejects.toThrow(
        'the database went away',
      );
      expect(w.running()).toBe(0);
      expect(w.calls.length).toBeLessThanOrEqual(3);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('waits for the write in flight before it reports rows that do not fit', async () => {
    const w = slowWriter();
    const bad = async (key: string) => (key === 'a' ? part(1, 25_000) : Readable.from(chunks('25001,fine\nnot-a-number,oops\n')));
    const outcome = await commitRows({ parts, schema: SCHEMA, open: bad, writer: w.writer, beforeFirstWrite: async () => undefined });
    expect(outcome.ok).toBe(false);
    expect(outcome.errors).toEqual([expect.objectContaining({ partId: 2, line: 2, column: 1, columnName: 'n' })]);
    expect(w.running()).toBe(0);
  });
});
