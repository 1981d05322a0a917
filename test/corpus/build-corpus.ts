import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LABELLED_QUERIES } from './labelled-queries.js';
import { makeDocx, makePdf } from './make-documents.js';
import { roffToText } from './roff-text.js';

/**
 * A retrieval corpus from what Debian installs, the same on every machine of one image: manual pages
 * (as text, or made into PDF or DOCX), and text, Markdown and HTML files from /usr/share/doc. Every
 * choice goes by sorted path and fixed limits; the pages the labelled queries name are always in.
 */
export interface CorpusDocument {
  /** Where it goes in the file set, e.g. `man/man1/tar.pdf`, `doc/git/README.md`. */
  path: string;
  contentType: string;
  bytes: Buffer;
  /**
   * The text it holds, for checks that do not go through the server's extraction: the source text
   * of a PDF or DOCX, an HTML file's markup without its tags.
   */
  text: string;
}

export interface CorpusOptions {
  manRoot?: string;
  docRoot?: string;
  /** Manual pages besides the labelled ones (default 640). */
  manPages?: number;
  /** Text files of /usr/share/doc, at most `perPackage` from one package (default 300, 20). */
  docTexts?: number;
  /** HTML files of /usr/share/doc (default 150, at most 30 from one package). */
  docHtml?: number;
  perPackage?: number;
  /** The longest text kept of one document, in characters (default 60,000; longer ones are cut). */
  maxChars?: number;
}

export interface Corpus {
  documents: CorpusDocument[];
  /** The document path of each manual page in the corpus, by page name. */
  manPath: Map<string, string>;
}

const MAN_SECTIONS = ['man1', 'man8', 'man5'];

/** Which format a page's document takes: one in ten a PDF, one in ten a DOCX, by its name's hash. */
function formatOf(name: string): 'txt' | 'pdf' | 'docx' {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 10 === 0 ? 'pdf' : h % 10 === 1 ? 'docx' : 'txt';
}

const CONTENT_TYPES = {
  txt: 'text/plain',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

function listSorted(dir: string): string[] {
  try {
    return fs.readdirSync(dir).sort();
  } catch {
    return [];
  }
}

function readMaybeGzipped(file: string): string {
  const bytes = fs.readFileSync(file);
  return (file.endsWith('.gz') ? zlib.gunzipSync(bytes) : bytes).toString('utf8');
}

/** A page's name and section from its file name: `tar.1.gz` → tar. */
const pageName = (file: string) => file.replace(/\.gz$/, '').replace(/\.[0-9][a-z0-9]*$/, '');

interface ManSource {
  name: string;
  section: string;
  file: string;
}

function manSources(root: string): Map<string, ManSource> {
  const pages = new Map<string, ManSource>();
  for (const section of MAN_SECTIONS) {
    for (const file of listSorted(path.join(root, section))) {
      const name = pageName(file);
      if (!pages.has(name)) pages.set(name, { name, section, file: path.join(root, section, file) });
    }
  }
  return pages;
}

export async function buildCorpus(options: CorpusOptions = {}): Promise<Corpus> {
  const manRoot = options.manRoot ?? '/usr/share/man';
  const docRoot = options.docRoot ?? '/usr/share/doc';
  const maxChars = options.maxChars ?? 60_000;
  const documents: CorpusDocument[] = [];
  const manPath = new Map<string, string>();

  const sources = manSources(manRoot);
  const labelled = new Set(LABELLED_QUERIES.flatMap((q) => q.manPages));
  const others = [...sources.keys()].filter((n) => !labelled.has(n) && MAN_SECTIONS.slice(0, 2).includes(sources.get(n)!.section));
  const wanted = [...[...labelled].sort(), ...others];
  let extra = 0;
  for (const name of wanted) {
    const source = sources.get(name);
    if (!source) continue;
    if (!labelled.has(name) && extra >= (options.manPages ?? 640)) break;
    const roff = readMaybeGzipped(source.file);
    // A page that only points at another (`.so man1/gzip.1`) says nothing of its own.
    if (/^\.so\s/m.test(roff.split('\n').slice(0, 3).join('\n'))) continue;
    const text = roffToText(roff).slice(0, maxChars);
    if (text.length < 200) continue;
    if (!labelled.has(name)) extra++;
    const format = formatOf(name);
    const docPath = `man/${source.section}/${name}.${format}`;
    const title = `${name}(${source.section.slice(3)})`;
    const bytes =
      format === 'pdf'
        ? await makePdf(title, text)
        : format === 'docx'
          ? await makeDocx(title, text)
          : Buffer.from(`${title}\n\n${text}\n`);
    documents.push({ path: docPath, contentType: CONTENT_TYPES[format], bytes, text: `${title}\n\n${text}` });
    manPath.set(name, docPath);
  }

  const perPackage = options.perPackage ?? 20;
  const docFiles = (accept: (file: string) => boolean, limit: number, cap: number) => {
    const chosen: string[] = [];
    for (const pkg of listSorted(docRoot)) {
      let taken = 0;
      const walk = (dir: string) => {
        for (const entry of listSorted(dir)) {
          if (taken >= cap || chosen.length >= limit) return;
          const full = path.join(dir, entry);
          const stat = fs.lstatSync(full);
          if (stat.isDirectory()) walk(full);
          else if (stat.isFile() && stat.size > 200 && stat.size < 400_000 && accept(entry)) {
            chosen.push(full);
            taken++;
          }
        }
      };
      walk(path.join(docRoot, pkg));
      if (chosen.length >= limit) break;
    }
    return chosen;
  };
  const isText = (f: string) => /^(readme|news)/i.test(f) || /\.(txt|md|rst)(\.gz)?$/i.test(f);
  for (const file of docFiles(isText, options.docTexts ?? 300, perPackage)) {
    const text = readMaybeGzipped(file).slice(0, maxChars);
    const rel = path.relative(docRoot, file).replace(/\.gz$/, '');
    const markdown = /\.md$/i.test(rel);
    const docPath = `doc/${markdown ? rel : /\.(txt|rst)$/i.test(rel) ? rel : `${rel}.txt`}`;
    documents.push({ path: docPath, contentType: markdown ? 'text/markdown' : 'text/plain', bytes: Buffer.from(text), text });
  }
  for (const file of docFiles((f) => /\.html?$/i.test(f), options.docHtml ?? 150, 30)) {
    const bytes = fs.readFileSync(file);
    const text = bytes
      .toString('utf8')
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ');
    documents.push({ path: `html/${path.relative(docRoot, file)}`, contentType: 'text/html', bytes, text });
  }
  return { documents, manPath };
}

/** The labelled queries with their relevant documents' paths; a query none of whose pages is in the corpus is left out. */
export function labelledQueriesOf(corpus: Corpus): { query: string; relevant: Set<string> }[] {
  return LABELLED_QUERIES.map((q) => ({
    query: q.query,
    relevant: new Set(q.manPages.flatMap((p) => corpus.manPath.get(p) ?? [])),
  })).filter((q) => q.relevant.size > 0);
}
