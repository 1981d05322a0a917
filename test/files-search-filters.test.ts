import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { FileList } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { TREE_PATHS, newFileSet, search, searchPaths, sha256, uploadTree } from './helpers/files.js';

/** Operation 2 (API.md §1): filters on every filterable File field, groups, dateFilters, bad input. */

const FILES = TREE_PATHS.filter((p) => !['docs', 'docs/sub', 'empty', 'images'].includes(p));
const DIRS = ['docs', 'docs/sub', 'empty', 'images'];

describe('operation 2: filters', () => {
  let t: TestApp;
  let fs: string;
  let tree: Awaited<ReturnType<typeof uploadTree>>;
  const paths = (filters: unknown[], query = '') => searchPaths(t, fs, { filters }, query);
  const f = (field: string, operator: string, value?: unknown, not?: boolean) => ({
    field,
    operator,
    ...(value !== undefined ? { value } : {}),
    ...(not !== undefined ? { not } : {}),
  });

  beforeAll(async () => {
    t = await startTestApp();
    fs = await newFileSet(t);
    tree = await uploadTree(t, fs);
    // No route sets connector and indexing fields yet (content indexing is off), so set them in the database.
    const db = t.services.db;
    await db
      .updateTable('files')
      .set({ connector_key: 'gdrive', index_status: 'FAILED', index_reason: 'Parse error: 50%_off' })
      .where('id', '=', tree.get('docs/readme.txt')!.id)
      .execute();
    await db
      .updateTable('files')
      .set({ connector_key: 'box', index_status: 'COMPLETED' })
      .where('id', '=', tree.get('root.csv')!.id)
      .execute();
  });
  afterAll(async () => t.close());

  it('id: EQUALS and IN, case-insensitive UUIDs; not a UUID is 400', async () => {
    const a = tree.get('root.csv')!.id;
    const b = tree.get('docs')!.id;
    expect(await paths([f('id', 'EQUALS', [a.toUpperCase()])])).toEqual(['root.csv']);
    expect(await paths([f('id', 'IN', [a, b])])).toEqual(['docs', 'root.csv']);
    const error = expectError(await search(t, fs, { filters: [f('id', 'EQUALS', ['nope'])] }), 400, 'VALIDATION_FAILED');
    expect(error.message).toContain('UUID');
    expect(error.message).toContain('filters[0].value[0]');
  });

  it('path and name: EQUALS, LIKE (case-insensitive, Unicode), comparisons by code point', async () => {
    expect(await paths([f('path', 'EQUALS', ['docs/readme.txt'])])).toEqual(['docs/readme.txt']);
    expect(await paths([f('name', 'LIKE', ['REPORT'])])).toEqual(['docs/Report_2024.pdf']);
    expect(await paths([f('name', 'LIKE', ['ÜNÏ'])])).toEqual(['images/Ünïcode.PNG']);
    expect(await paths([f('name', 'LIKE', ['png', 'zip'])])).toEqual(['data.zip', 'images/photo.png', 'images/Ünïcode.PNG']);
    expect(await paths([f('path', 'GREATER_THAN_OR_EQUAL', ['images'])])).toEqual([
      'images',
      'images/photo.png',
      'images/Ünïcode.PNG',
      'root.csv',
    ]);
    // 'Ü' (U+00DC) sorts after 'a', '1' and 'R' before it.
    expect(await paths([f('name', 'LESS_THAN', ['a'])])).toEqual(['docs/100%_done.txt', 'docs/Report_2024.pdf']);
  });

  it('LIKE treats % and _ in the value literally', async () => {
    expect(await paths([f('name', 'LIKE', ['%'])])).toEqual(['docs/100%_done.txt']);
    expect(await paths([f('name', 'LIKE', ['a_b'])])).toEqual(['docs/a_b.txt']);
    expect(await paths([f('name', 'LIKE', ['_'])])).toEqual(['docs/100%_done.txt', 'docs/Report_2024.pdf', 'docs/a_b.txt']);
    expect(await paths([f('name', 'LIKE', ['\\'])])).toEqual([]);
  });

  it('fileType: EQUALS, IN, not; values outside the set are 400 naming them', async () => {
    expect(await paths([f('fileType', 'EQUALS', ['DIRECTORY'])])).toEqual(DIRS);
    expect(await paths([f('fileType', 'IN', ['IMAGE', 'DOCUMENT'])])).toEqual([
      'docs/Report_2024.pdf',
      'images/photo.png',
      'images/Ünïcode.PNG',
    ]);
    expect(await paths([f('fileType', 'EQUALS', ['DIRECTORY'], true)])).toEqual(FILES);
    expect(await paths([f('fileType', 'EQUALS', ['OTHER'])])).toEqual(['data.zip']);
    // Comparisons on text fields are allowed (code point order).
    expect(await paths([f('fileType', 'GREATER_THAN', ['OTHER'])])).toEqual(
      TREE_PATHS.filter((p) => ['TEXT', 'UNKNOWN', 'VIDEO'].includes(tree.get(p)!.fileType)),
    );
    const error = expectError(await search(t, fs, { filters: [f('fileType', 'EQUALS', ['FOLDER'])] }), 400, 'VALIDATION_FAILED');
    expect(error.message).toContain('AUDIO, VIDEO, IMAGE, TEXT, DOCUMENT, DIRECTORY, OTHER, UNKNOWN');
  });

  it('contentType: LIKE, IS_NULL (directories), not IS_NULL', async () => {
    expect(await paths([f('contentType', 'LIKE', ['TEXT/'])])).toEqual([
      'docs/100%_done.txt',
      'docs/a_b.txt',
      'docs/axb.txt',
      'docs/readme.txt',
      'root.csv',
    ]);
    expect(await paths([f('contentType', 'IS_NULL')])).toEqual(DIRS);
    expect(await paths([f('contentType', 'IS_NULL', [], true)])).toEqual(FILES);
    expect(await paths([f('contentType', 'EQUALS', ['application/pdf'])])).toEqual(['docs/Report_2024.pdf']);
  });

  it('size: comparisons, EQUALS with numbers or numeric strings, IS_NULL; `not` keeps null rows out of the complement of a comparison', async () => {
    expect(await paths([f('size', 'GREATER_THAN', [100])])).toEqual(['data.zip', 'docs/Report_2024.pdf']);
    expect(await paths([f('size', 'GREATER_THAN_OR_EQUAL', ['500'])])).toEqual(['data.zip', 'docs/Report_2024.pdf']);
    expect(await paths([f('size', 'LESS_THAN', [3])])).toEqual(['docs/a_b.txt', 'docs/sub/deep.json']);
    expect(await paths([f('size', 'LESS_THAN_OR_EQUAL', [3])])).toEqual(['docs/a_b.txt', 'docs/axb.txt', 'docs/sub/deep.json']);
    expect(await paths([f('size', 'EQUALS', [5])])).toEqual(['docs/100%_done.txt', 'docs/readme.txt']);
    expect(await paths([f('size', 'IN', ['50', 60])])).toEqual(['images/photo.png', 'images/Ünïcode.PNG']);
    expect(await paths([f('size', 'IS_NULL')])).toEqual(DIRS);
    const notBig = await paths([f('size', 'GREATER_THAN', [100], true)]);
    expect(notBig).toEqual(TREE_PATHS.filter((p) => !['data.zip', 'docs/Report_2024.pdf'].includes(p)));
  });

  it('createdBy, hash, hashAlgorithm', async () => {
    expect(await paths([f('createdBy', 'EQUALS', [2])])).toEqual(['images', 'images/photo.png', 'images/Ünïcode.PNG']);
    expect(await paths([f('createdBy', 'GREATER_THAN', ['1'])])).toEqual(['images', 'images/photo.png', 'images/Ünïcode.PNG']);
    expect(await paths([f('hash', 'EQUALS', [sha256('hello')])])).toEqual(['docs/readme.txt']);
    expect(await paths([f('hash', 'LIKE', [sha256('hello').slice(10, 30).toUpperCase()])])).toEqual(['docs/readme.txt']);
    expect(await paths([f('hashAlgorithm', 'EQUALS', ['SHA_256_HEX'])])).toEqual(FILES);
    expect(await paths([f('hashAlgorithm', 'IS_NULL')])).toEqual(DIRS);
  });

  it('connectorKey, indexStatus, indexReason', async () => {
    expect(await paths([f('connectorKey', 'EQUALS', ['gdrive'])])).toEqual(['docs/readme.txt']);
    expect(await paths([f('connectorKey', 'IS_NULL', null, true)])).toEqual(['docs/readme.txt', 'root.csv']);
    expect(await paths([f('indexStatus', 'IN', ['FAILED', 'SKIPPED'])])).toEqual(['docs/readme.txt']);
    expect(await paths([f('indexStatus', 'EQUALS', ['COMPLETED'])])).toEqual(['root.csv']);
    expect(await paths([f('indexStatus', 'EQUALS', ['COMPLETED'], true)])).toEqual(TREE_PATHS.filter((p) => p !== 'root.csv'));
    expect(await paths([f('indexReason', 'LIKE', ['50%_OFF'])])).toEqual(['docs/readme.txt']);
    expect(await paths([f('indexReason', 'IS_NULL')])).toHaveLength(TREE_PATHS.length - 1);
    const error = expectError(await search(t, fs, { filters: [f('indexStatus', 'EQUALS', ['DONE'])] }), 400, 'VALIDATION_FAILED');
    expect(error.message).toContain('PENDING, QUEUED, IN_PROGRESS, COMPLETED, FAILED, SKIPPED');
    const file = (await search(t, fs, { filters: [f('path', 'EQUALS', ['docs/readme.txt'])] })).json<FileList>().files[0]!;
    expect(file).toMatchObject({ connectorKey: 'gdrive', indexStatus: 'FAILED', indexReason: 'Parse error: 50%_off' });
  });

  it('ANDs the filters, and takes AND/OR groups nested up to 4 deep, with not', async () => {
    expect(await paths([f('fileType', 'EQUALS', ['TEXT']), f('size', 'GREATER_THAN', [4])])).toEqual([
      'docs/100%_done.txt',
      'docs/readme.txt',
      'root.csv',
    ]);
    const or = { operator: 'OR', filters: [f('name', 'LIKE', ['photo']), f('size', 'GREATER_THAN', [600])] };
    expect(await paths([or])).toEqual(['docs/Report_2024.pdf', 'images/photo.png']);
    expect(await paths([{ ...or, not: true }, f('fileType', 'EQUALS', ['DIRECTORY'], true)])).toEqual(
      FILES.filter((p) => !['docs/Report_2024.pdf', 'images/photo.png'].includes(p)),
    );
    const nested = {
      operator: 'OR',
      filters: [
        { operator: 'AND', filters: [f('fileType', 'EQUALS', ['IMAGE']), f('size', 'LESS_THAN', [55])] },
        { operator: 'AND', filters: [{ operator: 'OR', filters: [f('name', 'EQUALS', ['root.csv']), f('name', 'EQUALS', ['data.zip'])] }] },
      ],
    };
    expect(await paths([nested])).toEqual(['data.zip', 'images/photo.png', 'root.csv']);
    let deep: unknown = f('name', 'EQUALS', ['root.csv']);
    for (let i = 0; i < 3; i++) deep = { operator: 'AND', filters: [deep] };
    expect(await paths([{ operator: 'AND', filters: [deep] }])).toEqual(['root.csv']);
    const tooDeep = { operator: 'AND', filters: [{ operator: 'AND', filters: [deep] }] };
    expect(expectError(await search(t, fs, { filters: [tooDeep] }), 400, 'VALIDATION_FAILED').message).toContain('4');
  });

  it('combines filters with directoryPath and immediateChildren', async () => {
    expect(await paths([f('fileType', 'EQUALS', ['TEXT'])], 'directoryPath=docs&immediateChildren=true')).toEqual([
      'docs/100%_done.txt',
      'docs/a_b.txt',
      'docs/axb.txt',
      'docs/readme.txt',
    ]);
    expect(await paths([f('fileType', 'EQUALS', ['TEXT'])], 'directoryPath=docs')).toEqual([
      'docs/100%_done.txt',
      'docs/a_b.txt',
      'docs/axb.txt',
      'docs/readme.txt',
      'docs/sub/deep.json',
    ]);
  });

  it('dateFilters on created: start and end inclusive, ISO or epoch ms, not', async () => {
    const created = (p: string) => Date.parse(tree.get(p)!.created);
    const start = created('images/photo.png');
    const end = created('empty');
    const within = (from: number | null, to: number | null) =>
      TREE_PATHS.filter((p) => (from === null || created(p) >= from) && (to === null || created(p) <= to));
    const dates = (dateFilters: unknown[]) => searchPaths(t, fs, { dateFilters });
    expect(await dates([{ field: 'created', start: new Date(start).toISOString(), end: null }])).toEqual(within(start, null));
    expect(await dates([{ field: 'created', start: null, end: new Date(end).toISOString() }])).toEqual(within(null, end));
    expect(await dates([{ field: 'created', start, end }])).toEqual(within(start, end));
    expect(await dates([{ field: 'created', start: String(start), end: String(end) }])).toEqual(within(start, end));
    expect(await dates([{ field: 'created', start, end, not: true }])).toEqual(TREE_PATHS.filter((p) => !within(start, end).includes(p)));
    expect(within(start, end).length).toBeGreaterThan(0);
    expect(within(start, end).length).toBeLessThan(TREE_PATHS.length);
    const both = await searchPaths(t, fs, {
      dateFilters: [{ field: 'created', start }],
      filters: [f('fileType', 'EQUALS', ['DIRECTORY'])],
    });
    expect(both).toEqual(within(start, null).filter((p) => DIRS.includes(p)));
    expect(await dates([{ field: 'created', start: '2000-01-01', end: '2000-12-31T23:59:59Z' }])).toEqual([]);
  });

  const bad: [string, unknown, string][] = [
    [
      'an unknown field',
      { filters: [f('owner', 'EQUALS', ['1'])] },
      // The request schema's enum (openapi.json) names them.
      'allowed values: id, path, name, fileType, contentType, size, createdBy, hash, hashAlgorithm, connectorKey, indexStatus, indexReason',
    ],
    ['a missing field', { filters: [{ operator: 'EQUALS', value: ['x'] }] }, 'filters[0].field'],
    ['an unknown operator', { filters: [f('name', 'CONTAINS', ['x'])] }, 'EQUALS, IN, LIKE'],
    ['LIKE on size', { filters: [f('size', 'LIKE', ['1'])] }, 'LIKE'],
    ['LIKE on id', { filters: [f('id', 'LIKE', ['a'])] }, 'LIKE'],
    ['GREATER_THAN on id', { filters: [f('id', 'GREATER_THAN', ['00000000-0000-4000-8000-000000000000'])] }, 'GREATER_THAN'],
    ['IS_NULL on a field that is never null', { filters: [f('name', 'IS_NULL')] }, 'IS_NULL'],
    ['size "abc"', { filters: [f('size', 'EQUALS', ['abc'])] }, 'integer'],
    ['size 1.5', { filters: [f('size', 'EQUALS', [1.5])] }, 'integer'],
    ['createdBy "x"', { filters: [f('createdBy', 'EQUALS', ['x'])] }, 'integer'],
    ['no value for EQUALS', { filters: [f('name', 'EQUALS', [])] }, 'value'],
    ['a value for IS_NULL', { filters: [f('size', 'IS_NULL', ['1'])] }, 'IS_NULL'],
    ['two values for a comparison', { filters: [f('size', 'LESS_THAN', [1, 2])] }, 'exactly one'],
    ['a value that is an object', { filters: [f('name', 'EQUALS', [{ a: 1 }])] }, 'value'],
    ['a non-boolean not', { filters: [f('name', 'EQUALS', ['a'], 'yes' as unknown as boolean)] }, 'not'],
    ['filters not an array', { filters: { field: 'name' } }, 'filters'],
    ['a filter that is not an object', { filters: ['name'] }, 'filters'],
    ['an empty group', { filters: [{ operator: 'OR', filters: [] }] }, 'filters'],
    ['a date field in filters', { filters: [f('created', 'EQUALS', ['2026-01-01'])] }, 'allowed'],
    ['an unknown date field', { dateFilters: [{ field: 'updated', start: 0 }] }, 'allowed values: created'],
    ['a date filter without start and end', { dateFilters: [{ field: 'created', start: null, end: null }] }, 'start'],
    ['a date that does not parse', { dateFilters: [{ field: 'created', start: 'yesterday' }] }, 'dateFilters[0].start'],
    ['a date filter that is not an object', { dateFilters: [42] }, 'dateFilters'],
  ];
  for (const [label, body, text] of bad) {
    it(`answers 400 VALIDATION_FAILED to ${label}`, async () => {
      const error = expectError(await search(t, fs, body), 400, 'VALIDATION_FAILED');
      expect(error.message).toContain(text);
    });
  }
});
