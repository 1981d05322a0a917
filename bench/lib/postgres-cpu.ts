import fs from 'node:fs';
import { cpuSeconds } from './server.js';

/**
 * The CPU time every local PostgreSQL process has used so far (user + system, seconds): the server a
 * `postgres://127.0.0.1` bench runs on shares the machine's cores with Stowage and the load, so its
 * work per page is part of what a throughput ratio compares. Backends that exit between two readings
 * drop out of the sum; a bench's pools keep theirs open for the whole load.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trimEnd() !== 'postgres') continue;
      total += cpuSeconds(Number(entry));
    } catch {
      // The process ended while the directory was read.
    }
  }
  return total;
}
