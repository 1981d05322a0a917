import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiEmbeddings } from '../../src/ai/embeddings.js';
import { loadConfig } from '../../src/config.js';
import { openSemanticIndex } from '../../src/indexing/semantic/open-semantic-index.js';
import { type Db, migrate, openDatabase } from '../../src/storage/db/database.js';
import { tempDir } from '../helpers/app.js';
import { type FakeEmbeddings, startFakeEmbeddings } from '../helpers/fake-embeddings.js';
import { aiConfigOf, fakeEmbeddingEnv } from '../helpers/semantic.js';
import { onPostgres, testDatabaseEnv } from '../helpers/test-database.js';

const never = () => new AbortController().signal;

// A restart: the database already holds a vector table when it is opened and migrated again. On
// SQLite the migrator reads every table's columns, which a vec0 table only allows with sqlite-vec
// loaded; the server used to fail to start with "no such module: vec0".
describe(`a database holding vectors, opened again (${onPostgres ? 'PostgreSQL + pgvector' : 'SQLite + sqlite-vec'})`, () => {
  let fake: FakeEmbeddings;
  const opened: Db[] = [];

  beforeAll(async () => {
    fake = await startFakeEmbeddings();
  });
  afterAll(async () => {
    for (const db of opened) await db.destroy().catch(() => undefined);
    await fake?.close();
  });

  it('migrates, and finds the vectors stored before', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ STOWAGE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(await testDatabaseEnv(dataDir)) });
    const ai = aiConfigOf(fakeEmbeddingEnv(fake));
    const open = async () => {
      const db = openDatabase(config);
      opened.push(db);
      await migrate(db);
      return { db, index: (await openSemanticIndex(db, new AiEmbeddings(ai), ai))! };
    };

    const first = await open();
    await first.index.indexChunks(1, 10, [{ chunkId: 7, text: 'tar packs many files into one archive' }], never());
    await first.db.destroy();

    const again = await open();
    expect((await again.index.search(1, 'how do I pack files into an archive?', 5, never())).map((h) => h.chunkId)).toEqual([7]);
  });
});
