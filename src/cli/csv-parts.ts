/**
 * A CSV file cut into a stream's parts (API.md §4) of about `partSize` bytes each, at record
 * boundaries only: a line break inside a quoted field (RFC 4180) never ends a part. The first record
 * may be a header: dropped from the data, and put in front of every part when the stream's schema
 * says its parts carry one (`header: true`).
 */
export interface CsvPartOptions {
  partSize: number;
  /** true: the first record is a header; false: it is data; undefined: a header when it names the columns. */
  header: boolean | undefined;
  /** The stream's column names, to recognise a header and to write one. */
  columns: string[] | undefined;
  /** Every part must start with a header row. */
  headerPerPart: boolean;
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;
const encoder = new TextEncoder();

/** Where records end in `chunk`: the offset after the last line break outside quotes (-1: none), and the quote state after it. */
export function lastRecordEnd(chunk: Uint8Array, inQuotes: boolean): { end: number; inQuotes: boolean; firstEnd: number } {
  let end = -1;
  let firstEnd = -1;
  let quote = -2;
  let newline = -2;
  for (let i = 0; i < chunk.length;) {
    if (quote < i && quote !== -1) quote = chunk.indexOf(QUOTE, i);
    if (inQuotes) {
      if (quote === -1) break;
      inQuotes = false;
      i = quote + 1;
      continue;
    }
    if (newline < i && newline !== -1) newline = chunk.indexOf(NEWLINE, i);
    if (newline !== -1 && (quote === -1 || newline < quote)) {
      end = newline + 1;
      if (firstEnd === -1) firstEnd = end;
      i = end;
    } else if (quote !== -1) {
      inQuotes = true;
      i = quote + 1;
    } else break;
  }
  return { end, inQuotes, firstEnd };
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The fields of a header line, unquoted, for comparing with the column names. */
function headerFields(line: string): string[] {
  return line
    .replace(/\r?\n$/, '')
    .split(',')
    .map((f) =>
      f
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase(),
    );
}

export async function* csvParts(input: AsyncIterable<Uint8Array>, options: CsvPartOptions): AsyncGenerator<Uint8Array> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let inQuotes = false;
  let first: Uint8Array | undefined;
  let headerLine: Uint8Array | undefined =
    options.headerPerPart && options.columns ? encoder.encode(`${options.columns.join(',')}\n`) : undefined;

  const isHeader = (line: Uint8Array) =>
    options.header ?? headerFields(new TextDecoder().decode(line)).join(',') === options.columns?.map((c) => c.toLowerCase()).join(',');
  const withHeader = (part: Uint8Array) =>
    headerLine && options.headerPerPart ? concat([headerLine, part], headerLine.byteLength + part.byteLength) : part;

  for await (const chunk of input) {
    let data = chunk;
    if (first === undefined) {
      // The first record decides about the header; until its end is in, keep gathering.
      pending.push(data);
      pendingBytes += data.byteLength;
      const all = concat(pending, pendingBytes);
      const { firstEnd } = lastRecordEnd(all, false);
      if (firstEnd === -1) {
        pending = [all];
        continue;
      }
      first = all.subarray(0, firstEnd);
      const header = isHeader(first);
      if (header && options.headerPerPart) headerLine = first;
      data = header ? all.subarray(firstEnd) : all;
      pending = [];
      pendingBytes = 0;
    }
    const scan = lastRecordEnd(data, inQuotes);
    inQuotes = scan.inQuotes;
    if (scan.end !== -1 && pendingBytes + scan.end >= options.partSize) {
      pending.push(data.subarray(0, scan.end));
      yield withHeader(concat(pending, pendingBytes + scan.end));
      pending = [data.subarray(scan.end)];
      pendingBytes = data.byteLength - scan.end;
    } else {
      pending.push(data);
      pendingBytes += data.byteLength;
    }
  }
  if (first === undefined && pendingBytes > 0) {
    // One record without a line break at its end.
    const all = concat(pending, pendingBytes);
    if (!isHeader(all)) yield withHeader(all);
    return;
  }
  if (pendingBytes > 0) yield withHeader(concat(pending, pendingBytes));
}
