import type { ColumnType } from '../../entities/streams.js';
import type { StreamSchema } from './stream-schema.js';

/**
 * Type changes under which every value already stored stays a valid value of the new type: the
 * dataset's rows are kept in the old type's canonical text (column-types.ts), which each of these
 * new types accepts as it is.
 */
const WIDENINGS: Partial<Record<ColumnType, readonly ColumnType[]>> = {
  LONG: ['DECIMAL', 'DOUBLE'],
  DECIMAL: ['DOUBLE'],
};

/**
 * Why the rows of a dataset with schema `from` would not fit `to`, or null when they all would:
 * the same number of columns, each of the same type, STRING, or a widening above. Names and the
 * header flag may change freely.
 */
export function incompatibility(from: StreamSchema, to: StreamSchema): string | null {
  if (from.columns.length !== to.columns.length) {
    return `the dataset has ${from.columns.length} columns and the new schema ${to.columns.length}`;
  }
  for (const [i, before] of from.columns.entries()) {
    const after = to.columns[i]!;
    if (after.type === before.type || after.type === 'STRING' || WIDENINGS[before.type]?.includes(after.type)) continue;
    return `column ${i + 1} ("${before.name}") holds ${before.type} values, which are not all valid ${after.type} values`;
  }
  return null;
}
