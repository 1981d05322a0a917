import { Type } from 'typebox';
import { COLUMN_TYPES } from '../../domain/streams/column-types.js';
import { MAX_COLUMNS } from '../../domain/streams/stream-schema.js';
import { Limit, Offset, ref } from './common.js';

// The shapes of API.md §4.
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
export const UpdateMethod = Type.Enum(['REPLACE', 'APPEND']);

export const StreamId = Type.Object({ streamId: Type.String({ description: 'Stream id (a positive integer)' }) });
export const ExecutionId = Type.Object({
  streamId: Type.String(),
  executionId: Type.String({ description: 'Execution id (a positive integer)' }),
});
export const PartId = Type.Object({
  streamId: Type.String(),
  executionId: Type.String(),
  partId: Type.String({ description: 'Part id, 1..100000; parts apply in id order' }),
});

export const SchemaBody = Type.Object({
  columns: Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }), type: Type.Enum([...COLUMN_TYPES]) }), {
    minItems: 1,
    maxItems: MAX_COLUMNS,
  }),
  header: Type.Optional(Nullable(Type.Boolean({ description: 'Every part starts with a header row naming the columns' }))),
});

const recordProperties = {
  streamId: Type.Integer(),
  executionId: Type.Integer(),
  currentState: Type.Enum(['ACTIVE', 'SUCCESS', 'FAILED', 'ABORTED']),
  rowsInserted: Type.Integer(),
  bytesInserted: Type.Integer(),
  startedAt: Type.Integer({ description: 'Epoch seconds' }),
  endedAt: Nullable(Type.Integer({ description: 'Epoch seconds; null while ACTIVE' })),
  updateMethod: UpdateMethod,
  peakMemoryUsedBytes: Type.Integer(),
};
export const ExecutionRecord = Type.Object(recordProperties, { $id: 'StreamExecutionRecord', title: 'StreamExecutionRecord' });
const RowError = Type.Object({
  partId: Type.Integer(),
  line: Nullable(Type.Integer()),
  column: Nullable(Type.Integer()),
  columnName: Nullable(Type.String()),
  message: Type.String(),
});
export const Execution = Type.Object(
  { ...recordProperties, errors: Type.Array(RowError) },
  { $id: 'StreamExecution', title: 'StreamExecution' },
);
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
export const Part = Type.Object({
  streamId: Type.Integer(),
  executionId: Type.Integer(),
  partId: Type.Integer(),
  sizeBytes: Type.Integer({ description: 'CSV bytes stored (after gunzip)' }),
  sha256: Type.String({ description: 'SHA-256 (hex) of the CSV bytes stored' }),
});

export const StreamPatchBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  updateMethod: Type.Optional(UpdateMethod),
  schema: Type.Optional(SchemaBody),
});

export const PageQuery = Type.Object({ limit: Type.Optional(Limit), offset: Type.Optional(Offset) });
