import { Type } from 'typebox';
import { MAX_COLUMNS } from '../../domain/streams/stream-schema.js';
import { Nullable } from '../../entities/json.js';
import { COLUMN_TYPES, UpdateMethod } from '../../entities/streams.js';
import { Limit, Offset } from './common.js';

// The requests of API.md §4; the objects it answers with are in src/entities/streams.ts.

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

export const StreamPatchBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  updateMethod: Type.Optional(UpdateMethod),
  schema: Type.Optional(SchemaBody),
});

export const PageQuery = Type.Object({ limit: Type.Optional(Limit), offset: Type.Optional(Offset) });
