import { AppError, badRequest } from '../../errors.js';
import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import type { Db } from '../../storage/db/database.js';
import { FilesRepository } from '../../storage/db/repositories/files-repository.js';
import { StreamLifecycleRepository } from '../../storage/db/repositories/stream-lifecycle-repository.js';
import { type ExecutionRow, type StreamRow, StreamsRepository } from '../../storage/db/repositories/streams-repository.js';
import type { UpdateMethod } from '../../entities/streams.js';
import type { Caller } from '../tokens/token-service.js';
import type { RowGarbage } from './row-garbage.js';
import { executionAgain, notActive, requireExecution, requireStream, streamNotFound } from './stream-access.js';
import { type StreamSchema, checkSchema } from './stream-schema.js';
import { toStream } from './stream-views.js';

export interface NewStream {
  name: string;
  updateMethod: UpdateMethod;
  schema?: { columns: { name: string; type: string }[]; header?: boolean | null } | null;
}

/** Streams and the life of their executions, except parts and commits (API.md §4). */
export class StreamService {
  private readonly repo: StreamsRepository;
  private readonly lifecycle: StreamLifecycleRepository;

  constructor(
    private readonly db: Db,
    private readonly collector: BlobCollector,
    private readonly garbage: RowGarbage,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new StreamsRepository(db);
    this.lifecycle = new StreamLifecycleRepository(db);
  }

  async create(caller: Caller, input: NewStream): Promise<StreamRow> {
    if (input.name.trim() === '') throw badRequest('name must not be blank.');
    const schema: StreamSchema | null = input.schema ? checkSchema(input.schema) : null;
    return this.repo.insertStream({
      name: input.name,
      update_method: input.updateMethod,
      schema_json: schema ? JSON.stringify(schema) : null,
      schema_inferred: 0,
      owner_id: caller.userId,
      created_at: this.now(),
    });
  }

  /** The stream as the API shows it, with its row count and last execution. */
  async view(caller: Caller, rawId: string) {
    const stream = await requireStream(this.repo, caller, rawId);
    return this.viewOf(stream);
  }

  /** A page of the caller's streams (every stream for an admin), newest first, as `view` shows them. */
  async list(caller: Caller, limit: number, offset: number) {
    const streams = await this.lifecycle.list(caller.isAdmin ? null : caller.userId, limit, offset);
    const ids = streams.map((s) => s.id);
    const [last, rows] = await Promise.all([this.lifecycle.lastExecutions(ids), this.lifecycle.rowCounts(ids)]);
    return streams.map((s) => toStream(s, last.get(s.id), rows.get(s.id) ?? 0));
  }

  async viewOf(stream: StreamRow) {
    const [last] = await this.repo.listExecutions(stream.id, 1, 0);
    const live = await this.repo.liveExecutions(stream.id);
    return toStream(
      stream,
      last,
      live.reduce((sum, e) => sum + e.rows_inserted, 0),
    );
  }

  /** Starts an execution (ACTIVE); 409 while another one is ACTIVE. */
  async start(caller: Caller, rawId: string, updateMethod: UpdateMethod | undefined): Promise<ExecutionRow> {
    const stream = await requireStream(this.repo, caller, rawId);
    const conflict = (active: ExecutionRow | undefined) =>
      new AppError(
        'EXECUTION_ALREADY_ACTIVE',
        `Stream ${stream.id} already has an ACTIVE execution${active ? ` (${active.id})` : ''}; commit or abort it first.`,
      );
    const inserted = await this.db.transaction().execute(async (tx) => {
      const repo = new StreamsRepository(tx);
      // After a schema change or a delete that holds the stream's row, never beside one.
      if (!(await new StreamLifecycleRepository(tx).lockStream(stream.id))) throw streamNotFound(rawId);
      const active = await repo.activeExecution(stream.id);
      if (active) throw conflict(active);
      return repo.insertExecution({
        stream_id: stream.id,
        state: 'ACTIVE',
        update_method: updateMethod ?? stream.update_method,
        started_at: this.now(),
      });
    });
    // Only a racing instance on another connection gets past the check to the unique index.
    if (!inserted) throw conflict(await this.repo.activeExecution(stream.id));
    return inserted;
  }

  async execution(caller: Caller, rawStreamId: string, rawExecutionId: string): Promise<ExecutionRow> {
    const stream = await requireStream(this.repo, caller, rawStreamId);
    return requireExecution(this.repo, stream, rawExecutionId);
  }

  /** Operation 4 (and the executions list): executions newest first. */
  async history(caller: Caller, rawId: string, limit: number, offset: number): Promise<ExecutionRow[]> {
    const stream = await requireStream(this.repo, caller, rawId);
    return this.repo.listExecutions(stream.id, limit, offset);
  }

  /** ACTIVE → ABORTED, discarding the parts; aborting an ABORTED execution again returns it. */
  async abort(caller: Caller, rawStreamId: string, rawExecutionId: string): Promise<ExecutionRow> {
    const stream = await requireStream(this.repo, caller, rawStreamId);
    const execution = await requireExecution(this.repo, stream, rawExecutionId);
    const now = this.now();
    const keys = await this.db.transaction().execute(async (tx) => {
      const repo = new StreamsRepository(tx);
      if (!(await repo.lockActive(execution.id))) return null;
      await repo.setState(execution.id, 'ABORTED', now);
      const blobs = await repo.deleteParts(execution.id);
      const files = new FilesRepository(tx);
      for (const key of blobs) await files.listBlob(key, now);
      return blobs;
    });
    const current = await executionAgain(this.repo, stream, execution.id);
    if (keys === null) {
      if (current.state === 'ABORTED') return current;
      throw notActive(current, 'abort');
    }
    await this.collector.collect(keys);
    // Rows an interrupted commit left under this execution are garbage now.
    if (current.has_rows === 1) this.garbage.schedule();
    return current;
  }
}
