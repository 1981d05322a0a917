import { spawn } from 'node:child_process';
import path from 'node:path';
import { tempDir } from './app.js';
import { CLI } from './server-process.js';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment of a user of the CLI's server commands: their own home, config and state
 * folders (so a login or an upload's state never touches the machine's), and nothing else unless
 * `env` adds it (STOWAGE_URL, STOWAGE_TOKEN).
 */
export function cliUserEnv(env: Record<string, string> = {}): Record<string, string> {
  const home = tempDir('stowage-cli-home-');
  return {
    PATH: process.env.PATH ?? '',
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, 'config'),
    XDG_STATE_HOME: path.join(home, 'state'),
    LANG: 'C.UTF-8',
    ...env,
  };
}

/**
 * Runs the built CLI (`node dist/cli/main.js`) to its end, without blocking this process (a test's
 * TCP proxy or server in this process must go on answering meanwhile). `input` is piped to stdin.
 */
export function runCli(args: string[], env: Record<string, string>, options: { input?: string; timeoutMs?: number } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdin.end(options.input ?? '');
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`stowage ${args.join(' ')} did not end within ${options.timeoutMs ?? 60_000} ms:\n${stdout}\n${stderr}`));
    }, options.timeoutMs ?? 60_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The lines of a --json listing, each parsed. */
export function jsonLines<T = Record<string, unknown>>(stdout: string): T[] {
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as T);
}
