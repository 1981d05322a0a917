import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers/app.js';
import { type CliRun, cliUserEnv, jsonLines, runCli } from './helpers/cli-process.js';
import { type ServerProcess, startServerProcess } from './helpers/server-process.js';
import { type TcpProxy, startTcpProxy } from './helpers/tcp-proxy.js';

/**
 * The CLI's server commands, run as a user runs them (`node dist/cli/main.js …`, its own process)
 * against a real server process on this run's backend: what they print, what they leave on the
 * server and on disk, and their exit codes (docs/cli.md). What does not depend on the backend
 * (login, the progress bar, a server that is down) is in cli-login.test.ts, on one backend.
 */

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

function ok(run: CliRun): CliRun {
  expect(run.code, `exit ${run.code}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`).toBe(0);
  return run;
}

/** Every file below `root`, as relative path → bytes, and every folder. */
function snapshot(root: string): { files: Map<string, Buffer>; folders: string[] } {
  const files = new Map<string, Buffer>();
  const folders: string[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, full);
    if (entry.isDirectory()) folders.push(relative);
    else files.set(relative, fs.readFileSync(full));
  }
  return { files, folders: folders.sort() };
}

describe('stowage CLI against a server', { timeout: 120_000 }, () => {
  let server: ServerProcess;
  let env: Record<string, string>;
  const cli = (...args: string[]) => runCli(args, env);
  /** 2,000 requests: seconds on an idle machine, over a minute on a shared one under load. */
  const bulk = (...args: string[]) => runCli(args, env, { timeoutMs: 300_000 });

  beforeAll(async () => {
    server = await startServerProcess();
    env = cliUserEnv({ STOWAGE_URL: server.baseUrl, STOWAGE_TOKEN: server.admin });
  });
  afterAll(async () => server?.stop());

  it(
    'uploads a tree of 1,000 files and downloads it back byte-identical; a second upload sends nothing',
    { timeout: 600_000 },
    async () => {
      const tree = tempDir('stowage-cli-tree-');
      for (let i = 0; i < 1000; i++) {
        const dir = path.join(tree, `d${i % 10}`, `e${Math.floor(i / 10) % 5}`);
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(
          path.join(dir, `f${i}.${i % 3 === 0 ? 'txt' : 'bin'}`),
          Buffer.concat([Buffer.from(`file ${i}\n`), randomBytes(i % 200)]),
        );
      }
      fs.mkdirSync(path.join(tree, 'empty', 'also empty'), { recursive: true });
      fs.renameSync(path.join(tree, 'd0', 'e0', 'f0.txt'), path.join(tree, 'd0', 'e0', 'résumé 0.txt'));
      ok(await cli('filesets', 'create', 'tree'));

      const up = ok(await bulk('files', 'upload', tree, 'tree:copy', '--json', '--concurrency', '8'));
      const uploaded = jsonLines<{ path: string; size: number; hash: string }>(up.stdout);
      expect(uploaded).toHaveLength(1000);
      expect(uploaded.find((e) => e.path === 'copy/d0/e0/résumé 0.txt')?.hash).toBe(
        sha256(fs.readFileSync(path.join(tree, 'd0', 'e0', 'résumé 0.txt'))),
      );
      // No progress bar: neither carriage returns nor terminal escapes.
      expect(up.stderr).not.toContain('\r');
      expect(up.stderr).not.toContain('\u001b[');

      const back = path.join(tempDir('stowage-cli-back-'), 'copy');
      const down = ok(await bulk('files', 'download', 'tree:copy', back, '--json', '--concurrency', '8'));
      expect(jsonLines(down.stdout)).toHaveLength(1000);
      const [before, after] = [snapshot(tree), snapshot(back)];
      expect(after.folders).toEqual(before.folders);
      expect([...after.files.keys()].sort()).toEqual([...before.files.keys()].sort());
      for (const [name, bytes] of before.files) expect(after.files.get(name)?.equals(bytes), name).toBe(true);

      // Run again after an interruption, or by habit: what is already there is not sent again.
      const again = ok(await bulk('files', 'upload', tree, 'tree:copy', '--json'));
      expect(again.stdout).toBe('');
      expect(again.stderr).toContain('uploaded 0 files (0 B)');
      expect(again.stderr).toContain('1000 already there with the same content');
    },
  );

  it('--json output is one JSON object a line, filtered and sorted as asked', async () => {
    ok(await cli('filesets', 'create', 'json reports', '--description', 'q3'));
    const created = JSON.parse(ok(await cli('filesets', 'create', 'json drafts', '--json')).stdout) as { id: string; name: string };
    expect(created.name).toBe('json drafts');

    const sets = jsonLines<{ id: string; name: string }>(
      ok(await cli('filesets', 'ls', '--json', '--filter', 'name LIKE json', '--sort', '-name')).stdout,
    );
    expect(sets.map((s) => s.name)).toEqual(['json reports', 'json drafts']);
    expect(sets[1]!.id).toBe(created.id);

    const folder = tempDir('stowage-cli-sizes-');
    for (const size of [10, 300, 2000]) fs.writeFileSync(path.join(folder, `s${size}.txt`), 'x'.repeat(size));
    ok(await cli('files', 'upload', folder, `${created.id}:sizes`, '--quiet'));
    const found = jsonLines<{ path: string; size: number }>(
      ok(await cli('files', 'search', 'json drafts:sizes', '--filter', 'size >= 300', '--sort', '-size', '--json')).stdout,
    );
    expect(found.map((f) => [f.path, f.size])).toEqual([
      ['sizes/s2000.txt', 2000],
      ['sizes/s300.txt', 300],
    ]);
    const raw = await cli(
      'files',
      'search',
      'json drafts',
      '--body',
      '{"filters":[{"field":"name","operator":"EQUALS","value":["s10.txt"]}]}',
      '--json',
    );
    expect(jsonLines<{ path: string }>(ok(raw).stdout).map((f) => f.path)).toEqual(['sizes/s10.txt']);

    // For people: a table with a header row.
    const table = ok(await cli('files', 'ls', 'json drafts:sizes')).stdout.split('\n');
    expect(table[0]).toMatch(/^TYPE\s+SIZE\s+CREATED\s+PATH$/);
    expect(table.slice(1, 4).map((l) => l.split(/\s+/).at(-1))).toEqual(['sizes/s10.txt', 'sizes/s2000.txt', 'sizes/s300.txt']);

    // A script deletes with --yes; the file set and its files are gone.
    const removed = ok(await cli('filesets', 'rm', 'json drafts', '--yes'));
    expect(removed.stderr.trim()).toBe(`deleted file set json drafts (${created.id})`);
    expect((await cli('files', 'ls', created.id)).stderr).toContain('404 FILESET_NOT_FOUND');
    ok(await cli('filesets', 'create', 'json drafts'));

    // A field the server does not know is its 400, told with the allowed fields.
    const bad = await cli('files', 'search', 'json drafts', '--filter', 'colour = red');
    expect(bad.code).toBe(5);
    expect(bad.stderr).toMatch(/^stowage: 400 \w+: .*colour/m);
  });

  it('a wrong token exits 4 and says to log in; a missing file set exits 5 with the API error', async () => {
    const wrong = await runCli(['filesets', 'ls'], { ...env, STOWAGE_TOKEN: 'stw_not-a-token' });
    expect(wrong.code).toBe(4);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toMatch(/^stowage: the server refused the token: 401 UNAUTHORIZED: .*stowage login/);

    const byName = await cli('files', 'ls', 'no such set');
    expect(byName.code).toBe(5);
    expect(byName.stderr.trim()).toBe('stowage: no file set named "no such set" (stowage filesets ls lists them)');
    const byId = await cli('files', 'download', '0e0e0e0e-0000-4000-8000-000000000000:a.txt');
    expect(byId.code).toBe(5);
    expect(byId.stderr).toMatch(/^stowage: 404 FILESET_NOT_FOUND: .*\(request [0-9a-f-]+\)$/m);
  });

  describe('a resumable upload', () => {
    let proxy: TcpProxy;
    beforeAll(async () => {
      proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(server.baseUrl).port) });
    });
    afterAll(async () => proxy?.close());

    it('interrupted after some parts, continues from them when run again', async () => {
      const big = path.join(tempDir('stowage-cli-big-'), 'big.bin');
      fs.writeFileSync(big, randomBytes(6 * 5 * MiB));
      ok(await cli('filesets', 'create', 'resume'));
      const args = [
        'files',
        'upload',
        big,
        'resume:media/',
        '--resumable-above',
        '5MiB',
        '--part-size',
        '5MiB',
        '--retries',
        '0',
        '--json',
      ];

      // Through a proxy that is cut once the first part is acknowledged: the line goes down mid-upload.
      const uploads = path.join(env.XDG_STATE_HOME!, 'stowage', 'uploads');
      const first = runCli(args, { ...env, STOWAGE_URL: `http://127.0.0.1:${proxy.port}` });
      for (;;) {
        const file = fs.existsSync(uploads) ? fs.readdirSync(uploads).find((f) => f.endsWith('.json')) : undefined;
        const state = file ? (JSON.parse(fs.readFileSync(path.join(uploads, file), 'utf8')) as { partsDone: number[] }) : undefined;
        if (state !== undefined && state.partsDone.length > 0) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      await proxy.cut();
      const interrupted = await first;
      expect(interrupted.code, interrupted.stderr).toBe(3);
      expect(interrupted.stderr).toContain('the same command run again continues the upload');
      expect(interrupted.stderr).toMatch(/cannot reach the server/);
      const state = JSON.parse(
        fs.readFileSync(
          path.join(
            uploads,
            fs.readdirSync(uploads).find((f) => f.endsWith('.json'))!,
          ),
          'utf8',
        ),
      ) as {
        fileId: string;
        partsDone: number[];
      };
      expect(state.partsDone.length).toBeGreaterThan(0);
      expect(state.partsDone.length).toBeLessThan(6);

      // The same command, straight to the server: only the missing parts go, into the same upload.
      const resumed = ok(await cli(...args));
      expect(resumed.stderr).toContain(`resuming media/big.bin: ${state.partsDone.length} of 6 parts are on the server`);
      const [file] = jsonLines<{ id: string; size: number; hash: string }>(resumed.stdout);
      expect(file!.id).toBe(state.fileId);
      expect(file!.size).toBe(30 * MiB);
      expect(file!.hash).toBe(sha256(fs.readFileSync(big)));
      expect(fs.readdirSync(uploads).filter((f) => f.endsWith('.json'))).toEqual([]);
    });
  });

  it('a download cut mid-way keeps what it received, and the same command run again fetches only the rest', async () => {
    const content = randomBytes(12 * MiB);
    const dir = tempDir('stowage-cli-cut-');
    fs.writeFileSync(path.join(dir, 'cut.bin'), content);
    ok(await cli('filesets', 'create', 'cut'));
    ok(await cli('files', 'upload', path.join(dir, 'cut.bin'), 'cut:'));
    const back = path.join(dir, 'back');
    fs.mkdirSync(back);
    const target = path.join(back, 'cut.bin');

    // The line goes down once some 4 MiB of the file have come back.
    const cutting = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(server.baseUrl).port) }, { cutAfterBytesBack: 4 * MiB });
    try {
      const cut = await runCli(['files', 'download', 'cut:cut.bin', target, '--json'], {
        ...env,
        STOWAGE_URL: `http://127.0.0.1:${cutting.port}`,
      });
      expect(cut.code, cut.stderr).toBe(3);
    } finally {
      await cutting.close();
    }
    expect(fs.existsSync(target)).toBe(false);
    const [partial] = fs.readdirSync(back).filter((f) => f.endsWith('.partial'));
    expect(partial).toBe(`.cut.bin.${sha256(content).slice(0, 16)}.partial`);
    const kept = fs.statSync(path.join(back, partial!)).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(content.length);

    const again = ok(await cli('files', 'download', 'cut:cut.bin', target, '--json'));
    const [written] = jsonLines<{ size: number; sha256: string; resumedFrom: number }>(again.stdout);
    expect(written).toMatchObject({ size: content.length, sha256: sha256(content), resumedFrom: kept });
    expect(fs.readFileSync(target).equals(content)).toBe(true);
    expect(fs.readdirSync(back)).toEqual(['cut.bin']);
  });

  it('files query finds the passage that answers, as text and as JSON; a wrong mode is a usage error', async () => {
    const dir = tempDir('stowage-cli-query-');
    fs.writeFileSync(path.join(dir, 'invoices.txt'), 'Invoices are paid within thirty days of receipt by bank transfer.\n');
    fs.writeFileSync(path.join(dir, 'holidays.txt'), 'The office is closed on public holidays and between Christmas and New Year.\n');
    const { id } = JSON.parse(ok(await cli('filesets', 'create', 'policies', '--ai', '--json')).stdout) as { id: string };
    ok(await cli('files', 'upload', dir, 'policies:'));
    for (;;) {
      const page = (await (
        await fetch(`${server.baseUrl}/api/files/v1/filesets/${id}/files/search`, {
          method: 'POST',
          headers: { 'X-SERVICE-Developer-Token': server.admin, 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).json()) as { files: { indexStatus: string | null }[] };
      if (page.files.length === 2 && page.files.every((f) => f.indexStatus === 'COMPLETED')) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    const text = ok(await cli('files', 'query', 'policies', 'when are invoices paid?', '--mode', 'keyword')).stdout;
    expect(text.split('\n')[0]).toMatch(/^\d\.\d{3} {2}invoices\.txt {2}Invoices are paid within thirty days/);
    const json = JSON.parse(ok(await cli('files', 'query', 'policies', 'christmas', '--json')).stdout) as {
      matches: { metadata: { path: string } }[];
    };
    expect(json.matches.map((m) => m.metadata.path)).toEqual(['holidays.txt']);
    const none = ok(await cli('files', 'query', 'policies', 'submarine')).stdout;
    expect(none).toBe('(no match)\n');

    const bad = await cli('files', 'query', 'policies', 'x', '--mode', 'fuzzy');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--mode "fuzzy": one of KEYWORD, SEMANTIC, HYBRID');
  });

  it('streams push runs an execution end to end, and history lists the runs newest first', async () => {
    const id = ok(
      await cli('streams', 'create', 'sales', '--column', 'id:LONG', '--column', 'region', '--column', 'amount:DECIMAL'),
    ).stdout.trim();
    expect(id).toMatch(/^\d+$/);
    const csv = path.join(tempDir('stowage-cli-csv-'), 'sales.csv');
    // A header (recognised by the column names), a quoted line break, and parts small enough to need several.
    fs.writeFileSync(csv, 'id,region,amount\n1,north,10.50\n2,"south\nwest",3\n3,east,7.25\n4,west,0\n5,"a, b",1\n');
    const pushed = ok(await cli('streams', 'push', id, csv, '--part-size', '20'));
    expect(pushed.stdout).toMatch(new RegExp(`^execution \\d+: SUCCESS, 5 rows`));
    const data = await fetch(`${server.baseUrl}/api/data/v1/streams/${id}/data`, {
      headers: { 'X-SERVICE-Developer-Token': server.admin },
    });
    expect(await data.text()).toBe('id,region,amount\n1,north,10.50\n2,"south\nwest",3\n3,east,7.25\n4,west,0\n5,"a, b",1\n');

    fs.writeFileSync(csv, '6,north,not a number\n');
    const failed = await cli('streams', 'push', id, csv);
    expect(failed.code).toBe(5);
    expect(failed.stdout).toMatch(/FAILED, 0 rows/);
    expect(failed.stderr).toMatch(/part 1, line 1, column amount: /);

    const history = jsonLines<{ executionId: number; currentState: string; rowsInserted: number }>(
      ok(await cli('streams', 'history', id, '--json')).stdout,
    );
    expect(history.map((h) => [h.currentState, h.rowsInserted])).toEqual([
      ['FAILED', 0],
      ['SUCCESS', 5],
    ]);
    expect(history[0]!.executionId).toBeGreaterThan(history[1]!.executionId);
    const table = ok(await cli('streams', 'history', id)).stdout;
    expect(table).toMatch(/^EXECUTION\s+STATE\s+ROWS/);
    expect(table).toMatch(/\bSUCCESS\s+5\b/);
    const unknown = await cli('streams', 'history', '99999');
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toContain('404 STREAM_NOT_FOUND');
  });

  it('data-files upload, details, download byte-identical, rm', async () => {
    const file = path.join(tempDir('stowage-cli-df-'), 'prices.csv');
    fs.writeFileSync(file, 'sku,price\na,1\n');
    const id = ok(await cli('data-files', 'upload', file)).stdout.trim();
    fs.writeFileSync(file, 'sku,price\na,2\nb,3\n');
    expect(ok(await cli('data-files', 'upload', file, '--to', id)).stdout.trim()).toMatch(/^\d+$/);
    const details = JSON.parse(ok(await cli('data-files', 'details', id, '--json')).stdout) as {
      name: string;
      revisions: { contentType: string }[];
    };
    expect(details.name).toBe('prices.csv');
    expect(details.revisions.map((r) => r.contentType)).toEqual(['text/csv', 'text/csv']);
    expect(ok(await cli('data-files', 'download', id, '-')).stdout).toBe('sku,price\na,2\nb,3\n');
    const listed = jsonLines<{ dataFileId: number }>(ok(await cli('data-files', 'ls', '--json')).stdout);
    expect(listed.map((d) => String(d.dataFileId))).toContain(id);
    ok(await cli('data-files', 'rm', id));
    const gone = await cli('data-files', 'download', id, '-');
    expect(gone.code).toBe(5);
    expect(gone.stderr).toMatch(/^stowage: 410 /);
  });
});
