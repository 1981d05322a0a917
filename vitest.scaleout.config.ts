import net from 'node:net';
import { defineConfig } from 'vitest/config';
import { EMBEDDED_ONLY, excludeAlso, shared } from './test/suites.js';

/**
 * The scaled-out backends: every app and server process of the suite over a fresh PostgreSQL
 * database and an s3rver bucket, plus the multi-instance tests. Needs PostgreSQL (default
 * 127.0.0.1:5432, user postgres); without it the run is left out and says so, unless
 * STOWAGE_TEST_REQUIRE_SERVICES=1 (CI), which makes that an error.
 */
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export default defineConfig(async () => {
  const url = process.env.STOWAGE_TEST_DATABASE_URL?.trim() || DEFAULT_URL;
  if (!(await answers(url))) {
    const why = `PostgreSQL does not answer at ${new URL(url).host}`;
    if (process.env.STOWAGE_TEST_REQUIRE_SERVICES === '1')
      throw new Error(`${why}, and STOWAGE_TEST_REQUIRE_SERVICES=1 requires the PostgreSQL + S3 run.`);
    console.warn(
      `[left out] the PostgreSQL + S3 run of the suite: ${why} (set STOWAGE_TEST_DATABASE_URL, or STOWAGE_TEST_REQUIRE_SERVICES=1 to make this an error).`,
    );
    return { test: { include: [], passWithNoTests: true } };
  }
  // Global setup (database run id, s3rver) reads these in this process; test workers inherit them.
  process.env.STOWAGE_TEST_DATABASE_URL = url;
  process.env.STOWAGE_TEST_BLOB_STORE = 's3';
  return { test: { ...shared, exclude: excludeAlso(EMBEDDED_ONLY) } };
});
