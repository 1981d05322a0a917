import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The CLI compiled beside the benchmarks (.bench/build/src/cli/main.js). */
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/cli/main.js');

export const TOKEN = 'bench-bootstrap-token-0001';

export interface BenchServer {
  url: string;
  pid: number;
  /** Resident set size now, in bytes (VmRSS). */
  rss(): number;
  /** Peak resident set size since start, in bytes (VmHWM). */
  peakRss(): number;
  /** CPU time the process has used so far (user + system), in seconds. */
  cpuSeconds(): number;
  /** Starts a new peak: VmHWM from now on is the peak since this call. */
  resetPeakRss(): void;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, after the parenthesised command name). */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Clock ticks; USER_HZ is 100 on Linux.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Starts `stowage serve` as its own process over `dataDir` and waits until it answers. */
export async function startServer(dataDir: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, CLI, 'serve'], {
    env: { ...process.env, PORT: String(port), STOWAGE_DATA_DIR: dataDir, STOWAGE_BOOTSTRAP_TOKEN: TOKEN, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (i > 600) throw new Error('server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    rss: () => statusKb(pid, 'VmRSS'),
    peakRss: () => statusKb(pid, 'VmHWM'),
    cpuSeconds: () => cpuSeconds(pid),
    // Linux: writing 5 to clear_refs resets the peak resident set size to the current one.
    resetPeakRss: () => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
