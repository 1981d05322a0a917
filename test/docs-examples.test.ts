import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Block,
  type RunnableBlock,
  docFiles,
  normalizeOutput,
  outputMatches,
  parseBlocks,
  runnableBlocks,
} from './docs-examples-blocks.js';
import { type BlockRun, ShellSession } from './docs-examples-shell.js';
import { tempDir } from './helpers/app.js';
import { CLI, type ServerProcess, startServerProcess } from './helpers/server-process.js';

/**
 * Executable docs: every shell example of README.md and docs/*.md either runs here, against a real
 * server process over a fresh data folder (the embedded run only: test/suites.ts), or says why it
 * cannot (the convention is in docs-examples-blocks.ts).
 *
 * Each document's runnable blocks run in document order in one bash session, as a reader would paste
 * them, with `stowage` on the PATH (the built CLI, as `npm link` puts it there) and only `STOWAGE_URL` given: the server's address, which the docs default to `npm start`'s
 * http://127.0.0.1:8080. The server's bootstrap token is the one the README starts it with, and the
 * docs set `TOKEN` to it themselves.
 */

/** `STOWAGE_BOOTSTRAP_TOKEN` in README.md's "First requests". */
const DOC_TOKEN = 'change-me-0123456789';
const BLOCK_TIMEOUT_MS = 30_000;

const docs = docFiles(process.cwd()).map((doc) => {
  const { blocks, problems } = parseBlocks(doc, fs.readFileSync(doc, 'utf8'));
  return { doc, blocks, problems, runnable: runnableBlocks(blocks, problems) };
});

describe('doc examples', () => {
  it('every shell block of README.md and docs/*.md is runnable or says why not', () => {
    expect(docs.flatMap((d) => d.problems)).toEqual([]);
    // The parser found the examples at all (a broken fence pattern would find nothing and pass).
    expect(docs.find((d) => d.doc === 'README.md')?.runnable.length).toBeGreaterThan(0);
  });

  it('the examples that do not run are only those a test machine cannot run', () => {
    const notRun = docs.flatMap((d) => d.blocks.filter((b) => b.kind === 'not-run').map((b) => `${b.doc}:${b.line}: ${b.reason}`));
    // A short list on purpose: a new entry needs a reason a reviewer accepts, not a convenience.
    expect(notRun.length, notRun.join('\n')).toBeLessThanOrEqual(6);
  });
});

describe('the doc-example convention', () => {
  const fence = '```';
  const check = (markdown: string) => {
    const { blocks, problems } = parseBlocks('x.md', markdown);
    return { runnable: runnableBlocks(blocks, problems), problems };
  };

  it('refuses a shell block without a mark, a not-run without a reason and a block without a language', () => {
    const { problems } = check(
      [`${fence}sh`, 'curl x', fence, `${fence}bash not-run:`, 'y', fence, fence, 'z', fence, `${fence}yaml`, 'a: 1', fence].join('\n'),
    );
    expect(problems).toEqual([
      'x.md:1: a shell block must be marked ```sh runnable or ```sh not-run: <reason>',
      'x.md:4: a not-run shell block must say why (```bash not-run: <reason>)',
      'x.md:7: a fenced block without a language (write ```sh runnable, ```sh not-run: <reason>, ```text, …)',
    ]);
  });

  it('pairs an output block with the runnable block before it, and only that', () => {
    const { runnable, problems } = check(
      [
        `${fence}sh runnable`,
        'echo hi',
        fence,
        'It prints:',
        `${fence}text output`,
        'hi',
        fence,
        `${fence}sh not-run: needs systemd`,
        'systemctl start x',
        fence,
        `${fence}text output`,
        'x',
        fence,
      ].join('\n'),
    );
    expect(runnable.map((b) => [b.line, b.text, b.expected?.text])).toEqual([[1, 'echo hi', 'hi']]);
    expect(problems).toEqual(['x.md:11: an output block must come right after a runnable block (prose between is fine)']);
  });

  it('matches output exactly but for … and the line ends', () => {
    expect(outputMatches('{"id":"5f0c","n":1}\r\n', '{"id":"…","n":1}')).toBe(true);
    expect(outputMatches('HTTP/1.1 206 Partial Content\r\na: 1\r\nb: 2\r\n\r\nbody', 'HTTP/1.1 206 Partial Content\n…\n\nbody')).toBe(true);
    expect(outputMatches('{"id":"5f0c","n":2}', '{"id":"…","n":1}')).toBe(false);
    expect(outputMatches('hi\nthere', 'hi')).toBe(false);
  });
});

for (const { doc, runnable } of docs.filter((d) => d.runnable.length > 0)) {
  describe(`${doc} examples`, () => {
    let server: ServerProcess;
    let shell: ShellSession;

    beforeAll(async () => {
      server = await startServerProcess({ env: { STOWAGE_BOOTSTRAP_TOKEN: DOC_TOKEN } });
      const work = tempDir('stowage-doc-');
      const bin = tempDir('stowage-doc-bin-');
      fs.writeFileSync(path.join(bin, 'stowage'), `#!/bin/sh\nexec '${process.execPath}' '${CLI}' "$@"\n`, { mode: 0o755 });
      shell = new ShellSession(work, tempDir('stowage-doc-state-'), {
        PATH: `${bin}:${process.env.PATH ?? ''}`,
        // No ~/.curlrc or shell history of the machine's user.
        HOME: work,
        LANG: 'C.UTF-8',
        STOWAGE_URL: server.baseUrl,
      });
    });
    afterAll(async () => {
      await shell?.close();
      await server?.stop();
    });

    for (const block of runnable) {
      it(`${doc}:${block.line}${block.expected ? ' and its output' : ''}`, async () => {
        const result = await shell.run(block.text, BLOCK_TIMEOUT_MS);
        const context = report(block, result, server);
        expect(result.code, context).toBe(0);
        if (block.expected && !outputMatches(result.stdout, block.expected.text)) {
          // Fails, with a diff; `…` in the expected text stands for any text.
          expect(normalizeOutput(result.stdout), context).toBe(normalizeOutput(block.expected.text));
        }
      });
    }
  });
}

function report(block: RunnableBlock, result: BlockRun, server: ServerProcess): string {
  const numbered = (b: Block) =>
    b.text
      .split('\n')
      .map((line, i) => `${String(i + 1).padStart(3)} | ${line}`)
      .join('\n');
  const serverLines = server.output().split('\n').slice(-20).join('\n');
  return [
    `${path.normalize(block.doc)}:${block.line} (exit ${result.code})`,
    numbered(block),
    `--- stdout\n${result.stdout}`,
    `--- stderr\n${result.stderr}`,
    `--- the server's last lines\n${serverLines}`,
  ].join('\n');
}
