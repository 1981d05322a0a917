import { type Static, Type } from 'typebox';
import { Nullable, ref } from './json.js';

/** The column types of a stream schema (API.md §4); src/domain/streams/column-types.ts checks values against them. */
export const COLUMN_TYPES = ['STRING', 'LONG', 'DOUBLE', 'DECIMAL', 'BOOLEAN', 'DATE', 'DATETIME'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const UPDATE_METHODS = ['REPLACE', 'APPEND'] as const;
export type UpdateMethod = (typeof UPDATE_METHODS)[number];
export const UpdateMethod = Type.Enum([...UPDATE_METHODS]);

/** An execution's state as clients see it; storage adds COMMITTING, shown as ACTIVE. */
export const EXECUTION_STATES = ['ACTIVE', 'SUCCESS', 'FAILED', 'ABORTED'] as const;
export type ExecutionState = (typeof EXECUTION_STATES)[number];

const recordProperties = {
  streamId: Type.Integer(),
  executionId: Type.Integer(),
  currentState: Type.Enum([...EXECUTION_STATES]),
  rowsInserted: Type.Integer(),
  bytesInserted: Type.Integer(),
  startedAt: Type.Integer({ description: 'Epoch seconds' }),
  endedAt: Nullable(Type.Integer({ description: 'Epoch seconds; null while ACTIVE' })),
  updateMethod: UpdateMethod,
  peakMemoryUsedBytes: Type.Integer(),
};
/** Operation 4's record (API.md §4). */
export const ExecutionRecord = Type.Object(recordProperties, { $id: 'StreamExecutionRecord', title: 'StreamExecutionRecord' });
export type ExecutionRecord = Static<typeof ExecutionRecord>;

/** A row that does not fit, as `errors[]` of a FAILED execution reports it (all positions 1-based). */
export const RowError = Type.Object({
  partId: Type.Integer(),
  // The line of the part where the record starts (line breaks inside quoted values count).
  line: Nullable(Type.Integer()),
  column: Nullable(Type.Integer()),
  columnName: Nullable(Type.String()),
  message: Type.String(),
});
export type RowError = Static<typeof RowError>;

/** One execution: the record plus the errors of a FAILED commit. */
export const Execution = Type.Object(
  { ...recordProperties, errors: Type.Array(RowError) },
  { $id: 'StreamExecution', title: 'StreamExecution' },
);
export type Execution = Static<typeof Execution>;

export const Stream = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    updateMethod: UpdateMethod,
    schema: Nullable(
      Type.Object({
        columns: Type.Array(Type.Object({ name: Type.String(), type: Type.String() })),
        header: Type.Boolean(),
        inferred: Type.Boolean({ description: 'Taken from the first commit of a stream created without a schema' }),
      }),
    ),
    ownerId: Type.Integer(),
    createdAt: Type.Integer({ description: 'Epoch seconds' }),
    rowCount: Type.Integer(),
    lastExecution: Nullable(ref(ExecutionRecord)),
  },
  { $id: 'Stream', title: 'Stream' },
);
export type Stream = Static<typeof Stream>;

/** A stored part of an execution. */
export const Part = Type.Object({
  streamId: Type.Integer(),
  executionId: Type.Integer(),
  partId: Type.Integer(),
  sizeBytes: Type.Integer({ description: 'CSV bytes stored (after gunzip)' }),
  sha256: Type.String({ description: 'SHA-256 (hex) of the CSV bytes stored' }),
});
export type Part = Static<typeof Part>;
