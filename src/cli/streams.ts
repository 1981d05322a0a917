import fs from 'node:fs';
import { type Stream, type StreamExecutionRecord, unwrap } from '@stowage/client';
import type { Command } from 'commander';
import { COLUMN_TYPES, type ColumnType } from '../entities/streams.js';
import { EXIT } from '../startup-errors.js';
import { byteSize, positiveInteger, repeated } from './arguments.js';
import { withConnectionFlags } from './connection.js';
import { csvParts } from './csv-parts.js';
import { CliError, usage } from './failures.js';
import { type Column, formatBytes, formatTime, note, printJson, printList } from './output.js';
import { progressBar } from './progress.js';
import { serverAction } from './server-action.js';

const MiB = 1024 * 1024;

const STREAM_COLUMNS: Column<Stream>[] = [
  { header: 'ID', value: (s) => String(s.id), right: true },
  { header: 'METHOD', value: (s) => s.updateMethod },
  { header: 'ROWS', value: (s) => String(s.rowCount), right: true },
  {
    header: 'LAST RUN',
    value: (s) => (s.lastExecution ? `${s.lastExecution.currentState} ${formatTime(s.lastExecution.startedAt * 1000)}` : '-'),
  },
  { header: 'NAME', value: (s) => s.name },
];

const seconds = (r: StreamExecutionRecord) => (r.endedAt === null ? '-' : `${r.endedAt - r.startedAt} s`);

const HISTORY_COLUMNS: Column<StreamExecutionRecord>[] = [
  { header: 'EXECUTION', value: (r) => String(r.executionId), right: true },
  { header: 'STATE', value: (r) => r.currentState },
  { header: 'ROWS', value: (r) => String(r.rowsInserted), right: true },
  { header: 'BYTES', value: (r) => formatBytes(r.bytesInserted), right: true },
  { header: 'PEAK MEMORY', value: (r) => formatBytes(r.peakMemoryUsedBytes), right: true },
  { header: 'TOOK', value: seconds, right: true },
  { header: 'STARTED', value: (r) => formatTime(r.startedAt * 1000) },
];

function parseColumn(raw: string): { name: string; type: ColumnType } {
  const at = raw.lastIndexOf(':');
  const name = at < 0 ? raw : raw.slice(0, at);
  const type = (at < 0 ? 'STRING' : raw.slice(at + 1)).toUpperCase();
  if (name.trim() === '' || !(COLUMN_TYPES as readonly string[]).includes(type))
    throw usage(`--column ${JSON.stringify(raw)}: expected <name>[:<type>], the type one of ${COLUMN_TYPES.join(', ')}`);
  return { name, type: type as ColumnType };
}

const streamIdOf = (raw: string) => String(positiveInteger(raw));

export function addStreamCommands(program: Command): void {
  const streams = program.command('streams').description('streams of CSV rows and their execution history (operation 4)');

  withConnectionFlags(streams.command('ls'))
    .description('list your streams')
    .option('--limit <n>', 'at most this many', positiveInteger)
    .option('--json', 'JSON Lines: one stream a line, as the API gives it')
    .action(
      serverAction(async ({ client }, opts: { limit?: number; json?: boolean }) => {
        await printList(client.streams.iterate(), opts, STREAM_COLUMNS);
      }),
    );

  withConnectionFlags(streams.command('create <name>'))
    .description('create a stream; prints its id')
    .option('--column <name:type>', `a column, repeatable, in order; type one of ${COLUMN_TYPES.join(', ')} (default STRING)`, repeated)
    .option('--append', 'each execution adds its rows (default: replaces the dataset)')
    .option('--header', 'every part starts with a header row')
    .option('--json', 'print the created stream as JSON')
    .action(
      serverAction(async ({ client }, name: string, opts: { column?: string[]; append?: boolean; header?: boolean; json?: boolean }) => {
        const columns = (opts.column ?? []).map(parseColumn);
        const body = {
          name,
          updateMethod: opts.append ? ('APPEND' as const) : ('REPLACE' as const),
          ...(columns.length > 0 ? { schema: { columns, ...(opts.header ? { header: true } : {}) } } : {}),
        };
        const created = await unwrap(client.api.POST('/api/data/v1/streams', { body }));
        if (opts.json) printJson(created);
        else process.stdout.write(`${created.id}\n`);
      }),
    );

  withConnectionFlags(streams.command('push <streamId> <csv>'))
    .description('run an execution end to end: start it, send the CSV file (- for stdin) in parts, commit; prints its state and rows')
    .option('--header', 'the first line is a header (default: when it names the columns)')
    .option('--no-header', 'the first line is data')
    .option('--part-size <size>', 'bytes per part (cut at record boundaries)', byteSize, 8 * MiB)
    .option('--json', 'print the committed execution as JSON')
    .option('--quiet', 'no progress bar')
    .action(
      serverAction(
        async ({ client }, rawId: string, csv: string, opts: { header?: boolean; partSize: number; json?: boolean; quiet?: boolean }) => {
          const streamId = streamIdOf(rawId);
          const stream = await unwrap(client.api.GET('/api/data/v1/streams/{streamId}', { params: { path: { streamId } } }));
          const schema = stream.schema as { columns?: { name: string }[]; header?: boolean | null } | null;
          const input = csv === '-' ? process.stdin : fs.createReadStream(csv);
          // A missing file is a usage error before an execution starts.
          if (csv !== '-') await fs.promises.access(csv, fs.constants.R_OK);
          const size = csv === '-' ? 0 : (await fs.promises.stat(csv)).size;
          const progress = progressBar('pushing', opts);
          progress.grow(size, 1);
          let last = 0;
          let execution;
          try {
            const parts = csvParts(input, {
              partSize: opts.partSize,
              header: opts.header,
              columns: schema?.columns?.map((c) => c.name),
              headerPerPart: schema?.header === true,
            });
            execution = await client.streams.push(stream.id, parts, {
              onProgress: ({ bytes }) => {
                progress.add(bytes - last);
                last = bytes;
              },
            });
            progress.fileDone();
          } finally {
            progress.stop();
          }
          if (opts.json) printJson(execution);
          else
            process.stdout.write(
              `execution ${execution.executionId}: ${execution.currentState}, ${execution.rowsInserted} rows (${formatBytes(execution.bytesInserted)})\n`,
            );
          if (execution.currentState !== 'SUCCESS') {
            for (const e of execution.errors.slice(0, 20))
              note(
                `part ${e.partId}${e.line === null ? '' : `, line ${e.line}`}${e.columnName === null ? '' : `, column ${e.columnName}`}: ${e.message}`,
              );
            if (execution.errors.length > 20) note(`… and ${execution.errors.length - 20} more (--json lists them all)`);
            throw new CliError(`execution ${execution.executionId} ${execution.currentState}; the dataset is unchanged`, EXIT.REFUSED);
          }
        },
      ),
    );

  withConnectionFlags(streams.command('history <streamId>'))
    .description("a stream's executions, newest first (operation 4)")
    .option('--limit <n>', 'at most this many', positiveInteger)
    .option('--json', 'JSON Lines: one execution record a line, as the API gives it')
    .action(
      serverAction(async ({ client }, rawId: string, opts: { limit?: number; json?: boolean }) => {
        const streamId = positiveInteger(rawId);
        // Its own first page, so that an unknown stream is its 404 rather than an empty list.
        await unwrap(client.api.GET('/api/data/v1/streams/{streamId}', { params: { path: { streamId: String(streamId) } } }));
        await printList(
          client.streams.history(streamId, opts.limit ? { pageSize: Math.min(opts.limit, 1000) } : {}),
          opts,
          HISTORY_COLUMNS,
          '(no executions)',
        );
      }),
    );
}
