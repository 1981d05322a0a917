import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { Stream } from './helpers/bodies.js';
import { match } from './helpers/match.js';
import { StreamClient } from './helpers/streams.js';

/** What a commit reads: CSV quoting, line ends, header rows, gzip, part order, and every column type. */
describe('stream commits: CSV and column types', () => {
  let t: TestApp;
  let s: StreamClient;
  beforeAll(async () => {
    t = await startTestApp();
    s = new StreamClient(t);
  });
  afterAll(async () => t.close());

  const textSchema = {
    columns: [
      { name: 'id', type: 'LONG' },
      { name: 'text', type: 'STRING' },
    ],
  };

  it('reads quoted commas, quotes, line breaks, CRLF, a byte order mark and blank lines', async () => {
    const id = await s.create({ name: 'quoting', updateMethod: 'REPLACE', schema: textSchema });
    const csv = '\ufeff1,"a, b"\r\n\r\n2,"say ""hi"""\r\n3,"two\r\nlines"\n4,plain\n\n5,"é ünïcödé"';
    const result = await s.run(id, { 1: csv });
    expect(result).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 5, bytesInserted: Buffer.byteLength(csv) });
    expect(await s.data(id)).toBe('id,text\n1,"a, b"\n2,"say ""hi"""\n3,"two\r\nlines"\n4,plain\n5,é ünïcödé\n');
  });

  it('applies parts in partId order whatever order they arrive in, gaps allowed', async () => {
    const id = await s.create({ name: 'order', updateMethod: 'REPLACE', schema: textSchema });
    const executionId = await s.start(id);
    const parts: [number, string][] = [
      [10, '4,d\n'],
      [2, '2,b\n3,c\n'],
      [100000, '5,e\n'],
      [1, '1,a\n'],
    ];
    await Promise.all(parts.map(([partId, csv]) => s.part(id, executionId, partId, csv)));
    const result = (await s.commit(id, executionId)).json();
    expect(result).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 5 });
    expect(await s.data(id)).toBe('id,text\n1,a\n2,b\n3,c\n4,d\n5,e\n');
  });

  it('reads gzip parts, by Content-Encoding or by Content-Type, next to plain ones', async () => {
    const id = await s.create({ name: 'gzip', updateMethod: 'REPLACE', schema: textSchema });
    const executionId = await s.start(id);
    const byEncoding = await s.part(id, executionId, 1, gzipSync('1,"zipped, once"\n'), {
      'content-type': 'text/csv',
      'content-encoding': 'gzip',
    });
    expect(byEncoding.statusCode, byEncoding.body).toBe(201);
    // The size and hash are those of the CSV stored, after gunzip.
    expect(byEncoding.json()).toMatchObject({ partId: 1, sizeBytes: 17 });
    const byType = await s.part(id, executionId, 2, gzipSync('2,typed\n'), { 'content-type': 'application/gzip' });
    expect(byType.statusCode, byType.body).toBe(201);
    await s.part(id, executionId, 3, '3,plain\n');
    const result = (await s.commit(id, executionId)).json();
    expect(result).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 3, bytesInserted: 17 + 8 + 8 });
    expect(await s.data(id)).toBe('id,text\n1,"zipped, once"\n2,typed\n3,plain\n');
  });

  it('skips a header row when the schema asks for one, and fails a header that does not match', async () => {
    const id = await s.create({ name: 'header', updateMethod: 'APPEND', schema: { ...textSchema, header: true } });
    const ok = await s.run(id, { 1: 'id,text\n1,a\n', 2: 'id,text\r\n2,b\r\n' });
    expect(ok).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 2 });
    expect(await s.data(id)).toBe('id,text\n1,a\n2,b\n');

    const bad = await s.run(id, { 1: 'id,text\n3,c\n', 2: '\nid,txt\n4,d\n' });
    expect(bad.currentState).toBe('FAILED');
    expect(bad.errors).toEqual([{ partId: 2, line: 2, column: 2, columnName: 'text', message: match.stringContaining('"txt"') }]);
    const short = await s.run(id, { 1: 'id\n3,c\n' });
    expect(short.errors).toEqual([{ partId: 1, line: 1, column: 2, columnName: 'text', message: match.stringContaining('1 columns') }]);
    expect(await s.data(id)).toBe('id,text\n1,a\n2,b\n');
  });

  const typed = {
    columns: [
      { name: 'l', type: 'LONG' },
      { name: 'd', type: 'DOUBLE' },
      { name: 'm', type: 'DECIMAL' },
      { name: 'b', type: 'BOOLEAN' },
      { name: 'day', type: 'DATE' },
      { name: 'at', type: 'DATETIME' },
      { name: 's', type: 'STRING' },
    ],
  };

  it('accepts every type’s forms, stores them canonically, and treats an empty value as null', async () => {
    const id = await s.create({ name: 'types', updateMethod: 'REPLACE', schema: typed });
    const csv = [
      '42,1.5,12.340,true,2024-02-29,2026-11-22T08:00:00Z,text',
      '+3,-2e3,-0.5,FALSE,2026-01-31,2026-11-22 08:00:00.123+01:00,',
      '007,.5,5,1,1999-12-31,2026-11-22T08:00,"with ""quotes"""',
      '-9223372036854775808,1E-7,.25,0,2000-02-29,2026-11-22T23:59:59.999999-0530,x',
      '9223372036854775807, 7 , 8 , true ,2026-11-22 ,2026-11-22T08:00:00z,  spaced  ',
      ',,,,,,',
      '-0,,,,,,',
      '-012,,,,,,',
    ].join('\n');
    const result = await s.run(id, { 1: csv });
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 8 });
    expect((await s.data(id)).split('\n')).toEqual([
      'l,d,m,b,day,at,s',
      '42,1.5,12.340,true,2024-02-29,2026-11-22T08:00:00Z,text',
      '3,-2e3,-0.5,false,2026-01-31,2026-11-22 08:00:00.123+01:00,',
      '7,.5,5,true,1999-12-31,2026-11-22T08:00,"with ""quotes"""',
      '-9223372036854775808,1E-7,.25,false,2000-02-29,2026-11-22T23:59:59.999999-0530,x',
      '9223372036854775807,7,8,true,2026-11-22,2026-11-22T08:00:00z,  spaced  ',
      ',,,,,,',
      '0,,,,,,',
      '-12,,,,,,',
      '',
    ]);
  });

  const good = ['1', '1.5', '1.5', 'true', '2024-01-01', '2026-11-22T08:00:00Z', 's'];
  it.each([
    ['LONG', 'abc', 0],
    ['LONG', '1.5', 0],
    ['LONG', '9223372036854775808', 0],
    ['LONG', '-9223372036854775809', 0],
    ['DOUBLE', 'abc', 1],
    ['DOUBLE', 'NaN', 1],
    ['DOUBLE', '1e999', 1],
    ['DOUBLE', '1.2.3', 1],
    ['DECIMAL', '1e3', 2],
    ['DECIMAL', '12a', 2],
    ['BOOLEAN', 'yes', 3],
    ['BOOLEAN', '2', 3],
    ['DATE', '2023-02-29', 4],
    ['DATE', '2024/01/01', 4],
    ['DATE', '2024-13-01', 4],
    ['DATETIME', 'yesterday', 5],
    ['DATETIME', '2026-11-22T25:00:00Z', 5],
    ['DATETIME', '2026-11-31T08:00:00Z', 5],
    ['DATETIME', '2026-11-22T08:00:00+25:00', 5],
  ])('fails a %s column given %j, naming part, line and column', async (type, value, index) => {
    const id = await s.create({ name: `bad ${type}`, updateMethod: 'REPLACE', schema: typed });
    await s.run(id, { 1: `${good.join(',')}\n` });
    const row = [...good];
    row[index] = value;
    const result = await s.run(id, { 1: `${good.join(',')}\n`, 2: `${good.join(',')}\n\n${row.join(',')}\n${good.join(',')}\n` });
    expect(result).toMatchObject({ currentState: 'FAILED', rowsInserted: 0, bytesInserted: 0 });
    expect(result.endedAt).toEqual(expect.any(Number));
    expect(result.errors).toEqual([
      { partId: 2, line: 3, column: index + 1, columnName: typed.columns[index]!.name, message: match.stringContaining(`not a ${type}`) },
    ]);
    expect(result.errors[0]!.message).toContain(JSON.stringify(value));
    // The dataset is the one before.
    expect(await s.data(id)).toBe(`l,d,m,b,day,at,s\n${good.join(',')}\n`);
  });

  it('fails rows with too few or too many values, and reports several errors with their lines', async () => {
    const id = await s.create({ name: 'widths', updateMethod: 'REPLACE', schema: textSchema });
    const csv = '1,a\n2\n3,"multi\nline",extra\n4,d\nx,e\n';
    const result = await s.run(id, { 7: csv });
    expect(result.currentState).toBe('FAILED');
    expect(result.errors).toEqual([
      { partId: 7, line: 2, column: 2, columnName: 'text', message: 'the row has 1 values; the schema has 2 columns' },
      { partId: 7, line: 3, column: 3, columnName: null, message: 'the row has 3 values; the schema has 2 columns' },
      { partId: 7, line: 6, column: 1, columnName: 'id', message: match.stringContaining('"x" is not a LONG') },
    ]);
  });

  it('stops at 100 errors', async () => {
    const id = await s.create({ name: 'many errors', updateMethod: 'REPLACE', schema: textSchema });
    const csv = Array.from({ length: 500 }, (_, i) => `n${i},x`).join('\n');
    const result = await s.run(id, { 1: csv });
    expect(result.errors).toHaveLength(100);
    expect(result.errors[99]).toMatchObject({ partId: 1, line: 100, column: 1 });
  });

  it('fails CSV that is not well formed, at the record where it breaks', async () => {
    const id = await s.create({ name: 'syntax', updateMethod: 'REPLACE', schema: textSchema });
    const unclosed = await s.run(id, { 1: '1,a\n', 2: '2,b\n\n3,"never closed\n4,d\n' });
    expect(unclosed.currentState).toBe('FAILED');
    expect(unclosed.errors).toEqual([
      { partId: 2, line: 3, column: match.any(Number), columnName: match.anything(), message: match.stringContaining('not valid CSV') },
    ]);
    const stray = await s.run(id, { 1: '1,a\n2,b"c"d\n' });
    expect(stray.errors).toEqual([expect.objectContaining({ partId: 1, line: 2, message: match.stringContaining('not valid CSV') })]);
    expect(await s.data(id)).toBe('id,text\n');
  });

  it('takes the columns of a schema-less stream from its first commit, all text', async () => {
    const id = await s.create({ name: 'schemaless', updateMethod: 'APPEND' });
    expect(await s.data(id)).toBe('');
    const first = await s.run(id, { 1: 'a,1,"x,y"\nb,2,z\n' });
    expect(first).toMatchObject({ currentState: 'SUCCESS', rowsInserted: 2 });
    const stream = (await s.call('GET', `/${id}`)).json<Stream>();
    expect(stream.schema).toEqual({
      columns: [
        { name: 'column1', type: 'STRING' },
        { name: 'column2', type: 'STRING' },
        { name: 'column3', type: 'STRING' },
      ],
      header: false,
      inferred: true,
    });
    const wider = await s.run(id, { 1: 'c,3,w,extra\n' });
    expect(wider.errors).toEqual([expect.objectContaining({ line: 1, message: 'the row has 4 values; the schema has 3 columns' })]);
    expect(await s.data(id)).toBe('column1,column2,column3\na,1,"x,y"\nb,2,z\n');
  });
});
