import type { Json } from '../types.js';
import type { NumberMention } from './numbers.js';
import { CALENDAR_UNITS, DURATION_MINUTES } from './numbers.js';
import { daysAhead } from './dates.js';
import { type Schema, typeOf } from './properties.js';
import { type Reading, tokensBefore } from './reading.js';
import { aliasesOf } from './enums.js';
import { converted, isUnitWord, sameUnit, unitOfName } from './measures.js';
import { escapeRegExp, identifierWords, isStopWord, stemWord } from './text.js';
import { aloneSaid, countsCompany, describedUnit, fractionOfWhole, pairSaid, saysAge } from './number-cues.js';
import { wordTable } from './word-table.js';

/*
 * Numbers to numeric properties. A property named for a unit of time takes a duration in that unit
 * ("an hour and a half" → minutes: 90); one named like a count ("limit", "max") takes "first 5",
 * "top 10" or "10 documents"; one named next to a number takes it ("height 300", "5 days"); the
 * required ones take the rest in the order written, except that "subtract 4 from 10" and "take 15
 * away from 40" name the second operand first.
 */

const UNIT_WORDS: Record<string, number> = wordTable({
  second: 1 / 60,
  sec: 1 / 60,
  minute: 1,
  min: 1,
  hour: 60,
  hr: 60,
  day: 1440,
  night: 1440,
  week: 10080,
  ms: 1 / 60000,
  millisecond: 1 / 60000,
});
const COUNT_WORDS = new Set([
  'quantity',
  'qty',
  'copies',
  'limit',
  'max',
  'maximum',
  'count',
  'top',
  'size',
  'result',
  'page',
  'per',
  'howmany',
  'passenger',
  'guest',
  'people',
  'person',
  'seat',
  'ticket',
  'adult',
  'party',
  'attendee',
]);
const QUANTITY_WORDS = new Set(['quantity', 'qty']);
const COUNT_CUES = new Set(['first', 'top', 'max', 'maximum', 'most', 'limit', 'only', 'up', 'show']);

interface NumberSlot {
  name: string;
  schema: Schema;
  required: boolean;
}

export interface NumberContext {
  reading: Reading;
  /** Numbers other values took (inside a date, an address, an enum mention). */
  taken: (n: NumberMention) => boolean;
  fits: (name: string, value: Json) => boolean;
  /** Whether a word of the property's name stands next to the number ("limit 20", "3 days"). */
  near: (name: string, n: NumberMention, side: 'before' | 'after') => boolean;
}

export function assignNumbers(slots: NumberSlot[], ctx: NumberContext): Map<string, { value: number; spans: [number, number][] }> {
  const out = new Map<string, { value: number; spans: [number, number][] }>();
  const { reading } = ctx;
  const used = new Set<NumberMention>();
  const usedDurations = new Set<number>();
  const open = slots.filter((s) => typeOf(s.schema) === 'number' || typeOf(s.schema) === 'integer');
  const numbers = reading.numbers.filter((n) => !ctx.taken(n));
  const put = (slot: NumberSlot, value: number, n: NumberMention | undefined, span: [number, number]) => {
    const v = typeOf(slot.schema) === 'integer' && !Number.isInteger(value) ? undefined : value;
    if (v === undefined || !ctx.fits(slot.name, v)) return false;
    out.set(slot.name, { value: v, spans: [span] });
    if (n) used.add(n);
    return true;
  };
  const free = () => open.filter((s) => !out.has(s.name));

  // "between 50 and 80 km", "from 2 to 4": both ends of a range, for a pair of bounds (`min_km`, `max_km`).
  const sideOf = (slot: NumberSlot) => {
    const words = identifierWords(slot.name);
    return words.some((w) => w === 'min' || w === 'minimum')
      ? 'lower'
      : words.some((w) => w === 'max' || w === 'maximum')
        ? 'upper'
        : undefined;
  };
  const low = free().find((s) => sideOf(s) === 'lower');
  const high = free().find((s) => sideOf(s) === 'upper');
  if (low && high) {
    for (const [a, b] of numbers.slice(1).map((x, i) => [numbers[i]!, x] as const)) {
      if (used.has(a) || used.has(b) || a.value > b.value) continue;
      const joined = reading.text.slice(a.end, b.start);
      const before = reading.text.slice(Math.max(0, a.start - 12), a.start);
      const range = (/^\s*and\s*$/i.test(joined) && /\bbetween\s+$/i.test(before)) || /^\s*(?:to|-|–)\s*$/i.test(joined);
      if (range && put(low, a.value, a, [a.start, a.end]) && put(high, b.value, b, [b.start, b.end])) break;
      if (out.has(low.name) && !out.has(high.name)) {
        out.delete(low.name);
        used.delete(a);
      }
    }
  }
  // "me and 2 mates", "me and my 3 kids": those counted and the speaker, for a property that counts everyone.
  const everyone = free().find((s) => countsPeople(s) && !identifierWords(s.name).some((w) => stemWord(w) === 'adult'));
  const withMe = numbers.find(
    (x) => Number.isInteger(x.value) && x.value > 0 && ME_AND.test(reading.text.slice(Math.max(0, x.start - 16), x.start)),
  );
  if (everyone && withMe && (withMe.unit === undefined || !isUnitWord(withMe.unit)))
    put(everyone, withMe.value + 1, withMe, [withMe.start, withMe.end]);
  // "a lane for 4 people": a count of people, for the one property that counts them, before any
  // property whose word stands next to the number ("lane").
  const counters = free().filter((s) => countsPeople(s));
  const people = numbers.find((x) => Number.isInteger(x.value) && x.unit !== undefined && PEOPLE_UNITS.has(x.unit) && !used.has(x));
  if (counters.length === 1 && people) put(counters[0]!, people.value, people, [people.start, people.end]);
  // "aged 87", "he's 12", "a 9 year old": a person's age, for the one property that holds an age.
  const ages = free().filter((s) => identifierWords(s.name).includes('age'));
  const aged = numbers.find((x) => !used.has(x) && Number.isInteger(x.value) && saysAge(reading.text, x));
  if (ages.length === 1 && aged) put(ages[0]!, aged.value, aged, [aged.start, aged.end]);
  // Durations, in the property's own unit.
  for (const slot of free()) {
    const words = identifierWords(slot.name);
    const unit = words.map((w) => UNIT_WORDS[w]).find((u) => u !== undefined);
    if (unit === undefined) continue;
    reading.durations.some((d, i) => {
      if (usedDurations.has(i)) return false;
      const n = numbers.find((x) => x.start >= d.start && x.end <= d.end);
      if ((n && used.has(n)) || (n && ctx.taken(n))) return false;
      if (!put(slot, round(d.minutes / unit), n, [d.start, d.end])) return false;
      usedDurations.add(i);
      return true;
    });
  }
  // "for 2 years", "18 months": a stretch of the calendar, for a property counting months or years.
  for (const slot of free()) {
    const words = identifierWords(slot.name);
    const per = words.includes('month') ? 1 : words.includes('year') && !holdsYear(slot) ? 12 : undefined;
    if (per === undefined) continue;
    for (const n of numbers) {
      const months = n.unit === undefined || used.has(n) ? undefined : CALENDAR_UNITS.get(n.unit)?.months;
      const end = n.end + (/^\s*\p{L}+/u.exec(reading.text.slice(n.end))?.[0].length ?? 0);
      if (months !== undefined && put(slot, round((n.value * months) / per), n, [n.start, end])) break;
    }
    // "for a year", "half a year"; not "once a month", which says how often.
    const one = out.has(slot.name)
      ? null
      : /(?<!\b(?:once|twice|times|per|every|each|in)\s+)\b(half\s+)?an?\s+(year|month)\b/i.exec(reading.text);
    if (one)
      put(slot, round(((one[1] ? 0.5 : 1) * CALENDAR_UNITS.get(one[2]!.toLowerCase())!.months) / per), undefined, [
        one.index,
        one.index + one[0].length,
      ]);
  }
  // "from 10:30am to 2:30pm": the length of a range of times, for a property named for a unit of time.
  for (const slot of free()) {
    const unit = identifierWords(slot.name)
      .map((w) => UNIT_WORDS[w])
      .find((u) => u !== undefined);
    const [from, to] = reading.dates.filter((d, k, all) => d.hasTime && all.some((e) => e !== d && e.start === d.start && e.end === d.end));
    if (unit === undefined || !from || !to || reading.durations.length > 0) continue;
    const minutes = (to.date.getTime() - from.date.getTime()) / 60_000;
    if (minutes > 0) put(slot, round(minutes / unit), undefined, [from.start, from.end]);
  }
  // An amount written with a unit of the property's kind, in the property's unit: "16 oz" → weight_lb 1.
  // One written in the very unit a property names goes to that one first: "8.7 km and 450 m" is km
  // 8.7 and elevation_gain_m 450.
  for (const exact of [true, false]) {
    for (const slot of free()) {
      const target = unitOfName(identifierWords(slot.name));
      if (target === undefined) continue;
      for (const n of numbers) {
        const value = used.has(n) || (exact && !sameUnit(n, target)) ? undefined : converted(n, target);
        if (value !== undefined && put(slot, value, n, [n.start, n.end])) break;
      }
    }
  }
  // "down 2 semitones": a number in the unit a property's description names, signed by its direction.
  // Not a unit another property is named for: "five shares" is `shares`, not a `limit_price` "per share".
  const named = new Set(slots.flatMap((s) => identifierWords(s.name)).map(stemWord));
  for (const slot of free()) {
    for (const n of numbers) {
      const value = used.has(n) || named.has(stemWord(n.unit ?? '')) ? undefined : describedUnit(slot.schema, n, reading);
      if (value !== undefined && put(slot, value, n, [n.start, n.end])) break;
    }
  }
  // A year: "from 2023", "last year" for a property named for one.
  for (const slot of free()) {
    if (!holdsYear(slot)) continue;
    const n = numbers.find((x) => !used.has(x) && Number.isInteger(x.value) && x.value >= 1000 && x.value <= 2999);
    const relative = /\b(last|this|next)\s+year\b/i.exec(reading.text);
    if (n) put(slot, n.value, n, [n.start, n.end]);
    else if (relative) {
      const shift = { last: -1, this: 0, next: 1 }[relative[1]!.toLowerCase() as 'last' | 'this' | 'next'];
      put(slot, reading.now.getUTCFullYear() + shift, undefined, [relative.index, relative.index + relative[0].length]);
    }
  }
  // "4 out of 5", "8/10": a score on the scale the property's maximum gives.
  for (const slot of free()) {
    const top = slot.schema.maximum;
    if (typeof top !== 'number') continue;
    const n = numbers.find((x, k) => !used.has(x) && outOf(reading.text, x, numbers[k + 1]) === top);
    if (n) put(slot, n.value, n, [n.start, n.end]);
  }
  // "1.5x speed", "at double speed": a multiplier, for a property that holds one.
  for (const slot of free()) {
    if (!identifierWords(slot.name).some((w) => MULTIPLIED.has(w))) continue;
    const m = /(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)\s?[x×](?![\p{L}\p{N}])|\b(double|twice|triple|half)\b/iu.exec(reading.text);
    if (!m) continue;
    const value = m[1] !== undefined ? Number(m[1]) : MULTIPLIER_WORDS[m[2]!.toLowerCase()]!;
    const n = numbers.find((x) => x.start < m.index + m[0].length && x.end > m.index);
    put(slot, value, n, [m.index, m.index + m[0].length]);
  }
  // "at least 3", "no more than 5": a bound, for a property named for that side of one (`min_free`, `max_results`).
  for (const slot of free()) {
    const bound = sideOf(slot);
    const side = bound === 'lower' ? LOWER_BOUND : bound === 'upper' ? UPPER_BOUND : undefined;
    if (!side) continue;
    const after = side === LOWER_BOUND ? LOWER_AFTER : UPPER_AFTER;
    const n = numbers.find(
      (x) =>
        !used.has(x) &&
        (side.test(reading.text.slice(Math.max(0, x.start - 16), x.start)) || after.test(reading.text.slice(x.end, x.end + 16))),
    );
    if (n) put(slot, n.value, n, [n.start, n.end]);
  }
  // "sev3", "pri2": the property's name cut short with its number written onto it.
  for (const slot of free()) {
    const words = identifierWords(slot.name);
    for (const t of reading.tokens) {
      const m = /^(\p{L}{3,})(\d{1,4})$/u.exec(t.lower);
      if (!m || ctx.taken({ value: 0, start: t.start, end: t.end }) || !words.some((w) => w.length > m[1]!.length && w.startsWith(m[1]!)))
        continue;
      if (put(slot, Number(m[2]), undefined, [t.start, t.end])) break;
    }
  }
  // "3 sets of 8", "4x6": a pair of counts, the first named for a property, the second for the one
  // the schema lists next (sets, then reps), unless the second is named for another property.
  pairs(open, numbers, { reading, used, free, put, taken: ctx.taken });
  // Next to a word of the property's name, unless the number is marked as a percentage or money and
  // another property holds that kind: "a 20% tip on $85" is tip_percent 20 and bill 85.
  const kindOf = (slot: NumberSlot) => (holdsPercent(slot) ? 'percent' : holdsMoney(slot) ? 'money' : undefined);
  const kinds = new Set(open.map(kindOf));
  const marked = (n: NumberMention) => (isPercent(n) ? 'percent' : isMoney(n) ? 'money' : undefined);
  const suits = (slot: NumberSlot, n: NumberMention) => {
    const mark = marked(n);
    return mark === undefined || !kinds.has(mark) || kindOf(slot) === mark;
  };
  // A word of the property's own first: in "childcare cost me £40", "cost" is also parking_cost's,
  // "childcare" only childcare_cost's.
  const numeric = free();
  const ownName = (slot: NumberSlot) => {
    const others = new Set(numeric.filter((o) => o !== slot).flatMap((o) => identifierWords(o.name)));
    const words = identifierWords(slot.name);
    const own = words.filter((w) => !others.has(w));
    return own.length > 0 && own.length < words.length ? own.join('_') : slot.name;
  };
  for (const [side, own] of [
    ['before', true],
    ['after', true],
    ['before', false],
    ['after', false],
  ] as const) {
    for (const slot of free()) {
      const name = own ? ownName(slot) : slot.name;
      for (const n of numbers)
        if (
          !used.has(n) &&
          suits(slot, n) &&
          nearSide(ctx, name, n, side) &&
          !(side === 'before' && unitOfOther(slot, n, numbers, reading.text)) &&
          // "3 nights, 2 adults": a number is the count of the word after it before that of a word before it.
          !(side === 'before' && open.some((o) => o !== slot && nearSide(ctx, o.name, n, 'after'))) &&
          put(slot, n.value, n, [n.start, n.end])
        )
          break;
    }
  }
  // Percentages, to the property that holds one: "dim to 30%", "fifty percent"; "half the water" is 50.
  for (const slot of free()) {
    if (!holdsPercent(slot)) continue;
    const n = numbers.find((x) => !used.has(x) && isPercent(x));
    if (n) put(slot, n.value, n, [n.start, n.end]);
    else {
      const part = fractionOfWhole(reading.text);
      if (part) put(slot, part.value, undefined, [part.start, part.end]);
    }
  }
  // A number written before a noun that names the property: "3 nights", "2 guests", "250 grams", "no eggs".
  const counted = [...numbers, ...noneOf(reading.text)];
  for (const slot of free()) {
    const words = identifierWords(slot.name).map(stemWord);
    const n = counted.find((x) => !used.has(x) && x.unit !== undefined && aliasesOf(x.unit).some((u) => words.includes(stemWord(u))));
    if (n) put(slot, n.value, n, [n.start, n.end]);
  }
  // Values the property's description names: "1 = cheap, 4 = very expensive" reads "cheap" as 1.
  for (const slot of free()) {
    for (const [word, value] of describedValues(slot.schema)) {
      const at = reading.tokens.findIndex((t) => t.stem === word);
      if (at >= 0 && put(slot, value, undefined, [reading.tokens[at]!.start, reading.tokens[at]!.end])) break;
    }
  }
  // Amounts of money, to a property for one: "under $200 a night" → max_price_per_night; a bare number
  // after "under" or "up to" is a budget too ("pottery class, under 100").
  for (const slot of free()) {
    if (!holdsMoney(slot)) continue;
    const n =
      numbers.find((x) => !used.has(x) && isMoney(x)) ??
      numbers.find(
        (x) => !used.has(x) && x.unit === undefined && SPENDING_CAP.test(reading.text.slice(Math.max(0, x.start - 16), x.start)),
      ) ??
      // "wages 84,500", "paid 40": a number right after a word of money.
      numbers.find((x) => !used.has(x) && x.unit === undefined && SAID_MONEY.has(stemWord(wordBefore(reading, x) ?? '')));
    if (n) put(slot, n.value, n, [n.start, n.end]);
  }
  // "paid Sam back 12 in cash": the one number left is the amount, where money is the only number the tool takes.
  const [lone, ...others] = free();
  // Not a count or a measure of something ("12 in cash" is no length in inches).
  const bare = (x: NumberMention) =>
    x.unit === undefined || x.unit === 'in' || (!isUnitWord(x.unit) && DURATION_MINUTES[x.unit] === undefined);
  const left = numbers.filter((x) => !used.has(x) && !isPercent(x) && (isMoney(x) || bare(x)));
  if (lone && others.length === 0 && open.length === 1 && holdsMoney(lone) && left.length === 1)
    put(lone, left[0]!.value, left[0], [left[0]!.start, left[0]!.end]);
  // Counts: "first 5", "top 10", "10 documents"; not of a property that measures something ("max_price").
  for (const slot of free()) {
    const words = identifierWords(slot.name);
    if (!words.some((w) => COUNT_WORDS.has(w)) || words.some((w) => MONEY_WORDS.has(w) || MEASURE_WORDS.has(w))) continue;
    const quantity = words.some((w) => QUANTITY_WORDS.has(w));
    for (const n of numbers) {
      if (used.has(n) || n.value !== Math.trunc(n.value)) continue;
      const prev = wordBefore(reading, n);
      // "10 documents", "2 people", "3 of SKU-20001".
      const plural =
        (n.unit !== undefined &&
          (n.unit.endsWith('s') || n.unit === 'people' || n.unit === 'of' || IRREGULAR_PLURALS.has(n.unit)) &&
          DURATION_MINUTES[n.unit] === undefined) ||
        countedAfter(reading, n);
      // A quantity is how many of whatever is written after it: "2 kg of potatoes", "500g", "1 milk".
      // Not a year before what it dates: "1887 jubilee double florin".
      const year = /^(?:1[89]|20)\d\d$/.test(reading.text.slice(n.start, n.end)) && !plural;
      const measured =
        quantity && n.unit !== undefined && /^\p{L}/u.test(n.unit) && DURATION_MINUTES[n.unit] === undefined && !isMoney(n) && !year;
      if ((prev !== undefined && COUNT_CUES.has(prev)) || plural || measured) {
        if (put(slot, n.value, n, [n.start, n.end])) break;
      }
    }
  }
  // "3 fedex parcels", "two packages": things counted, for the one property named by a plural noun (`parcels`).
  const plurals = free().filter((slot) => typeOf(slot.schema) === 'integer' && namedByPlural(slot.name));
  if (plurals.length === 1 && open.filter((s) => typeOf(s.schema) === 'integer' && !out.has(s.name)).length === 1) {
    const n = numbers.find(
      (x) =>
        !used.has(x) &&
        Number.isInteger(x.value) &&
        !isMoney(x) &&
        !isPercent(x) &&
        (countedAfter(reading, x) || countsThings(x) || /^\s+of\s+(?:them|those|these)\b/i.test(reading.text.slice(x.end, x.end + 14))),
    );
    if (n) put(plurals[0]!, n.value, n, [n.start, n.end]);
  }
  // "2 of us", "a table for three": how many people, for a property that counts people (`climbers`, `players`).
  for (const slot of free()) {
    if (!countsPeople(slot)) continue;
    const n = numbers.find(
      (x) =>
        !used.has(x) &&
        Number.isInteger(x.value) &&
        (/^\s+(?:of\s+us|ways)\b/i.test(reading.text.slice(x.end, x.end + 8)) ||
          ['between', 'among', 'amongst'].includes(wordBefore(reading, x) ?? '') ||
          countsCompany(reading, x) ||
          // "for 4 on sunday", "for 2 with video": the word after is no unit.
          (wordBefore(reading, x) === 'for' && (x.unit === undefined || PEOPLE_WORDS.has(x.unit) || isStopWord(x.unit)))),
    );
    const alone = n ? undefined : aloneSaid(reading.text, slot.required);
    const pair = n || alone ? undefined : pairSaid(reading.text);
    if (n) put(slot, n.value, n, [n.start, n.end]);
    else if (alone) put(slot, 1, undefined, [alone.start, alone.end]);
    else if (pair && !(pair.child && identifierWords(slot.name).some((w) => stemWord(w) === 'adult')))
      put(slot, 2, undefined, [pair.start, pair.end]);
  }
  // "an extra shot", "a second coat": one, for a property named by the words after the article.
  for (const slot of free()) {
    const words = identifierWords(slot.name).map(stemWord);
    if (words.length === 0) continue;
    const at = reading.tokens.findIndex((t, k) => ONE_WORDS.has(t.lower) && words.every((w, j) => reading.tokens[k + 1 + j]?.stem === w));
    if (at >= 0) put(slot, 1, undefined, [reading.tokens[at]!.start, reading.tokens[at + words.length]!.end]);
  }
  // "dim the lights to 20", "set it at 70": the one setting left takes the value the request sets it to.
  const settings = free();
  if (settings.length === 1) {
    const n = numbers.find((x) => !used.has(x) && ['to', 'at'].includes(wordBefore(reading, x) ?? ''));
    if (n) put(settings[0]!, n.value, n, [n.start, n.end]);
  }
  // "anything due today", "what's due by friday": a count of days ahead (`within_days`) from a day written.
  for (const slot of free()) {
    const words = identifierWords(slot.name);
    if (!words.includes('day') || !words.some((w) => AHEAD_WORDS.has(w))) continue;
    const d = reading.dates.find((x) => x.hasDay && !x.hasTime);
    if (!d) continue;
    const days = daysAhead(d.date, reading.now);
    if (days >= 0) put(slot, days, undefined, [d.start, d.end]);
  }
  // The rest, to required properties in the order written.
  const required = free().filter((s) => s.required);
  const rest = numbers.filter((n) => !used.has(n));
  if (required.length >= 2 && rest.length >= 2 && namesSecondFirst(reading, rest[0]!, rest[1]!)) [rest[0], rest[1]] = [rest[1]!, rest[0]!];
  // "half of 50": the second operand is the 2 that "half" stands for.
  if (required.length === 2 && rest.length === 1 && /\bhalf\s+of\b/i.test(reading.text)) rest.push({ value: 2, start: -1, end: -1 });
  for (const slot of required) {
    for (const n of rest) {
      if (used.has(n)) continue;
      if (put(slot, n.value, n, [n.start, n.end])) break;
    }
  }
  return out;
}

/**
 * A property that holds a year ("from 2023", "last year"): named for one, unless it counts them
 * (`years` 1..30 of a loan), or bounded by years (`vintage` 1900..2026).
 */
function holdsYear(slot: NumberSlot): boolean {
  const { minimum, maximum } = slot.schema;
  if (typeof minimum === 'number' && typeof maximum === 'number') return minimum >= 1000 && maximum <= 2999;
  return identifierWords(slot.name).includes('year');
}

const namesSlot = (slot: NumberSlot, word: string | undefined) =>
  word !== undefined && identifierWords(slot.name).map(stemWord).includes(stemWord(word));

/** "3 sets of 8": the "sets" before the 8 is the unit of the 3, not a name the 8 is written after. */
function unitOfOther(slot: NumberSlot, n: NumberMention, numbers: NumberMention[], text: string): boolean {
  return numbers.some((x) => x.end <= n.start && namesSlot(slot, x.unit) && unitOf(x, n, text));
}
/** Whether the words between two numbers are the first's unit and "of": "3 sets of 8". */
const unitOf = (x: NumberMention, n: NumberMention, text: string) =>
  n.start - x.end < 40 && text.slice(x.end, n.start).trim().toLowerCase() === `${x.unit} of`;

type Put = (slot: NumberSlot, value: number, n: NumberMention | undefined, span: [number, number]) => boolean;

/** "3 sets of 8", "five sets of five reps", "4x6": two counts of properties the schema lists one after the other. */
function pairs(
  open: NumberSlot[],
  numbers: NumberMention[],
  at: { reading: Reading; used: Set<NumberMention>; free: () => NumberSlot[]; put: Put; taken: NumberContext['taken'] },
): void {
  const { reading, used, free, put } = at;
  const nextOf = (slot: NumberSlot) => open[open.indexOf(slot) + 1];
  for (let k = 0; k + 1 < numbers.length; k++) {
    const [n, m] = [numbers[k]!, numbers[k + 1]!];
    if (used.has(n) || used.has(m)) continue;
    const first = free().find((s) => namesSlot(s, n.unit));
    if (!first || !unitOf(n, m, reading.text)) continue;
    const second = nextOf(first);
    if (!second || !free().includes(second) || open.some((s) => s !== second && namesSlot(s, m.unit))) continue;
    if (put(first, n.value, n, [n.start, n.end])) put(second, m.value, m, [m.start, m.end]);
  }
  for (const t of reading.tokens) {
    const x = /^(\d{1,3})[x×](\d{1,3})$/.exec(t.text);
    const slots = free().filter((s) => typeOf(s.schema) === 'integer');
    if (!x || slots.length < 2 || at.taken({ value: 0, start: t.start, end: t.end })) continue;
    const [a, b] = [slots[0]!, nextOf(slots[0]!)];
    if (b && slots.includes(b) && put(a, Number(x[1]), undefined, [t.start, t.end])) put(b, Number(x[2]), undefined, [t.start, t.end]);
  }
}

/** "1 = cheap, 4 = very expensive", "0: off": numbers a description gives a one-word name. */
function describedValues(schema: Schema): [string, number][] {
  if (typeof schema.description !== 'string') return [];
  const out: [string, number][] = [];
  // "0 is fully closed, 100 fully open": after the first such pair, a number and its word alone.
  for (const m of schema.description
    .slice(0, 300)
    .matchAll(/(-?\d+(?:\.\d+)?)\s*(?:=|:|means|is|\s)\s*(?:fully\s+|completely\s+|all\s+the\s+way\s+)?([a-z]+)\b(?=\s*(?:[,;.)]|$))/gi))
    out.push([stemWord(m[2]!.toLowerCase()), Number(m[1])]);
  return out;
}

const wordBefore = (reading: Reading, n: NumberMention) => tokensBefore(reading, n.start, 1)[0]?.lower;

const isPercent = (n: NumberMention) => n.unit === '%' || n.unit === 'percent' || n.unit === 'pct';
const isMoney = (n: NumberMention) => n.symbol !== undefined || (n.unit !== undefined && CURRENCY_UNITS.has(n.unit));
const holdsMoney = (slot: NumberSlot) =>
  identifierWords(slot.name).some((w) => MONEY_WORDS.has(w)) ||
  (typeof slot.schema.description === 'string' && IN_CURRENCY.test(slot.schema.description.slice(0, 300)));
/** A description that gives a property's unit as a currency: "Earnings lost that day, in pounds". */
const IN_CURRENCY = /\bin (?:pounds|dollars|euros|gbp|usd|eur|pence|cents)\b|\((?:£|\$|€|gbp|usd|eur)\)/i;

/**
 * "no eggs at all", "no kids": none of a thing counted in the plural, a count only for a property
 * named for that thing (read only there, so that no other reader takes "no" for a number).
 */
function noneOf(text: string): NumberMention[] {
  return [...text.slice(0, 2_000).matchAll(/\bno\s+(\p{L}{3,}s)\b/giu)]
    .filter((m) => !NOT_COUNTED.has(m[1]!.toLowerCase()))
    .map((m) => ({ value: 0, start: m.index, end: m.index + 2, unit: m[1]!.toLowerCase() }));
}
/** Plurals after "no" that count nothing: "no thanks", "no worries". */
const NOT_COUNTED = new Set(['thanks', 'worries', 'problems', 'strings', 'ones']);

/** Words of a property that holds an amount of money. */
const MONEY_WORDS = new Set([
  'price',
  'cost',
  'amount',
  'budget',
  'fee',
  'fare',
  'total',
  'spend',
  'salary',
  'payment',
  'money',
  'rate',
  'bill',
  'rent',
  'deposit',
  'stake',
  'donation',
  'bid',
  'refund',
  'allowance',
  'wage',
  'cash',
  'earnings',
  'income',
  // A currency in the name: `insured_value_gbp`, `limit_usd`.
  'gbp',
  'usd',
  'eur',
  'pence',
  'cent',
]);
const SAID_MONEY = new Set(['wage', 'salary', 'income', 'earning', 'pay', 'paid', 'cost', 'price', 'fee', 'rent', 'total'].map(stemWord));
const SPENDING_CAP = /\b(?:under|below|less than|up to|no more than|max|at most)\s+$/i;
const LOWER_BOUND = /\b(?:at least|minimum(?: of)?|no fewer than|no less than)\s+$/i;
const UPPER_BOUND = /\b(?:at most|max(?:imum)?(?: of)?|no more than|up to)\s+$/i;
/** "180k minimum", "3 or more", "50 max": the side of a bound written after its number. */
const LOWER_AFTER = /^\s*(?:minimum|min|or more|or above|at least|\+)(?![\p{L}])/iu;
const UPPER_AFTER = /^\s*(?:maximum|max|or less|or fewer|or under|at most|tops)(?![\p{L}])/iu;

/** Words of a property that holds a multiplier, and the words that say one. */
const MULTIPLIED = new Set(['speed', 'multiplier', 'factor', 'zoom', 'playback', 'tempo', 'magnification', 'magnify', 'power']);
const MULTIPLIER_WORDS: Record<string, number> = wordTable({ double: 2, twice: 2, triple: 3, half: 0.5 });

/** The top of the scale in "4 out of 5" or "8/10" written after `n`, if any. */
function outOf(text: string, n: NumberMention, next: NumberMention | undefined): number | undefined {
  if (next === undefined || next.start - n.end > 10) return undefined;
  return /^\s*(?:out of|of|\/)\s*$/i.test(text.slice(n.end, next.start)) ? next.value : undefined;
}

/** Words of a property that measures something, which a count ("2 adults") is not. */
const MEASURE_WORDS = new Set(['temperature', 'distance', 'radius', 'weight', 'height', 'length', 'duration', 'speed']);
const CURRENCY_UNITS = new Set(['dollars', 'dollar', 'bucks', 'euros', 'euro', 'pounds', 'usd', 'eur', 'gbp', 'yen', 'francs', 'quid']);

/** "six neon tetras", "2 honey gouramis": a plural noun a word or two after the number, in the same phrase. */
function countedAfter(reading: Reading, n: NumberMention): boolean {
  const next = reading.tokens.filter((t) => t.start >= n.end).slice(0, 3);
  const phrase = next.slice(0, next.findIndex((t) => !/^\p{L}+$/u.test(t.text)) >>> 0);
  return phrase.slice(1).some((t) => /[^su]s$/.test(t.lower) && DURATION_MINUTES[t.lower] === undefined);
}

/** A name that is one plural noun (`parcels`, `boxes`), not a unit of time, a measure or money (`hours`, `miles`). */
function namedByPlural(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const [word] = words;
  return (
    words.length === 1 &&
    word !== undefined &&
    /[^su]s$/.test(word) &&
    DURATION_MINUTES[word] === undefined &&
    !isUnitWord(word) &&
    !MONEY_WORDS.has(stemWord(word)) &&
    !MEASURE_WORDS.has(stemWord(word))
  );
}

/** Plurals not made with -s: "3 mice", "2 children". */
const IRREGULAR_PLURALS = new Set(['mice', 'geese', 'children', 'men', 'women', 'teeth', 'lice', 'oxen', 'sheep', 'deer', 'fish']);

/** "two packages", "3 mice": a number before a plural noun that is no unit of time, measure or money. */
const countsThings = (n: NumberMention) =>
  n.unit !== undefined &&
  (/^\p{L}+[^su]s$/u.test(n.unit) || IRREGULAR_PLURALS.has(n.unit)) &&
  DURATION_MINUTES[n.unit] === undefined &&
  !isUnitWord(n.unit) &&
  !CURRENCY_UNITS.has(n.unit) &&
  !CALENDAR_UNITS.has(n.unit);

/** A property that counts people: named by a plural of people or of those who do something (`climbers`). */
function countsPeople(slot: NumberSlot): boolean {
  if (typeOf(slot.schema) !== 'integer') return false;
  // Whole words, not identifierWords' stems: "climbers" ends in -ers, its stem does not.
  const words = slot.name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  return (
    words.some((w) => PEOPLE_WORDS.has(w) || COUNTED_PEOPLE.has(w) || /(?:ers|ors|ists)$/.test(w)) && !words.some((w) => MONEY_WORDS.has(w))
  );
}
/** Plurals of people that a property counts, beyond the -ers/-ors/-ists of doers (`applicants`, `pupils`). */
const COUNTED_PEOPLE = new Set(
  'applicants participants entrants occupants residents students patients clients tenants pupils delegates candidates'.split(' '),
);
const PEOPLE_WORDS = new Set(['people', 'persons', 'guests', 'players', 'adults', 'diners', 'us', 'party', 'pax', 'attendees', 'riders']);
const ONE_WORDS = new Set(['a', 'an', 'one']);
/** Words after a number that say it counts people, whatever the property is called. */
const PEOPLE_UNITS = new Set(['people', 'persons', 'ppl', 'pax', 'staff', 'employees', 'colleagues', 'attendees', 'delegates', 'visitors']);
const ME_AND = /\b(?:me|myself)\s+(?:and|plus|\+)\s+(?:my\s+)?$/i;

/** Words of a property that counts days from now. */
const AHEAD_WORDS = new Set(['within', 'ahead', 'next', 'upcoming', 'coming']);

const round = (x: number) => Math.round(x * 1e6) / 1e6;

function nearSide(ctx: NumberContext, name: string, n: NumberMention, side: 'before' | 'after'): boolean {
  return ctx.near(name, n, side);
}

/** "subtract 4 from 10", "take 15 away from 40", "deduct 5 from 20": the first number written is the second operand. */
function namesSecondFirst(reading: Reading, first: NumberMention, second: NumberMention): boolean {
  const between = reading.text.slice(first.end, second.start).toLowerCase();
  return /\bfrom\b/.test(between) && !/\bto\b/.test(between);
}

/** A property for a percentage: said so by its name or description, or bounded to 0..100. */
function holdsPercent(slot: NumberSlot): boolean {
  const described = `${slot.name} ${typeof slot.schema.description === 'string' ? slot.schema.description : ''}`;
  if (/percent|%|brightness|level|volume|opacity/i.test(described)) return true;
  return slot.schema.maximum === 100 && (slot.schema.minimum === 0 || slot.schema.minimum === 1);
}

/**
 * Words of a property that tallies the things another property names (birds seen, fish added); not
 * an order's `quantity`, which a cart fills as 1 by itself.
 */
const TALLY_WORDS = new Set(['count']);

/**
 * "add a betta", "saw a great blue heron": one, for a count left open, when the value another
 * property took is written right after "a", "an" or "one".
 */
export function countOfOne(open: [string, Schema][], input: Record<string, Json>, text: string): string | undefined {
  const slot = open.find(
    ([name, schema]) =>
      typeOf(schema) === 'integer' &&
      identifierWords(name).some((w) => TALLY_WORDS.has(w)) &&
      (typeof schema.minimum !== 'number' || schema.minimum <= 1),
  );
  if (!slot) return undefined;
  const named = Object.values(input).some(
    (v) => typeof v === 'string' && v.length > 1 && new RegExp(`\\b(?:a|an|one)\\s+${escapeRegExp(v)}(?![\\p{L}\\p{N}])`, 'iu').test(text),
  );
  return named ? slot[0] : undefined;
}
