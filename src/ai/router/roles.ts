import type { Reading } from './reading.js';
import { type Token, stem, stemWord } from './text.js';

/*
 * The roles a free-text property plays (free-text.ts), read from its name, with the cue words its
 * value follows, the words that end it and the words trimmed from its ends.
 */

export type Role =
  | 'phone'
  | 'channel'
  | 'room'
  | 'place'
  | 'company'
  | 'origin'
  | 'destination'
  | 'person'
  | 'artist'
  | 'symbol'
  | 'subject'
  | 'body'
  | 'text'
  | 'title'
  | 'label'
  | 'query'
  | 'song'
  | 'playlist'
  | 'other';

const ROLE_WORDS: [Role, string[]][] = [
  ['phone', ['phone', 'mobile', 'tel', 'telephone', 'cell', 'msisdn']],
  ['origin', ['origin', 'from', 'start', 'departure', 'source', 'pickup']],
  ['destination', ['destination', 'dest', 'to', 'arrival', 'end', 'dropoff']],
  [
    'place',
    [
      'city',
      'location',
      'place',
      'town',
      'address',
      'venue',
      'region',
      'country',
      'where',
      'locality',
      'near',
      // Places people go to by name: "at Whistler", "in Yosemite", "on the Madison River".
      'park',
      'resort',
      'center',
      'centre',
      'museum',
      'gallery',
      'lake',
      'river',
      'water',
      'beach',
      'trail',
      'campground',
      'gym',
      'hotel',
      'clinic',
      'hospital',
      'stadium',
      'theater',
      'theatre',
      'cinema',
    ],
  ],
  // Who issued, employs or sells: "from Acme Corp", "at Initech", "with Chase".
  [
    'company',
    [
      'company',
      'issuer',
      'employer',
      'organization',
      'organisation',
      'org',
      'bank',
      'vendor',
      'merchant',
      'business',
      'firm',
      'brand',
      'payer',
      'insurer',
      'lender',
      'agency',
      // Who a business buys from: "PO for Dell", "order from Viking Direct".
      'supplier',
      'provider',
      'manufacturer',
      'retailer',
      'distributor',
      'wholesaler',
    ],
  ],
  ['channel', ['channel', 'chat', 'room_name']],
  ['room', ['room', 'zone', 'area', 'floor', 'space']],
  ['artist', ['artist', 'band', 'singer', 'performer']],
  ['symbol', ['symbol', 'ticker', 'stock']],
  ['subject', ['subject', 'topic', 'regarding']],
  ['body', ['body', 'message', 'content']],
  ['text', ['text', 'phrase', 'sentence', 'word', 'source_text']],
  ['playlist', ['playlist']],
  ['song', ['song', 'track', 'tune']],
  ['label', ['label', 'tag', 'memo', 'reference', 'purpose', 'nickname', 'alias']],
  ['query', ['query', 'q', 'search', 'term', 'keyword', 'keywords', 'filter']],
  [
    'person',
    [
      'person',
      'user',
      'username',
      'student',
      'patient',
      'player',
      'team',
      'contact',
      'employee',
      'who',
      'fullname',
      'member',
      'recipient',
      'author',
      'attendee',
      'payee',
      'assignee',
      'beneficiary',
      'owner',
      'holder',
      'applicant',
      'teammate',
      'addressee',
      'surname',
      'lastname',
      'firstname',
      // People a request names by what they do: "with Marco", "Alex is hosting", "invite Sam and Mia".
      'stylist',
      'barber',
      'hairdresser',
      'host',
      'guest',
      'invitee',
      'participant',
      'winner',
      'organizer',
      'organiser',
      'therapist',
      'tutor',
      'teacher',
      'trainer',
      'coach',
      'instructor',
      'doctor',
      'dentist',
      'nurse',
      'sitter',
      'walker',
      'driver',
      'friend',
    ],
  ],
  ['title', ['title', 'task', 'item', 'todo', 'note', 'summary', 'reminder', 'event', 'what', 'description', 'name']],
];

export function roleOf(words: string[], toolConcepts: Set<string>): Role {
  // `last_name`, `first_name`: a person's, whatever the tool.
  if (words.includes('name') && words.some((w) => PERSON_NAME_PARTS.has(w))) return 'person';
  // `dog_name`, `walker_name`: the name of someone (or some animal) is a name, not a title.
  if (words.includes('name') && words.some((w) => BEINGS.has(w))) return 'person';
  for (const [role, names] of ROLE_WORDS) {
    if (!words.some((w) => names.includes(w))) continue;
    // A "name" is a person's in a directory tool, a title elsewhere.
    if (role === 'title' && words.includes('name') && words.length === 1 && toolConcepts.has('person')) return 'person';
    return role;
  }
  return 'other';
}

const PERSON_NAME_PARTS = new Set(['last', 'first', 'full', 'middle', 'given', 'family', 'sur']);
/**
 * Words for someone or some animal whose name a property may hold (`dog_name`, `swimmer_name`,
 * `buyer`), stemmed as identifierWords stems them. One list for both readings: a `…_name` here is a
 * person's, not a title, and a property named by one alone holds a name (being-properties.ts).
 */
export const BEINGS = new Set(
  [
    ...'buddy buyer seller child kid baby son daughter parent mother father sibling brother sister partner spouse husband wife friend mate housemate roommate flatmate neighbour neighbor colleague boss manager client customer passenger tenant landlord guest visitor caller sender'.split(
      ' ',
    ),
    ...'rider diver climber runner swimmer cyclist golfer dancer singer player athlete member donor learner pupil student patient owner holder borrower applicant recipient participant attendee resident volunteer winner employee candidate contestant entrant performer presenter walker sitter driver doctor tutor teacher trainer coach instructor host agent'.split(
      ' ',
    ),
    ...'pet animal dog cat puppy kitten horse pony mare foal hen chicken rooster cow goat sheep pig rabbit bird parrot fish'.split(' '),
  ].map(stem),
);

const cues = (list: string) => list.split('|').map((c) => c.split(' '));
export const CUES: Record<Role, string[][]> = {
  phone: [],
  channel: cues('channel|in|to'),
  room: cues('in|of'),
  place: cues('in|for|at|near|of|to'),
  company: cues('from|at|with|by|for'),
  origin: cues('from'),
  destination: cues('navigate to|directions to|get to|way to|take me to|go to|drive to|walk to|take me|to'),
  person: cues(
    'named|called|who is|look up|lookup|details of|info on|of|for|employee|user|colleague|find|message|tell|text|ask|ping|to|with|invite|between',
  ),
  artist: cues('by'),
  symbol: cues('for|of|ticker|symbol'),
  subject: cues('subject|re|regarding|titled|called|about'),
  body: cues('body|saying|that says|and say|say|message|remind me to|remind me about|remind us to|reminder to|that'),
  text: cues(':|translate|say|saying|that|is|does|remind me to|remind me about|remind us to'),
  title: cues(
    'called|named|titled|:|remind me to|remind me about|forget to|reminder to|to|about|add|put|schedule|book|create|plan|set up|new|for',
  ),
  label: cues('labeled|labelled|called|named|label|for'),
  query: cues('for|about|on|mentioning|containing|named|called|titled|look for|dig up|where is|where are|find|search|locate|show me|get'),
  song: cues('listen to|put on|play|add|save|put|queue'),
  playlist: cues('playlist called|playlist named|playlist'),
  other: cues('called|named|titled|:|about|for'),
};
/** Words that end a value of the role (beside punctuation and what other properties took). */
const PLACE_STOPS = new Set(
  'in on at for by with from to this next tomorrow today tonight now right please and is will was what whats how when which who under over below above near around within between during before after until since via like than per'.split(
    ' ',
  ),
);
export const STOPS: Partial<Record<Role, Set<string>>> = {
  place: PLACE_STOPS,
  company: PLACE_STOPS,
  origin: new Set('to by via on at please and'.split(' ')),
  destination: new Set('from by via please and'.split(' ')),
  person: new Set('in from at on please and is what how when which the that about saying between'.split(' ')),
  artist: new Set('to on in from please and'.split(' ')),
  subject: new Set('body saying'.split(' ')),
  body: new Set('subject'.split(' ')),
  label: new Set('at please'.split(' ')),
  text: new Set('mean means meaning'.split(' ')),
  song: new Set('by please'.split(' ')),
};
/** Roles whose values are what someone says, kept as written. */
export const SAID = new Set<Role>(['body', 'text']);
export const INTRODUCES = new Set(['that', 'saying', 'says', 'to', 'of']);
/** Where the speaker is: "near me", "for us", "around here". */
export const SPEAKER = new Set(['me', 'us', 'here']);
/**
 * Words that stand for a thing named elsewhere, no value of their own: "add them to the list",
 * "label it docs", "tag them urgent".
 */
export const PRONOUNS = new Set(['it', 'this', 'them', 'these', 'those', 'they']);
/** Roles whose values are names, capitalised when written all in lower case. */
export const PROPER = new Set<Role>(['place', 'company', 'person', 'artist']);
/** Roles whose values are names of things, never made of small words alone. */
export const NAMES = new Set<Role>([
  'place',
  'company',
  'person',
  'origin',
  'destination',
  'artist',
  'symbol',
  'playlist',
  'label',
  'query',
  'other',
]);
/** Words trimmed from the ends of a value: "the budget" → "budget", "the dentist on" → "dentist". */
export const TRIM = new Set(
  'a an the my your our his her their this that some something anything to in on at for by from with into of about please pls plz thx thanks asap urgently now after before since until and or then under over below above around within as'.split(
    ' ',
  ),
);
/** Words that name where things are kept rather than what they are: "tax documents" → "tax". */
export const CONTAINERS = new Set([
  'file',
  'document',
  'doc',
  'folder',
  'calendar',
  'list',
  'todo',
  'task',
  'playlist',
  'song',
  'track',
  'music',
  'reminder',
  'event',
  'directory',
  'user',
  'employee',
  'record',
  'item',
  'entry',
]);

/** Words for an amount of something, before "of": "a bag of", "two packs of" (stemmed as tokens are: "bottles" → "bottl"). */
export const MEASURES = new Set(
  'pack bag box bottle can jar carton piece pair set loaf bunch copy roll tube bar case packet dozen cup glass slice bowl tin sack crate unit serving portion tablet pill capsule dose'
    .split(' ')
    .map(stemWord),
);

export interface FreeTextContext {
  reading: Reading;
  /** Tokens other properties took. */
  used: Set<number>;
  /** Tokens that name the tool's own concepts ("weather", "remind", "playlist"). */
  command: Set<number>;
  /** Roles of the tool's other free-text properties, whose cues end this one's value. */
  otherRoles: Role[];
  /** The words of the property's name. */
  words?: string[];
  /** Whether the tool's name or description names the property ("Book a patient …" for `patient`): what the tool acts on. */
  described?: boolean;
  /** Whether a question is a query as asked (a web search), rather than keywords to pick from it. */
  wholeQuestions?: boolean;
}

export interface FreeText {
  value: string;
  tokens: number[];
  /** Taken as the words left over, with no cue: a guess. */
  guess?: boolean;
}

/** Places a cue is tried at: enough for any sentence, few enough that a text of 10 000 "to"s stays cheap. */
export const MAX_CUE_TRIES = 8;
export const ABBREVIATIONS = new Set(['st', 'mt', 'ft', 'dr', 'mr', 'mrs', 'ms', 'jr', 'sr', 'prof']);
/** Verbs and particles of requests, which a value left over without a cue is not made of ("look up the weather"). */
export const REQUEST_WORDS = new Set(
  'look up check see know find out show tell bring need go going gonna will would should could like turn switch dim set make put change open file log raise start stop give looking doing going feel feeling be'.split(
    ' ',
  ),
);
export const isWord = (t: Token) => /[\p{L}\p{N}]/u.test(t.text);
export const ENDS = new Set([',', '.', '?', '!', ';', '(', ')', '"', '“', '”']);
