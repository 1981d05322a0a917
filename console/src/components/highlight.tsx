/** The words of a query worth marking in a passage: two characters or more, as whole-word prefixes. */
function termsOf(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [])];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with the query's words in <mark>, as the reader's eye looks for them. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const terms = termsOf(query);
  if (terms.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${terms.map(escape).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const parts: (string | { mark: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index));
    parts.push({ mark: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts.map((part, i) => (typeof part === 'string' ? part : <mark key={i}>{part.mark}</mark>))}</>;
}
