import { randomBytes } from 'node:crypto';
import { backendFactory } from './ai/backends.js';
import { AiEmbeddings } from './ai/embeddings.js';
import { AiGateway } from './ai/gateway.js';
import { ServerTools } from './tools/run-tools.js';
import { AiMetrics } from './ai/metrics.js';
import { AiSessions } from './ai/sessions.js';
import type { Config } from './config.js';
import type { DataFileService } from './domain/data-files/data-file-service.js';
import { openDataFiles } from './domain/data-files/open-data-files.js';
import { FileSearchService } from './domain/files/file-search.js';
import { FileService } from './domain/files/file-service.js';
import { FileMoves } from './domain/files/file-moves.js';
import { FileShares } from './domain/files/file-shares.js';
import { ResumableUploads } from './domain/files/resumable-uploads.js';
import { FileSetService } from './domain/filesets/fileset-service.js';
import { type Streams, openStreams } from './domain/streams/streams.js';
import { CursorCodec } from './domain/search/cursor.js';
import { TokenService } from './domain/tokens/token-service.js';
import { Instance } from './domain/cluster/instance.js';
import { Maintenance } from './domain/cluster/maintenance.js';
import { isPostgres } from './storage/db/dialect.js';
import { BlobCollector } from './storage/blobs/blob-collector.js';
import type { BlobStore } from './storage/blobs/blob-store.js';
import { openBlobStore } from './storage/blobs/open-blob-store.js';
import { type RateLimits, openRateLimits } from './http/rate-limits.js';
import { watchAuthChanges } from './storage/db/auth-changes.js';
import { type Db, sqliteHandle } from './storage/db/database.js';
import { startSqliteCheckpointer } from './storage/db/sqlite-checkpointer.js';
import { openStorage } from './storage/open-storage.js';
import { ContentQueryService } from './indexing/content-query.js';
import { IndexEntries } from './indexing/index-entries.js';
import { IndexMetrics } from './indexing/index-metrics.js';
import { IndexQueue } from './indexing/index-queue.js';
import { Indexer } from './indexing/indexer.js';
import { IndexStatistics } from './indexing/index-statistics.js';
import { RequestsFirst } from './indexing/requests-first.js';
import { openSemanticIndex } from './indexing/semantic/open-semantic-index.js';

export { openStorage };

/** Everything the HTTP layer and the CLI work with, opened once per process. */
export interface Services {
  config: Config;
  db: Db;
  blobs: BlobStore;
  collector: BlobCollector;
  tokens: TokenService;
  fileSets: FileSetService;
  files: FileService;
  fileSearch: FileSearchService;
  /** Resumable (split) uploads of files. */
  uploads: ResumableUploads;
  moves: FileMoves;
  shares: FileShares;
  dataFiles: DataFileService;
  streams: Streams;
  ai: AiGateway;
  /** The tools Stowage runs itself, for operation 5's loop and MCP (src/tools/). */
  serverTools: ServerTools;
  aiSessions: AiSessions;
  aiEmbeddings: AiEmbeddings;
  /** Per-model metrics of the AI routes, served on /metrics (registered by buildApp). */
  aiMetrics: AiMetrics;
  /** Per-token and failed-authentication limits, shared through Redis when REDIS_URL is set. */
  rateLimits: RateLimits;
  /** This process among the instances sharing the database (leases on shared work). */
  instance: Instance;
  /** Content query, stats and reindex (docs/search.md). */
  contentQuery: ContentQueryService;
  /** This instance's content indexing queue. */
  indexQueue: IndexQueue;
  /** Content indexing on /metrics (registered by buildApp). */
  indexMetrics: IndexMetrics;
  /** SQLite: indexing gives way to the HTTP requests in flight (buildApp counts them); null on PostgreSQL. */
  requestsFirst: RequestsFirst | null;
  close(): Promise<void>;
}

/**
 * Opens storage, applies migrations, registers this instance, ensures the bootstrap token and
 * sweeps blobs that no upload can publish any more, then wires the domain services and starts the
 * periodic background work (docs/deploy.md). `swept`: how many blobs the start-up sweep removed, or
 * why it failed (a blob store that cannot be reached does not stop the start; the periodic sweep
 * tries again).
 */
export async function openServices(config: Config): Promise<Services & { swept: number | { failed: unknown } }> {
  const { db } = await openStorage(config);
  const tokens = new TokenService(db);
  const blobs = await openBlobStore(config);
  // The embedded SQLite database belongs to this one process: whatever another instance left is
  // abandoned at once. On PostgreSQL other instances may be running, and their leases decide.
  const instance = await Instance.register(db, { leaseMs: config.leaseMs, exclusive: !isPostgres(db) });
  const collector = new BlobCollector(db, blobs, instance, config.blobDeleteDelayMs);
  if (config.bootstrapToken) await tokens.ensureBootstrap(config.bootstrapToken);
  const swept = await collector.sweep().catch((error: unknown) => ({ failed: error }));
  const cursors = new CursorCodec(await cursorSecret(db));
  const aiMetrics = new AiMetrics(config.ai);
  const aiEmbeddings = new AiEmbeddings(config.ai, (entry, run) => aiMetrics.time(entry.id, run));
  // Null without an embedding model: KEYWORD is then the only mode (docs/search.md).
  // The queue is made after the entries that schedule into it: the indirection closes the loop.
  let indexQueue: IndexQueue | null = null;
  const indexMetrics = new IndexMetrics(() => indexQueue?.depth ?? 0);
  const semantic = await openSemanticIndex(db, aiEmbeddings, config.ai, {
    exactMax: config.semanticExactMax,
    onStep: (step) => indexMetrics.semanticSteps.inc({ step }),
  });
  const indexEntries = new IndexEntries(semantic, {
    enqueue: (fileId) => indexQueue?.enqueue(fileId),
    resume: async () => (indexQueue ? indexQueue.resume() : 0),
  });
  const statistics = IndexStatistics.for(db, (error) => process.emitWarning(`ANALYZE of the content index failed: ${String(error)}`));
  // PostgreSQL writes over the network without holding the event loop: there requests need no head start.
  const requestsFirst = isPostgres(db) ? null : new RequestsFirst();
  indexQueue = new IndexQueue(
    db,
    new Indexer(db, blobs, semantic, indexEntries, config.index, indexMetrics, instance.id, statistics, requestsFirst),
    instance,
  );
  const indexing = indexQueue;
  const fileSets = new FileSetService(db, tokens, collector, indexEntries);
  const files = new FileService(db, blobs, collector, fileSets, indexEntries);
  const uploads = new ResumableUploads(db, blobs, collector, fileSets, files, {
    expiryMs: config.uploadExpiryMs,
    maxUploadBytes: config.maxUploadBytes,
  });
  const shares = new FileShares(db, fileSets, files);
  const { dataFiles, scans } = await openDataFiles(config, db, blobs, collector, instance);
  const aiSessions = new AiSessions(db);
  const backendFor = backendFactory(config.ai);
  const rateLimits = await openRateLimits(config);
  const streams = await openStreams(db, blobs, collector, instance, {
    maxPartBytes: config.maxUploadBytes,
    onError: (error) => process.emitWarning(`stream row purge failed: ${String(error)}`),
  });
  const warn = (what: string) => (error: unknown) => process.emitWarning(`${what} failed: ${String(error)}`);
  instance.startHeartbeat(warn('instance lease renewal'));
  const sqlite = sqliteHandle(db);
  const checkpointer = sqlite
    ? startSqliteCheckpointer(sqlite, { onFailure: warn('the WAL checkpoint worker (commits checkpoint again)') })
    : null;
  const maintenance = new Maintenance(
    [
      { name: 'forgetting stopped instances', run: () => instance.forgetDead() },
      { name: 'blob sweep', run: () => collector.sweep() },
      { name: 'resumable upload expiry', run: () => uploads.sweepExpired() },
      { name: 'share link expiry', run: () => shares.sweepExpired() },
      { name: 'scan pick-up', run: () => scans.resume() },
      { name: 'index pick-up', run: () => indexing.resume() },
      { name: 'stream repair', run: () => streams.maintain() },
    ],
    config.leaseMs,
    (chore, error) => warn(chore)(error),
  );
  maintenance.start();
  // Not awaited: a large backlog is queued in the background, never holding up the start.
  void indexing.start().catch(warn('index pick-up at start'));
  const authChanges = watchAuthChanges(db, config.databaseUrl);
  tokens.rememberWith(authChanges);
  const fileSearch = new FileSearchService(db, fileSets, cursors);
  const contentQuery = new ContentQueryService(db, fileSets, semantic, indexEntries);
  const serverTools = new ServerTools({ fileSets, files, fileSearch, dataFiles, streams, contentQuery });
  const ai = new AiGateway(config.ai, (entry) => aiMetrics.timed(entry, backendFor(entry)), aiSessions);
  ai.attachServerTools(serverTools);
  return {
    config,
    db,
    blobs,
    collector,
    tokens,
    fileSets,
    files,
    fileSearch,
    uploads,
    moves: new FileMoves(db, fileSets),
    shares,
    dataFiles,
    streams,
    ai,
    serverTools,
    aiSessions,
    aiEmbeddings,
    aiMetrics,
    rateLimits,
    instance,
    contentQuery,
    indexQueue: indexing,
    indexMetrics,
    requestsFirst,
    swept,
    close: async () => {
      await maintenance.close();
      // The scan under way stops first; its revision stays PENDING for a later pick-up.
      await scans.close();
      // Likewise the file being indexed goes back to QUEUED.
      await indexing.close();
      // An ANALYZE round under way ends before the database is closed.
      await statistics?.settled();
      // Running commits finish first; the purge of rows outside any dataset resumes at the next start.
      await streams.close();
      await rateLimits.close();
      // Peers may take over what this instance still held at once, rather than after its lease.
      await instance.close().catch(warn('deregistering the instance'));
      await authChanges.close();
      await checkpointer?.close();
      await db.destroy();
    },
  };
}

/** The key that signs paging tokens; kept in the database so every instance shares it. */
async function cursorSecret(db: Db): Promise<Buffer> {
  await db
    .insertInto('settings')
    .values({ key: 'cursor_secret', value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'cursor_secret').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
