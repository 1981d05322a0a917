import nlp from 'compromise';
import { parsed, tokenTags } from './parts-of-speech.js';
import type { Reading } from './reading.js';

/*
 * Whether a day is said of something that has happened, by the tense of the verb it goes with: "FitLife
 * took 35 from me on the 20th" (said on the 24th) is the 20th just gone, "moved in on friday" the
 * Friday just gone, where "deliver it on friday" is the coming one. compromise reads the verbs, their
 * tense and the parts of speech before them.
 */

interface VerbPhrase {
  start: number;
  end: number;
  /** A past tense with a finite auxiliary ("was stolen", "have paid"), which is past wherever it stands. */
  finite: boolean;
  past: boolean;
  /** "I'll drop it off", "we will come", "going to": said of what is yet to happen. */
  future: boolean;
}

/** compromise's json() output is untyped; only what is read here is named. */
interface VerbJson {
  offset?: { start: number; length: number };
  verb?: { grammar?: { tense?: string } };
  terms?: { text?: string; tags?: string[] }[];
}

/** Auxiliaries that make a past form a finite verb: "was stolen", "had paid", "did arrive". */
const FINITE_PAST = new Set(['was', 'were', 'had', 'has', 'have', 'did', "'ve", "'d"]);

/** "I've got four seats", "she has got a car": having, said now, not something done. */
const HAVE_GOT = /(?:'ve|’ve|\bhave|\bhas|'s|’s)\s+got\b/i;

const phrasesOf = new WeakMap<Reading, VerbPhrase[]>();

/**
 * compromise reads "have" before any word as a perfect ("do you have free on thursday", "can I have
 * running time on wed"); a word that is a gerund, or an adjective alone without a participle's ending
 * ("free", "spare", "available"), is what is had, not a past. "have lost", "have closed" keep theirs.
 */
function notParticiple(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.endsWith('ing')) return true;
  if (/(?:ed|en|n|t|d)$/.test(lower)) return false;
  const tags = (nlp(lower).json() as { terms?: { tags?: string[] }[] }[])[0]?.terms?.[0]?.tags ?? [];
  return tags.includes('Adjective') && !tags.includes('Verb');
}

function verbPhrases(reading: Reading): VerbPhrase[] {
  let found = phrasesOf.get(reading);
  if (found) return found;
  const verbs = parsed(reading).verbs().json({ offset: true }) as VerbJson[];
  found = verbs.flatMap((v) => {
    if (!v.offset) return [];
    // "passed her orange belt grading on saturday": an "-ing" word alone, with no "is" or "was" to
    // make it a verb, names a thing; the day goes with the verb before it.
    if (v.terms?.length === 1 && /ing$/i.test(v.terms[0]?.text ?? '')) return [];
    // "the parcel I ordered arrives": compromise may run two verbs into one phrase; its last says the tense.
    const lastTags = v.terms?.at(-1)?.tags ?? [];
    // compromise's offsets run a character short after a contraction ("I've"): the window reaches past the phrase's end.
    const having =
      v.terms?.at(-1)?.text?.toLowerCase() === 'got' &&
      HAVE_GOT.test(reading.text.slice(Math.max(0, v.offset.start - 8), v.offset.start + v.offset.length + 4));
    const lastWord = v.terms?.at(-1)?.text ?? '';
    const past =
      v.verb?.grammar?.tense === 'PastTense' &&
      !lastTags.includes('PresentTense') &&
      !lastTags.includes('Infinitive') &&
      !having &&
      !notParticiple(lastWord);
    const future = v.verb?.grammar?.tense === 'FutureTense';
    const finite = past && (v.terms ?? []).some((t) => FINITE_PAST.has((t.text ?? '').toLowerCase()));
    return [{ start: v.offset.start, end: v.offset.start + v.offset.length, finite, past, future }];
  });
  phrasesOf.set(reading, found);
  return found;
}

/** Where a sentence ends: a day is said with a verb of its own sentence. */
const SENTENCE_END = /[.;!?](?=\s|$)/;
/** Where a clause ends: "on dec 1, no monitor needed" says nothing of when dec 1 was. */
const CLAUSE_BREAK = /[,:(]|\b(?:but|and|so|because|then)\b/gi;
/**
 * Words that make a day a target rather than a time something happened: "booked a table for friday",
 * "paid until the 30th", "was due by monday".
 */
const TARGET_BEFORE = /\b(?:for|until|till|til|by)\s+(?:the\s+)?$/i;
/** Parts of speech that say a clause has a subject: "I", "FitLife", "the package", "my card". */
const SUBJECT_TAGS = ['Pronoun', 'ProperNoun', 'Determiner', 'Possessive'];

/**
 * Whether a past form is the past tense of its clause rather than a participle that describes a
 * thing ("an event called Board review", "partner wanted", "get it recharged"): it has a finite
 * auxiliary ("was stolen"), or opens its sentence ("moved in on friday"), or follows a subject
 * with no verb between them ("FitLife still took", "the package arrived").
 */
function isPastTense(reading: Reading, verb: VerbPhrase): boolean {
  if (!verb.past) return false;
  if (verb.finite) return true;
  const { text, tokens } = reading;
  const sentenceStart = Math.max(0, ...[...text.slice(0, verb.start).matchAll(new RegExp(SENTENCE_END, 'g'))].map((m) => m.index + 1));
  const sentence = text.slice(sentenceStart, verb.start);
  if (!/[\p{L}\p{N}]/u.test(sentence)) return true;
  const breaks = [...sentence.matchAll(CLAUSE_BREAK)];
  const clauseStart = sentenceStart + (breaks.length > 0 ? breaks.at(-1)!.index + breaks.at(-1)![0].length : 0);
  const tags = tokenTags(reading);
  const before = tokens.flatMap((t, i) => (t.start >= clauseStart && t.end <= verb.start ? [tags[i]!] : []));
  // "report a lost bag, left it on the train on sunday": a clause that opens with it and its object,
  // as a sentence may; "one bag, delivered friday" describes the bag.
  if (before.length === 0) {
    const next = tokens.findIndex((t) => t.start >= verb.end);
    return next >= 0 && ['Pronoun', 'Determiner', 'Possessive'].some((s) => tags[next]!.has(s));
  }
  return !before.some((t) => t.has('Verb')) && before.some((t) => SUBJECT_TAGS.some((s) => t.has(s)));
}

/**
 * The verb a date is written with: the nearest verb before it in its sentence, or, with none
 * before, the first after it in its clause ("friday I paid 40 at the pump").
 */
function verbOfDate(reading: Reading, date: { start: number; end: number }): VerbPhrase | undefined {
  const { text } = reading;
  const phrases = verbPhrases(reading);
  // A past form a comma parts from the day is not its verb unless finite ("Haunted Asylum, 4 players, sunday 3pm").
  const before = phrases
    .filter((p) => p.end <= date.start && !SENTENCE_END.test(text.slice(p.end, date.start)))
    .filter((p) => p.finite || !text.slice(p.end, date.start).includes(','))
    .at(-1);
  return (
    before ??
    phrases.find(
      (p) => p.start >= date.end && !SENTENCE_END.test(text.slice(date.end, p.start)) && !text.slice(date.end, p.start).includes(','),
    )
  );
}

/** Whether the verb a date is written with is in the past. */
export function saidOfThePast(reading: Reading, date: { start: number; end: number }): boolean {
  if (TARGET_BEFORE.test(reading.text.slice(Math.max(0, date.start - 12), date.start))) return false;
  const verb = verbOfDate(reading, date);
  return verb !== undefined && isPastTense(reading, verb);
}

/**
 * Whether the verb a date is written with is in the future ("I'll drop off some tins on saturday"):
 * that day is ahead even for a tool that logs what was done.
 */
export function saidOfTheFuture(reading: Reading, date: { start: number; end: number }): boolean {
  return verbOfDate(reading, date)?.future === true;
}
