import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The client package as published: its generated types follow the committed openapi.json, and its
// browser entry (dist/index.js and everything it imports) needs nothing of Node.

const DIST = path.resolve('packages/client/dist');

/** Every module specifier imported (statically or dynamically) by the compiled module `file`. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [
    ...text.matchAll(
      /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm,
    ),
  ].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

describe('@stowage/client package', () => {
  it('has generated types that match openapi.json (npm run client:generate)', () => {
    // Exits 1 with a message when src/generated/openapi.ts differs from what generation writes.
    expect(() => execFileSync(process.execPath, ['packages/client/scripts/generate.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('has a browser entry that imports no Node module', () => {
    const seen = new Set<string>();
    const bare = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
        else bare.add(specifier);
      }
    };
    visit(path.join(DIST, 'index.js'));
    expect(seen.size).toBeGreaterThan(8);
    expect([...bare].sort()).toEqual(['eventsource-parser/stream', 'openapi-fetch']);
    // The Node entry is apart, and does use Node.
    expect(importsOf(path.join(DIST, 'node.js')).some((s) => s.startsWith('node:'))).toBe(true);
    expect(seen.has(path.join(DIST, 'node.js'))).toBe(false);
  });
});
