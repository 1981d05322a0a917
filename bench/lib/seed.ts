import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../../src/config.js';
import { openStorage } from '../../src/services.js';
import type { Db } from '../../src/storage/db/database.js';
import { isPostgres } from '../../src/storage/db/dialect.js';
import { fileRecord } from '../../src/storage/db/repositories/files-repository.js';
import { fileSetRecord } from '../../src/storage/db/repositories/filesets-repository.js';
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
export async function withDb<T>(dataDir: string, env: Record<string, string>, work: (db: Db) => Promise<T>): Promise<T> {
  const { db } = await openStorage(loadConfig({ ...env, STOWAGE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

export async function ensureUser(db: Db): Promise<void> {
  await db
    .insertInto('users')
    .values({ id: 1, is_admin: 1, created_at: Date.now() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
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
      await tx.insertInto('filesets').values(batch.map(fileSetRecord)).execute();
      await tx
        .insertInto('fileset_access')
        .values(batch.map((b) => ({ fileset_id: b.id, user_id: 1, permission: 'OWNER' as const })))
        .execute();
    });
  }
}

const WORDS = [
  'archive',
  'budget',
  'contract',
  'draft',
  'export',
  'figure',
  'invoice',
  'log',
  'minutes',
  'notes',
  'photo',
  'plan',
  'report',
  'scan',
  'slides',
  'summary',
];

/**
 * A word for entry `i`, scattered by a multiplicative hash (its top four bits: the low ones repeat
 * every 16 entries and would tie the word to the type), so that name order mixes files of every type
 * with directories as real names do, instead of listing all directories first.
 */
function word(i: number): string {
  return WORDS[Math.imul(i + 1, 0x9e3779b1) >>> 28]!;
}

function dirName(d: number): string {
  return `${word(d * 7 + 3)}s-${String(d).padStart(4, '0')}`;
}

/**
 * One file set holding `count` entries: up to 1,000 directories with files spread across them, or
 * (`flat`) every entry a file at the root, as one large folder.
 */
export async function seedFiles(db: Db, count: number, { flat = false } = {}): Promise<string> {
  await ensureUser(db);
  const filesetId = randomUUID();
  const now = Date.now();
  const dirs = flat ? 0 : Math.min(1000, Math.max(1, Math.floor(count / 100)));
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
    const dir = dirName(d);
    rows.push(entry(dir, '', dir, d, null));
  }
  for (let i = 0; rows.length < count; i++) {
    const dir = dirs === 0 ? '' : dirName(i % dirs);
    const kind = KINDS[i % KINDS.length]!;
    const name = `${word(i)}-${String(i).padStart(7, '0')}.${kind.ext}`;
    rows.push(entry(dir === '' ? name : `${dir}/${name}`, dir, name, i, kind));
  }
  await db
    .insertInto('filesets')
    .values(
      fileSetRecord({
        id: filesetId,
        name: 'bench files',
        description: '',
        owner_id: 1,
        created_at: now,
        created_by: 1,
        updated_at: now,
        updated_by: 1,
        file_count: count - dirs,
      }),
    )
    .execute();
  await db.insertInto('fileset_access').values({ fileset_id: filesetId, user_id: 1, permission: 'OWNER' }).execute();
  await withoutIndexes(db, 'files', async () => {
    for (let i = 0; i < rows.length; i += BATCH * 20) {
      await db.transaction().execute(async (tx) => {
        for (let j = i; j < Math.min(rows.length, i + BATCH * 20); j += BATCH) {
          await tx
            .insertInto('files')
            .values(rows.slice(j, j + BATCH).map(fileRecord))
            .execute();
        }
      });
    }
  });
  return filesetId;
}

/**
 * A bulk load: the table's secondary indexes are dropped, the rows written, and the indexes made
 * again from their own definitions, which sorts once instead of updating every index row by row
 * (several times faster for a million rows). The definitions are read from the database, so the
 * indexes are exactly the migrations' ones, on either backend.
 */
async function withoutIndexes(db: Db, table: string, load: () => Promise<void>): Promise<void> {
  const postgres = isPostgres(db);
  const { rows: indexes } = postgres
    ? await sql<{ name: string; definition: string }>`
        SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
        WHERE i.tablename = ${table} AND i.schemaname = current_schema()
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db)
    : await sql<{ name: string; definition: string }>`
        SELECT name, sql AS definition FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL`.execute(db);
  for (const index of indexes) await sql`DROP INDEX ${sql.ref(index.name)}`.execute(db);
  try {
    await load();
  } finally {
    for (const index of indexes) await sql.raw(index.definition).execute(db);
    // What autovacuum would soon do on PostgreSQL; SQLite plans without statistics, as it does in use.
    if (postgres) await sql.raw(`ANALYZE ${table}`).execute(db);
  }
}
