import type { ToolDefinition } from '../types.js';
import type { ToolProfile } from './choose-tool.js';
import { FILLER } from './lexicon.js';
import { ACTION_CONCEPTS } from './concepts-actions.js';
import { tokenTags } from './parts-of-speech.js';
import { propertySchemas, typeOf } from './properties.js';
import { type Reading, findConcepts } from './reading.js';
import { splitIdentifier, tokenize } from './text.js';
import { verbOfPast } from './verb-forms.js';

/*
 * What kind of request a text is, apart from which tool it names: one that asks to know, a question
 * of fact for a web search; and which tools only read.
 */

/** Verbs a tool's name starts with when it only reads: get_ticket, list_orders, search_news. */
const READ_VERBS = new Set(
  'get list search find show fetch lookup look read view check query retrieve describe count lookup browse'.split(' '),
);
/** First words of a request that ask to know rather than to change something. */
const ASKING = new Set(
  "what what's whats which who who's whose where where's when how how's is are was were has hasn't does did do show list get find check look see view display tell any anything anyone".split(
    ' ',
  ),
);
const OPENERS = new Set('please pls can could would will you hey hi ok okay so and'.split(' '));

/**
 * Whether the request asks to know something ("what's the status of PROJ-142", "show me ticket ENG-7",
 * "whens the next trash day", "compost pickup - what day?", "I last donated in May, when can I again?").
 */
export function asksToKnow(reading: Reading): boolean {
  const words = reading.tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  const first = words.find((t) => !OPENERS.has(t.lower));
  if (first === undefined) return false;
  // "whens", "wheres": a question word with its "is" run on.
  if (commandsByDo(reading)) return false;
  if (ASKING.has(first.lower) || (WH.has(first.lower.replace(/s$/, '')) && first.lower.endsWith('s'))) return true;
  // A question mark after a question word anywhere: a question asked after what it is about.
  return /\?\s*$/.test(reading.text) && words.some((t) => WH.has(t.lower.split("'")[0]!));
}

/**
 * Whether the question asks what the user did ("which orders did i cancel", "did I ever order a yoga
 * mat?", "have we paid the plumber?"): a record of it is asked for, not the deed done again. Not when a
 * command follows ("did I lock the back door? lock it"), nor "have I got", which asks what is held.
 */
export function asksWhatWasDone(reading: Reading): boolean {
  if (!asksToKnow(reading) || commandFollows(reading)) return false;
  const words = reading.tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text)).map((t) => t.lower);
  return words.some((w, i) => {
    if (!DONE_AUXILIARIES.has(w) || !DOERS.has(words[i + 1] ?? '')) return false;
    let k = i + 2;
    while (PAST_ADVERBS.has(words[k] ?? '')) k++;
    const verb = words[k];
    if (verb === undefined) return false;
    // "did I order": a plain verb after "did"; "have I paid", "have we ever cancelled": a participle after "have".
    return w === 'did' || (verb !== 'got' && ((verb.length > 4 && verb.endsWith('ed')) || verbOfPast(verb) !== undefined));
  });
}
const DONE_AUXILIARIES = new Set(['did', 'have', 'had']);
const DOERS = new Set(['i', 'we']);
const PAST_ADVERBS = new Set(['ever', 'already', 'just', 'actually', 'really', 'not', 'never', 'previously', 'once']);

/** "do a 25% water change", "do the dishes": "do" before an article is a command, not a question. */
function commandsByDo(reading: Reading): boolean {
  const words = reading.tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  const at = words.findIndex((t) => !OPENERS.has(t.lower));
  return words[at]?.lower === 'do' && DETERMINERS.has(words[at + 1]?.lower ?? '');
}
/** Words that begin the object of a command: "do a backup", "do my taxes". */
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'some', 'another', 'this', 'that']);

/**
 * Whether a tool only reads: by the verb its name starts with (get_ticket), or, for a name without
 * a verb (next_collection, snow_report), by a description that tells rather than does ("When the next
 * bin collection is", "List plants that…", "Whether campfires are allowed").
 */
export function onlyReads(tool: ToolDefinition): boolean {
  const first = splitIdentifier(tool.name).trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (READ_VERBS.has(first)) return true;
  if (ACTION_VERBS.has(first)) return false;
  const opening = tool.description.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return DESCRIBED_READS.has(opening) || WH.has(opening) || opening === 'whether';
}
/** Verbs a description opens with when its tool only reads; not "count", which a calculator opens with. */
const DESCRIBED_READS = new Set(
  // Or with what it tells: "Current propagation forecast for the amateur bands".
  'get list search find show fetch look read view check retrieve browse current latest live today upcoming available'.split(' '),
);

/**
 * Whether the question asks if something is allowed ("can I return a sofa if it doesnt fit through the
 * door?", "am I allowed to bring a dog?", "is it ok to pay later?"): "can I" or "may I" with a condition
 * on it, or a word of permission. "can I get a flat white at 10:15" asks for one, and is not read so.
 */
export function asksWhetherAllowed(reading: Reading): boolean {
  if (commandFollows(reading)) return false;
  const words = reading.tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text)).map((t) => t.lower);
  const at = words.findIndex((w) => !OPENERS.has(w) || w === 'can');
  const [head, subject] = [words[at], words[at + 1]];
  if (head === undefined || subject === undefined || !YES_NO_HEADS.has(head)) return false;
  const rest = words.slice(at + 2);
  if (rest.some((w) => PERMISSION.has(w))) return true;
  return (head === 'can' || head === 'may') && DOERS.has(subject) && rest.some((w) => CONDITIONS.has(w));
}
const YES_NO_HEADS = new Set(['can', 'may', 'am', 'are', 'is']);
const PERMISSION = new Set(['allowed', 'permitted', 'legal', 'ok', 'okay', 'possible']);
const CONDITIONS = new Set(['if', 'unless', 'without', 'once']);

/** Words of a tool's name that say it tells what is allowed: get_return_policy, fishing_rules, check_donor_eligibility. */
const RULE_WORDS = new Set(['policy', 'policies', 'rule', 'rules', 'eligibility', 'restriction', 'restrictions', 'terms']);

/** Whether a tool tells what is allowed, by a word of its name. */
export function tellsRules(tool: ToolDefinition): boolean {
  return splitIdentifier(tool.name)
    .toLowerCase()
    .split(/\s+/)
    .some((w) => RULE_WORDS.has(w));
}

/** Verbs a tool's name starts with when it searches many records: search_orders, list_transactions. */
const SEARCH_VERBS = new Set(['list', 'search', 'find', 'browse', 'query']);

/** Whether a tool searches or lists records rather than fetching one: by the verb its name starts with. */
export function searchesRecords(tool: ToolDefinition): boolean {
  return SEARCH_VERBS.has(splitIdentifier(tool.name).trim().split(/\s+/)[0]?.toLowerCase() ?? '');
}

/** Verbs a tool's name starts with when it keeps a record of something done: log_nap, post_golf_score. */
const RECORD_VERBS = new Set(['log', 'record', 'post', 'track', 'report', 'note', 'journal']);

/** Verbs that begin a command to record something; not "track", which also starts to follow a thing ("track my pothos"). */
const RECORD_COMMANDS = new Set(['log', 'record', 'note', 'journal']);

/** Whether a tool keeps a record of what happened, by the verb its name starts with. */
export function recordsWhatHappened(tool: ToolDefinition): boolean {
  const first = splitIdentifier(tool.name).trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return RECORD_VERBS.has(first);
}

/** Words before the verb of a report: "I just watered", "we finally drank", "he fell asleep". */
const SUBJECTS = new Set('i we he she they you just already finally also then today yesterday so and'.split(' '));
/**
 * Whether the request reports something already done ("just watered gerald", "shot 92 today",
 * "we drank the Cloudy Bay", "recycling wasnt picked up"): the verb it begins with, after its
 * subject, is in the past, or a "was/got" says so. Such a request is for a tool that records.
 */
export function reportsDone(reading: Reading): boolean {
  const words = reading.tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  const head = words.findIndex((t) => !SUBJECTS.has(t.lower) && !OPENERS.has(t.lower));
  const verb = words[head];
  if (verb === undefined) return false;
  // "log a win for sam", "record an hour at the food bank": a command to record is told to a tool that does.
  if (RECORD_COMMANDS.has(verb.lower)) return true;
  const past = (w: string) => (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) || verbOfPast(w) !== undefined;
  if (past(verb.lower)) return true;
  // "the compost bin got skipped", "recycling wasnt picked up": a passive past a few words in.
  return words
    .slice(0, 6)
    .some(
      (t, i) => PASSIVE.has(t.lower) && words[i + 1] !== undefined && (past(words[i + 1]!.lower) || PASSIVE_NOT.has(words[i + 1]!.lower)),
    );
}
const PASSIVE = new Set(['was', "wasn't", 'wasnt', 'were', "weren't", 'werent', 'got', 'never']);
const PASSIVE_NOT = new Set(['not']);

/**
 * Whether the request begins with the verb the tool's name begins with ("play episode 3" for
 * play_episode): it names that tool's action, and another tool is not what it asks for.
 */
export function namesAction(tool: ToolDefinition, reading: Reading): boolean {
  const first = reading.tokens.find((t) => /[\p{L}\p{N}]/u.test(t.text) && !OPENERS.has(t.lower) && !FILLER.has(t.lower));
  const verb = tokenize(splitIdentifier(tool.name))[0]?.stem;
  // Or the verb its description begins with: "save a warranty" is register_warranty's ("Save a product
  // warranty"), not find_warranty's, whose "Look up a saved warranty" only names what was saved.
  const described = tokenize(tool.description.slice(0, 40))[0]?.stem;
  return first !== undefined && (first.stem === verb || first.stem === described);
}

/**
 * Greetings, thanks and small talk: a text made only of these asks for nothing a tool does, whatever
 * tool has a "morning" among its values.
 */
const SOCIAL = [
  'good morning',
  'good afternoon',
  'good evening',
  'good night',
  'how are you doing',
  'how are you',
  "how's it going",
  'how is it going',
  'thank you',
  'thanks',
  'thx',
  'ty',
  "that's everything",
  "that's all",
  'that is all',
  "that's it",
  'that is it',
  'for today',
  'for now',
  'that is everything',
  'hi',
  'hello',
  'hey',
  'hiya',
  'there',
  'ok',
  'okay',
  'cool',
  'great',
  'nice',
  'awesome',
  'perfect',
  'cheers',
  'bye',
  'goodbye',
  'see you',
  'so much',
  'very much',
  'a lot',
  'today',
  'again',
].map((p) => p.split(' '));

/** Whether the text is only greetings, thanks and small talk ("good morning, how are you today?"). */
export function onlySocial(reading: Reading): boolean {
  const words = reading.tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text)).map((t) => t.lower);
  if (words.length === 0) return false;
  for (let i = 0; i < words.length;) {
    const phrase = SOCIAL.find((p) => p.every((w, k) => words[i + k] === w));
    if (!phrase) return false;
    i += phrase.length;
  }
  return true;
}

/**
 * Whether the request asks why ("why does the printer keep jamming"): a reason, which no tool but a
 * web search gives, however many of a tool's words the question holds.
 */
export function asksWhy(reading: Reading): boolean {
  const first = reading.tokens.find((t) => /[\p{L}\p{N}]/u.test(t.text) && !OPENERS.has(t.lower));
  // "what's the difference between knitting and crochet" asks for an explanation too, as "why" does
  // ("the difference between 50 and 8" is a subtraction).
  return (
    // "why is my bill so high, break it down for me" goes on to ask for something done.
    ((first?.lower === 'why' || first?.lower === "why's") && !commandFollows(reading)) ||
    (COMPARES.test(reading.text) && reading.numbers.length === 0) ||
    // Advice in one clause: "what should I pack for winter camping", "is it better to rent or buy".
    (ADVICE.test(reading.text) && !/[,;]|\?.*\S.*\?/.test(reading.text))
  );
}
/** Words that may stand before a command's verb: "please break it down", "can you check", "and then send it". */
const LEAD_INS = new Set(['please', 'pls', 'and', 'then', 'so', 'just', 'also', 'now', 'can', 'could', 'would', 'will', 'you']);

/**
 * Whether a clause after the first tells what to do ("why is my bill so high, break it down for me",
 * "why is my order late? can you check"): the word that opens it, past a lead-in, is a verb in its
 * plain form (compromise's Infinitive), not a subject ("…, i wonder").
 */
export function commandFollows(reading: Reading): boolean {
  const { tokens } = reading;
  const breaks = tokens.findIndex((t) => CLAUSE_BREAK.has(t.text));
  if (breaks < 0 || breaks >= tokens.length - 1) return false;
  const tags = tokenTags(reading);
  for (let i = breaks; i < tokens.length - 1; i++) {
    if (!CLAUSE_BREAK.has(tokens[i]!.text)) continue;
    let k = i + 1;
    while (k < tokens.length && LEAD_INS.has(tokens[k]!.lower)) k++;
    const t = tags[k];
    if (t !== undefined && t.has('Infinitive') && !t.has('Modal')) return true;
  }
  return false;
}
const CLAUSE_BREAK = new Set([',', ';', '.', '!', '?']);

/*
 * "should I buy bitcoin?", "should we sell the shares": a decision to buy, sell or invest asked of the
 * answer, which a tool that quotes or trades the thing does not take.
 */
const ADVICE =
  /^\W*(?:(?:what|which)\s+(?:should|shall)\s+(?:i|we)\b|is\s+it\s+better\s+to\b|should\s+(?:i|we)\s+\S+.*\bor\b|(?:should|shall)\s+(?:i|we)\s+(?:buy|sell|invest|hold\s+on\s+to|keep\s+holding)\b[^?.!]*\?\s*$)/i;
const COMPARES =
  /^\W*(?:what(?:'s|s|\s+is|\s+are)|whats)\s+the\s+(?:(?:actual|real|main|big|key)\s+)?(?:difference|differences)\s+between\b/i;

/** "how do I write a good email?", "how can we…", "how to…": a question how to do a thing, which the answer explains. */
export function asksHowTo(reading: Reading): boolean {
  return HOW_TO.test(reading.text);
}
const HOW_TO = /^\W*(?:how\s+(?:do|can|should|would|could)\s+(?:i|we|you|one)\b|how\s+to\b)/i;

/** Verbs a tool's name starts with when it changes something: book_gym_class, order_room_service. */
const ACTION_VERBS = new Set(
  `set create book add log send start schedule request play order cancel pay buy submit record change post return resolve
  print unlock reserve raise mute merge file water swap subscribe report rent place download upload deploy claim skip restart
  remove rate pause freeze follow arm transfer tag revert refill lock apply update make like move rename delete close
  complete stop remind compose reply share invite assign edit mark turn enable disable run call text dim archive publish
  install register sign renew hire`.split(/\s+/),
);

const COMPUTING = ['add', 'subtract', 'multiply', 'divide', 'power', 'math', 'convert'];
/** First words of a question, not a polite request ("can you…", "could I…" ask for something done). */
const QUESTION_HEADS = new Set(['what', 'which', 'who', 'whose', 'where', 'when', 'how', 'why', 'is', 'are', 'does', 'do', 'has']);

/**
 * Whether a question is about the thing a tool acts on rather than a request to act: "what are the
 * gym's opening hours?" asks nothing of book_gym_class, whose verb it does not name, in any form.
 */
export function asksAboutNotDoing(tool: ToolDefinition, reading: Reading, profile: ToolProfile): boolean {
  // A tool that computes answers a question by acting ("what is 5 cubed" for raise_to_power): one that
  // takes a number it needs; "add" of add_set_to_planner is no sum.
  if (COMPUTING.some((c) => (profile.concepts.get(c) ?? 0) >= 2) && needsNumber(tool)) return false;
  // Nor does one that prices, asked what a thing costs ("how much to translate 800 words" for a quote).
  if ((profile.concepts.get('cost') ?? 0) >= 2 && reading.concepts.has('cost')) return false;
  const head = reading.tokens.find((t) => /[\p{L}\p{N}]/u.test(t.text));
  if (head === undefined || !QUESTION_HEADS.has(head.lower.split("'")[0]!) || commandsByDo(reading)) return false;
  const verb = tokenize(splitIdentifier(tool.name))[0];
  if (verb === undefined || !ACTION_VERBS.has(verb.lower)) return false;
  if (reading.tokens.some((t) => t.stem === verb.stem)) return false;
  // The verb's concept named otherwise ("plus" for add_numbers, "ping me" for create_reminder).
  const meant = findConcepts([verb]);
  // Only concepts of doing: "renew" is also the library's, which "the library" names.
  return ![...meant.keys()].some((c) => c in ACTION_CONCEPTS && reading.concepts.has(c));
}

/** Whether a tool requires a number among its arguments. */
function needsNumber(tool: ToolDefinition): boolean {
  const required = new Set(Array.isArray(tool.parameters.required) ? tool.parameters.required : []);
  return propertySchemas(tool.parameters).some(
    ([name, schema]) => required.has(name) && ['number', 'integer'].includes(typeOf(schema) ?? ''),
  );
}

/** Question words a tool's description may answer, and the phrases that ask them otherwise. */
const ANSWERED = new Set(['when', 'where', 'who', 'whether']);
const ASKED_AS: [RegExp, string][] = [
  [/\b(?:what|which)\s+(?:day|date|time)\b|\bwhens\b|\bhow\s+soon\b/i, 'when'],
  [/\bwheres\b/i, 'where'],
];

/**
 * The question word a request asks by ("when can I donate again?", "compost pickup - what day?",
 * "can we have a campfire?" → whether), if it is one a description may answer.
 */
export function askedBy(reading: Reading): string | undefined {
  for (const [said, wh] of ASKED_AS) if (said.test(reading.text)) return wh;
  const words = reading.tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  const wh = words.find((t) => WH.has(t.lower.split("'")[0]!))?.lower.split("'")[0];
  if (wh !== undefined) return ANSWERED.has(wh) ? wh : undefined;
  const head = words.find((t) => !OPENERS.has(t.lower) || t.lower === 'can');
  return head !== undefined && YES_NO.has(head.lower) && !commandsByDo(reading) ? 'whether' : undefined;
}
const YES_NO = new Set(['is', 'are', 'can', 'does', 'do', 'will']);

/** Whether a tool's description says it answers the question word ("Check when the donor can next give"). */
export function answers(tool: ToolDefinition, wh: string): boolean {
  const words: string[] =
    tool.description
      .slice(0, 300)
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  return words.includes(wh);
}

/** A little more for a tool that reads when the request asks to know. */
export const READ_BONUS = 0.75;

const WH = new Set(['how', 'what', 'who', 'when', 'where', 'which', 'why', 'whose']);
const MEASURE_QUESTION = new Set([
  'tall',
  'big',
  'far',
  'old',
  'long',
  'many',
  'much',
  'high',
  'deep',
  'fast',
  'heavy',
  'large',
  'wide',
  'hot',
  'cold',
  'often',
]);

/**
 * Whether the text asks about something in the world that a web search answers: a wh-question
 * about a named or definite thing ("how tall is the eiffel tower", "who invented the telephone",
 * "when did Rome fall") or a measure ("how far is …"). "what is love?" and "what are you?" are not.
 */
export function asksAFact(reading: Reading): boolean {
  const words = reading.tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  const first = words.findIndex((t) => !FILLER.has(t.lower) || WH.has(t.lower.split("'")[0]!));
  const head = words[first];
  if (!head || !WH.has(head.lower.split("'")[0]!)) return false;
  const rest = words.slice(first + 1);
  if (head.lower === 'how' && rest[0] !== undefined && MEASURE_QUESTION.has(rest[0].lower)) return true;
  // "who wrote hamlet", "when did the wall fall": about someone or something else, not the assistant.
  const personal = rest.some((t) => ['you', 'your', 'i', 'me', 'my', 'we', 'our', 'us'].includes(t.lower));
  if (['who', 'when', 'where'].includes(head.lower.split("'")[0]!) && rest.length >= 2 && !personal) return true;
  const definite = rest.some((t, i) => t.lower === 'the' && rest[i + 1] !== undefined);
  const named = rest.some((t) => /^\p{Lu}/u.test(t.text) && t.text !== 'I');
  return definite || named;
}

/** A tool that searches the web: the one to ask a question no other tool is for. */
export function searchesTheWeb(profile: ToolProfile): boolean {
  return (profile.concepts.get('web') ?? 0) >= 2 && (profile.concepts.get('search') ?? 0) >= 2;
}
