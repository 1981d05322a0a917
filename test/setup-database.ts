import { afterAll } from 'vitest';
import { dropTestDatabases } from './helpers/test-database.js';

// On PostgreSQL, the databases a test file's apps and servers used go with the file (a restart
// within the file reuses its folder's database, so none can go when its app closes).
afterAll(async () => {
  await dropTestDatabases();
});
