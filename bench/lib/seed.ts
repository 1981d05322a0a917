import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/config.js';
import { openStorage } from '../../src/services.js';
import type { Db } from '../../src/storage/db/database.js';
import type { FilesTable } from '../../src/storage/db/schema.js';

const KINDS = [
  { ext: 'csv', contentType: 'text/csv', fileType: 'TEXT' },
  { ext: 'png', contentType: 'image/png', fileType: 'IMAGE' },
  { ext: 'pdf', contentType: 'application/pdf', fileType: 'DOCUMENT' },
  { ext: 'mp4', contentType: 'video/mp4', fileType: 'VIDEO' },
] as const;

const BATCH = 500;

/**
 * Writes the benchmark's data straight through the database layer (the HTTP upload path would take
 * hours for a million entries and is measured on its own in the transfer scenario).
 */
export async function withDb<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const { db } = await openStorage(loadConfig({ STOWAGE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function ensureUser(db: Db): Promise<void> {
  await db.insertInto('users').values({ id: 1, is_admin: 1, created_at: Date.now() }).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** `count` file sets owned by user 1, created a second apart. */
export async function seedFileSets(db: Db, count: number): Promise<void> {
  await ensureUser(db);
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => {
      const n = i + j;
      const at = start + n * 1000;
      return {
        id: randomUUID(),
        name: `${['sales', 'Reports', 'archive', 'Médias'][n % 4]} ${String(n).padStart(6, '0')}`,
        description: n % 3 === 0 ? '' : `file set number ${n}`,
        owner_id: 1,
        created_at: at,
        created_by: 1,
        updated_at: at,
        updated_by: 1,
        file_count: n % 1000,
      };
    });
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('filesets').values(batch).execute();
      await tx.insertInto('fileset_access').values(batch.map((b) => ({ fileset_id: b.id, user_id: 1, permission: 'OWNER' as const }))).execute();
    });
  }
}

/** One file set holding `count` entries: 1,000 directories with files spread across them. */
export async function seedFiles(db: Db, count: number): Promise<string> {
  await ensureUser(db);
  const filesetId = randomUUID();
  const now = Date.now();
  const dirs = Math.min(1000, Math.max(1, Math.floor(count / 100)));
  const rows: FilesTable[] = [];
  const entry = (path: string, parent: string, name: string, i: number, kind: (typeof KINDS)[number] | null): FilesTable => ({
    id: randomUUID(),
    fileset_id: filesetId,
    path,
    parent_path: parent,
    name,
    file_type: kind ? kind.fileType : 'DIRECTORY',
    content_type: kind ? kind.contentType : null,
    size: kind ? (i * 7919) % 10_000_000 : null,
    created_at: now - count + i,
    created_by: 1 + (i % 5),
    hash: kind ? i.toString(16).padStart(64, '0') : null,
    hash_algorithm: kind ? 'SHA_256_HEX' : null,
    blob_key: null,
    connector_key: null,
    index_status: null,
    index_reason: null,
  });
  for (let d = 0; d < dirs; d++) {
    const dir = `d${String(d).padStart(4, '0')}`;
    rows.push(entry(dir, '', dir, d, null));
  }
  for (let i = 0; rows.length < count; i++) {
    const dir = `d${String(i % dirs).padStart(4, '0')}`;
    const kind = KINDS[i % KINDS.length]!;
    const name = `file-${String(i).padStart(7, '0')}.${kind.ext}`;
    rows.push(entry(`${dir}/${name}`, dir, name, i, kind));
  }
  await db
    .insertInto('filesets')
    .values({ id: filesetId, name: 'bench files', description: '', owner_id: 1, created_at: now, created_by: 1, updated_at: now, updated_by: 1, file_count: count - dirs })
    .execute();
  await db.insertInto('fileset_access').values({ fileset_id: filesetId, user_id: 1, permission: 'OWNER' }).execute();
  for (let i = 0; i < rows.length; i += BATCH * 20) {
    await db.transaction().execute(async (tx) => {
      for (let j = i; j < Math.min(rows.length, i + BATCH * 20); j += BATCH) {
        await tx.insertInto('files').values(rows.slice(j, j + BATCH)).execute();
      }
    });
  }
  return filesetId;
}
