import fs from 'node:fs';
import { withSettingsTables } from './settings-docs.js';

/** `npm run docs:config`: rewrites docs/configuration.md's setting tables from src/settings.ts. */
const file = new URL('../docs/configuration.md', import.meta.url);
const before = fs.readFileSync(file, 'utf8');
const after = withSettingsTables(before);
fs.writeFileSync(file, after);
console.log(before === after ? 'docs/configuration.md is up to date.' : 'Rewrote the setting tables of docs/configuration.md.');
