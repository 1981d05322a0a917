import { createHash, randomUUID } from 'node:crypto';
import { nameOf, parentOf } from '../../src/domain/files/paths.js';
import { type FileRow, FilesRepository } from '../../src/storage/db/repositories/files-repository.js';
import type { Services } from '../../src/services.js';

export interface SeedEntry {
  path: string;
  /** null makes a directory. */
  size: number | null;
}

/**
 * Inserts many entries into a file set in one transaction, through the app's repository, for tests
 * that need thousands of entries (10,000 uploads over HTTP would take minutes). Files are
 * metadata only (no blob): these tests search and page, they never download seeded content.
 * Parents must come before their children in `entries`. Returns the rows inserted.
 */
export async function seedEntries(services: Services, filesetId: string, entries: SeedEntry[], createdAt = Date.now()): Promise<FileRow[]> {
  const rows: FileRow[] = entries.map(({ path, size }) => ({
    id: randomUUID(),
    fileset_id: filesetId,
    path,
    parent_path: parentOf(path),
    name: nameOf(path),
    file_type: size === null ? 'DIRECTORY' : 'OTHER',
    content_type: size === null ? null : 'application/octet-stream',
    size,
    created_at: createdAt,
    created_by: 1,
    hash: size === null ? null : createHash('sha256').update(path).digest('hex'),
    hash_algorithm: size === null ? null : 'SHA_256_HEX',
    blob_key: null,
    connector_key: null,
    index_status: null,
    index_reason: null,
  }));
  await services.db.transaction().execute(async (tx) => {
    const files = new FilesRepository(tx);
    for (const row of rows) await files.insert(row);
    await files.adjustFileCount(filesetId, rows.filter((r) => r.size !== null).length);
  });
  return rows;
}
