import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 19: the AI module owns its request and response types; the HTTP layer imports them, never the reverse.
const aiDir = join(import.meta.dirname, '../../src/ai');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the AI module boundary', () => {
  it('has no import from src/http', () => {
    const offending = sourceFiles(aiDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((specifier) => /(^|\/)http\//.test(specifier) && specifier.startsWith('.'))
        .map((specifier) => `${relative(aiDir, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
