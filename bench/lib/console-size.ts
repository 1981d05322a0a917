import fs from 'node:fs';
import path from 'node:path';

/**
 * The console's size budget (docs/console.md), in gzip bytes: what a browser downloads. The first
 * load is the page, its stylesheet and the scripts it loads at once (the file set and file browser
 * views are in the entry; the other views load when first opened). All: every asset together.
 */
export const CONSOLE_BUDGET = { firstLoad: 45 * 1024, all: 75 * 1024 };

export interface ConsoleSize {
  firstLoad: number;
  all: number;
  /** gzip bytes per file of the first load, for a message that says what grew. */
  firstLoadFiles: Record<string, number>;
}

const gzipSize = (dir: string, file: string) => fs.statSync(path.join(dir, `${file}.gz`)).size;

/** Measures a build (dist/console) from its precompressed .gz files. */
export function measureConsole(dir: string): ConsoleSize {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  // The page's own script and stylesheet, and the modules it preloads.
  const linked = [...html.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const firstLoadFiles: Record<string, number> = { 'index.html': gzipSize(dir, 'index.html') };
  for (const file of linked) firstLoadFiles[file] = gzipSize(dir, file);
  const assets = fs.readdirSync(path.join(dir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const all = gzipSize(dir, 'index.html') + assets.reduce((sum, f) => sum + gzipSize(dir, `assets/${f}`), 0);
  return { firstLoad: Object.values(firstLoadFiles).reduce((a, b) => a + b, 0), all, firstLoadFiles };
}
