import type { Db } from '../../storage/db/database.js';
import { retryingTransaction } from '../../storage/db/transactions.js';
import { type VectorSpace, withSemanticTables } from './tables.js';
import type { VectorEngine } from './vector-engine.js';

/**
 * The vector spaces (model and dimension) and their tables. A space is made when its first vector
 * arrives, since only the model's answer tells its dimension; spaces are remembered once seen, and
 * never removed while a vector may be in them.
 */
export class VectorSpaces {
  private readonly known = new Map<string, Promise<VectorSpace>>();

  constructor(
    private readonly db: Db,
    private readonly engine: VectorEngine,
  ) {}

  /** The space of `modelId` at `dimensions`, made (with its table) if it is new. */
  ensure(modelId: string, dimensions: number): Promise<VectorSpace> {
    const key = `${dimensions}:${modelId}`;
    let space = this.known.get(key);
    if (!space) {
      space = this.create(modelId, dimensions);
      this.known.set(key, space);
      // A failed creation (the database was away) is tried again by the next call.
      space.catch(() => this.known.delete(key));
    }
    return space;
  }

  private create(modelId: string, dimensions: number): Promise<VectorSpace> {
    return retryingTransaction(this.db, async (trx) => {
      await this.engine.lockSpaces(trx);
      const t = withSemanticTables(trx);
      const existing = await t
        .selectFrom('semantic_spaces')
        .select('id')
        .where('model_id', '=', modelId)
        .where('dimensions', '=', dimensions)
        .executeTakeFirst();
      const id =
        existing?.id ??
        (
          await t
            .insertInto('semantic_spaces')
            .values({ model_id: modelId, dimensions, created_at: Date.now() })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const space = { id, modelId, dimensions };
      await this.engine.createSpaceTable(trx, space);
      return space;
    });
  }

  /** The space of `modelId` at `dimensions` if it has been made (a search never makes one). */
  async find(modelId: string, dimensions: number): Promise<VectorSpace | undefined> {
    const key = `${dimensions}:${modelId}`;
    const known = this.known.get(key);
    if (known) return known;
    const row = await withSemanticTables(this.db)
      .selectFrom('semantic_spaces')
      .select('id')
      .where('model_id', '=', modelId)
      .where('dimensions', '=', dimensions)
      .executeTakeFirst();
    return row ? { id: row.id, modelId, dimensions } : undefined;
  }

  async byId(trx: Db, id: number): Promise<VectorSpace | undefined> {
    const row = await withSemanticTables(trx)
      .selectFrom('semantic_spaces')
      .select(['id', 'model_id', 'dimensions'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { id: row.id, modelId: row.model_id, dimensions: row.dimensions } : undefined;
  }
}
