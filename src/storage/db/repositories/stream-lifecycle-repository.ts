import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../schema.js';
import type { ExecutionState, StreamsTable } from '../schema-streams.js';
import { listUnpublishedBlob } from './blob-list.js';
import type { ExecutionRow, StreamRow } from './streams-repository.js';

/**
 * The life of streams as a whole (API.md §4, "Also"): listing, changes and deletion, and the rows
 * that deleted streams leave to the background purge. Takes a Kysely or a transaction.
 */
export class StreamLifecycleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A page of streams, newest first: `ownerId`'s, or every one when null. */
  async list(ownerId: number | null, limit: number, offset: number): Promise<StreamRow[]> {
    let query = this.db.selectFrom('streams').selectAll();
    if (ownerId !== null) query = query.where('owner_id', '=', ownerId);
    return query.orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }

  /** Each stream's newest execution. */
  async lastExecutions(streamIds: readonly number[]): Promise<Map<number, ExecutionRow>> {
    if (streamIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('stream_executions')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('stream_executions')
          .select((e) => e.fn.max('id').as('id'))
          .where('stream_id', 'in', [...streamIds])
          .groupBy('stream_id'),
      )
      .execute();
    return new Map(rows.map((r) => [r.stream_id, r]));
  }

  /** Each stream's dataset size: the rows of its live executions. */
  async rowCounts(streamIds: readonly number[]): Promise<Map<number, number>> {
    if (streamIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('stream_executions')
      .select((eb) => ['stream_id', eb.fn.sum<number | string | bigint | null>('rows_inserted').as('rows')])
      .where('stream_id', 'in', [...streamIds])
      .where('live', '=', 1)
      .groupBy('stream_id')
      .execute();
    return new Map(rows.map((r) => [r.stream_id, Number(r.rows ?? 0)]));
  }

  /**
   * Locks the stream's row for the rest of the transaction (PostgreSQL; an UPDATE takes the lock
   * portably) so that starting an execution, changing the schema and deleting the stream happen one
   * after another; false when there is no such stream (any more).
   */
  async lockStream(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('streams')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /**
   * Locks the stream's ACTIVE and committing executions (a commit's claim waits for this
   * transaction) and returns them as they are once locked.
   */
  async lockOpenExecutions(streamId: number): Promise<{ id: number; state: ExecutionState }[]> {
    const rows = await this.db
      .updateTable('stream_executions')
      .set((eb) => ({ state: eb.ref('state') }))
      .where('stream_id', '=', streamId)
      .where('state', 'in', ['ACTIVE', 'COMMITTING'])
      .returning(['id', 'state'])
      .execute();
    return rows.map((r) => ({ id: r.id, state: r.state }));
  }

  async update(id: number, changes: Updateable<StreamsTable>): Promise<void> {
    await this.db.updateTable('streams').set(changes).where('id', '=', id).execute();
  }

  /**
   * Deletes the stream with its executions and parts. The parts' blobs are listed for collection and
   * returned; executions that may have rows are listed for the background purge.
   */
  async delete(id: number, now: number): Promise<string[]> {
    const executions = this.db.selectFrom('stream_executions').select('id').where('stream_id', '=', id);
    const parts = await this.db.selectFrom('stream_parts').select('blob_key').where('execution_id', 'in', executions).execute();
    const withRows = await this.db
      .selectFrom('stream_executions')
      .select('id')
      .where('stream_id', '=', id)
      .where('has_rows', '=', 1)
      .execute();
    if (withRows.length > 0) {
      await this.db
        .insertInto('stream_orphan_executions')
        .values(withRows.map((e) => ({ execution_id: e.id, deleted_at: now })))
        .onConflict((oc) => oc.column('execution_id').doNothing())
        .execute();
    }
    await this.db.deleteFrom('stream_parts').where('execution_id', 'in', executions).execute();
    await this.db.deleteFrom('stream_executions').where('stream_id', '=', id).execute();
    await this.db.deleteFrom('streams').where('id', '=', id).execute();
    const keys = parts.map((p) => p.blob_key);
    for (const key of keys) await listUnpublishedBlob(this.db, key, now);
    return keys;
  }

  /** Executions of deleted streams whose rows are still to be purged, oldest first. */
  async orphans(): Promise<number[]> {
    const rows = await this.db.selectFrom('stream_orphan_executions').select('execution_id').orderBy('execution_id').execute();
    return rows.map((r) => r.execution_id);
  }

  async forgetOrphan(executionId: number): Promise<void> {
    await this.db.deleteFrom('stream_orphan_executions').where('execution_id', '=', executionId).execute();
  }
}
