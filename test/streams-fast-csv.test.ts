import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAIL, FastCsv } from '../src/domain/streams/fast-csv.js';

/**
 * The fast CSV reader must read every part it does not give up on exactly as csv-parse reads it
 * (the commit's dialect: csv-records.ts), whatever the chunk boundaries; what it gives up on is read
 * by csv-parse itself. And it must not give up on the plain dialect it is made for, or the checks
 * above would hold of a reader that reads nothing.
 */
const CSV_PARSE = { bom: true, relax_column_count: true, skip_empty_lines: true, record_delimiter: ['\r\n', '\n', '\r'] };

function fastRead(bytes: Buffer, cuts: number[]): string[][] | typeof BAIL {
  const reader = new FastCsv();
  const records: string[][] = [];
  let from = 0;
  for (const cut of [...cuts.filter((c) => c > 0 && c < bytes.length)].sort((a, b) => a - b)) {
    const got = reader.push(bytes.subarray(from, cut));
    if (got === BAIL) return BAIL;
    records.push(...got);
    from = cut;
  }
  const got = reader.push(bytes.subarray(from));
  if (got === BAIL) return BAIL;
  records.push(...got);
  const rest = reader.end();
  if (rest === BAIL) return BAIL;
  return [...records, ...rest];
}

/** What csv-parse makes of the bytes, or null when it refuses them. */
function csvParse(bytes: Buffer): string[][] | null {
  try {
    return parse(bytes, CSV_PARSE);
  } catch {
    return null;
  }
}

describe('the fast CSV reader', () => {
  it('reads plain parts as csv-parse does, across any chunk boundaries', () => {
    const text = 'id,label,amount\n1,"row 1, quoted",0.25\r\n2,"say ""hi""",1\n\n3,"two\nlines",\n4,,\n\uFEFF5,x,y';
    const bytes = Buffer.from(`\uFEFF${text}`);
    const expected = csvParse(bytes);
    for (let cut = 0; cut <= bytes.length; cut++) expect(fastRead(bytes, [cut]), `cut at ${cut}`).toEqual(expected);
  });

  it('gives up, rather than guess, where csv-parse has rules of its own', () => {
    const parts = [
      Buffer.from('a,b\rc,d'),
      Buffer.from('a"b,c'),
      Buffer.from('"a"b,c'),
      Buffer.from('"open,quote'),
      Buffer.from([0x61, 0xff, 0x0a]),
    ];
    for (const bytes of parts) expect(fastRead(bytes, []), JSON.stringify(bytes.toString())).toBe(BAIL);
  });

  it('never reads a part differently from csv-parse (random parts and chunk boundaries)', () => {
    const char = fc.constantFrom('a', 'b', ' ', ',', '"', '\n', '\r', '\r\n', 'é', '€', '😀', '\uFEFF', '\t');
    const part = fc.array(char, { maxLength: 60 }).map((cs) => cs.join(''));
    const runs = 3000;
    let read = 0;
    fc.assert(
      fc.property(part, fc.array(fc.nat(80), { maxLength: 4 }), (text, cuts) => {
        const bytes = Buffer.from(text);
        const fast = fastRead(bytes, cuts);
        if (fast === BAIL) return;
        expect(fast).toEqual(csvParse(bytes));
        if (fast.length > 0) read++;
      }),
      { numRuns: runs },
    );
    // Parts it gives up on prove nothing here: a reader that gave up on everything would pass. About
    // half of these parts are plain enough for it and hold a record.
    expect(read).toBeGreaterThan(runs / 4);
  });

  it('reads every part of its plain dialect, as csv-parse does (random parts and chunk boundaries)', () => {
    // Text with none of the characters that end or quote a field; in quotes, those as well.
    const plain = fc.constantFrom('a', 'b', ' ', '\t', 'é', '€', '😀', '\uFEFF', '0');
    const unquoted = fc.array(plain, { maxLength: 8 }).map((cs) => cs.join(''));
    const quoted = fc.array(fc.oneof(plain, fc.constantFrom(',', '""', '\n', '\r\n')), { maxLength: 8 }).map((cs) => `"${cs.join('')}"`);
    const record = fc.array(fc.oneof(unquoted, quoted), { minLength: 1, maxLength: 5 }).map((fields) => fields.join(','));
    const lineEnd = fc.constantFrom('\n', '\r\n', '\n\n', '\r\n\r\n');
    const part = fc
      .tuple(fc.boolean(), fc.array(fc.tuple(record, lineEnd), { minLength: 1, maxLength: 8 }), fc.boolean())
      .map(([bom, lines, ended]) => {
        const text = lines.map(([r, end]) => r + end).join('');
        return (bom ? '\uFEFF' : '') + (ended ? text : text.replace(/(\r\n|\n)+$/, ''));
      });
    fc.assert(
      fc.property(part, fc.array(fc.nat(200), { maxLength: 4 }), (text, cuts) => {
        const bytes = Buffer.from(text);
        const fast = fastRead(bytes, cuts);
        expect(fast, 'gave up on a plain part').not.toBe(BAIL);
        expect(fast).toEqual(csvParse(bytes));
      }),
      { numRuns: 1000 },
    );
  });
});
