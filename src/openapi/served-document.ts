import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openServices } from '../services.js';

/** Where the committed document lives: the repository's root (two levels above src/openapi or dist/openapi). */
export const COMMITTED_DOCUMENT = new URL('../../openapi.json', import.meta.url);

/** The document as committed: two-space JSON and a final newline, so a change reads well in a diff. */
export function documentText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * The OpenAPI document a server serves at /openapi.json, from an app over a throwaway SQLite data
 * folder. Only the defaults are used, not the caller's environment: a STOWAGE_* setting of the
 * shell (the token brand, say) must not leak into the committed document.
 */
export async function servedDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stowage-openapi-'));
  try {
    const config = loadConfig({ STOWAGE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp(await openServices(config));
    try {
      const response = await app.inject({ method: 'GET', url: '/openapi.json' });
      if (response.statusCode !== 200) throw new Error(`GET /openapi.json answered ${response.statusCode}: ${response.body}`);
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
