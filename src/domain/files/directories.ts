import { randomUUID } from 'node:crypto';
import { AppError } from '../../errors.js';
import type { FileRow, FilesRepository } from '../../storage/db/repositories/files-repository.js';
import type { Caller } from '../tokens/token-service.js';
import { nameOf, parentOf } from './paths.js';

/** A new directory entry at `path` (a file's row takes its content on top of it). */
export function directoryEntry(filesetId: string, path: string, caller: Caller, now: number): FileRow {
  return {
    id: randomUUID(),
    fileset_id: filesetId,
    path,
    parent_path: parentOf(path),
    name: nameOf(path),
    file_type: 'DIRECTORY',
    content_type: null,
    size: null,
    created_at: now,
    created_by: caller.userId,
    hash: null,
    hash_algorithm: null,
    blob_key: null,
    connector_key: null,
    index_status: null,
    index_reason: null,
  };
}

/**
 * Makes sure each path is a directory, creating missing ones; returns the paths it created.
 * Existing ones are locked (FOR SHARE on PostgreSQL), outermost first, so a concurrent delete of
 * one either finishes first (and the directory is created again) or waits for this transaction.
 */
export async function ensureDirectories(
  files: FilesRepository,
  filesetId: string,
  paths: string[],
  caller: Caller,
  now: number,
): Promise<string[]> {
  const created: string[] = [];
  for (const path of paths) {
    const existing = await files.findByPath(filesetId, path, 'share');
    if (existing) {
      if (existing.file_type !== 'DIRECTORY') throw new AppError('PATH_CONFLICT', `"${path}" is a file, not a directory.`);
      continue;
    }
    await files.insert(directoryEntry(filesetId, path, caller, now));
    created.push(path);
  }
  return created;
}
