import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`; .ci/run installs it), or STOWAGE_CHROMIUM. */
export const CHROMIUM = process.env.STOWAGE_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Headless, and nothing that reaches out on its own: the machines' closed network refuses those
 * connections, and each one would only slow the page down. Playwright gives every launch a fresh
 * temporary profile (--user-data-dir) and removes it on close.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install it (apt-get install -y chromium) or set STOWAGE_CHROMIUM to its path.`);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}
