/**
 * STOWAGE_* variables that no setting reads: a misspelled setting would otherwise be ignored
 * without a word, leaving its default in force. Reported as warnings, not problems: a variable of a
 * newer or older release left in an environment file must not stop the start.
 */

/** The test harness's own variables (test/helpers), never read by the server. */
const IGNORED_PREFIX = 'STOWAGE_TEST_';

/** What the CLI's server commands read (docs/cli.md): the server never does, and they are no misspelling. */
const CLIENT_VARIABLES = ['STOWAGE_URL', 'STOWAGE_TOKEN'];

/** A near miss is at most this many single-character edits away from a known name. */
const MAX_EDITS = 3;

export function unknownSettingWarnings(env: NodeJS.ProcessEnv, known: readonly string[]): string[] {
  const stowage = known.filter((name) => name.startsWith('STOWAGE_'));
  const warnings: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if (
      !/^stowage_/i.test(name) ||
      name.toUpperCase().startsWith(IGNORED_PREFIX) ||
      stowage.includes(name) ||
      CLIENT_VARIABLES.includes(name)
    )
      continue;
    const guess = closest(name.toUpperCase(), stowage);
    warnings.push(
      `${name} is not a Stowage setting and is ignored${guess === null ? '' : `; did you mean ${guess}?`} (every setting: docs/configuration.md)`,
    );
  }
  return warnings;
}

function closest(name: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = MAX_EDITS + 1;
  for (const candidate of candidates) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance, with a swap of two neighbours counting as one edit (Damerau's). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}
