import { AppError } from '../../errors.js';
import type { ExecutionRow, StreamRow, StreamsRepository } from '../../storage/db/repositories/streams-repository.js';
import { parseId } from '../ids.js';
import type { Caller } from '../tokens/token-service.js';

export const streamNotFound = (raw: string) =>
  new AppError('STREAM_NOT_FOUND', `Stream ${JSON.stringify(raw)} does not exist or is not visible to you.`);

/** The stream, if the caller owns it or is an admin; 404 otherwise, exactly as if it did not exist. */
export async function requireStream(repo: StreamsRepository, caller: Caller, rawId: string): Promise<StreamRow> {
  const id = parseId(rawId);
  const stream = id === null ? undefined : await repo.findStream(id);
  if (!stream || (!caller.isAdmin && stream.owner_id !== caller.userId)) throw streamNotFound(rawId);
  return stream;
}

/**
 * An execution looked up again after a step that found it changed: gone means its stream was deleted
 * meanwhile, which answers as the same request sent after the delete would.
 */
export async function executionAgain(repo: StreamsRepository, stream: StreamRow, executionId: number): Promise<ExecutionRow> {
  const execution = await repo.findExecution(stream.id, executionId);
  if (!execution) throw streamNotFound(String(stream.id));
  return execution;
}

/**
 * An execution of this stream; 404 when the id names none of its executions. A stream deleted since
 * it was found (its executions went with it) answers as the same request sent after the delete would:
 * STREAM_NOT_FOUND, not EXECUTION_NOT_FOUND.
 */
export async function requireExecution(repo: StreamsRepository, stream: StreamRow, rawId: string): Promise<ExecutionRow> {
  const id = parseId(rawId);
  const execution = id === null ? undefined : await repo.findExecution(stream.id, id);
  if (execution) return execution;
  if (id !== null && !(await repo.findStream(stream.id))) throw streamNotFound(String(stream.id));
  throw new AppError('EXECUTION_NOT_FOUND', `Stream ${stream.id} has no execution ${JSON.stringify(rawId)}.`);
}

/** 409 for an operation that needs the execution ACTIVE, saying what it is instead. */
export function notActive(execution: ExecutionRow, action: string): AppError {
  const why =
    execution.state === 'COMMITTING'
      ? 'its commit is in progress'
      : `it is ${execution.state}${execution.state === 'ABORTED' ? '' : ' (committed)'}`;
  return new AppError('EXECUTION_NOT_ACTIVE', `Cannot ${action} execution ${execution.id}: ${why}; only an ACTIVE execution accepts this.`);
}
