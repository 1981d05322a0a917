import type { Readable } from 'node:stream';
import type { RowError } from '../../entities/streams.js';
import type { RowWriter } from '../../storage/db/repositories/stream-rows-repository.js';
import { CONVERTERS, type Converter, TYPE_EXPECTATIONS, csvField } from './column-types.js';
import { CsvSyntaxError, recordBatches, recordStartLines } from './csv-records.js';
import { MemoryMeter } from './memory-meter.js';
import { type StreamSchema, headerMismatch, inferredSchema } from './stream-schema.js';

export interface PartInput {
  partId: number;
  blobKey: string;
}

export interface RowsOutcome {
  ok: boolean;
  rows: number;
  bytes: number;
  peakMemoryBytes: number;
  errors: RowError[];
  /** The schema a schema-less stream takes from this commit's first row. */
  inferred: StreamSchema | null;
}

/** Rows gathered before one write transaction: bounds memory and keeps each transaction short. */
const CHUNK_ROWS = 10_000;
/** A failed commit reports at most this many errors; reading stops at the last one. */
export const MAX_ERRORS = 100;

interface Compiled {
  schema: StreamSchema;
  width: number;
  converters: Converter[];
  quoted: boolean[];
}

function compile(schema: StreamSchema): Compiled {
  return {
    schema,
    width: schema.columns.length,
    converters: schema.columns.map((c) => CONVERTERS[c.type]),
    // Only text can hold a quote, comma or line break; canonical values of other types never do.
    quoted: schema.columns.map((c) => c.type === 'STRING'),
  };
}

function shown(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}

/** The canonical CSV line of a record, or where and why it does not fit. */
function encode(c: Compiled, record: string[]): string | { column: number; message: string } {
  if (record.length !== c.width) {
    return {
      column: Math.min(record.length, c.width) + 1,
      message: `the row has ${record.length} values; the schema has ${c.width} columns`,
    };
  }
  // The record is ours alone: its values are replaced by their fields in place, then joined.
  for (let i = 0; i < c.width; i++) {
    const raw = record[i]!;
    const value = c.converters[i]!(raw);
    if (value === undefined) {
      const column = c.schema.columns[i]!;
      return { column: i + 1, message: `${shown(raw)} is not a ${column.type}: expected ${TYPE_EXPECTATIONS[column.type]}` };
    }
    record[i] = c.quoted[i] ? csvField(value) : value;
  }
  return record.join(',');
}

/**
 * Reads the parts in order, checks every record against the schema and writes the fitting rows in
 * chunks (numbered from 1). After the first error nothing more is written, but reading goes on to
 * report up to MAX_ERRORS errors; the caller discards what was written.
 */
export async function commitRows(input: {
  parts: readonly PartInput[];
  schema: StreamSchema | null;
  open: (blobKey: string) => Promise<Readable>;
  writer: RowWriter;
  /** Called once before the first row is written. */
  beforeFirstWrite: () => Promise<void>;
}): Promise<RowsOutcome> {
  const meter = new MemoryMeter();
  let compiled = input.schema ? compile(input.schema) : null;
  let inferred: StreamSchema | null = null;
  const errors: (RowError & { recordIndex: number })[] = [];
  let chunk: string[] = [];
  let chunkChars = 0;
  let rowCount = 0;
  let bytes = 0;
  let started = false;

  // One chunk's write may run while the next chunk is read: on PostgreSQL the database inserts on
  // one core while this process parses on the other. Never more than one, so rows stay bounded.
  let writing: Promise<void> | null = null;
  const finishWrite = async () => {
    const previous = writing;
    writing = null;
    await previous;
  };

  const flush = async () => {
    if (chunk.length === 0) return;
    meter.sample(chunkChars);
    if (!started) {
      started = true;
      await input.beforeFirstWrite();
    }
    await finishWrite();
    writing = input.writer.write(chunk, rowCount + 1);
    // Its failure is thrown where it is awaited (the next flush or the end), not as an unhandled rejection.
    writing.catch(() => undefined);
    rowCount += chunk.length;
    chunk = [];
    chunkChars = 0;
  };

  const fail = (partId: number, recordIndex: number, column: number | null, message: string) => {
    const columnName = column !== null ? (compiled?.schema.columns[column - 1]?.name ?? null) : null;
    errors.push({ partId, recordIndex, line: null, column, columnName, message });
  };

  try {
    parts: for (const part of input.parts) {
      let index = 0;
      try {
        for await (const batch of recordBatches(
          () => input.open(part.blobKey),
          (n) => (bytes += n),
        )) {
          for (const record of batch) {
            index++;
            if (compiled === null) {
              inferred = inferredSchema(record.length);
              compiled = compile(inferred);
            }
            if (compiled.schema.header && index === 1) {
              const mismatch = headerMismatch(compiled.schema, record);
              if (mismatch) fail(part.partId, index, mismatch.column, mismatch.message);
            } else {
              const line = encode(compiled, record);
              if (typeof line !== 'string') fail(part.partId, index, line.column, line.message);
              else if (errors.length === 0) {
                chunk.push(line);
                chunkChars += line.length;
              }
            }
            if (errors.length >= MAX_ERRORS) break parts;
          }
          if (chunk.length >= CHUNK_ROWS) await flush();
        }
      } catch (error) {
        if (!(error instanceof CsvSyntaxError)) throw error;
        fail(part.partId, error.recordIndex, error.column, `not valid CSV: ${error.message}`);
        // A syntax error leaves the parser's position unknown; what follows cannot be read reliably.
        break;
      }
    }

    if (errors.length > 0) {
      await finishWrite();
      meter.sample(chunkChars);
      await placeErrors(errors, input.parts, input.open);
      return {
        ok: false,
        rows: 0,
        bytes: 0,
        peakMemoryBytes: meter.peak,
        errors: errors.map(({ recordIndex: _, ...e }) => e),
        inferred: null,
      };
    }
    await flush();
    await finishWrite();
    meter.sample(0);
    return { ok: true, rows: rowCount, bytes, peakMemoryBytes: meter.peak, errors: [], inferred };
  } finally {
    // Whatever ends the commit, no write of it is still running once it returns or throws.
    await finishWrite().catch(() => undefined);
  }
}

/** Fills in the line of each error, reading each failed part once more. */
async function placeErrors(
  errors: (RowError & { recordIndex: number })[],
  parts: readonly PartInput[],
  open: (key: string) => Promise<Readable>,
) {
  for (const part of parts) {
    const mine = errors.filter((e) => e.partId === part.partId);
    if (mine.length === 0) continue;
    const lines = await recordStartLines(
      () => open(part.blobKey),
      mine.map((e) => e.recordIndex),
    );
    for (const e of mine) e.line = lines.get(e.recordIndex) ?? null;
  }
}
