import { type Hash, createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileEntry, type StowageClient } from '@stowage/client';
import type { Command } from 'commander';
import { EXIT } from '../startup-errors.js';
import { positiveInteger } from './arguments.js';
import { withConnectionFlags } from './connection.js';
import { CliError } from './failures.js';
import { sha256OfFile } from './local-files.js';
import { formatBytes, note, printJson } from './output.js';
import { forEachConcurrently } from './pool.js';
import { type Progress, progressBar } from './progress.js';
import { entryAt, parseRemote, resolveFileSet } from './remote-path.js';
import { serverAction } from './server-action.js';

interface DownloadFlags {
  concurrency: number;
  force?: boolean;
  json?: boolean;
  quiet?: boolean;
}

/**
 * Where a download of `entry` collects its bytes until they are complete: beside the target, named
 * after the server's SHA-256, so a run that stopped continues only into bytes of the same content.
 */
function partialPathFor(target: string, entry: FileEntry): string | null {
  if (entry.hash === null) return null;
  return path.join(path.dirname(target), `.${path.basename(target)}.${entry.hash.slice(0, 16)}.partial`);
}

/** Bytes already received by an earlier run, hashed into `hash`; 0 when there is nothing to continue. */
async function continueFrom(partial: string | null, entry: FileEntry, hash: Hash): Promise<number> {
  if (partial === null) return 0;
  const size = (await fs.promises.stat(partial).catch(() => undefined))?.size ?? 0;
  if (size === 0 || entry.size === null || size >= entry.size) return 0;
  await pipeline(
    fs.createReadStream(partial),
    new Writable({
      write: (chunk: Buffer, _enc, done) => {
        hash.update(chunk);
        done();
      },
    }),
  );
  return size;
}

/**
 * Streams one file to `target`, hashing the bytes on their way to the disk. They collect in a partial
 * file that becomes `target` only once complete and with the server's SHA-256; a copy whose hash
 * differs is removed and reported, never left looking whole. A download that stops (Ctrl-C, a lost
 * connection) keeps its partial file, and the next run asks only for the rest (a Range request).
 */
async function downloadOne(
  client: StowageClient,
  filesetId: string,
  entry: FileEntry,
  target: string,
  progress: Progress,
  signal: AbortSignal,
) {
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const partial = partialPathFor(target, entry) ?? path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`);
  let hash = createHash('sha256');
  let resumedFrom = await continueFrom(partialPathFor(target, entry), entry, hash);
  progress.add(resumedFrom);
  let last = 0;
  const download = await client.files.download(
    filesetId,
    { fileId: entry.id },
    {
      signal,
      ...(resumedFrom > 0 ? { range: { start: resumedFrom } } : {}),
      onProgress: ({ bytes }) => {
        progress.add(bytes - last);
        last = bytes;
      },
    },
  );
  if (resumedFrom > 0 && (download.status !== 206 || download.etag !== entry.hash)) {
    // The server sent the whole file (or another content): start the copy again.
    progress.add(-resumedFrom);
    resumedFrom = 0;
    hash = createHash('sha256');
  }
  const body = Readable.fromWeb(download.body);
  let bytes = resumedFrom;
  try {
    await pipeline(
      body,
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      }),
      fs.createWriteStream(partial, { flags: resumedFrom > 0 ? 'a' : 'w' }),
    );
  } catch (error) {
    // Kept for the next run when it names the content; otherwise nothing could continue it.
    if (partialPathFor(target, entry) === null) await fs.promises.rm(partial, { force: true });
    throw error;
  }
  const sha256 = hash.digest('hex');
  if (entry.hash !== null && sha256 !== entry.hash) {
    await fs.promises.rm(partial, { force: true });
    throw new CliError(
      `${entry.path}: the bytes received do not match the server's SHA-256; nothing was kept, try again`,
      EXIT.UNAVAILABLE,
    );
  }
  await fs.promises.rename(partial, target);
  return { path: entry.path, localPath: target, size: bytes, sha256, resumedFrom };
}

/** A local copy with the server's size and SHA-256 is left as it is (so a re-run continues). */
async function sameOnDisk(target: string, entry: FileEntry): Promise<boolean> {
  const stat = await fs.promises.stat(target).catch(() => undefined);
  return stat?.isFile() === true && stat.size === entry.size && (await sha256OfFile(target)) === entry.hash;
}

/** `a/b/c.txt` below `a` is `b/c.txt`; kept inside `root` (the server refuses `..`, and this checks it anyway). */
function localPathFor(root: string, dir: string, remotePath: string): string {
  const relative = dir === '' ? remotePath : remotePath.slice(dir.length + 1);
  const target = path.resolve(root, ...relative.split('/'));
  if (!target.startsWith(path.resolve(root) + path.sep))
    throw new CliError(`${remotePath}: a path outside the download folder`, EXIT.REFUSED);
  return target;
}

export function addDownloadCommand(files: Command): void {
  withConnectionFlags(files.command('download <remote> [local]'))
    .description(
      "download a file, or a directory with everything below it, from <fileset>[:<path>]. A directory's contents go into the local folder (default: one named after it); a file goes to the local path, or into it when it is a folder",
    )
    .option('--concurrency <n>', 'files fetched at once', positiveInteger, 4)
    .option('--force', 'fetch every file, also those already on disk with the same content')
    .option('--json', 'JSON Lines: {path, localPath, size, sha256, resumedFrom} for each file written')
    .option('--quiet', 'no progress bar and no summary')
    .action(
      serverAction(async ({ client }, remote: string, local: string | undefined, flags: DownloadFlags) => {
        const where = parseRemote(remote);
        const filesetId = await resolveFileSet(client, where.fileSet);
        const entry = where.path === '' ? undefined : await entryAt(client, filesetId, where.path);
        if (where.path !== '' && entry === undefined) throw new CliError(`${remote}: no such file or directory`, EXIT.REFUSED);
        const started = Date.now();
        const progress = progressBar('downloading', flags);
        let count = 0;
        let skipped = 0;
        let bytes = 0;
        const report = (written: { size: number }) => {
          count++;
          bytes += written.size;
          progress.fileDone();
          if (flags.json) printJson(written);
        };
        try {
          if (entry !== undefined && entry.fileType !== 'DIRECTORY') {
            const isFolder = local !== undefined && (local.endsWith('/') || fs.statSync(local, { throwIfNoEntry: false })?.isDirectory());
            const target = local === undefined ? entry.name : isFolder ? path.join(local, entry.name) : local;
            progress.grow(entry.size ?? 0, 1);
            report(await downloadOne(client, filesetId, entry, path.resolve(target), progress, new AbortController().signal));
          } else {
            const root = path.resolve(local ?? (where.path === '' ? where.fileSet : path.posix.basename(where.path)));
            await fs.promises.mkdir(root, { recursive: true });
            const todo = async function* () {
              for await (const found of client.files.iterate(filesetId, { directoryPath: where.path })) {
                const target = localPathFor(root, where.path, found.path);
                if (found.fileType === 'DIRECTORY') await fs.promises.mkdir(target, { recursive: true });
                else if (!flags.force && (await sameOnDisk(target, found))) skipped++;
                else {
                  progress.grow(found.size ?? 0, 1);
                  yield { found, target };
                }
              }
            };
            await forEachConcurrently(todo(), flags.concurrency, async ({ found, target }, signal) =>
              report(await downloadOne(client, filesetId, found, target, progress, signal)),
            );
          }
        } finally {
          progress.stop();
        }
        if (!flags.quiet) {
          const kept = skipped > 0 ? `; ${skipped} already on disk with the same content` : '';
          note(
            `downloaded ${count} file${count === 1 ? '' : 's'} (${formatBytes(bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s${kept}`,
          );
        }
      }),
    );
}
