import type { ToolDefinition } from '../types.js';
import { tokenTags } from './parts-of-speech.js';
import type { Reading } from './reading.js';
import { splitIdentifier } from './text.js';
import { verbOfPast } from './verb-forms.js';

/*
 * Requests that ask for the answer's own judgement or knowledge, or that only tell how things go:
 * no tool does what they ask, whatever words of a tool they hold ("are extended warranties worth
 * it" with find_warranty, "my housemate never buys toilet paper" with settle_up).
 */

/**
 * A judgement asked for: worth, better or worse, safer or healthier than another, what a thing is good
 * for, what usually happens, an easy or good one for someone.
 */
const JUDGEMENT =
  /\bworth\s+(?:it|the|[a-z]+ing)\b|\b(?:better|worse)\b|\b(?:safer|riskier|healthier|wiser|smarter|tastier|more\s+(?:dangerous|reliable|ethical|sustainable|secure|healthy))\s+than\b|\bgood\s+for\W*$|\b(?:is|are)\s+(?:it\s+)?(?:[a-z'-]+\s+){0,3}(?:good|bad|safe|normal|healthy|harmful|dangerous)\s+(?:for|to)\b(?!\s+take\b)|\ba\s+good\s+(?:investment|idea)\b|\b(?:usually|typically|normally|generally)\b|\b(?:an?|some)\s+(?:easy|good|simple|fun|decent)\s+\S+(?:\s+\S+)?\s+for\b/i;
/** The user's own things: "is my warranty still good" asks about a record a tool keeps. */
const PERSONAL = /\b(?:i|i'm|im|my|me|mine|we|our|us)\b/i;
const QUESTION_HEAD = /^\W*(?:what|whats|what's|which|how|hows|how's|is|are|was|were|does|do|did|can|should|would|will)\b/i;

/**
 * A recommendation or a guess asked of the answer itself, whoever asks and of whatever place or day:
 * "what's worth doing in Calais if we've only got an afternoon?", "will the sky be clear tonight do you
 * think". "do you think you could book…" asks for something done, and is not read so.
 */
const ASKS_YOUR_VIEW =
  /^\W*(?:what(?:'s|s|\s+is|\s+are)|whats|anything|is\s+it|is\s+there\s+anything)\s+(?:\S+\s+)?worth\s+(?:doing|seeing|visiting|trying|watching|reading|a\s+visit)\b|\bdo\s+you\s+(?:think|reckon)\W*$|^\W*(?:do|would)\s+you\s+(?:think|reckon)\b(?!\s+(?:you|u)\b)/i;

/** Whether the text is a question for the answer's judgement or general knowledge, about nothing of the user's own. */
export function asksForJudgement(reading: Reading): boolean {
  const { text } = reading;
  if (ASKS_YOUR_VIEW.test(text)) return true;
  // "is tonight good for stargazing in Flagstaff?" asks of a day and a place a forecast tool knows.
  const particular = reading.dates.length > 0 && reading.tokens.some((t, i) => i > 0 && /^\p{Lu}/u.test(t.text));
  return (QUESTION_HEAD.test(text) || /\?\s*$/.test(text)) && JUDGEMENT.test(text) && !PERSONAL.test(text) && !particular;
}

/**
 * "can i freeze cooked rice", "can pizza boxes go in recycling?": whether a thing can be done at all,
 * asked of the answer's knowledge. Not a polite request ("can I get …", "can you …", "can I book a
 * court" where the tool books), and not one with a day, a number, a code or a name in it, which ask for
 * a particular thing ("can I keep the car until thursday").
 */
const CAN_QUESTION = /^\W*(?:(?:hi|hey|ok|so|and)\W+)?(?:can|could)\s+(?!you\b|u\b|ya\b|someone\b|somebody\b|anyone\b)(\S+)\s+(\S+)/i;
/** Verbs of asking for a thing: "can I get", "can we have", "can I book". */
const ASKING_FOR = new Set(
  'get have book order reserve buy pay add renew rent hire cancel change see make pick collect borrow switch upgrade put sign join send check swap move extend keep arrange schedule request claim use'.split(
    ' ',
  ),
);

export function asksIfPossible(reading: Reading, toolVerbs: Set<string>): boolean {
  const m = CAN_QUESTION.exec(reading.text);
  if (!m) return false;
  // "can i freeze …": the verb after the subject; "can pizza boxes go …" has a noun for its subject.
  const verb = ['i', 'we'].includes(m[1]!.toLowerCase()) ? m[2]!.toLowerCase() : undefined;
  if (verb !== undefined && (ASKING_FOR.has(verb) || toolVerbs.has(verb))) return false;
  // "can i take co-codamol and naproxen together": two things at once, which a checker takes.
  if (reading.dates.length > 0 || reading.numbers.length > 0 || /\btogether\b|\bat the same time\b/i.test(reading.text)) return false;
  return !reading.tokens.some((t, i) => i > 0 && /^\p{Lu}/u.test(t.text) && t.text !== 'I' && !/^I['’]/u.test(t.text));
}

/**
 * "should I carb load before a race", "do I need to register my septic tank", "is it safe to fly
 * after a filling": advice asked of the answer, about a verb no tool does ("should I book now" is a
 * booking tool's). "does acupuncture actually work for anxiety?", "how many miles is a half marathon":
 * whether a thing works, and how big a kind of thing is, are knowledge too.
 */
const ADVICE =
  /^\W*(?:(?:hi|hey|ok|so|and|also)\W+)?(?:should\s+(?:i|we)|do\s+(?:i|we)\s+(?:need|have)\s+to|is\s+it\s+(?:safe|ok|okay|alright|bad|wise|legal|normal|better)\s+to)\s+([a-z]+)/i;
const WORKS = /^\W*(?:does|do|will|can)\s+(?:[a-z-]+\s+){1,3}(?:actually\s+|really\s+)?work\b/i;
const HOW_BIG_A_KIND = /^\W*how\s+(?:many|much)\s+[a-z]+\s+(?:(?:is|are)\s+(?:in\s+)?|in\s+)(?:a|an|one)\s/i;

export function asksForAdvice(reading: Reading, toolVerbs: Set<string>): boolean {
  const m = ADVICE.exec(reading.text);
  if (m) {
    const verb = m[1]!.toLowerCase();
    // Not of a day or a named place ("should I bring an umbrella to Boston on friday" is a forecast's),
    // nor of two things together ("is it ok to take ibuprofen with sertraline" is a checker's).
    const particular =
      reading.dates.length > 0 ||
      /\b(?:with|together|and)\b/i.test(reading.text.slice(m.index + m[0].length)) ||
      reading.tokens.some((t, i) => i > 0 && /^\p{Lu}/u.test(t.text) && t.text !== 'I' && !/^I['’]/u.test(t.text));
    return !particular && !ASKING_FOR.has(verb) && !toolVerbs.has(verb);
  }
  return WORKS.test(reading.text) || HOW_BIG_A_KIND.test(reading.text);
}

/**
 * "how long do giraffes live?", "are wasps still active in winter?", "how do podcasts make money": a
 * question about a kind of thing, its subject a plural with no article or owner, with nothing
 * particular in it (a day, a number, a name, the user's own): general knowledge, not a record.
 */
const KIND_AUXILIARIES = new Set(['do', 'does', 'are', 'can', 'should', 'will', 'would', 'could']);
const MEASURES = new Set(['long', 'far', 'much', 'many', 'often', 'old', 'big', 'fast', 'quickly', 'soon']);

export function asksAboutKinds(reading: Reading): boolean {
  if (PERSONAL.test(reading.text) || reading.dates.length > 0 || reading.numbers.length > 0) return false;
  // "what does 'buenos dias' mean": words quoted are a particular thing.
  if (reading.candidates.some((c) => c.kind === 'quoted')) return false;
  const words = reading.tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  let k = 0;
  if (words[k]?.lower === 'how') k += MEASURES.has(words[k + 1]?.lower ?? '') ? 2 : 1;
  // "what do owls eat", "why do cats purr".
  else if (['what', 'why', 'where', 'when'].includes(words[k]?.lower ?? '')) k += 1;
  if (!KIND_AUXILIARIES.has(words[k]?.lower ?? '')) return false;
  const subject = words[k + 1];
  if (subject === undefined || subject.text !== subject.lower) return false;
  const tags = tokenTags(reading)[reading.tokens.indexOf(subject)];
  if (!tags?.has('Plural') || tags.has('Pronoun')) return false;
  return !words.slice(k + 2).some((t) => /^\p{Lu}/u.test(t.text));
}

/**
 * "my kids never do their chores without being asked": what someone always or never does, told in the
 * present, in one clause with nothing asked after it. A past ("never got picked up") reports an event.
 */
const HABIT =
  /^\W*(?:(?:my|our|his|her|their|the)\s+(?:[\p{L}'-]+\s+){1,3}|(?:he|she|they)\s+|(?:[\p{L}'-]+\s+){1,3}(?=(?:is|are)\s))(?:(?:is|are)\s+)?(?:never|always)\s+([\p{L}'-]+)/iu;
const NOT_A_HABIT = /[,;:?!]|\b(?:please|pls|can you|could you|remind|log|record|add)\b/i;

export function statesAHabit(reading: Reading): boolean {
  const m = HABIT.exec(reading.text);
  if (!m || NOT_A_HABIT.test(reading.text)) return false;
  const verb = m[1]!.toLowerCase();
  const past = (verb.length > 4 && verb.endsWith('ed')) || verbOfPast(verb) !== undefined || PAST_AUXILIARIES.has(verb);
  return !past;
}
const PAST_AUXILIARIES = new Set(['got', 'was', 'were', 'did', 'had']);

/**
 * "the anti-bribery module is sooo boring", "phones have been mad today": how something feels to the
 * user, told in one clause, with nothing asked. Only words of judgement or mood say so: "the fridge is
 * broken" and "the van is at 3 degrees" report a fact a tool may record.
 */
const FEELING = new RegExp(
  String.raw`^\W*(?:[\p{L}'-]+\s+){1,4}(?:is|are|was|were|has been|have been|had been|been|seems?|feels?|looks?|sounds?|gets?|getting)\s+` +
    String.raw`(?:(?:so+|really|very|pretty|super|absolutely|totally|a bit|kind of|kinda|quite|incredibly|utterly|properly|well)\s+)*` +
    String.raw`(boring|dull|tedious|mad|crazy|insane|nuts|hectic|manic|chaotic|wild|brutal|annoying|irritating|frustrating|stressful|exhausting|tiring|awful|terrible|horrible|dreadful|rubbish|great|good|nice|cool|amazing|awesome|brilliant|lovely|fun|fantastic|wonderful|interesting|weird|strange|ridiculous|pointless|painful|unbearable|expensive|pricey|confusing|excited|happy|sad|tired|bored|fed up)` +
    // What may follow it: when, and a word that only colours it ("btw", "lol", "tbh").
    String.raw`(?:\s+(?:today|tonight|yesterday|lately|recently|again|(?:this|last)\s+(?:night|week|morning|afternoon|evening|year|month)|right\s+now|as\s+usual))?` +
    // "x" or "xx": a kiss, signing off.
    String.raw`(?:\s+(?:btw|lol|tbh|honestly|haha|though|too|x+))?\W*$`,
  'iu',
);

/** "I love the new training portal", "ugh I hate mondays": the user's liking of a thing, with nothing asked of it. */
const LIKING =
  /^\W*(?:(?:ugh|argh|oh|ah|man|god|gosh|honestly|wow)\W+)?i\s+(?:really\s+|just\s+|absolutely\s+|so\s+)?(?:love|hate|adore|loathe|dislike|can't\s+stand|cannot\s+stand)\s+(?:(?:the|this|that|these|those|my|our|how)\b|[\p{L}'-]+s\W*$)/iu;

export function statesAFeeling(reading: Reading): boolean {
  return (FEELING.test(reading.text) || LIKING.test(reading.text)) && !NOT_A_HABIT.test(reading.text);
}

/** Tools that take a feeling as what they record: "i love this song" likes it, "today was awful" is a mood. */
const FEELING_TOOLS = /\b(?:like|likes|love|favou?rites?|rate|rating|review|feedback|mood|journal|diary)\b/i;
export const takesFeelings = (tool: ToolDefinition) => FEELING_TOOLS.test(splitIdentifier(tool.name));

/**
 * "how many languages do you speak?", "what music do you like?", "which languages can you understand?": a question
 * about the assistant itself, whose verb ends it with nothing of the user's after it. "do you speak
 * French" or "can you play some jazz" go on to say what to do, and are not read so.
 */
const ABOUT_YOU =
  /^\W*(?:how\s+many|what|which)\b[^?.!,;]{0,60}?\b(?:do|can|could|would)\s+you\s+(?:\w+\s+)?(?:speak|like|love|prefer|enjoy|know|understand)\W*$/i;

/**
 * "where is the main library", "where is the nearest car park to the gallery": a question where a
 * thing is, of nothing the user owns. Only a tool that finds, tracks or places things answers it; one
 * that searches a collection or a list only shares a word with it. "where's my parcel" asks for a
 * record of the user's own, which any tool that reads it may answer.
 */
export function asksWhereAThingIs(reading: Reading): boolean {
  // "where is TR-20931 at?": a reference is the user's own record.
  return /^\W*(?:where(?:'s|s)?|where\s+is|where\s+are)\b/i.test(reading.text) && !PERSONAL.test(reading.text) && !/\d/.test(reading.text);
}
const TELLS_PLACES =
  /\b(?:find|finds|near|nearest|nearby|where|locate|locates|location|locations|address|addresses|directions|map|track|tracks|tracking|site|sites|venue|venues|branch|branches)\b/i;
/** Whether a tool's name or description says it tells where things are. */
export const tellsPlaces = (tool: ToolDefinition) => TELLS_PLACES.test(`${splitIdentifier(tool.name)} ${tool.description.slice(0, 300)}`);

export function asksAboutTheAssistant(reading: Reading): boolean {
  return ABOUT_YOU.test(reading.text);
}
