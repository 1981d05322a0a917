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

/**
 * PostgreSQL's English stop words (the `english` text search configuration's list), which
 * to_tsquery('english', …) leaves out of a query. FTS5 has no such list: a query's "how", "a" or
 * "the" would match nearly every chunk, and each match is ranked by bm25 before the best are kept
 * (docs/performance.md: 100,000 chunks took a third of a second per query).
 */
const ENGLISH_STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself ' +
    'it its itself they them their theirs themselves what which who whom this that these those am is are was were be ' +
    'been being have has had having do does did doing a an the and but if or because as until while of at by for with ' +
    'about against between into through during before after above below to from up down in out on off over under again ' +
    'further then once here there when where why how all any both each few more most other some such no nor not only ' +
    'own same so than too very s t can will just don should now'
  ).split(' '),
);

/** The words a full-text query searches for: those that are not English stop words. */
export function searchedWords(words: string[]): string[] {
  return words.filter((w) => !ENGLISH_STOP_WORDS.has(w));
}

/**
 * An FTS5 MATCH expression: any (`OR`) or all (`AND`) of the words that are not English stop words,
 * each a quoted string (the words hold no quote); null when none is left, as PostgreSQL's query is
 * then empty too.
 */
export function fts5Match(words: string[], join: 'OR' | 'AND' = 'OR'): string | null {
  const kept = searchedWords(words);
  return kept.length === 0 ? null : kept.map((w) => `"${w}"`).join(` ${join} `);
}

/** A PostgreSQL to_tsquery input: any of the words (letters and digits only, so no operator). */
export function tsqueryAny(words: string[]): string {
  return words.join(' | ');
}

/** A PostgreSQL to_tsquery input: all of the words (to_tsquery('english', …) drops the stop words). */
export function tsqueryAll(words: string[]): string {
  return words.join(' & ');
}

/** A keyword query as each engine takes it. */
export interface KeywordQuery {
  fts5: string | null;
  tsquery: string;
}

/**
 * The keyword queries to try in turn (docs/decisions.md, "KEYWORD: all words first"): all the words,
 * which few chunks have, and then, when that finds fewer than wanted, any of them. One query when
 * there is one word to search for.
 */
export function keywordQueries(words: string[]): KeywordQuery[] {
  const any = { fts5: fts5Match(words), tsquery: tsqueryAny(words) };
  if (searchedWords(words).length <= 1) return [any];
  return [{ fts5: fts5Match(words, 'AND'), tsquery: tsqueryAll(words) }, any];
}
