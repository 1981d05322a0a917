import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type DataFile, type DataFileRevision, unwrap } from '@stowage/client';
import { fileSource, saveDownload } from '@stowage/client/node';
import type { Command } from 'commander';
import mime from 'mime-types';
import { positiveInteger } from './arguments.js';
import { withConnectionFlags } from './connection.js';
import { usage } from './failures.js';
import { type Column, formatBytes, formatTime, formatTable, note, printJson, printList } from './output.js';
import { progressBar } from './progress.js';
import { serverAction } from './server-action.js';

const COLUMNS: Column<DataFile>[] = [
  { header: 'ID', value: (d) => String(d.dataFileId), right: true },
  { header: 'SIZE', value: (d) => formatBytes(d.currentRevision?.sizeBytes), right: true },
  { header: 'TYPE', value: (d) => d.currentRevision?.contentType ?? '-' },
  { header: 'SCAN', value: (d) => d.currentRevision?.scanState ?? '-' },
  { header: 'CREATED', value: (d) => formatTime(d.datetimeCreated) },
  { header: 'NAME', value: (d) => d.name },
];

const REVISION_COLUMNS: Column<DataFileRevision>[] = [
  { header: 'REVISION', value: (r) => String(r.dataFileRevisionId), right: true },
  { header: 'SIZE', value: (r) => formatBytes(r.sizeBytes), right: true },
  { header: 'TYPE', value: (r) => r.contentType },
  { header: 'SCAN', value: (r) => r.scanState },
  { header: 'UPLOADED', value: (r) => formatTime(r.datetimeUploaded) },
  { header: 'SHA-256', value: (r) => r.sha256HashValue },
];

const id = (raw: string) => positiveInteger(raw);

export function addDataFileCommands(program: Command): void {
  const dataFiles = program.command('data-files').description('data files and their revisions (operation 3)');

  withConnectionFlags(dataFiles.command('ls'))
    .description('list the data files you can read, newest first')
    .option('--limit <n>', 'at most this many', positiveInteger)
    .option('--json', 'JSON Lines: one data file a line (with currentRevision), as the API gives it')
    .action(
      serverAction(async ({ client }, opts: { limit?: number; json?: boolean }) => {
        await printList(client.dataFiles.iterate({ expand: ['currentRevision'] }), opts, COLUMNS);
      }),
    );

  withConnectionFlags(dataFiles.command('upload <file>'))
    .description('upload a file as a new data file (prints its id), or with --to as a new revision of one')
    .option('--to <dataFileId>', 'add a revision to this data file instead', id)
    .option('--name <name>', 'its name (default: the file name)')
    .option('--description <text>', 'a description')
    .option('--private', 'only you and administrators may read it')
    .option('--content-type <type>', 'the content type (default: from the file name, else application/octet-stream)')
    .option('--json', 'print the answer ({dataFileId} or {revisionId}) as JSON')
    .option('--quiet', 'no progress bar')
    .action(
      serverAction(
        async (
          { client },
          file: string,
          opts: {
            to?: number;
            name?: string;
            description?: string;
            private?: boolean;
            contentType?: string;
            json?: boolean;
            quiet?: boolean;
          },
        ) => {
          // The data-file routes store the type they are sent; a name says more than octet-stream.
          const source = await fileSource(file, opts.contentType ?? (mime.lookup(file) || undefined));
          const progress = progressBar('uploading', opts);
          progress.grow(source.size, 1);
          let last = 0;
          const onProgress = ({ bytes }: { bytes: number }) => (progress.add(bytes - last), (last = bytes));
          try {
            if (opts.to !== undefined) {
              if (opts.name !== undefined || opts.description !== undefined || opts.private)
                throw usage('--name, --description and --private are for a new data file, not a revision (--to)');
              const answer = await client.dataFiles.addRevision(opts.to, { source, onProgress });
              progress.fileDone();
              if (opts.json) printJson(answer);
              else process.stdout.write(`${answer.revisionId}\n`);
              return;
            }
            const answer = await client.dataFiles.create({
              name: opts.name ?? path.basename(file),
              source,
              onProgress,
              ...(opts.description === undefined ? {} : { description: opts.description }),
              ...(opts.private ? { public: false } : {}),
            });
            progress.fileDone();
            if (opts.json) printJson(answer);
            else process.stdout.write(`${answer.dataFileId}\n`);
          } finally {
            progress.stop();
          }
        },
      ),
    );

  withConnectionFlags(dataFiles.command('details <dataFileId>'))
    .description('a data file with its metadata and revisions (operation 3)')
    .option('--json', 'print it as JSON, as the API gives it')
    .action(
      serverAction(async ({ client }, dataFileId: string, opts: { json?: boolean }) => {
        const details = await unwrap(
          client.api.GET('/api/data/v1/data-files/{dataFileId}/details', {
            params: { path: { dataFileId: String(id(dataFileId)) }, query: { expand: ['currentRevision', 'revisions', 'metadata'] } },
            querySerializer: { array: { style: 'form', explode: false } },
          }),
        );
        if (opts.json) {
          printJson(details);
          return;
        }
        const metadata = details.metadata as { description?: string; public?: boolean } | undefined;
        process.stdout.write(
          [
            `id:          ${details.dataFileId}`,
            `name:        ${details.name}`,
            `description: ${metadata?.description ?? ''}`,
            `public:      ${metadata?.public === false ? 'no' : 'yes'}`,
            `existing:    ${details.existing ? 'yes' : 'no (deleted)'}`,
            `created:     ${formatTime(details.datetimeCreated)} by user ${details.responsibleUserId}`,
            '',
          ].join('\n'),
        );
        process.stdout.write(formatTable(details.revisions ?? [], REVISION_COLUMNS));
      }),
    );

  withConnectionFlags(dataFiles.command('download <dataFileId> [local]'))
    .description('download the current revision (or --revision) to a file; - writes it to stdout')
    .option('--revision <revisionId>', 'this revision instead of the current one', id)
    .option('--quiet', 'no progress bar')
    .action(
      serverAction(async ({ client }, dataFileId: string, local: string | undefined, opts: { revision?: number; quiet?: boolean }) => {
        const progress = progressBar('downloading', { quiet: opts.quiet === true || local === '-' });
        let last = 0;
        const download = await client.dataFiles.download(id(dataFileId), {
          ...(opts.revision === undefined ? {} : { revisionId: opts.revision }),
          onProgress: ({ bytes }) => (progress.add(bytes - last), (last = bytes)),
        });
        progress.grow(download.size ?? 0, 1);
        try {
          if (local === '-') {
            await pipeline(Readable.fromWeb(download.body), process.stdout);
            return;
          }
          const target =
            local === undefined || fs.statSync(local, { throwIfNoEntry: false })?.isDirectory()
              ? path.join(local ?? '.', path.basename(download.fileName ?? `data-file-${dataFileId}`))
              : local;
          const bytes = await saveDownload(download, target);
          progress.fileDone();
          if (!opts.quiet) note(`wrote ${target} (${formatBytes(bytes)})`);
        } finally {
          progress.stop();
        }
      }),
    );

  withConnectionFlags(dataFiles.command('rm <dataFileId>'))
    .description('delete a data file (its content is purged), or with --revision one revision')
    .option('--revision <revisionId>', 'delete only this revision; the previous one becomes current', id)
    .action(
      serverAction(async ({ client }, dataFileId: string, opts: { revision?: number }) => {
        const params = { path: { dataFileId: String(id(dataFileId)) } };
        if (opts.revision === undefined) {
          await client.api.DELETE('/api/data/v1/data-files/{dataFileId}', { params });
          note(`deleted data file ${dataFileId}`);
        } else {
          await client.api.DELETE('/api/data/v1/data-files/{dataFileId}/revisions/{revisionId}', {
            params: { path: { ...params.path, revisionId: String(opts.revision) } },
          });
          note(`deleted revision ${opts.revision} of data file ${dataFileId}`);
        }
      }),
    );
}
