import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BackendKind, openBackend, parseBackends } from './lib/backends.js';
import { printTable } from './lib/report.js';
import { seedFileSets, seedFiles, withDb } from './lib/seed.js';
import { startServer } from './lib/server.js';
import { commit } from './scenarios/commit.js';
import { consoleSize, fileBrowserFirstRows } from './scenarios/console.js';
import { router } from './scenarios/router.js';
import { type GatewayPeers, gateway, startGatewayPeers } from './scenarios/gateway.js';
import { streamedFirstByte } from './scenarios/gateway-stream.js';
import { indexBench } from './scenarios/indexing.js';
import { retrieval } from './scenarios/retrieval.js';
import { serverToolLoop } from './scenarios/server-tools.js';
import { fileSearch, fileSetSearch, helloWorld } from './scenarios/search.js';
import { transfer } from './scenarios/transfer.js';

const SCENARIOS = ['op2', 'op1', 'transfer', 'op5', 'op5stream', 'tools', 'commit', 'router', 'retrieval', 'index', 'console'] as const;
/** Scenarios that start servers of their own (and none of the shared one). */
const OWN_SERVERS = ['router', 'retrieval', 'index', 'console'];

const { values } = parseArgs({
  options: {
    scenarios: { type: 'string', default: SCENARIOS.join(',') },
    db: { type: 'string', default: 'sqlite,postgres' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    entries: { type: 'string', default: '1000000' },
    filesets: { type: 'string', default: '10000' },
    'transfer-mib': { type: 'string', default: '1024' },
    'commit-rows': { type: 'string', default: '1000000' },
    'index-chunks': { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '4' },
    dir: { type: 'string', default: path.resolve('.bench') },
    profile: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`npm run bench -- [options]
  --scenarios ${SCENARIOS.join(',')}   which scenarios (default: all)
  --db sqlite,postgres          backends, each on fresh data (PostgreSQL: a database made and dropped via --pg-url)
  --pg-url URL                  an administrative connection (default postgres://postgres@127.0.0.1:5432/postgres)
  --entries N                   operation 2's file set size (default 1000000)
  --filesets N                  operation 1's file set count (default 10000)
  --transfer-mib N              upload/download size (default 1024)
  --commit-rows N               rows of the committed stream execution (default 1000000)
  tools: operation 5's server-tool loop (CPU per step) beside the same search through its route
  retrieval: uploads test/corpus/ to an AI-enabled file set, prints recall@10 / nDCG@10 per query mode
             (fake embedding model; also STOWAGE_BENCH_EMBEDDING_MODEL, a model of STOWAGE_MODELS_FILE)
  index: content query p50/p99 per mode at --index-chunks chunks beside the engine's own query,
         uploads with indexing off and on, indexing throughput (fake embedding model)
  --index-chunks N              chunks of the index scenario's file set (default 100000)
  console: the web console's bundle size against its budget, and the file browser's time to first
           rows over a folder of 10,000 entries in headless Chromium (/usr/bin/chromium or STOWAGE_CHROMIUM)
  --seconds N                   length of each load run (default 4)
  --dir PATH                    scratch folder, on the disk under test (default .bench)
  --profile DIR                 run the server under --cpu-prof, writing its profiles to DIR`);
  process.exit(0);
}

const scenarios = new Set(values.scenarios.split(','));
for (const s of scenarios)
  if (!(SCENARIOS as readonly string[]).includes(s)) throw new Error(`--scenarios: unknown "${s}"; allowed: ${SCENARIOS.join(', ')}`);
const entries = Number(values.entries);
const seconds = Number(values.seconds);
const root = process.cwd();

async function runOn(kind: BackendKind, peers: GatewayPeers | null): Promise<void> {
  const label = kind;
  const backend = await openBackend(kind, values['pg-url']);
  const dataDir = fs.mkdtempSync(path.join(values.dir, `data-${kind}-`));
  try {
    let filesetId = '';
    if (scenarios.has('op2') || scenarios.has('op1')) {
      const started = Date.now();
      await withDb(dataDir, backend.env, async (db) => {
        if (scenarios.has('op2')) filesetId = await seedFiles(db, entries);
        if (scenarios.has('op1')) await seedFileSets(db, Number(values.filesets));
      });
      console.error(
        `${label}: seeded ${entries.toLocaleString('en-US')} entries and ${values.filesets} file sets in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    // Retrieval uploads its corpus to a server of its own, whose embedding model it chooses.
    if (scenarios.has('retrieval')) await retrieval(values.dir, backend.env, label);
    if (scenarios.has('index'))
      await indexBench({ dir: values.dir, env: backend.env, label, seconds, chunks: Number(values['index-chunks']) });
    if (scenarios.has('console')) await fileBrowserFirstRows({ dir: values.dir, env: backend.env, label });
    if (![...scenarios].some((s) => !OWN_SERVERS.includes(s))) return;
    const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
    const server = await startServer(dataDir, { ...backend.env, ...(peers?.env ?? {}) }, profile);
    try {
      const settings = { seconds, label };
      const hello = await helloWorld(server, settings);
      const database = backend.env.DATABASE_URL ?? path.join(dataDir, 'stowage.db');
      if (scenarios.has('op2')) await fileSearch(server, database, filesetId, Math.floor(entries / 2), hello, settings);
      if (scenarios.has('op1')) await fileSetSearch(server, Number(values.filesets), hello, settings);
      if (scenarios.has('transfer')) await transfer(server, values.dir, Number(values['transfer-mib']) * 2 ** 20, label);
      if (scenarios.has('op5') && peers) await gateway(server, peers, settings);
      if (scenarios.has('op5stream') && peers) await streamedFirstByte(server, peers, settings);
      if (scenarios.has('tools') && peers) await serverToolLoop(server, settings);
      if (scenarios.has('commit')) await commit(server, Number(values['commit-rows']), label, backend.env.DATABASE_URL);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await backend.drop();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  console.error(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  fs.mkdirSync(values.dir, { recursive: true });
  // In-process and without a database: once, whatever --db says.
  if (scenarios.has('router')) router();
  if (scenarios.has('console')) consoleSize(path.join(root, 'dist/console'));
  const peers =
    scenarios.has('op5') || scenarios.has('op5stream') || scenarios.has('tools') ? await startGatewayPeers(root, values.dir) : null;
  try {
    const needsServer = [...scenarios].some((s) => s !== 'router');
    if (needsServer) for (const kind of parseBackends(values.db)) await runOn(kind, peers);
  } finally {
    await peers?.stop();
  }
  printTable();
  console.error(`bench finished in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
}

await main();
