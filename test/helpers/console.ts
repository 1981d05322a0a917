import fs from 'node:fs';
import path from 'node:path';
import { type StowageClient, createStowageClient } from '@stowage/client';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium } from '../../bench/lib/chromium.js';
import { type TestApp, startTestApp } from './app.js';

/** Where the console tests leave their screenshots (git-ignored; docs/screenshots/ holds the committed copies). */
export const ARTIFACTS = path.resolve('test-artifacts/console');

const AXE_SOURCE = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * An element as an `evaluateAll` callback reads it in the page. The tests compile without the DOM
 * library (tsconfig's lib is the server's, and adding it would let DOM globals into src/), so
 * playwright's own Element type is unknown here; this names the part the tests use.
 */
export interface PageElement {
  getAttribute(name: string): string | null;
}

export interface ConsoleRig {
  t: TestApp;
  baseUrl: string;
  browser: Browser;
  /** The API through the typed client, as the admin: to set up what a page shows. */
  api: StowageClient;
  close(): Promise<void>;
}

/** A real app on a port of its own and a headless Chromium to look at its console. */
export async function startConsole(env: Record<string, string> = {}): Promise<ConsoleRig> {
  const t = await startTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  return {
    t,
    baseUrl,
    browser,
    api: createStowageClient({ baseUrl, token: t.admin }),
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}

/** A fresh browser context (its own session storage) signed in with `token` through the sign-in form. */
export async function signedInPage(rig: ConsoleRig, token = rig.t.admin, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await rig.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 960 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${rig.baseUrl}/console/`);
  await page.getByLabel('Token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'File sets' }).waitFor();
  expect(problems, 'errors thrown in the page').toEqual([]);
  return page;
}

/**
 * axe-core over the whole page as it is now: no serious or critical violation (contrast, names of
 * controls and images, labels, ARIA misuse, keyboard traps…).
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Evaluated through the DevTools protocol: the page's CSP (rightly) refuses an injected <script>.
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate<{ id: string; impact: string; help: string; targets: string[] }[]>(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })))`,
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** The page as a PNG under test-artifacts/console/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** The document is no wider than the window: nothing needs sideways scrolling on a phone. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate<{ page: number; window: number }>(
    '({ page: document.documentElement.scrollWidth, window: window.innerWidth })',
  );
  // On failure, name the outermost elements that stick out, so the message says what to fix.
  const offenders = widths.page > widths.window ? await page.evaluate(STICKING_OUT) : [];
  expect(widths.page, `too wide: ${JSON.stringify(offenders)}`).toBeLessThanOrEqual(widths.window);
}

const STICKING_OUT = `[...document.querySelectorAll('body *')]
  .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && e.parentElement.getBoundingClientRect().right <= innerWidth + 1)
  .slice(0, 5)
  .map((e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : '') + ' ' + Math.round(e.getBoundingClientRect().width) + 'px')`;
