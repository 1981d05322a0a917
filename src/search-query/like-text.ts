/**
 * The case fold of search's case-insensitive LIKE (API.md §1): a pattern and the text it is matched
 * against are both folded by this one function, so they agree on all of Unicode. The stored copies
 * that LIKE reads (`name_lower` and the like, see src/storage/db/search/columns.ts) are made by it when a row is written, and
 * SQLite's `stw_lower` is this function too.
 */
export function foldForLike(text: string): string {
  return text.toLowerCase();
}
