import { WIDE_SCHEMA, json, uploadRows } from '../../test/helpers/stream-csv.js';
import { openDatabase } from '../../src/storage/db/database.js';
import { StreamRowsRepository } from '../../src/storage/db/repositories/stream-rows-repository.js';
import { record } from '../lib/report.js';
import { type BenchServer, TOKEN } from '../lib/server.js';

const PARTS = 5;

/**
 * Scenario 5: committing a stream execution of `rows` CSV rows (the stream tests' five-column rows,
 * about 64 bytes each), uploaded first as five parts in parallel; only the commit is timed.
 */
export async function commit(server: BenchServer, rows: number, label: string, postgresUrl?: string): Promise<void> {
  const call = async (method: string, path: string, payload?: unknown) => {
    const answer = await json(server.url, TOKEN, method, path, payload);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as Record<string, number | string>;
  };
  const stream = await call('POST', '/api/data/v1/streams', { name: 'bench', updateMethod: 'REPLACE', schema: WIDE_SCHEMA });
  const execution = await call('POST', `/api/data/v1/streams/${stream.id}/executions`);
  const where = { streamId: Number(stream.id), executionId: Number(execution.executionId) };
  const per = Math.ceil(rows / PARTS);
  const uploads = await Promise.all(
    Array.from({ length: PARTS }, (_, k) =>
      uploadRows(server.url, TOKEN, { ...where, partId: k + 1 }, { from: k * per + 1, to: Math.min(rows, (k + 1) * per) + 1 }),
    ),
  );
  for (const upload of uploads) if (upload.status !== 201) throw new Error(`part upload answered ${upload.status}: ${upload.body}`);

  server.resetPeakRss();
  const before = server.rss();
  const cpuBefore = server.cpuSeconds();
  const start = process.hrtime.bigint();
  const done = await call('PUT', `/api/data/v1/streams/${where.streamId}/executions/${where.executionId}/commit`);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpuMicrosPerRow = ((server.cpuSeconds() - cpuBefore) * 1e6) / rows;
  const growth = server.peakRss() - before;
  if (done.currentState !== 'SUCCESS' || done.rowsInserted !== rows) throw new Error(`commit answered ${JSON.stringify(done)}`);

  const name = `${label} op4 commit ${rows.toLocaleString('en-US')} rows`;
  const mb = Number(done.bytesInserted) / 1e6;
  record({
    scenario: name,
    measure: 'rows/s',
    value: `${Math.round(rows / seconds).toLocaleString('en-US')} (server CPU ${cpuMicrosPerRow.toFixed(2)} µs/row)`,
    ratio: `${(rows / seconds / 200_000).toFixed(2)}× of 200,000`,
    target: '≥ 200,000 rows/s',
  });
  record({ scenario: name, measure: 'MB/s (time)', value: `${(mb / seconds).toFixed(1)} MB/s (${seconds.toFixed(2)} s)` });
  record({ scenario: name, measure: 'server peak RSS growth', value: `${(Math.max(0, growth) / 2 ** 20).toFixed(1)} MiB` });
  if (postgresUrl) await insertFloor(postgresUrl, where.executionId, rows / seconds, label);
}

/** Rows per write, as the commit writes them (CHUNK_ROWS of src/domain/streams/commit-rows.ts). */
const CHUNK_ROWS = 10_000;
/** The floor's rows go under an execution id no execution has, and are removed afterwards. */
const FLOOR_EXECUTION = -1;

/**
 * PostgreSQL: the floor under the commit. The committed rows are read back and written again by the
 * commit's own row writer (StreamRowsRepository), chunk after chunk, with no reading of parts and no
 * checking: what storing them costs on its own.
 */
async function insertFloor(url: string, executionId: number, commitRowsPerSecond: number, label: string): Promise<void> {
  const db = openDatabase({ dataDir: '', databaseUrl: url, dbPoolSize: 2 });
  try {
    const rows = await db.selectFrom('stream_rows').select('data').where('execution_id', '=', executionId).orderBy('row_no').execute();
    const lines = rows.map((r) => r.data);
    const writer = new StreamRowsRepository(db).writer(FLOOR_EXECUTION);
    const start = process.hrtime.bigint();
    for (let from = 0; from < lines.length; from += CHUNK_ROWS) await writer.write(lines.slice(from, from + CHUNK_ROWS), from + 1);
    const perSecond = lines.length / (Number(process.hrtime.bigint() - start) / 1e9);
    record({
      scenario: `${label} op4 floor: the same rows stored alone by the commit's row writer`,
      measure: 'rows/s',
      value: Math.round(perSecond).toLocaleString('en-US'),
      ratio: `the commit runs at ${(commitRowsPerSecond / perSecond).toFixed(2)}× of it`,
    });
  } finally {
    await db.deleteFrom('stream_rows').where('execution_id', '=', FLOOR_EXECUTION).execute();
    await db.destroy();
  }
}
