import { AppError, badRequest } from '../../errors.js';
import type { BlobCollector } from '../../storage/blobs/blob-collector.js';
import type { Db } from '../../storage/db/database.js';
import { StreamLifecycleRepository } from '../../storage/db/repositories/stream-lifecycle-repository.js';
import { type StreamRow, StreamsRepository } from '../../storage/db/repositories/streams-repository.js';
import type { Updateable } from 'kysely';
import type { UpdateMethod } from '../../entities/streams.js';
import type { StreamsTable } from '../../storage/db/schema-streams.js';
import type { Caller } from '../tokens/token-service.js';
import type { RowGarbage } from './row-garbage.js';
import { requireStream, streamNotFound } from './stream-access.js';
import { checkSchema, parseSchema } from './stream-schema.js';
import { incompatibility } from './schema-change.js';
import type { NewStream } from './stream-service.js';

export interface StreamPatch {
  name?: string;
  updateMethod?: UpdateMethod;
  schema?: NonNullable<NewStream['schema']>;
}

const busy = (streamId: number, executionId: number, what: string) =>
  new AppError(
    'EXECUTION_ALREADY_ACTIVE',
    `Cannot ${what} stream ${streamId} while execution ${executionId} is ACTIVE; commit or abort it first.`,
  );

/**
 * Changing and deleting streams (API.md §4, "Also"). Both lock the stream's row, as starting an
 * execution does, and its open executions, as a commit's claim does, so each sees the other's
 * result rather than a half state.
 */
export class StreamChanges {
  private readonly repo: StreamsRepository;

  constructor(
    private readonly db: Db,
    private readonly collector: BlobCollector,
    private readonly garbage: RowGarbage,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new StreamsRepository(db);
  }

  /**
   * Name and update method change at any time (running executions keep the method they started
   * with). The schema changes only while no execution is ACTIVE, and, once the dataset has rows,
   * only to one its rows fit (schema-change.ts).
   */
  async update(caller: Caller, rawId: string, patch: StreamPatch): Promise<StreamRow> {
    const stream = await requireStream(this.repo, caller, rawId);
    if (patch.name?.trim() === '') throw badRequest('name must not be blank.');
    const schema = patch.schema === undefined ? undefined : checkSchema(patch.schema);
    const changes: Updateable<StreamsTable> = {};
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.updateMethod !== undefined) changes.update_method = patch.updateMethod;
    if (schema) Object.assign(changes, { schema_json: JSON.stringify(schema), schema_inferred: 0 });
    if (Object.keys(changes).length === 0) return stream;
    await this.db.transaction().execute(async (tx) => {
      const lifecycle = new StreamLifecycleRepository(tx);
      if (!(await lifecycle.lockStream(stream.id))) throw streamNotFound(rawId);
      if (schema) {
        const [open] = await lifecycle.lockOpenExecutions(stream.id);
        if (open) throw busy(stream.id, open.id, 'change the schema of');
        const current = parseSchema((await new StreamsRepository(tx).findStream(stream.id))?.schema_json ?? null);
        const rows = (await lifecycle.rowCounts([stream.id])).get(stream.id) ?? 0;
        const why = current && rows > 0 ? incompatibility(current, schema) : null;
        if (why !== null) {
          throw new AppError(
            'SCHEMA_INCOMPATIBLE',
            `The schema of stream ${stream.id} cannot change so: its dataset has ${rows} rows, and ${why}.`,
          );
        }
      }
      await lifecycle.update(stream.id, changes);
    });
    const updated = await this.repo.findStream(stream.id);
    if (!updated) throw streamNotFound(rawId);
    return updated;
  }

  /**
   * Deletes the stream, its executions, parts and dataset in one transaction; refused (409) while a
   * commit runs. The parts' blobs and the rows go afterwards, in the background; nothing shows them.
   */
  async delete(caller: Caller, rawId: string): Promise<void> {
    const stream = await requireStream(this.repo, caller, rawId);
    const now = this.now();
    const keys = await this.db.transaction().execute(async (tx) => {
      const lifecycle = new StreamLifecycleRepository(tx);
      if (!(await lifecycle.lockStream(stream.id))) throw streamNotFound(rawId);
      const committing = (await lifecycle.lockOpenExecutions(stream.id)).find((e) => e.state === 'COMMITTING');
      if (committing) {
        throw new AppError(
          'EXECUTION_ALREADY_ACTIVE',
          `Cannot delete stream ${stream.id} while execution ${committing.id} is being committed; delete it once the commit has finished.`,
        );
      }
      return lifecycle.delete(stream.id, now);
    });
    await this.collector.collect(keys).catch(() => undefined);
    this.garbage.schedule();
  }
}
