import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../schema.js';
import type { StreamExecutionsTable, StreamPartsTable, StreamsTable } from '../schema-streams.js';

export type StreamRow = Selectable<StreamsTable>;
export type ExecutionRow = Selectable<StreamExecutionsTable>;
export type PartRow = Selectable<StreamPartsTable>;

/**
 * The live states as literals in the SQL: the partial index stream_executions_one_active names them,
 * and a planner matches a partial index only against literals, not bound parameters (see
 * index-work-repository.ts). Otherwise the look-up reads every execution the stream ever had.
 */
const LIVE_STATES = (['ACTIVE', 'COMMITTING'] as const).map((state) => sql.lit(state));

/** What a finished commit records on its execution. */
export type CommitOutcome = Pick<
  ExecutionRow,
  'state' | 'ended_at' | 'rows_inserted' | 'bytes_inserted' | 'peak_memory_bytes' | 'errors_json'
>;

/**
 * Streams, their executions and the parts of executions. Takes a Kysely or a transaction, so
 * callers can group writes.
 */
export class StreamsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertStream(row: Insertable<StreamsTable>): Promise<StreamRow> {
    return this.db.insertInto('streams').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async findStream(id: number): Promise<StreamRow | undefined> {
    return this.db.selectFrom('streams').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Fixes the schema a first commit inferred, unless one is already set. */
  async setInferredSchema(id: number, schemaJson: string): Promise<void> {
    await this.db
      .updateTable('streams')
      .set({ schema_json: schemaJson, schema_inferred: 1 })
      .where('id', '=', id)
      .where('schema_json', 'is', null)
      .execute();
  }

  /** Undefined when the stream already has an ACTIVE execution (the one-active unique index). */
  async insertExecution(row: Insertable<StreamExecutionsTable>): Promise<ExecutionRow | undefined> {
    try {
      return await this.db.insertInto('stream_executions').values(row).returningAll().executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  async findExecution(streamId: number, id: number): Promise<ExecutionRow | undefined> {
    return this.db.selectFrom('stream_executions').selectAll().where('id', '=', id).where('stream_id', '=', streamId).executeTakeFirst();
  }

  /** The stream's ACTIVE (or committing) execution, if any. */
  async activeExecution(streamId: number): Promise<ExecutionRow | undefined> {
    return this.db
      .selectFrom('stream_executions')
      .selectAll()
      .where('stream_id', '=', streamId)
      .where('state', 'in', LIVE_STATES)
      .executeTakeFirst();
  }

  /** Executions newest first (operation 4). */
  async listExecutions(streamId: number, limit: number, offset: number): Promise<ExecutionRow[]> {
    return this.db
      .selectFrom('stream_executions')
      .selectAll()
      .where('stream_id', '=', streamId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /**
   * Moves an ACTIVE execution to COMMITTING for `owner` (an instance) until `leaseUntil`; false when
   * it was not ACTIVE (someone else got it).
   */
  async claimForCommit(id: number, owner: string, leaseUntil: number): Promise<boolean> {
    const result = await this.db
      .updateTable('stream_executions')
      .set({ state: 'COMMITTING', commit_owner: owner, commit_lease_until: leaseUntil })
      .where('id', '=', id)
      .where('state', '=', 'ACTIVE')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Extends the owner's commit; false when it is no longer the owner's (taken over as abandoned). */
  async renewCommit(id: number, owner: string, leaseUntil: number): Promise<boolean> {
    const result = await this.db
      .updateTable('stream_executions')
      .set({ commit_lease_until: leaseUntil })
      .where('id', '=', id)
      .where('state', '=', 'COMMITTING')
      .where('commit_owner', '=', owner)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /**
   * Takes a COMMITTING execution over for `owner` when its commit's lease has run out (with
   * `voidOthers`, whenever another instance holds it: on an exclusive database every other is dead).
   */
  async takeOverCommit(id: number, owner: string, leaseUntil: number, now: number, voidOthers: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('stream_executions')
      .set({ commit_owner: owner, commit_lease_until: leaseUntil })
      .where('id', '=', id)
      .where('state', '=', 'COMMITTING')
      .where((eb) => {
        const lapsed = [eb('commit_lease_until', 'is', null), eb('commit_lease_until', '<', now), eb('commit_owner', 'is', null)];
        return eb.or(voidOthers ? [...lapsed, eb('commit_owner', '!=', owner)] : lapsed);
      })
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /**
   * Confirms the execution is still ACTIVE and, on PostgreSQL, locks its row for the rest of the
   * transaction (an UPDATE takes the row lock portably, where SELECT … FOR UPDATE is not SQLite).
   */
  async lockActive(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('stream_executions')
      .set((eb) => ({ state: eb.ref('state') }))
      .where('id', '=', id)
      .where('state', '=', 'ACTIVE')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** COMMITTING → ACTIVE: a commit that could not finish gives the execution back (only its owner's). */
  async releaseCommit(id: number, owner: string): Promise<void> {
    await this.db
      .updateTable('stream_executions')
      .set({ state: 'ACTIVE', commit_owner: null, commit_lease_until: null })
      .where('id', '=', id)
      .where('state', '=', 'COMMITTING')
      .where('commit_owner', '=', owner)
      .execute();
  }

  async setState(id: number, state: ExecutionRow['state'], endedAt: number | null): Promise<void> {
    await this.db.updateTable('stream_executions').set({ state, ended_at: endedAt }).where('id', '=', id).execute();
  }

  async setHasRows(id: number, hasRows: boolean): Promise<void> {
    await this.db
      .updateTable('stream_executions')
      .set({ has_rows: hasRows ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }

  /** Records a commit's result, only if the execution is still `owner`'s commit; true when it was. */
  async finishCommit(id: number, owner: string, outcome: CommitOutcome, live: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('stream_executions')
      .set({ ...outcome, live: live ? 1 : 0, commit_owner: null, commit_lease_until: null })
      .where('id', '=', id)
      .where('state', '=', 'COMMITTING')
      .where('commit_owner', '=', owner)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** REPLACE: every other execution of the stream leaves the dataset. */
  async retireLive(streamId: number, exceptId: number): Promise<void> {
    await this.db
      .updateTable('stream_executions')
      .set({ live: 0 })
      .where('stream_id', '=', streamId)
      .where('live', '=', 1)
      .where('id', '!=', exceptId)
      .execute();
  }

  /** The executions whose rows make up the dataset, in dataset order. */
  async liveExecutions(streamId: number): Promise<Pick<ExecutionRow, 'id' | 'rows_inserted'>[]> {
    return this.db
      .selectFrom('stream_executions')
      .select(['id', 'rows_inserted'])
      .where('stream_id', '=', streamId)
      .where('live', '=', 1)
      .orderBy('id')
      .execute();
  }

  /** Executions that may have rows outside the dataset: finished, not live, rows not yet purged. */
  async withGarbageRows(): Promise<Pick<ExecutionRow, 'id' | 'stream_id'>[]> {
    return this.db
      .selectFrom('stream_executions')
      .select(['id', 'stream_id'])
      .where('has_rows', '=', 1)
      .where('live', '=', 0)
      .where('state', 'in', ['SUCCESS', 'FAILED', 'ABORTED'])
      .orderBy('id')
      .execute();
  }

  /** Executions mid-commit (on some instance, or left so by one that stopped). */
  async committing(): Promise<ExecutionRow[]> {
    return this.db.selectFrom('stream_executions').selectAll().where('state', '=', 'COMMITTING').execute();
  }

  /** Holds the rows of `executionIds` for an export (see RowGarbage). */
  async insertHolds(holdId: string, executionIds: readonly number[], holder: string, leaseUntil: number): Promise<void> {
    if (executionIds.length === 0) return;
    await this.db
      .insertInto('stream_export_holds')
      .values(executionIds.map((execution_id) => ({ hold_id: holdId, execution_id, holder, lease_until: leaseUntil })))
      .execute();
  }

  async deleteHold(holdId: string): Promise<void> {
    await this.db.deleteFrom('stream_export_holds').where('hold_id', '=', holdId).execute();
  }

  /** Extends every hold of `holder`. */
  async renewHolds(holder: string, leaseUntil: number): Promise<void> {
    await this.db.updateTable('stream_export_holds').set({ lease_until: leaseUntil }).where('holder', '=', holder).execute();
  }

  /** Whether a hold whose lease runs covers the execution. */
  async isHeld(executionId: number, now: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('stream_export_holds')
      .select('hold_id')
      .where('execution_id', '=', executionId)
      .where('lease_until', '>=', now)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Removes holds whose lease ran out, and (on an exclusive database) every other holder's. */
  async deleteDeadHolds(now: number, exceptHolder: string | null): Promise<void> {
    await this.db
      .deleteFrom('stream_export_holds')
      .where((eb) =>
        exceptHolder === null ? eb('lease_until', '<', now) : eb.or([eb('lease_until', '<', now), eb('holder', '!=', exceptHolder)]),
      )
      .execute();
  }

  async upsertPart(row: PartRow): Promise<PartRow | undefined> {
    const previous = await this.db
      .selectFrom('stream_parts')
      .selectAll()
      .where('execution_id', '=', row.execution_id)
      .where('part_id', '=', row.part_id)
      .executeTakeFirst();
    if (previous) {
      await this.db
        .updateTable('stream_parts')
        .set(row)
        .where('execution_id', '=', row.execution_id)
        .where('part_id', '=', row.part_id)
        .execute();
    } else {
      await this.db.insertInto('stream_parts').values(row).execute();
    }
    return previous;
  }

  async listParts(executionId: number): Promise<PartRow[]> {
    return this.db.selectFrom('stream_parts').selectAll().where('execution_id', '=', executionId).orderBy('part_id').execute();
  }

  /** Removes the execution's parts; returns their blob keys for the caller to unpublish. */
  async deleteParts(executionId: number): Promise<string[]> {
    const parts = await this.listParts(executionId);
    await this.db.deleteFrom('stream_parts').where('execution_id', '=', executionId).execute();
    return parts.map((p) => p.blob_key);
  }
}

/** A unique-constraint violation, as better-sqlite3 and pg report it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
