import * as chrono from 'chrono-node';
import { isUnitWord } from './measures.js';
import { oneSlipApart } from './near-words.js';
import { wordTable } from './word-table.js';

/**
 * Dates and times in words ("tomorrow at 3pm", "March 3", "next Monday", "in 2 hours", "6:30"), read
 * by chrono-node against a reference time the caller passes, so that the same text and reference
 * always give the same value. Times are read in UTC (the request carries no time zone), and a day
 * or time that could be past or future is taken as the next one ("at 6:30" said at 10:00 is tomorrow).
 */
export interface DateMention {
  start: number;
  end: number;
  /** The instant meant; for a day without a time of day, chrono's default hour (that of the reference). */
  date: Date;
  /** Whether a time of day was written. */
  hasTime: boolean;
  /** Whether a day was written (or implied by "in 2 hours", "tonight"). */
  hasDay: boolean;
  /**
   * The same words read as the last such day rather than the next, where they could be either
   * ("since November 1" said in late November is this year's; "since Monday" the one just gone).
   */
  past?: Date;
}

/**
 * The last occurrence of a date read forward: a year back for a day of a month, a week back for a
 * weekday, a day back for a time of day alone ("was 7.5°C at 6am" said at 10:00 is today's 6am).
 */
function pastOf(date: Date, now: Date, yearKnown: boolean, dayKnown: boolean, weekdayOnly: boolean, timeOnly = false): Date | undefined {
  if (yearKnown || date.getTime() <= now.getTime()) return undefined;
  const d = new Date(date.getTime());
  if (weekdayOnly) d.setUTCDate(d.getUTCDate() - 7);
  else if (dayKnown) d.setUTCFullYear(d.getUTCFullYear() - 1);
  else if (timeOnly) d.setUTCDate(d.getUTCDate() - 1);
  else return undefined;
  return d;
}

/** Words chrono reads as "now", which name no particular day or time: "what's the weather right now". */
const NOT_A_DAY = /^(?:right\s+)?now$/i;
const SERVICE_AFTER = /^[\s-]*(?:delivery|dispatch|shipping|service|post|courier|turnaround|collection|despatch)\b/i;
const LENGTH_OF_TIME =
  '(?:(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|sixty|ninety|half an?|an? half|half|a few|a couple of|several)[\\s-]+|\\d+(?:\\.\\d+)?[\\s-]*)(?:sec(?:ond)?s?|min(?:ute)?s?|m|h(?:ou)?rs?|h|days?|weeks?|months?|years?)';
/**
 * A bare amount of time ("for an hour"), which chrono reads as that long after now; also a list of
 * them ("28 m, 45 min" of a dive), and "20m", which is as often metres or a band as minutes.
 */
const DURATION_ONLY = new RegExp(`^(?:for\\s+)?${LENGTH_OF_TIME}(?:\\s*,?\\s*(?:and\\s+)?${LENGTH_OF_TIME})*$`, 'i');
/** "a month before", "2 days prior": how long ahead of a day named elsewhere, not a day before now. */
const OFFSET_ONLY = new RegExp(`^${LENGTH_OF_TIME}\\s+(?:before|beforehand|prior|earlier)$`, 'i');

/**
 * Characters read for dates in words. chrono-node's patterns take time more than linear in some texts
 * (10 000 characters of "to to to…" cost about 80 ms, 2 000 of numbers about 35 ms); a request names
 * its dates early.
 */
export const MAX_DATE_TEXT = 1_000;

/** Holidays on the same day every year, which chrono does not know by name: "until christmas", "on new year's eve". */
const HOLIDAYS: { words: string; month: number; day: number }[] = [
  { words: 'christmas eve', month: 12, day: 24 },
  { words: 'christmas(?: day)?', month: 12, day: 25 },
  { words: 'boxing day', month: 12, day: 26 },
  { words: "new year'?s eve", month: 12, day: 31 },
  { words: "new year'?s(?: day)?", month: 1, day: 1 },
  { words: 'halloween', month: 10, day: 31 },
  { words: "valentine'?s day", month: 2, day: 14 },
];
// Only after a word that says when: "Christmas dinner" and "a halloween costume" name no day.
const HOLIDAY = new RegExp(
  `(?<=\\b(?:on|until|till|til|by|before|after|since|from|to|for|over|this|next|last)\\s+)(${HOLIDAYS.map((h) => h.words).join('|')})\\b`,
  'i',
);

/** Reads a holiday that chrono does not know by name, after a word that says when. */
const HOLIDAY_PARSER: chrono.Parser = {
  pattern: () => HOLIDAY,
  extract: (context, match) => {
    const said = match[1]!.toLowerCase();
    const holiday = HOLIDAYS.find((h) => new RegExp(`^(?:${h.words})$`).test(said));
    return holiday ? context.createParsingComponents({ month: holiday.month, day: holiday.day }) : null;
  },
};

/*
 * Two readers, alike but for slashed dates. chrono reads "12/2" month first, as Americans write it; where
 * the request or its tools show a day-first country (writesDayFirst), "dob 02/05/2016" is 2 May, and
 * month first only where day first cannot be ("03/14/2025"). chrono's GB reader does that, but its other
 * readers drop "December 20" as a year: only its slash reader is taken.
 */
const DAY_FIRST_SLASHES = chrono.en.GB.parsers.find((p) => p.constructor.name === 'SlashDateFormatParser');
function reader(dayFirst: boolean): chrono.Chrono {
  const parser = chrono.casual.clone();
  parser.parsers = parser.parsers
    .map((p) => (dayFirst && DAY_FIRST_SLASHES && p.constructor.name === 'SlashDateFormatParser' ? DAY_FIRST_SLASHES : p))
    .map(keepsNumbersWhole);
  parser.parsers.push(HOLIDAY_PARSER);
  return parser;
}
const MONTH_FIRST_READER = reader(false);
const DAY_FIRST_READER = reader(true);

/**
 * Whether dates are written day first where the request comes from: a pound or a euro, a UK postcode,
 * "UK" or a British spelling in the request or its tools.
 */
export function writesDayFirst(text: string, toolsText: string): boolean {
  return DAY_FIRST_SIGNS.test(text) || DAY_FIRST_SIGNS.test(toolsText);
}
const DAY_FIRST_SIGNS =
  /[£€]|\b(?:GBP|EUR|UK|NHS|postcode|postcodes|colour|colours|favourite|centre|programme|cheque|organisation|mum)\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/;

/**
 * chrono's parser with two of its readings corrected, both of a number read as part of the wrong
 * thing. A reading never starts inside a number: the "00" of "10:00" is no day ("10:00 to 7
 * December" was read "00 to 7 December", a day 0, and dropped). And a range of hours whose end is
 * the day of a date after it ("3 December 10:00 to 7 December 10:00", chrono: 10:00 to 7:00) ends
 * before that number, which the date takes: the range is then from date-time to date-time.
 */
function keepsNumbersWhole(parser: chrono.Parser): chrono.Parser {
  return {
    pattern: (context) => parser.pattern(context),
    extract: (context, match) => {
      const read = parser.extract(context, match);
      if (!read) return read;
      const at = read instanceof chrono.ParsingResult ? read.index : (match.index ?? 0);
      if (/\d[:.]?$/.test(context.text.slice(Math.max(0, at - 2), at))) return null;
      // "for a week from 3 july": chrono read "a week from 3" (3 o'clock), leaving "july" alone; the
      // number is the day of the month after it, which the month's reader takes once this is dropped.
      if (
        read instanceof chrono.ParsingResult &&
        !read.end &&
        /\d$/.test(read.text) &&
        MONTH_AFTER.test(context.text.slice(at + read.text.length))
      )
        return null;
      if (!(read instanceof chrono.ParsingResult) || !read.end || read.start.isCertain('day') || read.start.isCertain('weekday'))
        return read;
      const last = /\S+$/.exec(read.text);
      if (!last) return read;
      const from = read.index + last.index;
      const after = chrono.casual.parse(context.text.slice(from, from + 40), { instant: context.reference.instant, timezone: 'UTC' })[0];
      if (after?.index !== 0 || !after.start.isCertain('day')) return read;
      const startOnly = read.text.slice(0, last.index).replace(/\s*(?:to|until|till|through|-|–)\s*$/i, '');
      // "23–24 december": the range is one word, its end the day's number, and no start is left before
      // it. A reading of no characters would be found again at the same place for ever (chrono reads on
      // from its end), growing the heap until the process died: this reading is dropped, and chrono's
      // day range stands.
      if (startOnly.trim() === '') return null;
      return context.createParsingResult(read.index, startOnly, read.start);
    },
  };
}

const MONTH_AFTER = /^(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** "for 8.15", "by 7.45": a time written with a dot after a word that says when (findDates). */
const DOT_TIME = /(\b(?:for|by|around|about|from|until|till|before)\s+)(\d{1,2})\.(\d{2})\b(?![.,]?\d|\s*%)/gi;
/** "the afternoon", "in the morning": a part of the day said with no day (findDates). */
const BARE_PART_OF_DAY = /^(?:(?:in|for|during)\s+)?(?:the\s+)?(?:morning|afternoon|evening)$/i;

/**
 * A part of the day that describes a thing rather than saying when ("game night", "an evening
 * shift", "a morning walk"): chrono reads it as tonight's hour and merges it with the day that
 * follows, so "game night friday at 7pm" became today at 7pm. Only after a word that says when
 * ("tomorrow night", "friday evening", "this morning", "in the evening", "at 7 tonight") is it a moment.
 */
const PART_OF_DAY = /\b(morning|afternoon|evening|night)\b/gi;
const SAYS_WHEN =
  /(?:^|\b(?:this|the|in|at|on|by|tomorrow|tonight|today|yesterday|last|every|each|early|late|mid|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|am|pm|\d+))[\s-]*$/i;

function maskDescriptivePartsOfDay(text: string): string {
  return text.replace(PART_OF_DAY, (word: string, _w: string, at: number) =>
    SAYS_WHEN.test(text.slice(Math.max(0, at - 20), at)) ? word : ' '.repeat(word.length),
  );
}

/**
 * "a quarter", "three quarters" of a tank or a cake, which chrono reads as three months from now;
 * a quarter of a year is one only after "in", "within" or "next"/"last"/"this", and "a quarter
 * past 3" is a time read below.
 */
function maskQuarters(text: string): string {
  return text.replace(/(?<!\b(?:in|within|next|last|this|per)\s+)\b(?:a|one|three)\s+quarters?\b(?!\s+(?:past|to|after|before)\b)/gi, (m) =>
    ' '.repeat(m.length),
  );
}

/**
 * "from saturday till the following friday": the weekday after the start's, which chrono reads as a
 * range only without "the following" (with it, the end was the friday before the saturday).
 */
function maskFollowing(text: string): string {
  return text.replace(
    /(?<=\b(?:to|until|till|til|through|thru)\s+)the\s+(?:following|next)\s+(?=(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/gi,
    (m) => ' '.repeat(m.length),
  );
}

/**
 * "next monday, 12 windows": a number after a comma that a word other than a month or a clock's
 * follows counts something; chrono read it as the day's hour (noon). "friday, 3 pm", "monday, 12
 * december" and "tomorrow, 9 in the morning" stay times and days.
 */
const COUNT_AFTER_COMMA =
  /(?<=,\s*)\d{1,2}(?![\d:.])(?=\s+(?!(?:am|pm|a\.m|p\.m|o'?clock|in|at|on|tonight|noon|midnight|sharp|hrs?|h)\b|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L})/giu;

function maskCountsAfterComma(text: string): string {
  // Written over, not blanked, as nights are: "2 dec,   hours" is December 1 to chrono.
  return text.replace(COUNT_AFTER_COMMA, (m) => '_'.repeat(m.length)).replace(COUNT_AFTER_FOR, (m) => '_'.repeat(m.length));
}

/**
 * "cake for 12, friday 10am", "the private room for 12 on dec 19 at 7pm": a bare number after "for"
 * counts who or what it is for; chrono read it as the day's hour. "for 3pm", "for 7:30" stay times,
 * and "for 20 nov" a day.
 */
const COUNT_AFTER_FOR =
  /(?<=\bfor\s+)\d{1,2}(?![\d:./-]|st\b|nd\b|rd\b|th\b|\s*(?:am|pm|a\.m|p\.m|o'?clock|h\b|hrs?\b|hours?\b|mins?\b|minutes?\b|(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))/gi;

/**
 * "1 night", "two nights": a length of a stay, which chrono reads as tonight at 8pm; its number goes
 * too, which after a month ("20th of december, 3 nights") chrono reads as the day.
 */
const NIGHTS_COUNTED = /\b(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen)\s+nights?\b/gi;

function maskNightsCounted(text: string): string {
  // Written over, not blanked: chrono reads "december," and a number any spaces away as that day.
  return text.replace(NIGHTS_COUNTED, (m) => m.replace(/\S/g, '_'));
}

/**
 * Words that make a day one ahead, never the last such day: "next friday", "this saturday", "in 2
 * days"; not "this morning", which is today's.
 */
const AHEAD_WORDS = /\b(?:tomorrow|next|in|tonight|later|this(?!\s+(?:morning|afternoon|evening))|coming|upcoming)\b/i;

const EVENING = /\b(?:night|evening|tonight|dinner|supper|bedtime|babysit\w*)\b/i;
const EARLY = /\b(?:wake|waking|alarm|morning|early|sunrise|dawn|am|a\.m\.)\b/i;

/** Days ahead of `now`'s day, by calendar day. */
export const daysAhead = (d: Date, now: Date) =>
  Math.round(
    (Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) /
      86_400_000,
  );

/**
 * Corrections to chrono's reading where people mean otherwise: "next friday" said on a Tuesday is
 * the coming one (chrono: the one after), and "this morning" said at 10:00 is today's (chrono, read
 * forward: tomorrow's).
 */
function asMeant(said: string, date: Date, now: Date): Date {
  const d = new Date(date.getTime());
  if (/^next\s+\p{L}+/iu.test(said) && daysAhead(d, now) > 7 && /day\b|^next\s+(?:mon|tue|wed|thu|fri|sat|sun)\b/i.test(said))
    d.setUTCDate(d.getUTCDate() - 7);
  if (/^this\s+(?:morning|afternoon|evening)\b/i.test(said) && daysAhead(d, now) > 0) d.setUTCDate(d.getUTCDate() - daysAhead(d, now));
  // Read forward, chrono moves "last saturday" (the 21st, said on Tuesday the 24th) to the coming one.
  if (/^(?:last|past|previous)\s+(?:mon|tue|wed|thu|fri|sat|sun)/i.test(said))
    while (daysAhead(d, now) >= 0) d.setUTCDate(d.getUTCDate() - 7);
  return d;
}

/** Day words as people type them in a hurry, which chrono does not know. */
const SHORTHAND: Record<string, string> = wordTable({
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  '2morrow': 'tomorrow',
  '2moro': 'tomorrow',
  // Two slips from the word, too common to leave: one "r" and two "m"s.
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  tonite: 'tonight',
  tnite: 'tonight',
  '2nite': 'tonight',
  yday: 'yesterday',
  // Wednesday as it is said, two slips from how it is spelt.
  wensday: 'wednesday',
  wendsday: 'wednesday',
  wensdays: 'wednesdays',
});
const DAY_WORDS = ['tomorrow', 'tonight', 'yesterday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * The text with day words mistyped ("tomorow", "wedensday", "tmrw") written right, and a map from
 * a position in it back to one in the text as written.
 */
function withDayWordsFixed(text: string): { fixed: string; original: (at: number) => number } {
  const shifts: { at: number; by: number }[] = [];
  let delta = 0;
  const fixed = text.replace(/[\p{L}\p{N}]+/gu, (word: string, at: number) => {
    const lower = word.toLowerCase();
    const meant =
      SHORTHAND[lower] ?? (lower.length >= 5 && !DAY_WORDS.includes(lower) ? DAY_WORDS.find((d) => oneSlipApart(lower, d)) : undefined);
    if (meant === undefined) return word;
    delta += meant.length - word.length;
    shifts.push({ at: at + delta - (meant.length - word.length) + meant.length, by: delta });
    return meant;
  });
  const original = (at: number) => {
    let by = 0;
    for (const s of shifts) if (at >= s.at) by = s.by;
    return at - by;
  };
  return { fixed, original };
}

/** A time of day written as one: "9am", "7.45", "14:30", "noon", "8 o'clock" (not a bare number). */
const CLOCK_SAID = /\d\s*(?:am|pm|a\.m|p\.m)\b|\d[:.]\d\d|\bnoon\b|\bmidnight\b|o'?clock/i;

/** "Saturday the 5th": the coming day of that number that falls on that weekday. */
const WEEKDAY_THE_NTH = /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/gi;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function weekdayAndDay(text: string, now: Date): DateMention[] {
  const found: DateMention[] = [];
  for (const m of text.matchAll(WEEKDAY_THE_NTH)) {
    const weekday = WEEKDAYS.indexOf(m[1]!.toLowerCase());
    const day = Number(m[2]);
    const [next, last] = [dayOnWeekday(day, weekday, now, 1), dayOnWeekday(day, weekday, now, -1)];
    // "for friday the 20th" said on the 24th is four days gone, not next August's: the nearer of the two.
    const lastNearer = last && (!next || now.getTime() - last.getTime() < next.getTime() - now.getTime());
    const [date, past] = lastNearer ? [last, undefined] : [next, last];
    if (date) found.push({ start: m.index, end: m.index + m[0].length, date, hasTime: false, hasDay: true, ...(past ? { past } : {}) });
  }
  return found;
}

/** The first day numbered `day` falling on `weekday` from `now`'s day on (`step` 1) or back (-1), within a year. */
function dayOnWeekday(day: number, weekday: number, now: Date, step: 1 | -1): Date | undefined {
  for (let k = 0; k < 12; k++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + step * k, day, now.getUTCHours(), now.getUTCMinutes()));
    if (d.getUTCDate() !== day || d.getUTCDay() !== weekday) continue;
    if (step === 1 ? isoDate(d) >= isoDate(now) : isoDate(d) < isoDate(now)) return d;
  }
  return undefined;
}

/** A bare number that is a house number or a name ("from 22 Oak Avenue", "at 5 Guys"), not an hour. */
const BARE_HOUR = /^(?:(?:from|at|by|to|until|till)\s+)?\d{1,2}$/i;
const NAME_AFTER = /^\s+(?:\p{Lu}\p{Ll}|(?:st|street|ave|avenue|rd|road|blvd|boulevard|lane|ln|dr|drive|way|place|pl|court|ct)\b)/u;

/** "at 3 degrees", "at 5 kg": a bare number with a unit after it is an amount, not an hour. */
function unitAfter(after: string): boolean {
  const word = /^\s*(°|%|[\p{L}]+)/u.exec(after)?.[1]?.toLowerCase();
  // Not "in" ("at 3 in the afternoon") nor a lone letter ("at 5 m…" may begin anything).
  if (word === undefined || word === 'in' || /^\p{L}$/u.test(word)) return false;
  return isUnitWord(word) || word === '%' || word === 'percent';
}

/**
 * Letters outside ASCII written as "x", keeping every position: chrono's patterns see a word break at
 * "ö" and read the "H" of "Hörnli" as an hour; no date word it knows has such a letter.
 */
function asciiLetters(text: string): string {
  return text.replace(/(?!\p{ASCII})\p{L}/gu, (letter) => 'x'.repeat(letter.length));
}

export function findDates(text: string, now: Date, dayFirst = false): DateMention[] {
  const read = text.slice(0, MAX_DATE_TEXT);
  const { fixed, original } = withDayWordsFixed(read);
  const results = (dayFirst ? DAY_FIRST_READER : MONTH_FIRST_READER)
    .parse(
      maskCountsAfterComma(maskNightsCounted(maskDescriptivePartsOfDay(maskQuarters(maskFollowing(asciiLetters(fixed)))))),
      { instant: now, timezone: 'UTC' },
      { forwardDate: true },
    )
    .map((r) => {
      const start = original(r.index);
      const end = original(r.index + r.text.length);
      return { ...r, index: start, text: text.slice(start, end), said: r.text, start: r.start, end: r.end };
    });
  const found: DateMention[] = [];
  // Where the last mention that can only be ahead ended.
  let lastAhead: number | undefined;
  for (const r of results) {
    const after = text.slice(r.index + r.text.length, r.index + r.text.length + 20);
    if (BARE_HOUR.test(r.said.trim()) && (NAME_AFTER.test(after) || unitAfter(after))) continue;
    if (NOT_A_DAY.test(r.said.trim())) continue;
    // "next day delivery", "same day service": a kind of service, not a day.
    if (/^(?:next|same)\s+day$/i.test(r.said.trim()) && SERVICE_AFTER.test(after)) continue;
    // "for the week", "the month ahead": chrono reads a unit from now, where no day is named.
    if (/^the\s+(?:day|week|month|year)$/i.test(r.said.trim())) continue;
    // "in the next 5 days", "over the coming 2 weeks": a window from now, its length for a count of days, not a day.
    if (/^(?:(?:in|over|within|during|for)\s+)?(?:the\s+)?(?:next|coming)\s+\S+\s+(?:days?|weeks?|months?)$/i.test(r.said.trim())) continue;
    // "450 m of climbing" is a length, not 4:50 pm.
    if (/^\d{3,4}\s*m$/i.test(r.said.trim())) continue;
    // "$200 a night" is an amount, not 2:00 am.
    if (/[$€£¥]\s*$/.test(text.slice(Math.max(0, r.index - 2), r.index))) continue;
    // "a 30 minute sync", "book an hour": a length of time, not a moment, unless "in"/"later" makes it one.
    if (
      DURATION_ONLY.test(r.said.trim()) &&
      !/\b(?:later|from now|after)\s*$/i.test(text.slice(r.index + r.text.length, r.index + r.text.length + 12))
    )
      continue;
    if (OFFSET_ONLY.test(r.said.trim())) continue;
    const s = r.start;
    const hasTime = s.isCertain('hour');
    // "for november" names a month, not its first day.
    const monthOnly = s.isCertain('month') && !s.isCertain('day') && !s.isCertain('weekday');
    const hasDay =
      !monthOnly && (s.isCertain('day') || s.isCertain('weekday') || !hasTime || /\b(?:in|tonight|tomorrow|today)\b/i.test(r.said));
    const weekdayOnly = s.isCertain('weekday') && !s.isCertain('day');
    const date = asMeant(r.said.trim(), s.date(), now);
    // chrono reads on past "noon" ("dec 12 at noon, nut free" at 11pm): noon is 12:00 whatever follows.
    if (/\bnoon\b/i.test(r.said) && hasTime && date.getUTCHours() !== 12) date.setUTCHours(12, 0, 0, 0);
    // "game night tomorrow at 7", "dinner at 8": a bare hour of an evening thing is after noon.
    const hour = date.getUTCHours();
    // So is one from 1 to 5 of anything but waking: people keep appointments "at 3", not at 3am.
    const afternoon = (hour >= 1 && hour < 12 && EVENING.test(read)) || (hour >= 1 && hour <= 5 && !EARLY.test(read));
    // "02:00", with its leading zero, is read on a 24-hour clock: it is 2 in the morning.
    const twentyFourHour = /\b0\d[:.]\d\d\b/.test(r.said);
    if (hasTime && !s.isCertain('meridiem') && !twentyFourHour && afternoon) {
      date.setUTCHours(hour + 12);
      // Read forward, "at 7" said at 10:00 was tomorrow's 7am; 7pm is still today's.
      const dayWritten = s.isCertain('day') || s.isCertain('weekday') || /\b(?:tomorrow|tonight|today)\b/i.test(r.said);
      if (!dayWritten && date.getTime() - 86_400_000 > now.getTime()) date.setUTCDate(date.getUTCDate() - 1);
    }
    // "this saturday" is the coming one, never the last; so is a day joined to it ("this saturday and sunday").
    const saysAhead =
      AHEAD_WORDS.test(r.said) || (lastAhead !== undefined && /^\s*(?:,|and|or|&|,\s*and)\s*$/i.test(read.slice(lastAhead, r.index)));
    const past = saysAhead ? undefined : pastOf(date, now, s.isCertain('year'), s.isCertain('day'), weekdayOnly, hasTime && !hasDay);
    lastAhead = saysAhead ? r.index + r.text.length : undefined;
    found.push({ start: r.index, end: r.index + r.text.length, date, hasTime, hasDay, ...(past ? { past } : {}) });
    // "this weekend" is Saturday and Sunday: a range, as "from saturday to sunday" is.
    if (!r.end && /\bweekend\b/i.test(r.said) && date.getUTCDay() === 6) {
      const sunday = new Date(date.getTime() + 86_400_000);
      const sundayPast = past ? new Date(past.getTime() + 86_400_000) : undefined;
      found.push({
        start: r.index,
        end: r.index + r.text.length,
        date: sunday,
        hasTime,
        hasDay,
        ...(sundayPast ? { past: sundayPast } : {}),
      });
    }
    // "from December 21 to December 31": the end of a range comes second, over the same words.
    const e = r.end;
    if (e) {
      const endTime = e.isCertain('hour');
      const endDate = endOfHours(e, date);
      const endPast = pastOf(e.date(), now, e.isCertain('year'), e.isCertain('day'), e.isCertain('weekday') && !e.isCertain('day'));
      found.push({
        start: r.index,
        end: r.index + r.text.length,
        date: endDate,
        hasTime: endTime,
        hasDay: e.isCertain('day') || e.isCertain('weekday') || !endTime,
        ...(past && endPast ? { past: endPast } : {}),
      });
    }
  }
  // "saturday the 5th" is one day, not a Saturday and a 5th.
  for (const w of weekdayAndDay(read, now)) {
    const overlaps = (f: DateMention) => f.start < w.end && f.end > w.start;
    // chrono read the same day, and perhaps its time ("saturday 12th december 9am"): its reading
    // stands, with the weekday's last such day as its past.
    const clock = (f: DateMention) => f.hasTime && CLOCK_SAID.test(read.slice(f.start, f.end));
    const same = found.findIndex((f) => overlaps(f) && isoDate(f.date) === isoDate(w.date) && clock(f));
    if (same >= 0) {
      const { past: _chronos, ...rest } = found[same]!;
      found[same] = { ...rest, ...(w.past ? { past: w.past } : {}) };
      continue;
    }
    for (let k = found.length - 1; k >= 0; k--) if (overlaps(found[k]!)) found.splice(k, 1);
    found.push(w);
  }
  // chrono leaves "half past eleven", "quarter to 3" alone: the next such time of day.
  // So is "ten past two", and "half six", which in Britain is half past six.
  const clocks = [
    ...[...read.matchAll(CLOCK_WORDS)].map((m) => ({
      at: m.index,
      said: m[0],
      minutesSaid: m[1] ?? m[3]!,
      way: m[2] ?? m[4]!,
      hourWord: m[5]!,
    })),
    ...[...read.matchAll(HALF_HOUR)]
      .filter((m) => !unitAfter(read.slice(m.index + m[0].length, m.index + m[0].length + 20)))
      .map((m) => ({ at: m.index, said: m[0], minutesSaid: 'half', way: 'past', hourWord: m[1]! })),
  ];
  for (const { at, said, minutesSaid, way, hourWord } of clocks) {
    const hourSaid = HOUR_WORDS.indexOf(hourWord.toLowerCase()) + 1 || Number(hourWord);
    if (!(hourSaid >= 1 && hourSaid <= 12)) continue;
    const spoken = minutesSaid.toLowerCase().replace(/[\s-]+/, '-');
    const minutes = MINUTE_WORDS[spoken] ?? Number(spoken);
    if (!(minutes >= 1 && minutes <= 30)) continue;
    const past = way.toLowerCase() === 'past';
    let hour = (past ? hourSaid : hourSaid - 1) % 12;
    // As with "at 3": an hour from 1 to 5 is after noon, and one already gone today is tomorrow's.
    if (hour >= 1 && hour <= 5) hour += 12;
    // "half past twelve" is after noon, but for the night ("quarter past twelve tonight").
    else if (hour === 0 && !EVENING.test(read)) hour = 12;
    // "half past eight tonight" is in the evening, as "at 8" of dinner is.
    else if (hour >= 6 && EVENING.test(read)) hour += 12;
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, past ? minutes : 60 - minutes));
    if (d.getTime() <= now.getTime()) d.setUTCDate(d.getUTCDate() + 1);
    const [start, end] = [at, at + said.length];
    for (let k = found.length - 1; k >= 0; k--) if (found[k]!.start < end && found[k]!.end > start) found.splice(k, 1);
    found.push({ start, end, date: d, hasTime: true, hasDay: false });
  }
  // chrono reads "at 8.15" but leaves "for 8.15" and "by 7.45": a time written with a dot after a word
  // that says when, as "for 8:15" is read (never after a currency sign: "for £8.15" is an amount).
  for (const m of read.matchAll(DOT_TIME)) {
    const [hour, minutes] = [Number(m[2]), Number(m[3])];
    if (hour > 23 || minutes > 59) continue;
    // "for 8.15 litres" is an amount.
    const next = /^\s*([\p{L}]+)/u.exec(read.slice(m.index + m[0].length))?.[1];
    if (next !== undefined && isUnitWord(next)) continue;
    const start = m.index + m[1]!.length;
    const end = m.index + m[0].length;
    if (found.some((f) => f.start < end && f.end > start)) continue;
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minutes));
    if (d.getTime() <= now.getTime()) d.setUTCDate(d.getUTCDate() + 1);
    found.push({ start, end, date: d, hasTime: true, hasDay: false });
  }
  // chrono leaves "on the 28th" alone: the next such day of a month.
  for (const m of read.matchAll(/\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b/gi)) {
    const start = m.index;
    const end = start + m[0].length;
    if (found.some((f) => f.start < end && f.end > start)) continue;
    const day = Number(m[1]);
    if (day < 1 || day > 31) continue;
    // Read back, for a record of something done ("vet bill from the 20th"), it is the last such day.
    const past = lastDayNumbered(day, now);
    // "picking up on the 18th of december and dropping off the 27th": after a day written before it,
    // the first such day from that one on, in its month or the next.
    const before = found.filter((f) => f.hasDay && f.end <= start).sort((a, b) => b.end - a.end)[0];
    // "between the 1st and 10th of december": the first day of a range is in the month its end names.
    const rangeEnd = found.find((f) => f.hasDay && f.start >= end && RANGE_JOIN.test(read.slice(end, f.start)));
    if (rangeEnd) {
      const inMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), day, now.getUTCHours(), now.getUTCMinutes()));
      const d = inMonth(rangeEnd.date);
      if (d.getUTCDate() === day && d <= rangeEnd.date) {
        const past = rangeEnd.past && inMonth(rangeEnd.past);
        found.push({ start, end, date: d, hasTime: false, hasDay: true, ...(past ? { past } : {}) });
        continue;
      }
    }
    const from = before && before.date > now ? before.date : now;
    for (let k = 0; k < 3; k++) {
      const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + k, day, now.getUTCHours(), now.getUTCMinutes()));
      if (d.getUTCDate() !== day || isoDate(d) < isoDate(from)) continue;
      found.push({ start, end, date: d, hasTime: false, hasDay: true, ...(past && isoDate(past) < isoDate(d) ? { past } : {}) });
      break;
    }
  }
  // "afternoon session for Max on the 1st", "for the afternoon, 2 hrs, fri": a part of the day said
  // alone is today's only when no other day is named.
  const bare = (f: DateMention) => BARE_PART_OF_DAY.test(read.slice(f.start, f.end).trim());
  // Kept as a mention, so its words are no free text ("in the evening" is no venue).
  const dayNamed = found.some((f) => f.hasDay && !bare(f));
  return found.map((f) => (dayNamed && bare(f) ? { ...f, hasDay: false } : f)).sort((a, b) => a.start - b.start);
}

/**
 * "from 9 till 5": an end hour before the start's, with no am or pm, is that hour after noon on the
 * start's day (chrono reads the next day's 5am); "from 10pm to 2" still ends the next night.
 */
function endOfHours(e: chrono.ParsedComponents, start: Date): Date {
  const read = e.date();
  if (!e.isCertain('hour') || e.isCertain('meridiem') || daysAhead(read, start) !== 1 || read.getUTCHours() >= 12) return read;
  const sameDay = new Date(start.getTime());
  sameDay.setUTCHours(read.getUTCHours() + 12, read.getUTCMinutes(), 0, 0);
  return sameDay > start ? sameDay : read;
}

const HOUR_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const MINUTE_WORDS: Record<string, number> = wordTable({ half: 30, quarter: 15, five: 5, ten: 10, twenty: 20, 'twenty-five': 25 });
const CLOCK_WORDS = new RegExp(
  // Minutes in figures only before "past": "5 to 10" is a range of numbers more often than a time.
  `\\b(?:(half|quarter|five|ten|twenty(?:[\\s-]five)?)\\s+(past|to)|(\\d{1,2})\\s+(past))\\s+(${HOUR_WORDS.join('|')}|\\d{1,2})\\b(?![\\s-]*(?:%|percent|people|guests|of\\b))`,
  'gi',
);
/** "half six": half past six, as British English says it; not "half an hour", nor "half 6 kg". */
const HALF_HOUR = new RegExp(`\\bhalf\\s+(${HOUR_WORDS.join('|')}|\\d{1,2})\\b(?![\\s-]*%)`, 'giu');

/** What joins the two days of a range: "the 1st and 10th", "the 3rd to the 7th". */
const RANGE_JOIN = /^\s*(?:and|to|-|–|until|till|through|thru)\s*(?:the\s+)?$/i;

/** The last day numbered `day` on or before `now`'s, within three months. */
function lastDayNumbered(day: number, now: Date): Date | undefined {
  for (let k = 0; k < 3; k++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, day, now.getUTCHours(), now.getUTCMinutes()));
    if (d.getUTCDate() === day && isoDate(d) <= isoDate(now)) return d;
  }
  return undefined;
}

/** The day alone written nearest a time alone ("on dec 3, leaving 7:30"), which together say one moment. */
export function dayWrittenApart(time: DateMention, dates: DateMention[]): DateMention | undefined {
  let best: DateMention | undefined;
  for (const d of dates) {
    if (!d.hasDay || d.hasTime || d === time) continue;
    if (!best || Math.abs(d.start - time.start) < Math.abs(best.start - time.start)) best = d;
  }
  if (best) return best;
  // "tomorrow 8:00, returning same day 18:00": a time alone after a moment is on that moment's day,
  // or on the next if it would come before it ("friday 22:00 to 02:00").
  let moment: DateMention | undefined;
  for (const d of dates) if (d.hasDay && d.hasTime && d !== time && d.end <= time.start && (!moment || d.end > moment.end)) moment = d;
  if (!moment) return undefined;
  const day: DateMention = { start: moment.start, end: moment.end, date: new Date(moment.date.getTime()), hasTime: false, hasDay: true };
  if (withTimeOf(day, time).date <= moment.date) day.date.setUTCDate(day.date.getUTCDate() + 1);
  return day;
}

/** `day`'s date at `time`'s time of day. */
export function withTimeOf(day: DateMention, time: DateMention): DateMention {
  const date = new Date(day.date.getTime());
  date.setUTCHours(time.date.getUTCHours(), time.date.getUTCMinutes(), time.date.getUTCSeconds(), 0);
  return { ...day, date, hasTime: true };
}

/** The day of `d`'s week that is `weekday` (0 Sunday, 1 Monday) on or before it. */
export function startOfWeek(d: Date, weekday: 0 | 1): Date {
  const start = new Date(d.getTime());
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() - weekday + 7) % 7));
  return start;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
export const isoDateTime = (d: Date) => `${isoDate(d)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}Z`;

/** A time of day in the forms a schema may ask for, most usual first; the schema picks the first it accepts. */
export function timeForms(d: Date): string[] {
  const hm = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const hms = `${hm}:${pad(d.getUTCSeconds())}`;
  return [hm, hms, `${hms}Z`, `${hms}+00:00`];
}
