import { type FileEntry, unwrap } from '@stowage/client';
import type { Command } from 'commander';
import { EXIT } from '../startup-errors.js';
import { positiveInteger, repeated } from './arguments.js';
import { withConnectionFlags } from './connection.js';
import { CliError, usage } from './failures.js';
import { addDownloadCommand } from './files-download.js';
import { addUploadCommand } from './files-upload.js';
import { type Column, formatBytes, formatTime, note, printJson, printList } from './output.js';
import { entryAt, parseRemote, resolveFileSet } from './remote-path.js';
import { type SearchFlags, parseFilter, searchBody, withSearchFlags } from './search-flags.js';
import { serverAction } from './server-action.js';

export const FILE_COLUMNS: Column<FileEntry>[] = [
  { header: 'TYPE', value: (f) => f.fileType },
  { header: 'SIZE', value: (f) => formatBytes(f.size), right: true },
  { header: 'CREATED', value: (f) => formatTime(f.created) },
  { header: 'PATH', value: (f) => (f.fileType === 'DIRECTORY' ? `${f.path}/` : f.path) },
];

const REMOTE = '<fileset>[:<path>], the file set by name or id';

const MODES = ['KEYWORD', 'SEMANTIC', 'HYBRID'] as const;

interface ListOptions {
  limit?: number;
  json?: boolean;
}

export function addFileCommands(program: Command): void {
  const files = program.command('files').description('files of a file set on the server: list, upload, download, search (operation 2)');

  withConnectionFlags(files.command('ls <remote>'))
    .description(`list a directory (${REMOTE})`)
    .option('-r, --recursive', 'every entry below it, at any depth')
    .option('--limit <n>', 'at most this many', positiveInteger)
    .option('--json', 'JSON Lines: one entry a line, as the API gives it')
    .action(
      serverAction(async ({ client }, remote: string, opts: ListOptions & { recursive?: boolean }) => {
        const where = parseRemote(remote);
        const filesetId = await resolveFileSet(client, where.fileSet);
        const entries = client.files.iterate(filesetId, { directoryPath: where.path, immediateChildren: !opts.recursive });
        await printList(entries, opts, FILE_COLUMNS, '(empty)');
      }),
    );

  withSearchFlags(withConnectionFlags(files.command('search <remote>')))
    .description(`search the entries below a directory at any depth (operation 2; ${REMOTE})`)
    .option('--immediate', "only the directory's direct children")
    .option('--limit <n>', 'at most this many', positiveInteger)
    .option('--json', 'JSON Lines: one entry a line, as the API gives it')
    .action(
      serverAction(async ({ client }, remote: string, opts: SearchFlags & ListOptions & { immediate?: boolean }) => {
        const where = parseRemote(remote);
        const body = searchBody(opts);
        const filesetId = await resolveFileSet(client, where.fileSet);
        const entries = client.files.iterate(filesetId, { body, directoryPath: where.path, immediateChildren: opts.immediate ?? false });
        await printList(entries, opts, FILE_COLUMNS, '(no match)');
      }),
    );

  withConnectionFlags(files.command('rm <remote...>'))
    .description(`delete files or directories (a directory with everything below it; ${REMOTE})`)
    .action(
      serverAction(async ({ client }, remotes: string[]) => {
        for (const remote of remotes) {
          const where = parseRemote(remote);
          if (where.path === '')
            throw usage(`${remote}: name a file or directory in the file set (stowage filesets rm deletes a whole file set)`);
          const filesetId = await resolveFileSet(client, where.fileSet);
          await client.api.DELETE('/api/files/v1/filesets/{filesetId}/path', {
            params: { path: { filesetId }, query: { path: where.path } },
          });
          note(`deleted ${where.path}`);
        }
      }),
    );

  withConnectionFlags(files.command('mv <remote> <newPath>'))
    .description(`move or rename a file or directory within its file set (${REMOTE}; newPath is a path in the same file set)`)
    .option('--json', 'print the moved entry as JSON')
    .action(
      serverAction(async ({ client }, remote: string, newPath: string, opts: { json?: boolean }) => {
        const where = parseRemote(remote);
        const filesetId = await resolveFileSet(client, where.fileSet);
        const entry = await entryAt(client, filesetId, where.path);
        if (where.path === '' || entry === undefined) throw new CliError(`${remote}: no such file or directory`, EXIT.REFUSED);
        const target = newPath.replace(/^[^:]*:/, (prefix) => (prefix === `${where.fileSet}:` ? '' : prefix));
        const moved = await unwrap(
          client.api.POST('/api/files/v1/filesets/{filesetId}/files/{fileId}', {
            params: { path: { filesetId, fileId: entry.id } },
            body: { path: target },
          }),
        );
        if (opts.json) printJson(moved);
        else note(`moved ${entry.path} to ${moved.path}`);
      }),
    );

  withConnectionFlags(files.command('query <fileset> <text>'))
    .description("search the content of a file set's indexed files (filesets create --ai); best match first")
    .option('--top-k <n>', 'how many matches (1..100)', positiveInteger, 5)
    .option('--mode <mode>', 'KEYWORD, SEMANTIC or HYBRID (default: the server decides)')
    .option('--dir <path>', 'only files below this directory')
    .option('--filter <filter>', "a filter on the files' fields, repeatable: 'fileType = TEXT'", repeated)
    .option('--json', 'print the answer as JSON')
    .action(
      serverAction(
        async (
          { client },
          fileSet: string,
          text: string,
          opts: { topK: number; mode?: string; dir?: string; filter?: string[]; json?: boolean },
        ) => {
          const mode = MODES.find((m) => m === opts.mode?.toUpperCase());
          if (opts.mode !== undefined && mode === undefined) throw usage(`--mode ${JSON.stringify(opts.mode)}: one of ${MODES.join(', ')}`);
          const filesetId = await resolveFileSet(client, fileSet);
          const body = {
            query: text,
            topK: opts.topK,
            ...(mode === undefined ? {} : { mode }),
            ...(opts.dir === undefined ? {} : { directoryPath: opts.dir }),
            ...(opts.filter === undefined ? {} : { filters: opts.filter.map(parseFilter) }),
          };
          const answer = await unwrap(
            client.api.POST('/api/files/v1/filesets/{filesetId}/query', { params: { path: { filesetId } }, body }),
          );
          if (opts.json) {
            printJson(answer);
            return;
          }
          if (answer.matches.length === 0) process.stdout.write('(no match)\n');
          for (const match of answer.matches) {
            const excerpt = match.content.text.replace(/\s+/g, ' ').trim();
            process.stdout.write(
              `${match.score.toFixed(3)}  ${match.metadata.path}  ${excerpt.length > 160 ? `${excerpt.slice(0, 157)}...` : excerpt}\n`,
            );
          }
        },
      ),
    );

  addUploadCommand(files);
  addDownloadCommand(files);
}
