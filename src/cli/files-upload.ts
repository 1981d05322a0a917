import fs from 'node:fs';
import path from 'node:path';
import { type FileEntry, type StowageClient, StowageError } from '@stowage/client';
import { fileSource } from '@stowage/client/node';
import type { Command } from 'commander';
import { byteSize, positiveInteger } from './arguments.js';
import { withConnectionFlags } from './connection.js';
import { usage } from './failures.js';
import { type LocalFile, joinRemote, sha256OfFile, walkFolder } from './local-files.js';
import { formatBytes, note, printJson } from './output.js';
import { forEachConcurrently } from './pool.js';
import { type Progress, progressBar } from './progress.js';
import { parseRemote, resolveFileSet } from './remote-path.js';
import { serverAction } from './server-action.js';
import { UploadStateFile } from './upload-state.js';

const MiB = 1024 * 1024;

interface UploadFlags {
  concurrency: number;
  resumableAbove: number;
  partSize?: number;
  retries: number;
  force?: boolean;
  json?: boolean;
  quiet?: boolean;
}

interface Job {
  local: LocalFile;
  remote: string;
}

/** Forwards a transfer's running total to the bar as increments (a retried part can take some back). */
function deltas(progress: Progress): (p: { bytes: number }) => void {
  let last = 0;
  return ({ bytes }) => {
    progress.add(bytes - last);
    last = bytes;
  };
}

/**
 * One file: in one streamed request, or, from `resumableAbove` on, in parts whose state is saved
 * after each one, so that the same command run again sends only the parts the server lacks.
 */
async function uploadOne(client: StowageClient, filesetId: string, job: Job, flags: UploadFlags, progress: Progress, signal: AbortSignal) {
  const source = await fileSource(job.local.absolute);
  const onProgress = deltas(progress);
  if (job.local.stat.size < flags.resumableAbove) return client.files.upload(filesetId, { path: job.remote, source, onProgress, signal });
  const state = new UploadStateFile(filesetId, job.remote, job.local.absolute, job.local.stat);
  const resume = state.read();
  if (resume)
    note(`resuming ${job.remote}: ${resume.partsDone.length} of ${Math.ceil(resume.size / resume.partSize)} parts are on the server`);
  const options = {
    path: job.remote,
    source,
    onProgress,
    signal,
    retries: flags.retries,
    onState: (s: Parameters<typeof state.save>[0]) => state.save(s),
  };
  let file: FileEntry;
  try {
    file = await client.files.uploadResumable(filesetId, {
      ...options,
      ...(flags.partSize ? { partSize: flags.partSize } : {}),
      ...(resume ? { resume } : {}),
    });
  } catch (error) {
    // The server no longer has the upload (finished, aborted or expired): begin again.
    if (!(resume && error instanceof StowageError && error.status === 404 && error.code !== 'FILESET_NOT_FOUND')) {
      if (!signal.aborted) note(`${job.remote}: interrupted; the same command run again continues the upload`);
      throw error;
    }
    note(`${job.remote}: the server no longer has the earlier upload; starting again`);
    state.remove();
    onProgress({ bytes: 0 });
    file = await client.files.uploadResumable(filesetId, { ...options, ...(flags.partSize ? { partSize: flags.partSize } : {}) });
  }
  state.remove();
  return file;
}

/** Files whose copy on the server has the same size and SHA-256 need not go again. */
async function alreadyThere(client: StowageClient, filesetId: string, dir: string, jobs: Job[]): Promise<Set<Job>> {
  const remote = new Map<string, FileEntry>();
  try {
    for await (const entry of client.files.iterate(filesetId, { directoryPath: dir })) remote.set(entry.path, entry);
  } catch (error) {
    if (error instanceof StowageError && error.code === 'DIRECTORY_NOT_FOUND') return new Set();
    throw error;
  }
  const same = new Set<Job>();
  await forEachConcurrently(jobs, 4, async (job) => {
    const there = remote.get(job.remote);
    if (there?.size === job.local.stat.size && there.hash === (await sha256OfFile(job.local.absolute))) same.add(job);
  });
  return same;
}

export function addUploadCommand(files: Command): void {
  withConnectionFlags(files.command('upload <local> <remote>'))
    .description(
      "upload a file, or a folder with everything in it, to <fileset>[:<path>]. A folder's contents go into the path; a file goes to the path, or into it when it ends with / or is the root",
    )
    .option('--concurrency <n>', 'files sent at once', positiveInteger, 4)
    .option('--resumable-above <size>', 'files this large or larger go in parts that a re-run resumes', byteSize, 64 * MiB)
    .option('--part-size <size>', 'bytes per part of a resumable upload (at least 5MiB; default 8MiB or more)', byteSize)
    .option(
      '--retries <n>',
      'tries after the first for a part that failed on the network or with a 5xx',
      (v) => (v === '0' ? 0 : positiveInteger(v)),
      4,
    )
    .option('--force', 'send every file, also those already on the server with the same content')
    .option('--json', 'JSON Lines: each uploaded entry, as the API gives it')
    .option('--quiet', 'no progress bar and no summary')
    .action(
      serverAction(async ({ client }, local: string, remote: string, flags: UploadFlags) => {
        const where = parseRemote(remote);
        const stat = await fs.promises.stat(local);
        let jobs: Job[];
        let emptyFolders: string[] = [];
        if (stat.isDirectory()) {
          const walked = await walkFolder(local);
          jobs = walked.files.map((f) => ({ local: f, remote: joinRemote(where.path, f.relative) }));
          emptyFolders = walked.emptyFolders.map((f) => joinRemote(where.path, f));
        } else if (stat.isFile()) {
          const target = where.directory ? joinRemote(where.path, path.basename(local)) : where.path;
          jobs = [{ local: { absolute: path.resolve(local), relative: path.basename(local), stat }, remote: target }];
        } else throw usage(`${local}: not a file or folder`);

        const started = Date.now();
        const filesetId = await resolveFileSet(client, where.fileSet);
        const skip =
          stat.isDirectory() && !flags.force && jobs.length > 0 ? await alreadyThere(client, filesetId, where.path, jobs) : new Set<Job>();
        const todo = jobs.filter((j) => !skip.has(j));
        const progress = progressBar('uploading', flags);
        progress.grow(
          todo.reduce((sum, j) => sum + j.local.stat.size, 0),
          todo.length,
        );
        let bytes = 0;
        try {
          for (const folder of emptyFolders) await client.files.createDirectory(filesetId, folder);
          await forEachConcurrently(todo, flags.concurrency, async (job, signal) => {
            const entry = await uploadOne(client, filesetId, job, flags, progress, signal);
            bytes += job.local.stat.size;
            progress.fileDone();
            if (flags.json) printJson(entry);
          });
        } finally {
          progress.stop();
        }
        if (!flags.quiet) {
          const skipped = skip.size > 0 ? `; ${skip.size} already there with the same content` : '';
          note(
            `uploaded ${todo.length} file${todo.length === 1 ? '' : 's'} (${formatBytes(bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s${skipped}`,
          );
        }
      }),
    );
}
