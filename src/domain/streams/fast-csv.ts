import { StringDecoder } from 'node:string_decoder';

/**
 * A fast reader for the CSV that parts almost always hold, which gives up (`BAIL`) at anything it is
 * not sure to read exactly as csv-parse does (csv-records.ts then reads the part again with
 * csv-parse, from the start). csv-parse took about half of a commit's CPU (docs/performance.md);
 * no faster library reads the same dialect with the same syntax errors, so this one only has to be
 * right on the plain path and leave everything else to csv-parse.
 *
 * Read here: `,` between fields, records ended by LF or CRLF, fields in `"` quotes with `""` for a
 * quote and line breaks inside, a byte order mark at the start, empty lines skipped (as csv-parse's
 * skip_empty_lines: only lines with nothing on them). Left to csv-parse: a lone CR, a quote inside an
 * unquoted field, anything after a closing quote but a comma or a line end, a quote left open at the
 * end, text that is not valid UTF-8, and a record longer than 1 MiB.
 */

export const BAIL = Symbol('bail');

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;
const MAX_PENDING = 1024 * 1024;

type Parsed = { fields: string[]; next: number } | 'incomplete' | typeof BAIL;

/** One record starting at `p` (not at the end of `text`); `eof` when no more text will come. */
function parseRecord(text: string, p: number, eof: boolean): Parsed {
  const fields: string[] = [];
  const end = text.length;
  for (;;) {
    if (p >= end) {
      // After a comma: the record's last field is empty.
      if (!eof) return 'incomplete';
      fields.push('');
      return { fields, next: p };
    }
    let c = text.charCodeAt(p);
    if (c === QUOTE) {
      let value = '';
      let from = p + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) return eof ? BAIL : 'incomplete';
        if (close + 1 >= end && !eof) return 'incomplete';
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += text.slice(from, close + 1);
          from = close + 2;
          continue;
        }
        value += text.slice(from, close);
        p = close + 1;
        break;
      }
      fields.push(value);
      if (p >= end) return eof ? { fields, next: p } : 'incomplete';
      c = text.charCodeAt(p);
      if (c === COMMA) {
        p++;
        continue;
      }
      if (c === LF) return { fields, next: p + 1 };
      if (c === CR) {
        if (p + 1 >= end) return eof ? BAIL : 'incomplete';
        return text.charCodeAt(p + 1) === LF ? { fields, next: p + 2 } : BAIL;
      }
      return BAIL;
    }
    let q = p;
    while (q < end) {
      c = text.charCodeAt(q);
      if (c === COMMA || c === LF || c === CR || c === QUOTE) break;
      q++;
    }
    if (q >= end) {
      if (!eof) return 'incomplete';
      fields.push(text.slice(p, q));
      return { fields, next: q };
    }
    if (c === QUOTE) return BAIL;
    fields.push(text.slice(p, q));
    if (c === COMMA) {
      p = q + 1;
      continue;
    }
    if (c === LF) return { fields, next: q + 1 };
    if (q + 1 >= end) return eof ? BAIL : 'incomplete';
    return text.charCodeAt(q + 1) === LF ? { fields, next: q + 2 } : BAIL;
  }
}

/** Feeds chunks of a part and collects its records; `BAIL` once it meets what it leaves to csv-parse. */
export class FastCsv {
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  private started = false;

  /** The records completed by this chunk, or BAIL. */
  push(chunk: Buffer): string[][] | typeof BAIL {
    return this.parse(this.decoder.write(chunk), false);
  }

  /** The records left at the end of the part, or BAIL. */
  end(): string[][] | typeof BAIL {
    return this.parse(this.decoder.end(), true);
  }

  private parse(decoded: string, eof: boolean): string[][] | typeof BAIL {
    // U+FFFD: bytes that are not UTF-8 (or the character itself); csv-parse decodes field by field.
    if (decoded.includes('\uFFFD')) return BAIL;
    let text = this.pending + decoded;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const records: string[][] = [];
    let p = 0;
    while (p < text.length) {
      const c = text.charCodeAt(p);
      if (c === LF) {
        p++;
        continue;
      }
      if (c === CR) {
        if (p + 1 >= text.length) {
          if (eof) return BAIL;
          break;
        }
        if (text.charCodeAt(p + 1) !== LF) return BAIL;
        p += 2;
        continue;
      }
      const parsed = parseRecord(text, p, eof);
      if (parsed === BAIL) return BAIL;
      if (parsed === 'incomplete') break;
      records.push(parsed.fields);
      p = parsed.next;
    }
    this.pending = p < text.length ? text.slice(p) : '';
    if (this.pending.length > MAX_PENDING) return BAIL;
    return records;
  }
}
