import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { printTable } from './lib/report.js';
import { seedFileSets, seedFiles, withDb } from './lib/seed.js';
import { startServer } from './lib/server.js';
import { fileSearch, fileSetSearch, helloWorld } from './scenarios/search.js';
import { transfer } from './scenarios/transfer.js';

const { values } = parseArgs({
  options: {
    scenarios: { type: 'string', default: 'op2,op1,transfer' },
    entries: { type: 'string', default: '1000000' },
    filesets: { type: 'string', default: '10000' },
    'transfer-mib': { type: 'string', default: '1024' },
    seconds: { type: 'string', default: '10' },
    dir: { type: 'string', default: path.resolve('.bench') },
  },
});

const scenarios = new Set(values.scenarios.split(','));
const entries = Number(values.entries);
const settings = { seconds: Number(values.seconds), label: 'sqlite' };

async function main(): Promise<void> {
  console.error(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  fs.mkdirSync(values.dir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(values.dir, 'data-'));
  try {
    let filesetId = '';
    if (scenarios.has('op2') || scenarios.has('op1')) {
      console.error(`seeding ${entries.toLocaleString('en-US')} entries and ${values.filesets} file sets …`);
      await withDb(dataDir, async (db) => {
        if (scenarios.has('op2')) filesetId = await seedFiles(db, entries);
        if (scenarios.has('op1')) await seedFileSets(db, Number(values.filesets));
      });
    }
    const server = await startServer(dataDir);
    try {
      const hello = await helloWorld(server, settings);
      if (scenarios.has('op2')) await fileSearch(server, filesetId, Math.floor(entries / 2), hello, settings);
      if (scenarios.has('op1')) await fileSetSearch(server, Number(values.filesets), hello, settings);
      if (scenarios.has('transfer')) await transfer(server, values.dir, Number(values['transfer-mib']) * 2 ** 20, settings.label);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printTable();
}

await main();
