/** At most this many distinct words of a query are searched for. */
export const MAX_QUERY_WORDS = 64;

/**
 * The words of a user's query, lower-cased and distinct: runs of letters, digits and combining
 * marks. Everything else (quotes, `*`, `:`, `-`, `(`, `NEAR`-style syntax) is a separator, so user
 * text can never become a full-text operator on either engine.
 */
export function queryWords(query: string): string[] {
  const words = new Set<string>();
  for (const match of query.toLowerCase().matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    words.add(match[0]);
    if (words.size === MAX_QUERY_WORDS) break;
  }
  return [...words];
}

/** An FTS5 MATCH expression: any of the words, each a quoted string (the words hold no quote). */
export function fts5Match(words: string[]): string {
  return words.map((w) => `"${w}"`).join(' OR ');
}

/** A PostgreSQL to_tsquery input: any of the words (letters and digits only, so no operator). */
export function tsqueryAny(words: string[]): string {
  return words.join(' | ');
}
