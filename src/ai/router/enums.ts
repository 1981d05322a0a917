import type { Json } from '../types.js';
import { ALIAS_GROUPS, FILLER } from './lexicon.js';
import type { NumberMention } from './numbers.js';
import { valueText } from './properties.js';
import { familyOf } from './near-words.js';
import { synonymVariants, synonymsOf } from './synonyms.js';
import { type Token, escapeRegExp, stemWord, tokenize } from './text.js';

const PREPOSITIONS = new Set(
  'after before under above below about around between behind beyond within without until since during across along among inside outside'.split(
    ' ',
  ),
);
/** An enum value written in the text, by itself or by one of its aliases ("euros" for EUR). */
export interface EnumMention {
  value: Json;
  start: number;
  end: number;
  /** Index of its first and past its last token. */
  from: number;
  to: number;
}

const MAX_ALIAS_WORDS = 4;
const aliasTokens = new Map<string, string[]>();
const tokensOf = (alias: string): string[] => {
  let t = aliasTokens.get(alias);
  if (!t) aliasTokens.set(alias, (t = tokenize(alias).map((x) => x.lower)));
  return t;
};

/** Words that name `value`: itself and, when it belongs to a group of the lexicon, the group's words. */
export function aliasesOf(value: Json): string[] {
  const written = valueText(value);
  const lower = written.toLowerCase();
  // An identifier is also written as words: `in_progress` as "in progress", `premiumEconomy` as "premium economy".
  const spoken = written
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_]+/g, ' ')
    .trim()
    .toLowerCase();
  // A code as written first: "IN" is India, "in" inches.
  const group =
    ALIAS_GROUPS.find((g) => g[0] === written) ??
    ALIAS_GROUPS.find((g) => g[0]!.toLowerCase() === lower) ??
    ALIAS_GROUPS.find((g) => g.some((a) => a.toLowerCase() === lower || a.toLowerCase() === spoken));
  // A path-like value is also said by its last part: `America/New_York` as "new york", `Asia/Tokyo` as "tokyo".
  // Not a fraction: the "2" of a chess draw's `1/2-1/2` is no name of it.
  const tail = spoken.includes('/') ? spoken.slice(spoken.lastIndexOf('/') + 1).trim() : '';
  const last = /\p{L}/u.test(tail) ? tail : '';
  return [
    ...new Set([
      written,
      ...(spoken !== lower && spoken !== '' ? [spoken] : []),
      // And hyphened, as a compound is written: `walk_in` as "walk-in", `anti_bribery` as "anti-bribery".
      ...(/^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+){1,2}$/u.test(spoken) ? [spoken.replace(/ /g, '-')] : []),
      ...(last !== '' ? [last] : []),
      ...(group ?? []),
      ...measuredForms(written),
      ...countedForms(spoken),
      // "too big" for `too_large`, "delete" for `remove`: a word of the value said by its synonym.
      ...(/^[\p{L} ]+$/u.test(spoken) && spoken.split(' ').length <= 3 ? synonymVariants(spoken) : []),
    ]),
  ];
}

const ORDINAL_WORDS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A value with a count in words is also written with digits and a hyphen: `seven_day` as "7-day", "7 day", "seven-day". */
function countedForms(spoken: string): string[] {
  const words = spoken.split(' ');
  // `2nd_floor` is also "second floor".
  const ordinal = words.findIndex((w) => /^\d{1,2}(?:st|nd|rd|th)$/.test(w));
  const nth = ordinal < 0 ? undefined : ORDINAL_WORDS[Number.parseInt(words[ordinal]!, 10)];
  if (nth !== undefined) return [[...words.slice(0, ordinal), nth, ...words.slice(ordinal + 1)].join(' ')];
  // `line_4` is also "line four", `term_1` "first term" too.
  const counted = words.length === 2 && /^\p{L}{3,}$/u.test(words[0]!) && /^\d{1,2}$/.test(words[1]!) ? Number(words[1]) : undefined;
  if (counted !== undefined && counted >= 1 && counted <= 10)
    return [`${words[0]} ${NUMBER_WORDS[counted]}`, `${ORDINAL_WORDS[counted]} ${words[0]}`];
  const at = words.findIndex((w) => NUMBER_WORDS.includes(w));
  if (at < 0 || at === words.length - 1) return [];
  const digits = String(NUMBER_WORDS.indexOf(words[at]!));
  const rest = words.slice(at + 1).join(' ');
  const head = words.slice(0, at).join(' ');
  const lead = head === '' ? '' : `${head} `;
  return [`${lead}${digits} ${rest}`, `${lead}${digits}-${rest}`, `${lead}${words[at]}-${rest}`];
}

/**
 * Lengths of time as a chart's or a report's period is written short (`5d`, `6mo`, `1y`). Not "m":
 * minutes, months and metres share it.
 */
const LENGTHS_OF_TIME: Record<string, string[]> = {
  h: ['hour', 'hours'],
  hr: ['hour', 'hours'],
  d: ['day', 'days'],
  w: ['week', 'weeks'],
  wk: ['week', 'weeks'],
  mo: ['month', 'months'],
  y: ['year', 'years'],
  yr: ['year', 'years'],
};

/** A value that is an amount with its unit or a size is also said in words: `26ft` as "26 foot", `10x20` as "10 by 20". */
function measuredForms(written: string): string[] {
  const size = /^(\d+)\s?[x×]\s?(\d+)$/.exec(written);
  if (size) return [`${size[1]} by ${size[2]}`, `${size[1]} x ${size[2]}`];
  const amount = /^(\d+(?:\.\d+)?)\s?(\p{L}+)$/u.exec(written);
  const unit = amount
    ? (ALIAS_GROUPS.find((g) => g.some((a) => a.toLowerCase() === amount[2]!.toLowerCase())) ?? LENGTHS_OF_TIME[amount[2]!.toLowerCase()])
    : undefined;
  if (!amount || !unit) return [];
  if (LENGTHS_OF_TIME[amount[2]!.toLowerCase()] === unit) {
    // `5d` as "5 days" and "5-day", `1mo` as "one month".
    const said = NUMBER_WORDS[Number(amount[1])];
    return unit.flatMap((u) => [`${amount[1]} ${u}`, `${amount[1]}-${u}`, ...(said !== undefined ? [`${said} ${u}`, `${said}-${u}`] : [])]);
  }
  // "two meters" for `2m`: a small count is also said in words.
  const said = NUMBER_WORDS[Number(amount[1])];
  return unit.flatMap((u) => [`${amount[1]} ${u}`, ...(said !== undefined ? [`${said} ${u}`] : [])]);
}

/** The words of an enum value that can say which it is: `in_review` → review, `premiumEconomy` → premium, economy. */
export const valueWords = (v: Json): string[] =>
  valueText(v)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 2 && !FILLER.has(w));

/**
 * For values of several words none of which is written whole: the one word of a value that no other
 * value shares and that is not a small word ("ready for review" → `in_review`, "business" →
 * `business_class`). Only a single such value counts: two would be a guess; for a list (`all`),
 * each is an item ("woodworm and some lifting veneer" → woodworm_treatment, veneer_repair).
 */
export function headMentions(values: Json[], tokens: Token[], toolStems: ReadonlySet<string> = new Set(), all = false): EnumMention[] {
  const wordsOf = valueWords;
  const strings = values.filter((v): v is string => typeof v === 'string' && /[\s_-]|[a-z][A-Z]/.test(v));
  const count = new Map<string, number>();
  for (const v of values) for (const w of new Set(wordsOf(v).map((x) => stemWord(x)))) count.set(w, (count.get(w) ?? 0) + 1);
  const found: EnumMention[] = [];
  const opening = tokens.findIndex((t) => /\p{L}/u.test(t.text) && !OPENING_WORDS.has(t.lower));
  for (const v of strings) {
    const words = wordsOf(v);
    // A list's item by its first word only, which says which one ("veneer" of veneer_repair); its
    // last is often the kind of work all share in all but name ("gilding repair" wants no veneer_repair).
    const ownWords = (all ? words.slice(0, 1) : words).filter((w) => count.get(stemWord(w)) === 1);
    const own = ownWords.map((w) => stemWord(w));
    // The own word said by a synonym of one word: "twice" for `duplicate_order`.
    const said = new Set([
      ...own,
      ...ownWords.flatMap((w) =>
        synonymsOf(w)
          .filter((x) => !x.includes(' '))
          .map((x) => stemWord(x)),
      ),
    ]);
    const last = stemWord(words[words.length - 1] ?? '');
    const at = tokens.findIndex(
      (t, k) =>
        said.has(t.stem) &&
        // Not the word a command opens with: "open the ukulele tuner" asks for no `open_g`.
        !(k === opening && COMMAND_VERBS.has(t.lower)) &&
        // Nor the tool's own word ("heating oil" orders no `gas_oil`), which says nothing of the value.
        !toolStems.has(t.stem) &&
        // Nor the thing a value of several words is a kind of, when the text points at one in hand:
        // "done with this service" is no `switching_service`, as "another service" would be.
        !(words.length > 1 && t.stem === last && THIS_ONE.has(tokens[k - 1]?.lower ?? '')),
    );
    if (at >= 0) found.push({ value: v, start: tokens[at]!.start, end: tokens[at]!.end, from: at, to: at + 1 });
  }
  return found.length === 1 || all ? found : [];
}

/** Words that point at a thing already in hand rather than at a kind of thing. */
const THIS_ONE = new Set(['this', 'that', 'these', 'those', 'my', 'our', 'your', 'its', 'their', 'his', 'her']);

const OPENING_WORDS = new Set(['please', 'pls', 'can', 'could', 'would', 'you', 'hey', 'ok', 'okay', 'just']);
/** Verbs a command opens with that are also words of values ("open", "close", "start", "clear"). */
const COMMAND_VERBS = new Set([
  'open',
  'close',
  'start',
  'stop',
  'clear',
  'set',
  'run',
  'drop',
  'turn',
  'check',
  'take',
  'let',
  'make',
  'book',
  'get',
]);

/**
 * Where each of the enum `values` is written, longest alias first so that "canadian dollars" is CAD
 * and not USD. A one-letter alias counts only in capitals ("in F") or right after a number ("3 m").
 */
export function findEnumMentions(values: Json[], tokens: Token[]): EnumMention[] {
  const options: { value: Json; words: string[]; alias: string; caps?: boolean; own: boolean }[] = [];
  for (const value of values) {
    if (value === null || typeof value === 'object') continue;
    const aliases = aliasesOf(value);
    for (const alias of aliases) {
      // A value that is also a common word ("it" for Italian, "in" for inches, "US") is known by its
      // other names, and by itself only as a code written in capitals.
      const common = aliases.length > 1 && alias === String(value) && FILLER.has(alias.toLowerCase());
      if (common && alias !== alias.toUpperCase()) continue;
      const words = tokensOf(alias);
      const own = alias.toLowerCase() === String(value).toLowerCase();
      if (words.length > 0 && words.length <= MAX_ALIAS_WORDS)
        options.push({ value, words, alias, own, ...(common ? { caps: true } : {}) });
    }
  }
  // A value's own name before the same word as another's alias: "wales" is `wales`, not `scotland` (both of GB).
  options.sort((a, b) => b.words.length - a.words.length || b.alias.length - a.alias.length || Number(b.own) - Number(a.own));
  // Where each option's first word stands, so that the text is read once, not once per option.
  // A word also stands for its other forms ("heating" for heat, "grocery" for groceries).
  const at = new Map<string, number[]>();
  const note = (key: string, i: number) => {
    const list = at.get(key);
    // Tokens come in order, so a repeat can only be the last one noted.
    if (!list) at.set(key, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  // "won't" is `wont_fix`'s "wont": a word is also read without its apostrophe.
  const bare = (t: Token) => t.lower.replace(/'/g, '');
  tokens.forEach((t, i) => {
    note(t.lower, i);
    if (/[^\p{ASCII}]/u.test(t.lower)) note(unaccented(t.lower), i);
    note(`~${t.stem}`, i);
    if (t.lower.length === 4 && t.lower.endsWith('s')) note(t.lower.slice(0, 3), i);
    if (t.lower.includes("'")) note(bare(t), i);
    if (inflectedShort(t)) note(t.stem, i);
  });
  // "reds" for `red`: a short value in the plural, as long words meet by their stems.
  const same = (t: Token, w: string) =>
    t.lower === w ||
    unaccented(t.lower) === unaccented(w) ||
    bare(t) === w ||
    (w.length > 3 && t.stem === stemWord(w)) ||
    (w.length === 3 && (t.lower === `${w}s` || (inflectedShort(t) && t.stem === w)));
  const taken = new Set<number>();
  const found: EnumMention[] = [];
  for (const o of options) {
    const starts = [
      ...new Set([
        ...(at.get(o.words[0]!) ?? []),
        ...(at.get(unaccented(o.words[0]!)) ?? []),
        ...(o.words[0]!.length > 3 ? (at.get(`~${stemWord(o.words[0]!)}`) ?? []) : []),
      ]),
    ];
    for (const i of starts) {
      if (i + o.words.length > tokens.length) continue;
      if (!o.words.every((w, k) => same(tokens[i + k]!, w) && !taken.has(i + k))) continue;
      if (o.caps && tokens[i]!.text !== o.alias) continue;
      if (typeof o.value === 'number' && inClockTime(tokens, i)) continue;
      if (o.alias.length === 1 && /\p{L}/u.test(o.alias)) {
        const t = tokens[i]!;
        const afterNumber = i > 0 && /^\d/.test(tokens[i - 1]!.text);
        if (!(afterNumber || (t.text === t.text.toUpperCase() && /[A-Z]/.test(t.text) && t.text !== 'I' && t.text !== 'A'))) continue;
      }
      for (let k = 0; k < o.words.length; k++) taken.add(i + k);
      found.push({ value: o.value, start: tokens[i]!.start, end: tokens[i + o.words.length - 1]!.end, from: i, to: i + o.words.length });
    }
  }
  // "250ml", "500g": a unit written onto its number names the value it is a word of.
  tokens.forEach((t, i) => {
    const glued = taken.has(i) ? null : /^\d+(?:\.\d+)?(\p{L}+)$/u.exec(t.lower);
    const o = glued ? options.find((x) => x.words.length === 1 && x.words[0] === glued[1]) : undefined;
    if (!glued || !o) return;
    taken.add(i);
    const at = t.start + t.lower.length - glued[1]!.length;
    found.push({ value: o.value, start: at, end: t.end, from: i, to: i + 1 });
  });
  found.push(...spreadMentions(values, tokens, taken, found));
  return found.sort((a, b) => a.start - b.start);
}

/** A word without its accents: "rosé" is `rose`, "épée" `epee`, as people type them either way. */
const unaccented = (word: string) => (/[^\p{ASCII}]/u.test(word) ? word.normalize('NFD').replace(/\p{M}/gu, '') : word);

/** Whether the number at `i` is the hour or the minutes of a time ("9:30"), which counts nothing. */
function inClockTime(tokens: Token[], i: number): boolean {
  const joined = (a: number, b: number) => {
    const [x, y] = [tokens[a], tokens[b]];
    return y !== undefined && x?.end === y.start;
  };
  const digits = (k: number) => /^\d+$/.test(tokens[k]?.text ?? '');
  return (
    (tokens[i - 1]?.text === ':' && joined(i - 1, i) && joined(i - 2, i - 1) && digits(i - 2)) ||
    (tokens[i + 1]?.text === ':' && joined(i, i + 1) && joined(i + 1, i + 2) && digits(i + 2))
  );
}

/** "hemmed", "cutting": a verb of three letters with its ending, which names a short value (`hem`, `cut`). */
const inflectedShort = (t: Token) => t.stem.length === 3 && t.lower !== t.stem && /(?:ed|ing)$/.test(t.lower);

/** Words a spread-out value may have between its own: "found it cheaper" for found_cheaper. */
const SPREAD_GAP = 2;

/**
 * Values made of several words (`found_cheaper`, `changed_mind`) written with other words between
 * theirs ("I found it cheaper", "I changed my mind"), or two of them the other way round, for the
 * values not already found as written.
 */
function spreadMentions(values: Json[], tokens: Token[], taken: Set<number>, found: EnumMention[]): EnumMention[] {
  const out: EnumMention[] = [];
  for (const value of values) {
    if (typeof value !== 'string' || found.some((f) => f.value === value)) continue;
    const words = value.split(/[\s_-]+/).filter((w) => w !== '' && !FILLER.has(w.toLowerCase()));
    if (words.length < 2 || words.length > MAX_ALIAS_WORDS) continue;
    const stems = words.map((w) => stemWord(w));
    // A value of two words is also named by them side by side the other way round: "unlimited
    // monthly" for monthly_unlimited.
    const swapped =
      stems.length === 2
        ? tokens.findIndex((t, i) => t.stem === stems[1] && tokens[i + 1]?.stem === stems[0] && !taken.has(i) && !taken.has(i + 1))
        : -1;
    if (swapped >= 0) {
      taken.add(swapped).add(swapped + 1);
      out.push({ value, start: tokens[swapped]!.start, end: tokens[swapped + 1]!.end, from: swapped, to: swapped + 2 });
      continue;
    }
    for (let i = 0; i < tokens.length; i++) {
      if (taken.has(i) || tokens[i]!.stem !== stems[0]) continue;
      let k = i;
      let ok = true;
      for (const s of stems.slice(1)) {
        let next = k + 1;
        while (next < tokens.length && next - k <= SPREAD_GAP + 1 && tokens[next]!.stem !== s) next++;
        if (next >= tokens.length || tokens[next]!.stem !== s || next - k > SPREAD_GAP + 1) {
          ok = false;
          break;
        }
        k = next;
      }
      if (!ok || [...Array(k - i + 1).keys()].some((d) => taken.has(i + d))) continue;
      for (let d = i; d <= k; d++) taken.add(d);
      out.push({ value, start: tokens[i]!.start, end: tokens[k]!.end, from: i, to: k + 1 });
      break;
    }
  }
  return out;
}

/** The role a property plays in a pair of the same enum: "from"/"source" or "to"/"target". */
export function pairRole(words: string[]): 'source' | 'target' | undefined {
  if (words.some((w) => ['from', 'source', 'base', 'origin', 'input', 'original', 'src'].includes(w))) return 'source';
  if (words.some((w) => ['to', 'target', 'into', 'dest', 'destination', 'output', 'quote', 'desired'].includes(w))) return 'target';
  return undefined;
}

/**
 * Which of two mentions is the source and which the target: the one written with the number ("50
 * euros in pounds", "how many feet is 3 meters", "€75 to $") is the source; otherwise "from X" and
 * "to/into/in Y"; otherwise the order they are written in.
 */
export function orderPair(mentions: EnumMention[], tokens: Token[], numbers: NumberMention[]): [EnumMention, EnumMention] {
  const [x, y] = mentions as [EnumMention, EnumMention];
  const attached = (m: EnumMention) =>
    numbers.some((n) => {
      if (n.end <= m.start) {
        const gap = tokens.filter((t) => t.start >= n.end && t.end <= m.start).map((t) => t.lower);
        return gap.length === 0 || (gap.length === 1 && ['degrees', 'degree', '°'].includes(gap[0]!));
      }
      // A symbol before the number: "€75", "$ 20".
      return (
        m.to - m.from === 1 &&
        /^[$€£¥]$/.test(tokens[m.from]!.text) &&
        tokens.filter((t) => t.start >= m.end && t.end <= n.start).length === 0
      );
    });
  if (attached(x) && !attached(y)) return [x, y];
  if (attached(y) && !attached(x)) return [y, x];
  const before = (m: EnumMention) => tokens[m.from - 1]?.lower;
  if (before(y) === 'from' || ['to', 'into', 'in'].includes(before(x) ?? '')) return [y, x];
  return [x, y];
}

/**
 * Enum values by the word their description puts right after them: "off disarms the system" reads
 * "disarm" as `off`, "away: everyone is out" reads "out" as `away`. A word the description gives
 * to two values, or a small word, names neither.
 */
export function describedMentions(values: Json[], description: unknown, tokens: Token[]): EnumMention[] {
  if (typeof description !== 'string') return [];
  const text = description.slice(0, 500).toLowerCase();
  const words = new Map<string, Json | null>();
  for (const value of values) {
    if (typeof value !== 'string' || value.length === 0 || value.length > 40) continue;
    const at = text.search(new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(value.toLowerCase())}(?![\\p{L}\\p{N}_])`, 'u'));
    if (at < 0) continue;
    const next = /^\s*(?:=|:|-|means|is)?\s*([\p{L}]+)/u.exec(text.slice(at + value.length));
    const word = next?.[1];
    if (!word || FILLER.has(word) || values.some((v) => (v === null || typeof v !== 'object') && String(v).toLowerCase() === word))
      continue;
    const stem = stemWord(word);
    words.set(stem, words.has(stem) ? null : value);
  }
  const found: EnumMention[] = [];
  tokens.forEach((t, i) => {
    const value = words.get(t.stem);
    if (value !== undefined && value !== null) found.push({ value, start: t.start, end: t.end, from: i, to: i + 1 });
  });
  return found;
}

const SUFFIXES = ['ically', 'ally', 'ical', 'ists', 'ist', 'ians', 'ian', 'ics', 'ic', 'ers', 'er', 'ly', 'al', 'y', 's'];
/**
 * A word less the endings that make it a person, an adverb or an adjective: "dermatologist" and
 * "dermatology" → "dermatolog", "photographer" and "photography" → "photograph". Endings come off one after another, so an adverb meets its
 * adjective: "publicly" → "public" → "publ", as "public" → "publ".
 */
export function rootOf(word: string): string {
  // "temporarily" is "temporary" less its "ly", and so meets it: an adverb in -ily has its y back.
  let root = word.length >= 7 && word.endsWith('ily') ? `${word.slice(0, -3)}y` : word;
  for (let suffix = endingOf(root); suffix; suffix = endingOf(root)) root = root.slice(0, -suffix.length);
  return root;
}
const endingOf = (word: string) => SUFFIXES.find((s) => word.endsWith(s) && word.length - s.length >= 4);

/** A root less a silent final e, so that "noisy" meets `noise` as "noise" → "nois". */
const bareRoot = (word: string) => rootOf(word).replace(/(?<=\p{L}{3})e$/u, '');

/** The verb a noun of its act is made from ("donation" → "donat", as "donate" stems): other stems stay. */
const actionOf = (stem: string) => (/(?:ation|ion|ment)s?$/.test(stem) ? familyOf(stem) : stem);

/**
 * Enum values written in another form of their word ("monthly" for `month`, "publicly" for `public`,
 * "dermatologist" for `dermatology`) or with a space inside ("hdmi 2" for `hdmi2`). Read only when
 * no value is written as itself.
 */
export function derivedMentions(values: Json[], tokens: Token[]): EnumMention[] {
  const found: EnumMention[] = [];
  for (const value of values) {
    if (typeof value !== 'string' || !/^[\p{L}\p{N}]{4,}$/u.test(value)) continue;
    const lower = value.toLowerCase();
    const root = bareRoot(lower);
    const family = actionOf(stemWord(lower));
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      const next = tokens[i + 1];
      const joined = next?.start === t.end + 1 ? t.lower + next.lower : undefined;
      if (joined === lower && /\p{N}/u.test(lower)) {
        found.push({ value, start: t.start, end: next!.end, from: i, to: i + 2 });
        break;
      }
      // "vocab" for `vocabulary`: a clipped word, at least half of the value's.
      // Not a preposition: "after 6pm" is no `afternoon`.
      if (
        t.lower.length >= 5 &&
        lower.length > t.lower.length &&
        lower.startsWith(t.lower) &&
        2 * t.lower.length >= lower.length &&
        !PREPOSITIONS.has(t.lower)
      ) {
        found.push({ value, start: t.start, end: t.end, from: i, to: i + 1 });
        break;
      }
      // "2 weeks" is a length of time, not the `week` of a pass.
      // "donate" for `donation`: a verb and the noun of its act.
      const akin =
        bareRoot(t.lower) === root ||
        (t.stem.length >= 4 && actionOf(t.stem) === family && (family !== t.stem || family !== stemWord(lower)));
      if (t.lower.length >= 4 && t.lower !== lower && akin && !/\d$/.test(tokens[i - 1]?.text ?? '')) {
        found.push({ value, start: t.start, end: t.end, from: i, to: i + 1 });
        break;
      }
    }
  }
  return found;
}

/** Words skipped between those an initialism stands for: "black and white" is BW, "research & development" R&D's RD. */
const INITIALS_JOINS = new Set(['and', '&', 'of', '-']);

/**
 * "black and white" for `BW`, "air conditioning" for `AC`: an enum value of two to four capitals
 * written out as words whose first letters they are. Only where one value is found so.
 */
export function initialsMentions(values: Json[], tokens: Token[]): EnumMention[] {
  const found: EnumMention[] = [];
  for (const value of values) {
    if (typeof value !== 'string' || !/^[A-Z]{2,4}$/.test(value)) continue;
    const letters = value.toLowerCase();
    for (let i = 0; i < tokens.length && found.at(-1)?.value !== value; i++) {
      let k = i;
      let n = 0;
      while (n < letters.length && k < tokens.length) {
        const t = tokens[k]!;
        if (n > 0 && INITIALS_JOINS.has(t.lower)) {
          k++;
          continue;
        }
        if (t.lower.length < 3 || !/^\p{L}+$/u.test(t.text) || !t.lower.startsWith(letters[n]!)) break;
        n++;
        k++;
      }
      if (n === letters.length) found.push({ value, start: tokens[i]!.start, end: tokens[k - 1]!.end, from: i, to: k });
    }
  }
  return found.length === 1 ? found : [];
}
