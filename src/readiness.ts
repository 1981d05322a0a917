import { sql } from 'kysely';
import type { Config } from './config.js';
import type { Services } from './services.js';
import { codeOf, postgresTarget } from './startup-errors.js';

/** A check that takes longer than this counts as failed: a load balancer must not wait. */
export const CHECK_TIMEOUT_MS = 3000;

/**
 * One component that failed its check. `public` goes to clients (/readyz): what the component is
 * and why, without addresses or paths (API.md §0 answers never show internal hosts); `detail`
 * goes to the log, with them.
 */
export interface Failure {
  public: string;
  detail: string;
}

class LateError extends Error {
  constructor() {
    super(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`);
    this.name = 'LateError';
  }
}

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new LateError()), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The database and the blob store, each checked at once; every failure named with its reason. */
export async function checkStorage(services: Pick<Services, 'db' | 'blobs' | 'config'>): Promise<Failure[]> {
  const { config } = services;
  const [database, blobs] = await Promise.allSettled([withinTime(sql`SELECT 1`.execute(services.db)), withinTime(services.blobs.ping())]);
  const failures: Failure[] = [];
  if (database.status === 'rejected') failures.push(failure(describeDatabase(config), database.reason, config));
  if (blobs.status === 'rejected') failures.push(failure(describeBlobStore(config), blobs.reason, config));
  return failures;
}

/** What a component is, for clients and for the log. */
interface Described {
  public: string;
  detail: string;
}

function describeDatabase(config: Config): Described {
  if (config.databaseUrl === null) return { public: 'database (SQLite)', detail: `database (SQLite in ${config.dataDir})` };
  const { where, database } = postgresTarget(config.databaseUrl);
  return { public: 'database (PostgreSQL)', detail: `database (PostgreSQL "${database}" at ${where}, DATABASE_URL)` };
}

function describeBlobStore(config: Config): Described {
  const store = config.blobStore;
  if (store.kind === 'disk') return { public: 'blob store (disk)', detail: `blob store (folder ${config.dataDir}/blobs)` };
  const bucket = `S3 bucket "${store.bucket}"`;
  return { public: `blob store (${bucket})`, detail: `blob store (${bucket} at ${store.endpoint ?? `AWS ${store.region}`})` };
}

function failure(component: Described, error: unknown, config: Config): Failure {
  const reason = reasonOf(error, config);
  const message = error instanceof Error ? error.message : String(error);
  return { public: `${component.public}: ${reason}`, detail: `${component.detail}: ${reason} (${message})` };
}

/** Why a check failed, in words a client may see (never an address). */
function reasonOf(error: unknown, config: Config): string {
  if (error instanceof LateError) return error.message;
  const { name, $metadata } = (error ?? {}) as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  switch (codeOf(error)) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'its host name cannot be resolved';
    case 'ETIMEDOUT':
      return 'connection timed out';
    case 'ECONNRESET':
      return 'connection reset';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'its host cannot be reached';
    case 'ENOENT':
      return 'the folder is missing';
    case 'EACCES':
    case 'EPERM':
      return 'not readable and writable by the server';
    case 'ENOTDIR':
      return 'not a folder';
    case '3D000':
      return 'the database does not exist';
    case '28P01':
    case '28000':
      return 'login refused';
    case '57P01':
    case '57P03':
      return 'shutting down or starting up';
    case '53300':
      return 'too many connections';
  }
  if (name === 'CredentialsProviderError') {
    return 'credentials missing: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or give the machine a role or profile';
  }
  if (config.blobStore.kind === 's3' && typeof name === 'string' && $metadata?.httpStatusCode !== undefined) {
    const status = $metadata.httpStatusCode;
    if (status === 404) return 'the bucket does not exist';
    if (status === 403) return 'access denied: the credentials are wrong or may not use the bucket';
    if (status === 301) return 'the bucket is in another region than S3_REGION';
    return `the store answered ${status} (${name})`;
  }
  if (error instanceof Error && error.message.includes('not a folder')) return 'not a folder';
  if (error instanceof Error && /destroyed|closed/i.test(error.message)) return 'closed';
  return `failed (${error instanceof Error ? error.name : typeof error})`;
}
