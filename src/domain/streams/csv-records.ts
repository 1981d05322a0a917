import type { Readable } from 'node:stream';
import { CsvError, type Options, parse } from 'csv-parse';
import { BAIL, FastCsv } from './fast-csv.js';

/**
 * How parts are read: RFC 4180 CSV with `"` quotes, comma delimiters, any of CRLF/LF/CR line ends,
 * an optional UTF-8 byte order mark, and blank lines skipped. Column counts are checked by the
 * commit (against the schema), not by the parser.
 */
const CSV_OPTIONS: Options = {
  bom: true,
  relax_column_count: true,
  skip_empty_lines: true,
  record_delimiter: ['\r\n', '\n', '\r'],
};

/** Records handed over per batch: reading a batch is synchronous, so a promise per record is avoided. */
const BATCH_RECORDS = 1000;

/** A CSV syntax error, at the 1-based index of the record it broke (the records before it are fine). */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly recordIndex: number,
    readonly column: number | null,
  ) {
    super(message);
  }
}

function syntaxError(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  const context = error as CsvError & { records?: number; column?: unknown };
  const column = typeof context.column === 'number' ? context.column + 1 : null;
  // csv-parse reports the line by its own count; the commit reports lines its own way instead.
  const message = error.message.replace(/ at line \d+/, '');
  return new CsvSyntaxError(message, (context.records ?? 0) + 1, column);
}

/**
 * The CSV records of the part `open` reads, in batches, counting the bytes read with `onBytes`.
 * Stopping early (leaving the loop) destroys the source. A syntax error is thrown as CsvSyntaxError
 * after the records before it were handed over.
 *
 * Parts are read by FastCsv (fast-csv.ts) first; if it meets anything it leaves to csv-parse, the
 * part is read again with csv-parse from the start, skipping the records already handed over (the
 * two agree on them), so every edge case and every error is csv-parse's own.
 */
export async function* recordBatches(open: () => Promise<Readable>, onBytes: (bytes: number) => void): AsyncGenerator<string[][]> {
  let handed = 0;
  let counted = 0;
  const fast = new FastCsv();
  const source = await open();
  let bailed = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      counted += chunk.length;
      onBytes(chunk.length);
      const records = fast.push(chunk);
      if (records === BAIL) {
        bailed = true;
        break;
      }
      for (let i = 0; i < records.length; i += BATCH_RECORDS) {
        const batch = records.slice(i, i + BATCH_RECORDS);
        handed += batch.length;
        yield batch;
      }
    }
    if (!bailed) {
      const records = fast.end();
      if (records !== BAIL) {
        if (records.length > 0) yield records;
        return;
      }
    }
  } finally {
    source.destroy();
  }
  // csv-parse from the start: the records handed over are skipped, the bytes counted are not counted twice.
  let seen = 0;
  let skip = handed;
  const countOnce = (bytes: number) => {
    const before = seen;
    seen += bytes;
    if (seen > counted) onBytes(seen - Math.max(before, counted));
  };
  try {
    for await (const batch of parsedBatches<string[]>(await open(), CSV_OPTIONS, countOnce)) {
      if (skip >= batch.length) {
        skip -= batch.length;
        continue;
      }
      yield skip > 0 ? batch.slice(skip) : batch;
      skip = 0;
    }
  } catch (error) {
    throw syntaxError(error);
  }
}

/** What csv-parse emits, in batches; every record parsed before an error comes out before it. */
async function* parsedBatches<T>(source: Readable, options: Options, onBytes: (bytes: number) => void): AsyncGenerator<T[]> {
  const parser = parse(options);
  // Widened with `as`: the listeners below set them while this awaits, which TypeScript's narrowing does not see.
  let failure = null as Error | null;
  let ended = false as boolean;
  let wake: (() => void) | null = null;
  const signal = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  parser.on('readable', signal);
  parser.on('end', () => {
    ended = true;
    signal();
  });
  parser.on('error', (error) => {
    failure ??= error;
    signal();
  });
  source.on('data', (chunk: Buffer) => onBytes(chunk.length));
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for (;;) {
      const batch: T[] = [];
      let record: T | null;
      while (batch.length < BATCH_RECORDS && (record = parser.read() as T | null) !== null) batch.push(record);
      if (batch.length > 0) {
        yield batch;
        continue;
      }
      if (failure) throw failure;
      if (ended) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
  }
}

/**
 * The line each of the given records (1-based indexes) starts on, for error messages. Reads the
 * part twice more (only failed commits do this): once to find where each record's bytes begin,
 * once to count line breaks up to there. Line breaks inside quoted values count, as an editor shows.
 */
export async function recordStartLines(open: () => Promise<Readable>, indexes: readonly number[]): Promise<Map<number, number>> {
  const wanted = new Set(indexes);
  const last = Math.max(0, ...indexes);
  // Byte offset where the previous record ended, for each wanted record. A syntax error comes
  // after every record before it, so the last offset seen is where the broken record begins.
  const offsets = new Map<number, number>();
  let end = 0;
  let records = 0;
  try {
    const parsed = parsedBatches<{ info: { bytes: number; records: number } }>(
      await open(),
      { ...CSV_OPTIONS, info: true },
      () => undefined,
    );
    for await (const batch of parsed) {
      for (const { info } of batch) {
        if (wanted.has(info.records)) offsets.set(info.records, end);
        end = info.bytes;
        records = info.records;
      }
      if (records >= last) break;
    }
  } catch {
    if (wanted.has(records + 1)) offsets.set(records + 1, end);
  }

  // A record starts at the first byte after the previous one's end that is not a line break
  // (blank lines in between are skipped); its line is 1 + the line breaks before it (CRLF once).
  const targets = [...offsets.entries()].sort((a, b) => a[1] - b[1]);
  const lines = new Map<number, number>();
  let line = 1;
  let position = 0;
  let previous = 0;
  let t = 0;
  const source = await open();
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      for (let i = 0; i < chunk.length && t < targets.length; i++, position++) {
        const byte = chunk[i]!;
        const lineBreak = byte === 10 || byte === 13;
        while (!lineBreak && t < targets.length && position >= targets[t]![1]) lines.set(targets[t++]![0], line);
        if (byte === 13 || (byte === 10 && previous !== 13)) line++;
        previous = byte;
      }
      if (t >= targets.length) break;
    }
  } finally {
    source.destroy();
  }
  for (const [index] of targets.slice(t)) lines.set(index, line);
  return lines;
}
