import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BOOTSTRAP, tempDir } from './app.js';
import { testBlobStoreEnv } from './s3.js';
import { testDatabaseEnv } from './test-database.js';

/** The built CLI, as `npm start` runs it (dist/ is built by test/global-setup.ts). */
export const CLI = path.resolve('dist/cli/main.js');

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** The bootstrap admin's token (user 1). */
  admin: string;
  child: ChildProcess;
  /** Resolves with the exit code (or null) and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines the process wrote, for failure messages. */
  output(): string;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then waits for the exit (SIGKILL if it takes longer than `graceMs`). */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** VmRSS and VmHWM (peak RSS) of the process, in bytes, from /proc/<pid>/status. */
  memory(): { rss: number; hwm: number };
  /**
   * Starts a new peak: from now on VmHWM is the peak since this call (it starts at the current
   * VmRSS), so a measurement is not hidden under a peak that earlier work left.
   */
  resetPeak(): void;
}

export interface StartOptions {
  dataDir?: string;
  env?: Record<string, string>;
  /**
   * Only PATH, HOME and `env`, as an operator's shell would give `npm start` (PORT=0 is added
   * unless `env` sets PORT); the data folder is then the default, ./data under `cwd`.
   */
  bareEnv?: boolean;
  cwd?: string;
  /** How long to wait for /healthz. */
  timeoutMs?: number;
}

/**
 * The environment of a server whose peak memory a test bounds: V8's old generation capped at
 * `oldSpaceMiB` and a small young generation (3 semi-spaces of 2 MiB). Uncapped, a process's RSS
 * growth measures how far V8 lets its heap grow before collecting, which depends on the machine's
 * load (a streaming commit grew 110 MiB on a loaded CI machine, 0-4 MiB here), rather than what the
 * work holds; capped, work that holds its data in JavaScript dies of "heap out of memory".
 */
export function cappedHeapEnv(oldSpaceMiB: number): Record<string, string> {
  return { NODE_OPTIONS: `--max-old-space-size=${oldSpaceMiB} --max-semi-space-size=2` };
}

const LISTENING = /Server listening at (http:\/\/[^\s"]+)/;

/** Bytes of a `VmXXX:   1234 kB` line of /proc/<pid>/status. */
export function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/**
 * Linux (since 4.0): writing 5 to /proc/<pid>/clear_refs resets the process's peak resident set size
 * (VmHWM) to its current one. Checked here, so a kernel that ignores it fails the test that relies
 * on it instead of leaving the old peak in place unnoticed.
 */
export function resetPeakRss(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const hwm = procStatusBytes(pid, 'VmHWM');
  const rss = procStatusBytes(pid, 'VmRSS');
  // The process runs on meanwhile, so its resident size may have grown between the two readings.
  if (hwm > rss + 16 * 1024 * 1024) throw new Error(`/proc/${pid}/clear_refs did not reset the peak: VmHWM ${hwm} B, VmRSS ${rss} B`);
}

/**
 * The environment `stowage serve` gets over a data folder (a fresh temp one unless given): on
 * PostgreSQL the folder's own database, and on S3 its own bucket, which a restart over the folder
 * finds again; an operator running on either has their settings in even the barest environment.
 */
export async function serverEnv(options: StartOptions = {}): Promise<{ dataDir: string; env: NodeJS.ProcessEnv }> {
  const cwd = options.cwd ?? process.cwd();
  const dataDir = options.bareEnv ? path.resolve(cwd, 'data') : (options.dataDir ?? tempDir('stowage-proc-'));
  const base = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: '0',
    ...(await testDatabaseEnv(dataDir)),
    ...(await testBlobStoreEnv(dataDir)),
  };
  const env: NodeJS.ProcessEnv = options.bareEnv
    ? { ...base, ...options.env }
    : {
        ...base,
        HOST: '127.0.0.1',
        STOWAGE_DATA_DIR: dataDir,
        STOWAGE_BOOTSTRAP_TOKEN: BOOTSTRAP,
        STOWAGE_AUTH_FAILURE_LIMIT: 'off',
        // info is the level that prints the listening address; requests add one line each.
        LOG_LEVEL: 'info',
        ...options.env,
      };
  return { dataDir, env };
}

export interface ExitedRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built CLI (`serve` unless `args` says otherwise) with `env` exactly, to its end, for a
 * run that is expected to stop by itself (a start that fails); killed after `timeoutMs`.
 */
export function runToExit(env: NodeJS.ProcessEnv, args: string[] = ['serve'], timeoutMs = 60_000): Promise<ExitedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`stowage ${args.join(' ')} did not end within ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Starts the real server (`node dist/cli/main.js serve`) on a port the OS picks, over a data folder
 * (a fresh temp one unless given, so a restart can reuse one), and waits until /healthz answers.
 * The port is read from the server's own "Server listening at" log line, so no port is guessed.
 */
export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const cwd = options.cwd ?? process.cwd();
  const { dataDir, env } = await serverEnv(options);
  const child = spawn(process.execPath, [CLI, 'serve'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not report its address:\n${lines.join('\n')}`)),
      options.timeoutMs ?? 30_000,
    );
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        lines.push(line);
        if (lines.length > 200) lines.shift();
        const match = LISTENING.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (code ${code}, signal ${signal}) before listening:\n${lines.join('\n')}`));
    });
  });
  await waitForHealth(baseUrl, options.timeoutMs ?? 30_000);
  const pid = child.pid!;
  const server: ServerProcess = {
    baseUrl,
    pid,
    dataDir,
    admin: env.STOWAGE_BOOTSTRAP_TOKEN ?? BOOTSTRAP,
    child,
    exited,
    output: () => lines.join('\n'),
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    stop: async (graceMs = 10_000) => {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
    memory: () => ({ rss: procStatusBytes(pid, 'VmRSS'), hwm: procStatusBytes(pid, 'VmHWM') }),
    resetPeak: () => resetPeakRss(pid),
  };
  return server;
}

async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not accepting connections yet.
    }
    if (Date.now() > deadline) throw new Error(`${baseUrl}/healthz did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Polls `check` until it returns true or `timeoutMs` passes; returns the last result. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}
