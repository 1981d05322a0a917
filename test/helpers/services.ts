import fs from 'node:fs';
import net from 'node:net';

/**
 * Outside services some tests need (Redis, PostgreSQL binaries). A test file asks for them at
 * collection time: with STOWAGE_TEST_REQUIRE_SERVICES=1 (CI) a missing service fails the file
 * loudly; without it (a machine with only Node) the tests are left out, and the run says so and why.
 */

export const REDIS_TEST_URL = 'redis://127.0.0.1:6379';
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

const required = process.env.STOWAGE_TEST_REQUIRE_SERVICES === '1';

/** Whether something accepts TCP connections at host:port within `timeoutMs`. */
export function answers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Whether Redis answers PING at 127.0.0.1:6379. */
export async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString('latin1').startsWith('+PONG')));
    socket.once('error', () => done(false));
  });
}

/** Whether the PostgreSQL 15 server binaries (initdb, pg_ctl) are installed. */
export function postgresBinariesPresent(): boolean {
  return ['initdb', 'pg_ctl', 'postgres'].every((name) => fs.existsSync(`${POSTGRES_BIN}/${name}`));
}

/**
 * Decides whether the tests that need `what` run: true when `present`; otherwise throws when
 * services are required, or prints why the tests are left out and returns false.
 */
export function needService(what: string, present: boolean, file: string): boolean {
  if (present) return true;
  const why = `${what} is not available`;
  if (required) throw new Error(`${file}: ${why}, and STOWAGE_TEST_REQUIRE_SERVICES=1 requires it.`);
  console.warn(`[left out] ${file}: ${why}; its tests are left out (set STOWAGE_TEST_REQUIRE_SERVICES=1 to make this an error).`);
  return false;
}
