import { badRequest } from '../../errors.js';
import { COLUMN_TYPES, type ColumnType } from '../../entities/streams.js';

export interface Column {
  name: string;
  type: ColumnType;
}

/**
 * The columns of a stream's dataset. `header: true` means every part starts with a header row that
 * names the columns in order; it is checked and skipped (API.md §4 parts are data rows otherwise).
 */
export interface StreamSchema {
  columns: Column[];
  header: boolean;
}

export const MAX_COLUMNS = 1000;

/** Checks a schema as a client sent it (types already validated by the route); 400 names the field. */
export function checkSchema(input: { columns: { name: string; type: string }[]; header?: boolean | null }): StreamSchema {
  if (input.columns.length === 0) throw badRequest('schema.columns must list at least one column.');
  if (input.columns.length > MAX_COLUMNS) throw badRequest(`schema.columns may list at most ${MAX_COLUMNS} columns.`);
  const seen = new Map<string, number>();
  const columns = input.columns.map((column, i) => {
    if (column.name.trim() === '') throw badRequest(`schema.columns[${i}].name must not be blank.`);
    const key = column.name.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw badRequest(
        `schema.columns[${i}].name "${column.name}" repeats schema.columns[${earlier}].name (names are unique, ignoring case).`,
      );
    }
    seen.set(key, i);
    if (!(COLUMN_TYPES as readonly string[]).includes(column.type)) {
      throw badRequest(`schema.columns[${i}].type must be one of ${COLUMN_TYPES.join(', ')}.`);
    }
    return { name: column.name, type: column.type as ColumnType };
  });
  return { columns, header: input.header ?? false };
}

/** A stream created without a schema takes this from its first commit: every column text. */
export function inferredSchema(width: number): StreamSchema {
  return { columns: Array.from({ length: width }, (_, i) => ({ name: `column${i + 1}`, type: 'STRING' as const })), header: false };
}

export function parseSchema(json: string | null): StreamSchema | null {
  return json === null ? null : (JSON.parse(json) as StreamSchema);
}

/** Why a header row does not match the schema, with the 1-based column, or null when it matches. */
export function headerMismatch(schema: StreamSchema, record: readonly string[]): { column: number; message: string } | null {
  for (const [i, column] of schema.columns.entries()) {
    const found = record[i];
    if (found === undefined) break;
    if (found.trim() !== column.name)
      return { column: i + 1, message: `the header names "${found}" where the schema has "${column.name}"` };
  }
  if (record.length === schema.columns.length) return null;
  const column = Math.min(record.length, schema.columns.length) + 1;
  return { column, message: `the header row has ${record.length} columns, the schema ${schema.columns.length}` };
}
