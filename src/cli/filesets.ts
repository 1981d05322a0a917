import readline from 'node:readline/promises';
import { type FileSet, type FileSetSearchBody, unwrap } from '@stowage/client';
import type { Command } from 'commander';
import { positiveInteger } from './arguments.js';
import { withConnectionFlags } from './connection.js';
import { usage } from './failures.js';
import { type Column, formatTime, note, printJson, printList } from './output.js';
import { resolveFileSet } from './remote-path.js';
import { type SearchFlags, searchBody, withSearchFlags } from './search-flags.js';
import { serverAction } from './server-action.js';

const COLUMNS: Column<FileSet>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'FILES', value: (s) => String(s.fileCount), right: true },
  { header: 'PERMISSION', value: (s) => s.permission },
  { header: 'CREATED', value: (s) => formatTime(s.created) },
  { header: 'NAME', value: (s) => s.name },
];

/** A destructive command asks on a terminal (a script must say --yes, checked before anything is sent). */
export async function confirm(question: string, yes: boolean | undefined): Promise<void> {
  if (yes) return;
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await rl.question(`${question} [y/N] `);
    if (!/^y(es)?$/i.test(answer.trim())) throw usage('not confirmed; nothing was deleted');
  } finally {
    rl.close();
  }
}

export function addFileSetCommands(program: Command): void {
  const filesets = program.command('filesets').description('file sets on the server (operation 1)');

  withSearchFlags(withConnectionFlags(filesets.command('ls')))
    .description('list the file sets you can read, filtered and sorted as operation 1')
    .option('--limit <n>', 'at most this many', positiveInteger)
    .option('--json', 'JSON Lines: one file set a line, as the API gives it')
    .action(
      serverAction(async ({ client }, opts: SearchFlags & { limit?: number; json?: boolean }) => {
        await printList(client.fileSets.iterate(searchBody(opts) as FileSetSearchBody), opts, COLUMNS);
      }),
    );

  withConnectionFlags(filesets.command('create <name>'))
    .description('create a file set; prints its id (the whole object with --json)')
    .option('--description <text>', 'a description')
    .option('--ai', 'index its files for `stowage files query` (aiEnabled)')
    .option('--json', 'print the created file set as JSON')
    .action(
      serverAction(async ({ client }, name: string, opts: { description?: string; ai?: boolean; json?: boolean }) => {
        const body = {
          name,
          ...(opts.description === undefined ? {} : { description: opts.description }),
          ...(opts.ai ? { aiEnabled: true } : {}),
        };
        const created = await unwrap(client.api.POST('/api/files/v1/filesets', { body }));
        if (opts.json) printJson(created);
        else process.stdout.write(`${created.id}\n`);
      }),
    );

  withConnectionFlags(filesets.command('rm <fileset>'))
    .description('delete a file set with all its files (by name or id)')
    .option('-y, --yes', 'do not ask (needed when stdin is not a terminal)')
    .action(
      serverAction(async ({ client }, nameOrId: string, opts: { yes?: boolean }) => {
        if (!opts.yes && !process.stdin.isTTY)
          throw usage(`delete file set ${nameOrId}: pass --yes to confirm (stdin is not a terminal to ask on)`);
        const filesetId = await resolveFileSet(client, nameOrId);
        const set = await unwrap(client.api.GET('/api/files/v1/filesets/{filesetId}', { params: { path: { filesetId } } }));
        await confirm(`delete file set ${set.name} (${set.id}) and its ${set.fileCount} files?`, opts.yes);
        await client.api.DELETE('/api/files/v1/filesets/{filesetId}', { params: { path: { filesetId } } });
        note(`deleted file set ${set.name} (${set.id})`);
      }),
    );
}
