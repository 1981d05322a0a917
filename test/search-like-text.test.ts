import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type TestApp, appsClosedAfterEach, tempDir } from './helpers/app.js';
import type { FileSet, FileSetList } from './helpers/bodies.js';
import { put, searchPaths } from './helpers/files.js';
import { databaseMigratedTo } from './helpers/migrated-database.js';

const BASE = '/api/files/v1/filesets';

const like = (field: string, value: string) => ({ filters: [{ field, operator: 'LIKE', value: [value] }] });

/**
 * LIKE on file set names and descriptions and on entry paths and names reads lower-cased copies
 * stored with each row (migration 0008): these check that every way a row gets or changes that text
 * keeps its copy in step, including rows written before the copies existed.
 */
describe('LIKE over the stored lower-cased text', () => {
  const apps = appsClosedAfterEach();

  const fileSetNames = async (t: TestApp, body: unknown) => {
    const res = await t.call({ method: 'POST', url: `${BASE}/search?limit=1000`, payload: body as object });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json<FileSetList>().fileSets as { name: string }[]).map((f) => f.name).sort();
  };

  it('follows a file set renamed or described anew, and keeps what an update leaves alone', async () => {
    const t = await apps.start();
    const created = await t.call({ method: 'POST', url: BASE, payload: { name: 'Quarterly RÉSUMÉ', description: 'Straße' } });
    expect(created.statusCode).toBe(201);
    const id = created.json<FileSet>().id;

    const renamed = await t.call({ method: 'POST', url: `${BASE}/${id}`, payload: { name: 'Annual Überblick' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await fileSetNames(t, like('name', 'überblick'))).toEqual(['Annual Überblick']);
    expect(await fileSetNames(t, like('name', 'résumé'))).toEqual([]);
    // The description was not part of the update: still found by its old text.
    expect(await fileSetNames(t, like('description', 'STRAßE'))).toEqual(['Annual Überblick']);

    const described = await t.call({ method: 'POST', url: `${BASE}/${id}`, payload: { name: null, description: 'ÆON Flux' } });
    expect(described.statusCode, described.body).toBe(200);
    expect(await fileSetNames(t, like('description', 'æon'))).toEqual(['Annual Überblick']);
    expect(await fileSetNames(t, like('description', 'straße'))).toEqual([]);
    expect(await fileSetNames(t, like('name', 'ÜBERBLICK'))).toEqual(['Annual Überblick']);
  });

  it('finds uploaded and overwritten files, and directories made on the way or on their own, by path and name', async () => {
    const t = await apps.start();
    const created = await t.call({ method: 'POST', url: BASE, payload: { name: 'files' } });
    const filesetId = created.json<FileSet>().id;
    await put(t, filesetId, { dir: 'Études/Ärger', name: 'Bericht.TXT', content: 'one' });
    await put(t, filesetId, { dir: 'Études/Ärger', name: 'Bericht.TXT', content: 'two' });
    await put(t, filesetId, { dir: 'Leere MAPPE' });

    expect(await searchPaths(t, filesetId, like('name', 'BERICHT.txt'))).toEqual(['Études/Ärger/Bericht.TXT']);
    expect(await searchPaths(t, filesetId, like('name', 'ärger'))).toEqual(['Études/Ärger']);
    expect(await searchPaths(t, filesetId, like('path', 'ÉTUDES/ä'))).toEqual(['Études/Ärger', 'Études/Ärger/Bericht.TXT']);
    expect(await searchPaths(t, filesetId, like('path', 'études'))).toEqual(['Études', 'Études/Ärger', 'Études/Ärger/Bericht.TXT']);
    expect(await searchPaths(t, filesetId, like('name', 'mappe'))).toEqual(['Leere MAPPE']);
  });

  it('finds rows written before the copies existed (migration 0008 fills them)', async () => {
    const dataDir = tempDir();
    const db = await databaseMigratedTo(dataDir, '0007_auth_notify');
    const filesetId = randomUUID();
    try {
      const now = Date.now();
      await sql`INSERT INTO users (id, is_admin, created_at) VALUES (1, 1, ${now})`.execute(db);
      await sql`INSERT INTO filesets (id, name, description, owner_id, created_at, created_by, updated_at, updated_by, file_count)
        VALUES (${filesetId}, 'MÉDIAS Archive', 'ΣΊΣΥΦΟΣ', 1, ${now}, 1, ${now}, 1, 1)`.execute(db);
      await sql`INSERT INTO fileset_access (fileset_id, user_id, permission) VALUES (${filesetId}, 1, 'OWNER')`.execute(db);
      for (const [path, parent, name, type] of [
        ['Ünïcode', '', 'Ünïcode', 'DIRECTORY'],
        ['Ünïcode/PHOTO.PNG', 'Ünïcode', 'PHOTO.PNG', 'IMAGE'],
      ] as const) {
        await sql`INSERT INTO files (id, fileset_id, path, parent_path, name, file_type, created_at, created_by)
          VALUES (${randomUUID()}, ${filesetId}, ${path}, ${parent}, ${name}, ${type}, ${now}, 1)`.execute(db);
      }
    } finally {
      await db.destroy();
    }

    // The app migrates to the latest on start.
    const t = await apps.start({}, dataDir);
    expect(await fileSetNames(t, like('name', 'médias'))).toEqual(['MÉDIAS Archive']);
    expect(await fileSetNames(t, like('description', 'σίσυφος'))).toEqual(['MÉDIAS Archive']);
    expect(await searchPaths(t, filesetId, like('name', 'photo.png'))).toEqual(['Ünïcode/PHOTO.PNG']);
    expect(await searchPaths(t, filesetId, like('path', 'üNÏ'))).toEqual(['Ünïcode', 'Ünïcode/PHOTO.PNG']);
  });
});
