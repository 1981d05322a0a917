/** Word handling shared by the built-in router's tool choice and argument extraction. */

const STOP_WORDS = new Set(
  'a an and are as at be by can could do does for from get give have i in into is it its me my of on or please set show some that the this to use what when where which with would you your'.split(' '),
);

/** Lower-case word stems: a crude plural strip so "files" meets "file". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** Words of free text, stop words removed, stemmed. */
export function contentWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => !STOP_WORDS.has(w)).map(stem);
}

/** Words of an identifier: `getWeather_forecast-v2` → get, weather, forecast, v2. */
export function identifierWords(name: string): string[] {
  return contentWords(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' '));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A regex source matching an identifier as written in prose: `max_results` also as "max results" or "maxResults". */
export function identifierPattern(name: string): string {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter((p) => p !== '');
  if (parts.length === 0) return escapeRegExp(name);
  return parts.map(escapeRegExp).join('[\\s_\\-.]?');
}
