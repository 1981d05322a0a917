import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers/app.js';
import { type CliRun, cliUserEnv, runCli } from './helpers/cli-process.js';
import { freePort } from './helpers/ports.js';
import { CLI, type ServerProcess, startServerProcess } from './helpers/server-process.js';

/**
 * The CLI's server commands where the backend plays no part: the login and its config file, the
 * progress bar on a terminal, a server that is down, usage errors, `ai ask` with the built-in
 * model. On the embedded run only (test/suites.ts): the PostgreSQL + S3 run would repeat them
 * unchanged; what touches stored data is in cli-server.test.ts, on both.
 */

/** Runs the CLI in a pseudo-terminal (util-linux's `script`), as a person at a terminal would; stdout and stderr both end up in the terminal's output. */
function runInTerminal(args: string[], env: Record<string, string>, answer?: { after: string; type: string }): Promise<CliRun> {
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const command = [process.execPath, CLI, ...args].map(quote).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qfec', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let answered = answer === undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      // Typed at the terminal once the program asks, as a person would.
      if (!answered && stdout.includes(answer!.after)) {
        answered = true;
        child.stdin.end(answer!.type);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    if (answered) child.stdin.end();
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('stowage login, and the CLI without a backend to speak of', { timeout: 120_000 }, () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess();
  });
  afterAll(async () => server?.stop());

  it('login checks the token, keeps it with the URL in a 0600 file, and later commands use it; logout forgets it', async () => {
    const env = cliUserEnv();
    const file = path.join(env.XDG_CONFIG_HOME!, 'stowage', 'config.json');

    const refused = await runCli(['login', server.baseUrl, '--token', 'stw_wrong'], env);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toMatch(/401 UNAUTHORIZED/);
    expect(fs.existsSync(file)).toBe(false);

    // The token piped in, as a script or a password manager would give it.
    const login = await runCli(['login', server.baseUrl.replace('http://', '')], env, { input: `${server.admin}\n` });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stderr).toContain(`logged in to ${server.baseUrl}`);
    expect(login.stdout + login.stderr).not.toContain(server.admin);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ url: server.baseUrl, token: server.admin });

    const created = await runCli(['filesets', 'create', 'from login'], env);
    expect(created.code, created.stderr).toBe(0);
    const listed = await runCli(['filesets', 'ls'], env);
    expect(listed.stdout).toMatch(/OWNER\s+\S+ \S+\s+from login$/m);

    // The saved token is for its server only: another URL is not logged in.
    const elsewhere = await runCli(['filesets', 'ls', '--url', 'http://127.0.0.1:9'], env);
    expect(elsewhere.code).toBe(4);
    expect(elsewhere.stderr.trim()).toBe(
      'stowage: not logged in to http://127.0.0.1:9: run stowage login http://127.0.0.1:9, or give --token (or STOWAGE_TOKEN)',
    );
    // STOWAGE_TOKEN and --token win over the saved one.
    expect((await runCli(['filesets', 'ls'], { ...env, STOWAGE_TOKEN: 'stw_wrong' })).code).toBe(4);
    expect((await runCli(['filesets', 'ls', '--token', 'stw_wrong'], env)).code).toBe(4);

    const logout = await runCli(['logout'], env);
    expect(logout.code).toBe(0);
    expect(fs.existsSync(file)).toBe(false);
    const after = await runCli(['filesets', 'ls'], env);
    expect(after.code).toBe(4);
    expect(after.stderr).toMatch(/^stowage: not logged in: run stowage login <url>/);
  });

  it('a server that is down exits 3 and says where it looked', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const down = await runCli(['files', 'ls', 'reports'], cliUserEnv({ STOWAGE_URL: url, STOWAGE_TOKEN: server.admin }));
    expect(down.code).toBe(3);
    expect(down.stdout).toBe('');
    expect(down.stderr).toMatch(new RegExp(`^stowage: cannot reach the server at ${url}: .*ECONNREFUSED.*is it running`));
    expect(down.stderr).not.toMatch(/\n\s+at /);
  });

  it('a wrong argument is a usage error (exit 1) before anything is sent', async () => {
    const env = cliUserEnv({ STOWAGE_URL: server.baseUrl, STOWAGE_TOKEN: server.admin });
    const cases: [string[], RegExp][] = [
      [['files', 'search', 'x', '--filter', 'name BETWEEN a'], /--filter "name BETWEEN a": no operator/],
      [['files', 'search', 'x', '--date', 'created 2026'], /--date "created 2026": expected/],
      [['files', 'upload', '/nonexistent/folder', 'x'], /\/nonexistent\/folder: no such file or folder/],
      [['files', 'ls', 'x', '--limit', '0'], /--limit.*positive integer/],
      [['filesets', 'rm', 'x'], /pass --yes/],
      [['streams', 'create', 's', '--column', 'a:TEXT'], /--column "a:TEXT": expected <name>\[:<type>\]/],
    ];
    for (const [args, message] of cases) {
      const run = await runCli(args, env);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr, args.join(' ')).toMatch(message);
    }
  });

  it('login at a terminal asks for the token without showing it; backspace corrects a typo', async () => {
    const env = cliUserEnv();
    const file = path.join(env.XDG_CONFIG_HOME!, 'stowage', 'config.json');
    const typed = `${server.admin}x\u007f\r`;
    const terminal = await runInTerminal(['login', server.baseUrl], env, { after: 'Token: ', type: typed });
    expect(terminal.code, terminal.stdout).toBe(0);
    expect(terminal.stdout).toContain('Token: ');
    expect(terminal.stdout).toContain(`logged in to ${server.baseUrl}`);
    expect(terminal.stdout).not.toContain(server.admin.slice(4));
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ url: server.baseUrl, token: server.admin });
  });

  it('shows a progress bar in a terminal, and none when stderr is piped or with --json', async () => {
    const env = cliUserEnv({ STOWAGE_URL: server.baseUrl, STOWAGE_TOKEN: server.admin });
    expect((await runCli(['filesets', 'create', 'bars'], env)).code).toBe(0);
    const folder = tempDir('stowage-cli-bar-');
    for (let i = 0; i < 20; i++) fs.writeFileSync(path.join(folder, `f${i}.txt`), 'x'.repeat(1000 * i));

    const terminal = await runInTerminal(['files', 'upload', folder, 'bars:a'], env);
    expect(terminal.code, terminal.stdout).toBe(0);
    expect(terminal.stdout).toMatch(/uploading \u2588{40} 100% \| 186 KiB of 186 KiB \| 20\/20 files/);
    expect(terminal.stdout).toContain('\r');

    const piped = await runCli(['files', 'upload', folder, 'bars:b'], env);
    expect(piped.code).toBe(0);
    expect(piped.stderr).toMatch(/^uploaded 20 files \(186 KiB\) in [\d.]+ s\n$/);
    for (const bar of ['\u2588', '\r', '\u001b[']) expect(piped.stderr + piped.stdout).not.toContain(bar);

    const json = await runInTerminal(['files', 'download', 'bars:a', path.join(folder, 'back'), '--json'], env);
    expect(json.code, json.stdout).toBe(0);
    expect(json.stdout).not.toMatch(/\u2588|downloading/);
    // The terminal shows stdout and stderr: 20 JSON lines, and the summary (stderr) after them.
    const lines = json.stdout.trim().split(/\r?\n/);
    expect(
      lines
        .slice(0, 20)
        .map((l) => (JSON.parse(l) as { path: string }).path)
        .sort(),
    ).toEqual(Array.from({ length: 20 }, (_, i) => `a/f${i}.txt`).sort());
    expect(lines.slice(20)).toEqual([expect.stringMatching(/^downloaded 20 files \(186 KiB\) in [\d.]+ s$/)]);
  });

  it('ai ask prints the answer and the tools the model asks for', async () => {
    const env = cliUserEnv({ STOWAGE_URL: server.baseUrl, STOWAGE_TOKEN: server.admin });
    const tools = path.join(tempDir('stowage-cli-ai-'), 'tools.json');
    const weather = {
      name: 'get_weather',
      description: 'Weather for a city',
      parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    };
    fs.writeFileSync(tools, JSON.stringify([weather]));
    const asked = await runCli(['ai', 'ask', 'What is the weather in Paris?', '--tools', tools], env);
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.stdout).toBe('tool request: get_weather {"city":"Paris"}\n');
    expect(asked.stderr).toMatch(/^\[builtin\/tool-router, TOOL_USE, session [0-9a-f-]+\]$/m);

    const json = await runCli(['ai', 'ask', 'What is the weather in Paris?', '--tools', tools, '--json'], env);
    const answer = JSON.parse(json.stdout) as { stopReason: string; content: { type: string; toolInput?: unknown }[] };
    expect(answer.stopReason).toBe('TOOL_USE');
    expect(answer.content.find((c) => c.type === 'TOOL_USE_REQUEST')?.toolInput).toEqual({ city: 'Paris' });

    fs.writeFileSync(tools, JSON.stringify([{ ...weather, name: 'bad name!' }]));
    const bad = await runCli(['ai', 'ask', 'hi', '--tools', tools], env);
    expect(bad.code).toBe(5);
    expect(bad.stderr).toMatch(/^stowage: 400 .*bad name!/m);
  });
});
