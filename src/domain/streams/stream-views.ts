import type { Execution, ExecutionRecord, RowError, Stream } from '../../entities/streams.js';
import type { ExecutionRow, StreamRow } from '../../storage/db/repositories/streams-repository.js';
import { parseSchema } from './stream-schema.js';

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Operation 4's record (API.md §4). A running commit is still ACTIVE to clients. */
export function toExecutionRecord(row: ExecutionRow): ExecutionRecord {
  return {
    streamId: row.stream_id,
    executionId: row.id,
    currentState: row.state === 'COMMITTING' ? 'ACTIVE' : row.state,
    rowsInserted: row.rows_inserted,
    bytesInserted: row.bytes_inserted,
    startedAt: seconds(row.started_at),
    endedAt: row.ended_at === null ? null : seconds(row.ended_at),
    updateMethod: row.update_method,
    peakMemoryUsedBytes: row.peak_memory_bytes,
  };
}

/** One execution: the record plus the errors of a FAILED commit. */
export function toExecution(row: ExecutionRow): Execution {
  return { ...toExecutionRecord(row), errors: JSON.parse(row.errors_json) as RowError[] };
}

export function toStream(row: StreamRow, lastExecution: ExecutionRow | undefined, rowCount: number): Stream {
  const schema = parseSchema(row.schema_json);
  return {
    id: row.id,
    name: row.name,
    updateMethod: row.update_method,
    schema: schema === null ? null : { ...schema, inferred: row.schema_inferred === 1 },
    ownerId: row.owner_id,
    createdAt: seconds(row.created_at),
    rowCount,
    lastExecution: lastExecution ? toExecutionRecord(lastExecution) : null,
  };
}
