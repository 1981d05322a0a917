import { Readable } from 'node:stream';
import type { StreamRowsRepository } from '../../storage/db/repositories/stream-rows-repository.js';
import { StreamsRepository } from '../../storage/db/repositories/streams-repository.js';
import type { Db } from '../../storage/db/database.js';
import type { Caller } from '../tokens/token-service.js';
import { csvField } from './column-types.js';
import type { RowGarbage } from './row-garbage.js';
import { requireStream } from './stream-access.js';
import { parseSchema } from './stream-schema.js';

/** Rows read per query while exporting: bounded memory, and no query holds the database for long. */
const PAGE_ROWS = 5000;

/**
 * The dataset as CSV (API.md §4 `GET …/data`): a header row with the column names, then the rows
 * of the live executions in execution order, streamed page by page. The set of executions is
 * taken when the export starts and held against purging (by a hold in the database, which purges
 * on every instance respect), so an export that overlaps a REPLACE commit shows the dataset as it
 * was when it started, never a mix.
 */
export class DatasetExport {
  private readonly repo: StreamsRepository;

  constructor(
    db: Db,
    private readonly rows: StreamRowsRepository,
    private readonly garbage: RowGarbage,
  ) {
    this.repo = new StreamsRepository(db);
  }

  async open(caller: Caller, rawStreamId: string): Promise<{ streamId: number; body: Readable }> {
    const stream = await requireStream(this.repo, caller, rawStreamId);
    const schema = parseSchema(stream.schema_json);
    const { executions, release } = await this.holdLive(stream.id);
    const rows = this.rows;
    async function* csv(): AsyncGenerator<string> {
      try {
        if (schema) yield `${schema.columns.map((c) => csvField(c.name)).join(',')}\n`;
        for (const executionId of executions) {
          let after = 0;
          for (;;) {
            const page = await rows.page(executionId, after, PAGE_ROWS);
            if (page.length === 0) break;
            after = page[page.length - 1]!.row_no;
            let text = '';
            for (const row of page) text += `${row.data}\n`;
            yield text;
            if (page.length < PAGE_ROWS) break;
          }
        }
      } finally {
        release();
      }
    }
    const body = Readable.from(csv(), { objectMode: false });
    // A body destroyed before its first read never enters the generator, so its finally never runs.
    body.once('close', release);
    return { streamId: stream.id, body };
  }

  /**
   * Holds the stream's live executions. A commit may retire one between reading the set and taking
   * the hold, and a purge may have passed it by then; so the set is read again under the hold, and
   * the hold is taken again until every held execution is still live.
   */
  private async holdLive(streamId: number): Promise<{ executions: number[]; release: () => void }> {
    let executions = (await this.repo.liveExecutions(streamId)).map((e) => e.id);
    for (;;) {
      const release = await this.garbage.hold(executions);
      try {
        const live = new Set((await this.repo.liveExecutions(streamId)).map((e) => e.id));
        if (executions.every((id) => live.has(id))) return { executions, release };
        executions = [...live].sort((a, b) => a - b);
      } catch (error) {
        release();
        throw error;
      }
      release();
    }
  }
}
