import fs from 'node:fs';
import path from 'node:path';

/**
 * The fenced code blocks of the Markdown docs, and the convention that says which shell examples
 * run (test/docs-examples.test.ts):
 *
 *   ```sh runnable              runs, in document order, in one bash session per file
 *   ```json output              what the runnable block just before it prints; `…` stands for any text
 *   ```sh not-run: <reason>     does not run, and says why
 *
 * GitHub and other renderers take only the info string's first word (the language), so the marks do
 * not show. Every fenced block must name its language, and every shell block must be either runnable
 * or not-run: a new example cannot escape the test by accident.
 */

export const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'console', 'zsh', 'shell-session', 'terminal']);

export interface Block {
  /** The document, relative to the repository root (`docs/streams.md`). */
  doc: string;
  /** 1-based line of the opening fence. */
  line: number;
  language: string;
  kind: 'runnable' | 'output' | 'not-run' | 'other';
  /** For not-run blocks. */
  reason?: string;
  text: string;
}

export interface RunnableBlock extends Block {
  kind: 'runnable';
  /** The output block that follows it, if the doc shows one. */
  expected?: Block;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Every fenced block of one Markdown text, with the problems of its marks. */
export function parseBlocks(doc: string, markdown: string): { blocks: Block[]; problems: string[] } {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  const problems: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, info] = open as unknown as [string, string, string, string];
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = FENCE.exec(lines[j]!);
      if (close && close[2]!.startsWith(fence.charAt(0)) && close[2]!.length >= fence.length && close[3]!.trim() === '') break;
      // Content lines lose the fence's own indentation (a block inside a list item).
      body.push(lines[j]!.startsWith(indent) ? lines[j]!.slice(indent.length) : lines[j]!.trimStart());
    }
    if (j === lines.length) problems.push(`${doc}:${i + 1}: a code fence that is never closed`);
    blocks.push(classify(doc, i + 1, info.trim(), body.join('\n'), problems));
    i = j;
  }
  return { blocks, problems };
}

function classify(doc: string, line: number, info: string, text: string, problems: string[]): Block {
  const where = `${doc}:${line}`;
  const [language = '', ...rest] = info.split(/\s+/).filter(Boolean);
  const mark = rest.join(' ');
  const block: Block = { doc, line, language, kind: 'other', text };
  if (language === '') {
    problems.push(`${where}: a fenced block without a language (write \`\`\`sh runnable, \`\`\`sh not-run: <reason>, \`\`\`text, …)`);
    return block;
  }
  if (mark === 'output') return { ...block, kind: 'output' };
  if (!SHELL_LANGUAGES.has(language)) {
    if (mark === 'runnable' || mark.startsWith('not-run')) problems.push(`${where}: only shell blocks (sh) run; this one is ${language}`);
    return block;
  }
  if (mark === 'runnable') return { ...block, kind: 'runnable' };
  const notRun = /^not-run:\s*(\S.*)$/.exec(mark);
  if (notRun) return { ...block, kind: 'not-run', reason: notRun[1]! };
  problems.push(
    mark.startsWith('not-run')
      ? `${where}: a not-run shell block must say why (\`\`\`${language} not-run: <reason>)`
      : `${where}: a shell block must be marked \`\`\`${language} runnable or \`\`\`${language} not-run: <reason>` +
          (mark ? ` (found "${mark}")` : ''),
  );
  return block;
}

/** The runnable blocks of a file in document order, each with the output block that follows it. */
export function runnableBlocks(blocks: Block[], problems: string[]): RunnableBlock[] {
  const runnable: RunnableBlock[] = [];
  let previous: Block | undefined;
  for (const block of blocks) {
    if (block.kind === 'output') {
      const owner = runnable.at(-1);
      if (previous?.kind !== 'runnable' || !owner || owner.expected) {
        problems.push(`${block.doc}:${block.line}: an output block must come right after a runnable block (prose between is fine)`);
      } else {
        owner.expected = block;
      }
    } else if (block.kind === 'runnable') {
      runnable.push({ ...block, kind: 'runnable' });
    }
    previous = block;
  }
  return runnable;
}

/** README.md and every docs/*.md, relative to `root`. */
export function docFiles(root: string): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/**
 * Whether `actual` is what `expected` shows: the same text, where each `…` in `expected` stands for any
 * text (none, or several lines); line ends (CRLF from `curl -i`) and trailing blank space at the end
 * do not count.
 */
export function outputMatches(actual: string, expected: string): boolean {
  const pattern = normalizeOutput(expected)
    .split('…')
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*?');
  return new RegExp(`^${pattern}$`).test(normalizeOutput(actual));
}

export function normalizeOutput(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(/\s+$/, '');
}
