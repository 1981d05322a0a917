import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface BlockRun {
  /** bash's exit code when the block ended the session (a failed command under `set -e`), else 0. */
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One bash process that runs blocks one after the other, as a reader pastes them into one terminal:
 * variables, functions, the working folder and files carry over from block to block. Strict as a
 * script should be (`set -euo pipefail`, also inside `$(…)`), so the first failing command ends the
 * session; the block that failed reports bash's exit code and the command (an ERR trap), and later
 * blocks are refused.
 */
export class ShellSession {
  private readonly child: ChildProcess;
  private readonly exited: Promise<number>;
  private ended: string | null = null;
  private count = 0;
  private readonly waiting = new Map<number, () => void>();

  /** Runs in `workDir`; keeps each block's script and output in `stateDir`, out of the reader's folder. */
  constructor(
    workDir: string,
    private readonly stateDir: string,
    env: NodeJS.ProcessEnv,
  ) {
    // Its own process group, so a timeout can end curl and whatever else a block started.
    this.child = spawn('bash', ['--noprofile', '--norc'], { cwd: workDir, env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
    let pending = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      let newline: number;
      while ((newline = pending.indexOf('\n')) >= 0) {
        const match = /^block (\d+) done$/.exec(pending.slice(0, newline));
        pending = pending.slice(newline + 1);
        if (match) this.waiting.get(Number(match[1]))?.();
      }
    });
    this.child.stderr!.resume();
    this.send(
      [
        'set -euo pipefail',
        'shopt -s inherit_errexit',
        // Names the command that failed, on the failing block's stderr.
        `trap 'echo "[exit $? from line $LINENO: $BASH_COMMAND]" >&2' ERR`,
      ].join('\n'),
    );
  }

  /** Runs one block in the session; at most `timeoutMs`, after which the session is ended. */
  async run(text: string, timeoutMs: number): Promise<BlockRun> {
    if (this.ended) throw new Error(`not run: ${this.ended}`);
    const n = ++this.count;
    const file = (suffix: string) => path.join(this.stateDir, `block-${n}.${suffix}`);
    fs.writeFileSync(file('sh'), `${text}\n`);
    const done = new Promise<'done'>((resolve) => this.waiting.set(n, () => resolve('done')));
    // The block's own stdin is /dev/null: it must not read the commands meant for the session.
    this.send(`{ source ${quote(file('sh'))}; } </dev/null >${quote(file('out'))} 2>${quote(file('err'))}\necho "block ${n} done"`);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([done, this.exited.then((code) => code), timedOut]);
    clearTimeout(timer);
    const read = (suffix: string) => (fs.existsSync(file(suffix)) ? fs.readFileSync(file(suffix), 'utf8') : '');
    if (outcome === 'done') return { code: 0, stdout: read('out'), stderr: read('err') };
    if (outcome === 'timeout') {
      this.ended = `a block ran longer than ${timeoutMs} ms`;
      this.kill();
      return { code: 124, stdout: read('out'), stderr: `${read('err')}\n[ended after ${timeoutMs} ms]` };
    }
    this.ended = `an earlier block failed (exit ${outcome})`;
    return { code: outcome === 0 ? 1 : outcome, stdout: read('out'), stderr: read('err') };
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null && this.child.pid) {
      try {
        process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }

  async close(): Promise<void> {
    this.kill();
    await this.exited;
  }

  private send(script: string): void {
    this.child.stdin!.write(`${script}\n`);
  }
}

function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
