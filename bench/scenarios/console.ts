import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../lib/chromium.js';
import { CONSOLE_BUDGET, measureConsole } from '../lib/console-size.js';
import { ms, record } from '../lib/report.js';
import { seedFiles, withDb } from '../lib/seed.js';
import { TOKEN, startServer } from '../lib/server.js';

/** Entries of the folder the file browser opens. */
const ENTRIES = 10_000;
/** Page loads measured after the first (cold) one. */
const LOADS = 5;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The console's size against its budget (docs/console.md), from the build the bench's server serves. */
export function consoleSize(dir: string): void {
  const size = measureConsole(dir);
  const share = (bytes: number, budget: number) => `${Math.round((bytes / budget) * 100)} % of budget`;
  record({
    scenario: 'console',
    measure: 'first load, gzip (page, entry script, stylesheet)',
    value: kib(size.firstLoad),
    ratio: share(size.firstLoad, CONSOLE_BUDGET.firstLoad),
    target: `≤ ${kib(CONSOLE_BUDGET.firstLoad)}`,
  });
  record({
    scenario: 'console',
    measure: 'all assets, gzip',
    value: kib(size.all),
    ratio: share(size.all, CONSOLE_BUDGET.all),
    target: `≤ ${kib(CONSOLE_BUDGET.all)}`,
  });
}

/**
 * The file browser's first load over a folder of 10,000 entries in headless Chromium: from the
 * navigation's start to the first rows on screen (the page's `stowage:first-rows` mark), cold (a new
 * browser cache) and warm (median of the following loads).
 */
export async function fileBrowserFirstRows(settings: { dir: string; env: Record<string, string>; label: string }): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(settings.dir, `console-${settings.label}-`));
  const filesetId = await withDb(dataDir, settings.env, (db) => seedFiles(db, ENTRIES, { flat: true }));
  const server = await startServer(dataDir, settings.env);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await context.addInitScript(`sessionStorage.setItem('stowage.token', ${JSON.stringify(TOKEN)})`);
    const page = await context.newPage();
    const load = async (): Promise<{ firstRows: number; rows: number }> => {
      await page.goto(`${server.url}/console/filesets/${filesetId}`);
      // Functions, not strings: the page's CSP refuses eval, which a string predicate would need.
      await page.waitForFunction(() => performance.getEntriesByName('stowage:first-rows').length > 0, undefined, { timeout: 60_000 });
      const firstRows = await page.evaluate(() => performance.getEntriesByName('stowage:first-rows')[0]!.startTime);
      return { firstRows, rows: await page.locator('tbody tr').count() };
    };
    const cold = await load();
    const warm: number[] = [];
    for (let i = 0; i < LOADS; i++) warm.push((await load()).firstRows);
    warm.sort((a, b) => a - b);
    const label = `file browser, ${ENTRIES.toLocaleString('en-US')} entries (${settings.label})`;
    record({ scenario: 'console', measure: `${label}: first rows, cold`, value: ms(cold.firstRows), ratio: `${cold.rows} rows shown` });
    record({ scenario: 'console', measure: `${label}: first rows, warm median of ${LOADS}`, value: ms(warm[Math.floor(LOADS / 2)]!) });
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
