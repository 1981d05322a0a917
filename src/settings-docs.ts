import { type Section, type Setting, allSettings } from './settings.js';

/**
 * docs/configuration.md's setting tables, generated from src/settings.ts: each table stands between
 * `<!-- settings:<section> -->` and `<!-- /settings -->`, and everything outside them is prose.
 */
const BLOCK = /(<!-- settings:([a-z]+) -->\n)[\s\S]*?(<!-- \/settings -->)/g;

const cell = (text: string) => text.replace(/\|/g, '\\|');

function row(setting: Setting<unknown>): string {
  return `| \`${setting.env}\` | ${cell(setting.shown)} | ${cell(setting.description)} |`;
}

export function settingsTable(section: Section): string {
  const rows = allSettings()
    .filter((s) => s.section === section)
    .map(row);
  return ['| Setting | Default | Meaning |', '|---|---|---|', ...rows].join('\n') + '\n';
}

/** The document with every table written anew from the settings. */
export function withSettingsTables(markdown: string): string {
  return markdown.replace(
    BLOCK,
    (_all, open: string, section: string, close: string) => `${open}${settingsTable(section as Section)}${close}`,
  );
}

/** The settings the document's tables list, in order. */
export function documentedSettings(markdown: string): string[] {
  return [...markdown.matchAll(BLOCK)].flatMap((m) => [...m[0].matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((r) => r[1] ?? ''));
}
