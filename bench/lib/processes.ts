import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { cpuSeconds } from './server.js';

/** A helper process of the benchmark (the fake upstream, Portkey's gateway). */
export interface Helper {
  url: string;
  /** CPU time the process has used so far, in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  const exited = once(child, 'exit');
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
}

/** Starts a Node script that prints the port it listens on as its first line of output. */
export async function startPrintingPort(script: string, args: string[]): Promise<Helper> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const [line] = (await Promise.race([once(lines, 'line'), once(child, 'exit').then(() => [null])])) as [string | null];
  if (!line) throw new Error(`${script} exited before it listened`);
  lines.close();
  child.stdout.resume();
  return { url: `http://127.0.0.1:${Number(line)}`, cpuSeconds: () => cpuSeconds(child.pid!), stop: stopper(child) };
}

/** Starts a server process and waits until `probe` (a URL on it) answers at all. */
export async function startAndProbe(command: string[], url: string, probe: string, env: Record<string, string> = {}): Promise<Helper> {
  const child = spawn(process.execPath, command, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  const stop = stopper(child);
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
    try {
      await fetch(probe);
      break;
    } catch {
      if (i > 300) {
        await stop();
        throw new Error(`${command.join(' ')} did not answer within 30 s`);
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, cpuSeconds: () => cpuSeconds(child.pid!), stop };
}
