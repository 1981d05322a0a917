import { describe, expect, it } from 'vitest';
import { routeTools } from '../../src/ai/router/tool-router.js';
import type { ToolDefinition } from '../../src/ai/types.js';
import { only, tool } from './router-case-helpers.js';
import { NOW } from './router-everyday-cases.js';
import { ask } from './router-grade.js';

/*
 * How the router fills free-text values (names, places, companies) and lists of them, one
 * behaviour per case, over tools and sentences of no router table. Each case names its tool, so
 * only how the arguments are read is tested here, not which tool is chosen.
 */

/** Calls `t` (as toolChoice TOOL) on `text`, expecting exactly the arguments `input`. */
function expectCalled(text: string, t: ToolDefinition, input: object): void {
  const item = routeTools(ask(text, [t], only(t.name)), NOW).content[0];
  expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST' });
  expect(item?.type === 'TOOL_USE_REQUEST' && item.toolInput).toEqual(input);
}

const day = { type: 'string', format: 'date' };
const when = { type: 'string', format: 'date-time' };
const strings = { type: 'array', items: { type: 'string' } };

const massage = tool('book_massage', 'Book a massage', { therapist: { type: 'string' }, start: when }, ['start']);
const dinner = tool('plan_dinner_party', 'Plan a dinner party', { date: day, host: { type: 'string' }, guests: strings }, ['date']);
const cabin = tool(
  'book_cabin',
  'Book a cabin in a national park',
  { park: { type: 'string' }, arrival: day, nights: { type: 'integer', minimum: 1 } },
  ['park', 'arrival'],
);
const visitor = tool(
  'register_visitor',
  'Register a visitor at the front desk',
  { contact_name: { type: 'string' }, company: { type: 'string' }, date: day },
  ['contact_name', 'date'],
);
const burrito = tool(
  'order_burrito',
  'Order a burrito',
  { size: { type: 'string', enum: ['regular', 'large'] }, fillings: strings, to_go: { type: 'boolean' } },
  ['size'],
);
const donation = tool(
  'schedule_donation_pickup',
  'Schedule a charity donation pickup of household goods',
  { items: { ...strings, minItems: 1 }, date: day },
  ['items', 'date'],
);
const limits = tool(
  'bag_limits',
  'Look up bag limits for a species in a lake or river',
  { species: { type: 'string' }, water: { type: 'string' } },
  ['species'],
);
const lectures = tool('find_lectures', 'Find public lectures', { city: { type: 'string' }, topic: { type: 'string' } }, ['city']);
const race = tool('record_race', 'Record who won a race', { race: { type: 'string' }, winner: { type: 'string' } }, ['race', 'winner']);

const pet = tool('add_pet', 'Add a pet to the vet records', { species: { type: 'string' }, nickname: { type: 'string' } }, ['species']);
const fish = tool('add_fish', 'Add a fish to the aquarium log', { species: { type: 'string' } }, ['species']);
const vacuum = tool('vacuum_room', 'Start the robot vacuum in one room', { room: { type: 'string' } }, ['room']);
const treeCare = tool(
  'log_tree_care',
  'Record care given to a tree',
  { tree: { type: 'string' }, action: { type: 'string', enum: ['pruned', 'watered', 'mulched'] } },
  ['tree', 'action'],
);
const whisky = tool(
  'add_whisky',
  'Add a bottle to the whisky shelf',
  { name: { type: 'string' }, vintage: { type: 'integer', minimum: 1900, maximum: 2026 } },
  ['name'],
);
const voicemail = tool(
  'find_voicemails',
  'Search saved voicemails',
  { from: { type: 'string', description: 'Caller name or number' }, topic: { type: 'string' } },
  [],
);
const gym = tool('find_gyms', 'Find gyms', { near: { type: 'string' }, open_late: { type: 'boolean' } }, []);
const bookmark = tool('save_bookmark', 'Save a web page', { url: { type: 'string', format: 'uri' }, folder: { type: 'string' } }, ['url']);
const picnic = tool(
  'book_picnic_spot',
  'Book a picnic spot',
  { date: day, setting: { type: 'string', enum: ['indoor', 'outdoor'] }, sort: { type: 'string', enum: ['relevance', 'published_at'] } },
  ['date'],
);
const nudge = tool('set_nudge', 'Set a reminder', { text: { type: 'string' }, date: day }, ['text']);
const topNews = tool(
  'top_news',
  'Top news stories',
  { country: { type: 'string', pattern: '^[a-z]{2}$', description: 'ISO 3166-1 alpha-2 code' } },
  [],
);
const trainStatus = tool(
  'train_status',
  'Live status of a train',
  { train: { type: 'string', pattern: '^[A-Z0-9]{2}[0-9]{1,4}$' }, date: day },
  ['train'],
);
const paddle = tool(
  'log_paddle',
  'Record a finished kayak session',
  { minutes: { type: 'integer', minimum: 1 }, km: { type: 'number' }, date: day },
  ['minutes'],
);
const chore = tool('add_chore', 'Add a chore', { title: { type: 'string' }, list: { type: 'string' }, tags: strings }, ['title']);
const grocery = tool('add_grocery', 'Add an item to the grocery list', { item: { type: 'string' } }, ['item']);

const gradeBook = tool(
  'record_mark',
  'Record a mark for a student',
  { student: { type: 'string' }, mark: { type: 'integer', minimum: 0, maximum: 100 } },
  ['student', 'mark'],
);
const matchScore = tool('get_match_score', 'Score of a team’s latest match', { team: { type: 'string' } }, ['team']);
const antonyms = tool('find_antonyms', 'Find antonyms of a word', { word: { type: 'string' } }, ['word']);

const receipt = tool('log_receipt', 'Log a receipt', { vendor: { type: 'string' }, total: { type: 'number' } }, ['vendor']);
const talks = tool('find_talks', 'Find conference talks', { city: { type: 'string' }, topic: { type: 'string' } }, ['city']);
const pantry = tool('stock_pantry', 'Add a product to the pantry', { product: { type: 'string' } }, ['product']);

const payBack = tool(
  'pay_back',
  'Pay a friend back',
  { friend: { type: 'string' }, amount: { type: 'number' }, note: { type: 'string' } },
  ['friend', 'amount'],
);

const rating = tool('get_rating', "Looks up a player's current club rating.", { player: { type: 'string', description: 'Player name' } }, [
  'player',
]);
const flowers = tool(
  'order_bouquet',
  'Orders a bouquet for delivery.',
  {
    delivery_date: day,
    recipient_name: { type: 'string', description: 'Who receives it' },
    address: { type: 'string', description: 'Delivery address' },
  },
  ['delivery_date', 'recipient_name'],
);

const CASES: [ToolDefinition, string, Record<string, unknown>][] = [
  // Someone named after "with", for a property named for what they do.
  [massage, 'book a massage with Ingrid tomorrow at 10am', { therapist: 'Ingrid', start: '2026-11-25T10:00:00Z' }],
  // A list of people takes those written together; one person is the one named by the verb of their role.
  [dinner, 'dinner party on friday with Omar, Lena and Yusuf', { date: '2026-11-27', guests: ['Omar', 'Lena', 'Yusuf'] }],
  [dinner, 'dinner party saturday, invite omar and lena', { date: '2026-11-28', guests: ['Omar', 'Lena'] }],
  [dinner, 'dinner party on sunday, Nadia is hosting', { date: '2026-11-29', host: 'Nadia' }],
  [race, 'Tomas won the Harbour Sprint', { winner: 'Tomas', race: 'Harbour Sprint' }],
  // A place's name ends where a verb begins.
  [cabin, 'book a cabin at Denali arriving dec 9 for 3 nights', { park: 'Denali', arrival: '2026-12-09', nights: 3 }],
  // A company after "from".
  [visitor, 'register a visitor, Ana Lopez from Contoso, tomorrow', { contact_name: 'Ana Lopez', company: 'Contoso', date: '2026-11-25' }],
  // A list after "with", ended by a preposition; or the words before the tool's own noun.
  [
    burrito,
    'a large burrito with chicken, black beans and rice to go',
    { size: 'large', fillings: ['chicken', 'black beans', 'rice'], to_go: true },
  ],
  [burrito, 'order a regular steak burrito', { size: 'regular', fillings: ['steak'] }],
  // The tool's own words and a preposition lead in to a list's first item.
  [donation, 'schedule a donation pickup for a bookcase and a lamp on monday', { items: ['bookcase', 'lamp'], date: '2026-11-30' }],
  // An optional value gives way to a required one that found nothing else.
  [limits, 'bag limit for pike', { species: 'pike' }],
  // A topic ends where the place the tool also takes begins.
  [lectures, 'lectures about volcanoes in Denver', { city: 'Denver', topic: 'volcanoes' }],
  // A nickname is what something is called; the kind of thing is the rest.
  [pet, 'new pet: a bearded dragon called Spike', { species: 'bearded dragon', nickname: 'Spike' }],
  // The request's own verb, first in the sentence, is not the value (and the kind is named in the singular).
  [fish, 'track my guppies', { species: 'guppy' }],
  // The property's own name after a modifier in lower case is part of the value.
  [vacuum, 'vacuum the dining room', { room: 'dining room' }],
  [treeCare, 'mulched the apple tree', { tree: 'apple tree', action: 'mulched' }],
  // A year goes to a property bounded like one, not into the name beside it.
  [whisky, 'add a 2012 Lagavulin', { name: 'Lagavulin', vintage: 2012 }],
  // A pronoun names nothing: the thing it stands for is the value.
  [grocery, 'we are out of lentils, add them to the list', { item: 'lentils' }],
  // What follows "to" is where the value goes, when it is the tool's own container.
  [grocery, 'add chickpeas to the grocery list', { item: 'chickpeas' }],
  // Words left over that only lead in ("we need", "give me") are not the value.
  [grocery, 'we need a bag of rice', { item: 'rice' }],
  [antonyms, 'give me antonyms for brave', { word: 'brave' }],
  // A name ends where a verb begins, and the tool's own noun after it is not part of it.
  [gradeBook, 'Maya scored 91', { student: 'Maya', mark: 91 }],
  [matchScore, 'score of the Celtics match', { team: 'Celtics' }],
  // A topic nobody cued is the word before the tool's own noun.
  [talks, 'robotics talks in Munich', { city: 'Munich', topic: 'robotics' }],
  // Where the tool keeps things, written after the value, is not part of it.
  [pantry, 'put Marmite in the pantry', { product: 'Marmite' }],
  // A company's name written after a description in lower case is the value.
  [receipt, 'log a receipt from a corner shop, Patel Stores', { vendor: 'Patel Stores' }],
  // A note no other cue introduces is what the payment is for.
  [payBack, 'send 12 to noor for the concert tickets', { friend: 'Noor', amount: 12, note: 'concert tickets' }],
  // A property named by a bare preposition whose description names a person holds who: "from Priya".
  [voicemail, 'voicemails from Priya about the boiler', { from: 'Priya', topic: 'boiler' }],
  [voicemail, 'any voicemails from Dr Okafor', { from: 'Dr Okafor' }],
  // A place in lower case after "the", or a part of any town, names no one place: kept as written.
  [gym, 'gyms near the harbour', { near: 'harbour' }],
  [gym, 'gyms near the Barbican', { near: 'Barbican' }],
  [gym, 'gyms uptown', { near: 'uptown' }],
  [gym, 'gyms near leeds', { near: 'Leeds' }],
  // A property named for where things are kept takes the name written before that word.
  [bookmark, 'save https://example.org/tides to my sailing folder', { url: 'https://example.org/tides', folder: 'sailing' }],
  [bookmark, 'save https://example.org/tides in the Boats folder', { url: 'https://example.org/tides', folder: 'Boats' }],
  [bookmark, 'save https://example.org/tides to my folder', { url: 'https://example.org/tides' }],
  // Enum values by their everyday words: "outside" for `outdoor`, "newest" for `published_at`.
  [picnic, 'a picnic spot on friday, outside if we can', { date: '2026-11-27', setting: 'outdoor' }],
  [picnic, 'picnic spot for friday, newest first', { date: '2026-11-27', sort: 'published_at' }],
  // What a reminder is about is a thing, without its article; what it says to do is kept as said.
  [nudge, 'remind me about the boiler service on friday', { text: 'boiler service', date: '2026-11-27' }],
  [nudge, 'remind me to service the boiler on friday', { text: 'service the boiler', date: '2026-11-27' }],
  // "the us" is the country; "us" alone the speaker.
  [topNews, 'top news for the us', { country: 'us' }],
  [topNews, 'top news for us', {}],
  // Two letters that are no word, written apart from their number, are one code the pattern takes.
  [trainStatus, 'is train ic 512 running late', { train: 'IC512' }],
  [trainStatus, 'status of train 512', { train: '512' }],
  // In a report of something done, "in" a length of time is how long it took, however chrono reads it.
  [paddle, 'kayaked 12 km in an hour and a half', { minutes: 90, km: 12 }],
  [paddle, 'kayaked 12 km in two and a half hours yesterday', { minutes: 150, km: 12, date: '2026-11-23' }],
  // The property's name used as a verb on a pronoun introduces its value; "for Gran" names no list.
  [chore, 'add water the plants, tag it garden', { title: 'water the plants', tags: ['garden'] }],
  [chore, 'add water the plants for Gran, tag it garden', { title: 'water the plants for Gran', tags: ['garden'] }],
  // Whose the thing is: the whole name before "'s", not a verb in capitals that opens the request.
  [rating, "what's Magnus Reid's rating?", { player: 'Magnus Reid' }],
  [rating, "Check Kate's rating", { player: 'Kate' }],
  // An address keeps the house number written right before its street.
  [
    flowers,
    'flowers for Ann Cole, 3 Park Row, tomorrow',
    { recipient_name: 'Ann Cole', address: '3 Park Row', delivery_date: '2026-11-25' },
  ],
];

describe('built-in tool router: free-text values and lists', () => {
  for (const [t, text, input] of CASES) {
    it(JSON.stringify(text), () => {
      const item = routeTools(ask(text, [t], only(t.name)), NOW).content[0];
      expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', name: t.name, toolInput: input });
      expect(item?.type === 'TOOL_USE_REQUEST' && Object.keys(item.toolInput).sort()).toEqual(Object.keys(input).sort());
    });
  }
});

describe('built-in tool router: words at the very ends of a request', () => {
  // A word that begins an object ("my", "the") or joins a name ("of") first or last in a sentence
  // with a date in it was compared with the date's span past the sentence's ends, and the router
  // threw (a 500 on operation 5).
  const bill = tool(
    'report_bill_problem',
    'Report a problem with a utility bill',
    { problem: { type: 'string' }, month: { type: 'string' }, expected_amount: { type: 'number' } },
    ['problem'],
  );
  const texts = [
    'my march bill is missing my discount',
    'my water bill from last month is wrong, should be 40',
    'the gas bill for october, check the',
    'Kind of Blue on friday',
    'on friday: Kind of',
  ];
  for (const text of texts) {
    it(JSON.stringify(text), () => {
      for (const t of [bill, ...new Set(CASES.map(([c]) => c))]) {
        const answer = routeTools(ask(text, [t]), NOW);
        expect(['TEXT', 'TOOL_USE_REQUEST']).toContain(answer.content[0]?.type);
      }
    });
  }
});

describe('built-in tool router: one written moment fills one property', () => {
  // "tomorrow 1pm" filled `start` (a date-time) and `pickup_time` (a time) both: a moment holds its
  // day and its time, so the one mention is used up by the first.
  const sitter = tool(
    'book_sitter',
    'Book a babysitter',
    { start: when, hours: { type: 'number' }, pickup_time: { type: 'string', format: 'time' } },
    ['start', 'hours'],
  );
  it('a start with no other time written leaves the time property empty', () => {
    const item = routeTools(ask('sitter tomorrow 1pm for two hours', [sitter], only(sitter.name)), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { start: '2026-11-25T13:00:00Z', hours: 2 } });
    expect(item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : {}).not.toHaveProperty('pickup_time');
  });
  it('two moments written fill both', () => {
    const item = routeTools(ask('sitter tomorrow 1pm for two hours, pick up at 3:30pm', [sitter], only(sitter.name)), NOW).content[0];
    expect(item).toMatchObject({
      type: 'TOOL_USE_REQUEST',
      toolInput: { start: '2026-11-25T13:00:00Z', hours: 2, pickup_time: '15:30:00Z' },
    });
  });
});

describe('built-in tool router: what a property description says', () => {
  // A name's "at" may be a place's: `left_at` described "Where it was left" holds a place, and the
  // words before it are the thing.
  const forgotten = tool(
    'report_forgotten_item',
    'Report an item left behind',
    { thing: { type: 'string' }, left_at: { type: 'string', description: 'Where it was left' }, left_on: day },
    ['thing'],
  );
  it('a property described "Where …" takes the place', () => {
    const item = routeTools(ask('left my red scarf at the Odeon yesterday', [forgotten], only(forgotten.name)), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { thing: 'red scarf', left_at: 'Odeon', left_on: '2026-11-23' } });
  });

  // "collected" in a description says when it will be collected, not that it was.
  const pie = tool(
    'order_pie',
    'Order a pie from the bakery',
    { filling: { type: 'string', enum: ['apple', 'cherry'] }, ready_at: { ...when, description: 'When it is collected' } },
    ['filling', 'ready_at'],
  );
  it('a description in the passive future keeps the coming day', () => {
    const item = routeTools(ask('apple pie, pick up saturday at 2pm', [pie], only(pie.name)), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { filling: 'apple', ready_at: '2026-11-28T14:00:00Z' } });
  });
});

describe('built-in tool router: how many people', () => {
  // "for 2 tonight": the day after the count is when, not what the 2 counts, so `people` takes it.
  const tub = tool(
    'book_hot_tub',
    'Book the hot tub',
    { date: day, time: { type: 'string', pattern: '^[0-2][0-9]:[0-5][0-9]$' }, people: { type: 'integer', minimum: 1, maximum: 6 } },
    ['date', 'time'],
  );
  for (const [text, input] of [
    ['hot tub for 2 tonight at 8', { date: '2026-11-24', time: '20:00', people: 2 }],
    ['hot tub for 3 friday at 6pm', { date: '2026-11-27', time: '18:00', people: 3 }],
    // Two people said as a pair: "me and the wife", "Sam and I".
    ['hot tub tonight at 8 for me and the wife', { date: '2026-11-24', time: '20:00', people: 2 }],
    ['Sam and I want the hot tub friday at 6pm', { date: '2026-11-27', time: '18:00', people: 2 }],
  ] as const) {
    it(JSON.stringify(text), () => {
      const item = routeTools(ask(text, [tub], only(tub.name)), NOW).content[0];
      expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: input });
    });
  }
});

describe('built-in tool router: a pair that holds a child', () => {
  const tickets = tool(
    'buy_zoo_tickets',
    'Buy zoo day tickets',
    { date: day, adults: { type: 'integer', minimum: 0 }, children: { type: 'integer', minimum: 0 } },
    ['date', 'adults'],
  );
  it('"me and my son" is not two adults: the router asks', () => {
    const item = routeTools(ask('zoo tickets for me and my son on the 5th', [tickets], only(tickets.name)), NOW).content[0];
    expect(item).toMatchObject({ type: 'TEXT' });
  });
  it('"me and my kids" counts nobody', () => {
    const item = routeTools(ask('zoo tickets for me and my kids on the 5th', [tickets], only(tickets.name)), NOW).content[0];
    expect(item).toMatchObject({ type: 'TEXT' });
  });
});

describe('built-in tool router: stretches of the calendar', () => {
  const lease = tool(
    'quote_lease',
    'Quote a lease',
    { term_months: { type: 'integer', minimum: 1 }, vehicles: { type: 'integer', minimum: 1 } },
    ['term_months'],
  );
  for (const [text, input] of [
    ['quote a lease for 18 months', { term_months: 18 }],
    ['quote a lease for 3 yrs', { term_months: 36 }],
    // A decade is a unit of the calendar like the others: 2 decades are 240 months, and no count of things.
    ['quote a lease on 2 vans for 2 decades', { term_months: 240, vehicles: 2 }],
  ] as const) {
    it(JSON.stringify(text), () => {
      const item = routeTools(ask(text, [lease], only(lease.name)), NOW).content[0];
      expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: input });
    });
  }
});

describe('built-in tool router: the speaker among those counted', () => {
  const lanes = tool('book_lanes', 'Book bowling lanes', { start: when, players: { type: 'integer', minimum: 1, maximum: 12 } }, [
    'start',
    'players',
  ]);
  for (const [text, players] of [
    ['bowling tomorrow at 5:30pm for me and my 3 kids', 4],
    ['book me and 2 mates in for 9.20 tomorrow', 3],
  ] as const) {
    it(JSON.stringify(text), () => {
      const item = routeTools(ask(text, [lanes], only(lanes.name)), NOW).content[0];
      expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { players } });
    });
  }
});

describe('built-in tool router: names of people and animals', () => {
  const missed = tool(
    'report_missed_swim',
    'Tells the swim school a swimmer will miss a lesson.',
    { swimmer_name: { type: 'string', description: 'Name of the swimmer' }, date: day },
    ['swimmer_name', 'date'],
  );
  const access = tool(
    'add_access_user',
    'Gives another person a gate code for a unit.',
    { unit: { type: 'string', pattern: '^[A-H]\\d{3}$' }, name: { type: 'string', description: 'Name of the person' } },
    ['unit', 'name'],
  );
  const livery = tool(
    'enquire_livery',
    'Asks about keeping a horse at the yard.',
    { livery: { type: 'string', enum: ['full', 'grass'] }, horse_name: { type: 'string' } },
    ['livery'],
  );
  for (const [text, t, input] of [
    // `swimmer_name` is a swimmer's name, not a title: the name, not the clause after a comma.
    ['Ben missed swimming last saturday, he was ill', missed, { swimmer_name: 'Ben', date: '2026-11-21' }],
    ['Lily will miss her lesson on thursday, can she have a catch up one?', missed, { swimmer_name: 'Lily', date: '2026-11-26' }],
    // Who someone is to the speaker is no part of their name.
    ['my brother Dave needs access to unit C114 too', access, { unit: 'C114', name: 'Dave' }],
    ['full livery please, my mare Bramble would come in january', livery, { livery: 'full', horse_name: 'Bramble' }],
    // "my old cob" says whose horse, not its name.
    ['looking for grass livery for my old cob', livery, { livery: 'grass' }],
  ] as const) {
    it(JSON.stringify(text), () => expectCalled(text, t, input));
  }
});

describe('built-in tool router: a place guessed from words left over', () => {
  const sessions = tool('find_donation_sessions', 'Finds blood donation sessions near a town.', { town: { type: 'string' } }, ['town']);
  for (const text of [
    'how long does a blood donation take?',
    'can I donate if I am on amoxicillin',
    'feeling a bit faint after donating this morning, is that normal',
  ]) {
    it(`${JSON.stringify(text)} names no town: the router asks`, () => {
      const item = routeTools(ask(text, [sessions]), NOW).content[0];
      expect(item).toMatchObject({ type: 'TEXT' });
    });
  }
  it('a town in lower case is still one', () => {
    const item = routeTools(ask('where can I give blood in leeds', [sessions]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { town: 'Leeds' } });
  });
});

describe('built-in tool router: words that frame a question are no value', () => {
  const songs = tool('request_song', 'Request a song on the radio', { title: { type: 'string' } }, ['title']);
  const showtimes = tool('find_showtimes', 'Find showtimes of a film', { movie: { type: 'string' } }, ['movie']);
  const catalog = tool('search_catalog', 'Search the library catalogue', { query: { type: 'string' } }, ['query']);
  const podcasts = tool('search_podcasts', 'Search podcasts', { query: { type: 'string' } }, ['query']);
  for (const [text, t] of [
    ['play a song for me', songs],
    ['what time is it showing', showtimes],
    // A run that opens with a question word, an auxiliary or a subject and a verb is the question.
    ['what time does the library close tonight', catalog],
    ['how do I start my own podcast?', podcasts],
  ] as const) {
    it(`${JSON.stringify(text)}: the router asks`, () => {
      const item = routeTools(ask(text, [t]), NOW).content[0];
      expect(item).toMatchObject({ type: 'TEXT' });
    });
  }
  it('a value of such words is dropped where it is optional', () => {
    const alteration = tool(
      'request_alteration',
      'Request a clothing alteration',
      { garment: { type: 'string' }, alteration: { type: 'string', enum: ['taper', 'hem'] }, notes: { type: 'string' } },
      ['garment', 'alteration'],
    );
    const item = routeTools(ask('can you taper a pair of jeans for me', [alteration]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { alteration: 'taper' } });
    expect(item?.type === 'TOOL_USE_REQUEST' && item.toolInput).not.toHaveProperty('notes');
  });
  it("a web search's query is the question as asked", () => {
    const web = tool('web_search', 'Search the web', { query: { type: 'string' } }, ['query']);
    const item = routeTools(ask('how tall is the eiffel tower', [web]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { query: 'how tall is the eiffel tower' } });
  });
  it('a description is a sentence of its own', () => {
    const repair = tool('report_repair', 'Report a repair', { description: { type: 'string' } }, ['description']);
    const item = routeTools(
      ask('the front door lock is broken. you can let yourselves in with the key', [repair], only('report_repair')),
      NOW,
    ).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST' });
  });
  it('a message is what was said, whatever its words', () => {
    const sms = tool('send_text', 'Send a text message', { to: { type: 'string' }, message: { type: 'string' } }, ['to', 'message']);
    const item = routeTools(ask("text Anna that I'm on my way", [sms]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { to: 'Anna', message: "I'm on my way" } });
  });
});

describe('built-in tool router: street addresses', () => {
  const collection = tool(
    'schedule_collection',
    'Schedule a pallet collection',
    { address: { type: 'string' }, date: day, pallets: { type: 'integer', minimum: 1 } },
    ['address', 'date'],
  );
  const cake = tool(
    'order_cake',
    'Order a cake for delivery',
    { servings: { type: 'integer', minimum: 6, maximum: 60 }, address: { type: 'string', description: 'Delivery address' } },
    ['servings', 'address'],
  );
  for (const [text, t, input] of [
    // The house number is the address's, not the pallets' nor the servings'.
    ['schedule a collection at 9 Dock Road, Tilbury on the 1st', collection, { address: '9 Dock Road, Tilbury', date: '2026-12-01' }],
    // A street in lower case is still one (written as a place's name).
    ['collect from 14 elm road tomorrow', collection, { address: '14 Elm Road', date: '2026-11-25' }],
    ['cake for 40 delivered to 22 Mill Lane', cake, { servings: 40, address: '22 Mill Lane' }],
    [
      'collection from Unit 4, Brook Industrial Estate, Hayes on friday, 6 pallets',
      collection,
      { address: 'Unit 4, Brook Industrial Estate, Hayes', date: '2026-11-27', pallets: 6 },
    ],
    ['collect at Flat 2, 18 Mill Lane tomorrow', collection, { address: 'Flat 2, 18 Mill Lane', date: '2026-11-25' }],
    // A day after the comma is no town; a number before an everyday word is no house.
    ['collect 3 pallets from 5 Station Road, Friday', collection, { address: '5 Station Road', date: '2026-11-27', pallets: 3 }],
  ] as const) {
    it(JSON.stringify(text), () => expectCalled(text, t, input));
  }
  it("leaves the town after a comma to its own property when the street is the address's first line", () => {
    const kit = tool(
      'send_sample_kit',
      'Sends a sample kit.',
      {
        name: { type: 'string' },
        address: {
          type: 'object',
          properties: {
            line1: { type: 'string', description: 'First line of the address' },
            town: { type: 'string' },
            postcode: { type: 'string', pattern: '^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$' },
          },
          required: ['line1'],
        },
      },
      ['name', 'address'],
    );
    expectCalled('send a kit to Ann Bell, 22 Harbour Road, Whitby YO21 3PL', kit, {
      name: 'Ann Bell',
      address: { line1: '22 Harbour Road', town: 'Whitby', postcode: 'YO21 3PL' },
    });
  });
  it('a count before a street word in lower case is still a count', () => {
    const bikes = tool(
      'hire_bikes',
      'Hire bikes',
      { count: { type: 'integer', minimum: 1 }, kind: { type: 'string', enum: ['road', 'mountain'] } },
      ['count'],
    );
    const item = routeTools(ask('hire 2 road bikes', [bikes]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { count: 2, kind: 'road' } });
  });
});

describe('built-in tool router: what a value is named as', () => {
  const sighting = tool('log_sighting', 'Log a bird sighting', { species: { type: 'string' }, count: { type: 'integer', minimum: 1 } }, [
    'species',
  ]);
  const plant = tool('add_plant', 'Add a house plant', { species: { type: 'string' } }, ['species']);
  const meds = tool('order_pet_meds', 'Order a pet medication', { pet_name: { type: 'string' }, medication: { type: 'string' } }, [
    'pet_name',
    'medication',
  ]);
  const cake = tool('order_cake', 'Order a cake', { message: { type: 'string', description: 'Writing on the cake' } }, ['message']);
  for (const [text, t, input] of [
    // A kind in the singular, whatever the count; a word that only looks plural stays.
    ['saw 3 bald eagles this morning', sighting, { species: 'bald eagle', count: 3 }],
    ['counted a dozen robins', sighting, { species: 'robin', count: 12 }],
    ['add my new pothos', plant, { species: 'pothos' }],
    // A name with an owner's "'s" is the name.
    ["reorder Luna's flea treatment", meds, { pet_name: 'Luna', medication: 'flea treatment' }],
    // What is said keeps the mark that closes it.
    ['a cake saying Happy 40th Mark!', cake, { message: 'Happy 40th Mark!' }],
  ] as const) {
    it(JSON.stringify(text), () => expectCalled(text, t, input));
  }
});

describe("built-in tool router: a verb's particle apart from it", () => {
  const lessons = tool(
    'book_lessons',
    'Book skating lessons',
    { skater_name: { type: 'string' }, lessons: { type: 'integer', minimum: 1 } },
    ['skater_name'],
  );
  const meals = tool('add_to_meal_plan', 'Add a recipe to the meal plan', { recipe: { type: 'string' }, date: day }, ['recipe']);
  const books = tool('propose_book', 'Propose a book for the book club', { title: { type: 'string' } }, ['title']);
  const playlist = tool('queue_song', 'Queue a song', { title: { type: 'string' } }, ['title']);
  for (const [text, t, input] of [
    ['sign Ella up for 6 lessons', lessons, { skater_name: 'Ella', lessons: 6 }],
    ['put lasagne down for friday', meals, { recipe: 'lasagne', date: '2026-11-27' }],
    ['put forward Klara and the Sun', books, { title: 'Klara and the Sun' }],
    // A title in capitals keeps its own particle.
    ['put on Never Give Up', playlist, { title: 'Never Give Up' }],
  ] as const) {
    it(JSON.stringify(text), () => expectCalled(text, t, input));
  }
});

describe("built-in tool router: a person's name as a list's own item", () => {
  const course = tool(
    'book_pottery_course',
    'Books a pottery course.',
    { level: { type: 'string', enum: ['beginner', 'improver'] }, start: day, name: { type: 'string', description: 'Student name' } },
    ['level'],
  );
  it('takes a first and last name in capitals standing between commas for an optional name', () => {
    expectCalled('beginner pottery course starting 5 april, Nadia Brooks, 2 wheels', course, {
      level: 'beginner',
      start: '2027-04-05',
      name: 'Nadia Brooks',
    });
  });
});

describe("built-in tool router: a person's name over given and family name", () => {
  const lead = tool(
    'create_lead',
    'Create a sales lead',
    { first_name: { type: 'string' }, last_name: { type: 'string' }, company: { type: 'string' } },
    ['last_name'],
  );
  it('splits a whole name into its first word and the rest', () => {
    const item = routeTools(ask('new lead Peter Van Dyke at Initrode', [lead]), NOW).content[0];
    expect(item).toMatchObject({
      type: 'TOOL_USE_REQUEST',
      toolInput: { first_name: 'Peter', last_name: 'Van Dyke', company: 'Initrode' },
    });
  });
  it('leaves a family name alone', () => {
    const item = routeTools(ask('new lead Gibbons at Initrode', [lead]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { last_name: 'Gibbons', company: 'Initrode' } });
    expect(item?.type === 'TOOL_USE_REQUEST' && item.toolInput).not.toHaveProperty('first_name');
  });
});

describe('built-in tool router: links and dashed codes', () => {
  const entry = tool(
    'submit_entry',
    'Submits a competition entry.',
    {
      entrant_id: { type: 'string', pattern: '^E-\\d{3}$' },
      site_url: { type: 'string', pattern: '^https://[\\w./-]+$', description: 'Where the entry is hosted' },
    },
    ['entrant_id', 'site_url'],
  );
  it('takes a link for a property named for one that has a pattern and no format, and "e-7" as E-007', () => {
    expectCalled('submit entry e-7, site at https://example.org/entry', entry, {
      entrant_id: 'E-007',
      site_url: 'https://example.org/entry',
    });
  });
});

describe('built-in tool router: a number or code someone was given', () => {
  const driver = tool(
    'add_additional_driver',
    'Add a driver to a car rental',
    { booking_reference: { type: 'string' }, driver_name: { type: 'string' } },
    ['booking_reference', 'driver_name'],
  );
  it('is never plain words: "my son" is no booking reference, the router asks', () => {
    const item = routeTools(ask('can my son drive the rental too? his name is Ollie Grant', [driver]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TEXT' });
  });
  it('is a code with a digit or in capitals', () => {
    for (const [text, ref] of [
      ['add Ollie Grant as a driver on booking RC-44810', 'RC-44810'],
      ['add Ollie Grant as a driver, booking reference KXPQRM', 'KXPQRM'],
    ] as const) {
      const item = routeTools(ask(text, [driver]), NOW).content[0];
      expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { booking_reference: ref, driver_name: 'Ollie Grant' } });
    }
  });
});

describe("built-in tool router: the request's opening verb", () => {
  const jobs = tool('save_job_posting', 'Save a job posting to look at later', { title: { type: 'string' }, company: { type: 'string' } }, [
    'title',
  ]);
  it('is not the start of a value: "bookmark a product designer job"', () => {
    const item = routeTools(ask('bookmark a product designer job at Figma', [jobs]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { title: 'product designer', company: 'Figma' } });
  });
});

describe("built-in tool router: a search's optional query", () => {
  const events = tool(
    'search_events',
    'Find concerts, games and shows',
    { query: { type: 'string', description: 'Artist, team or show' }, city: { type: 'string' } },
    [],
  );
  it('takes a name in capitals no other value took', () => {
    const item = routeTools(ask('any Taylor Swift concerts in Chicago?', [events]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { query: 'Taylor Swift', city: 'Chicago' } });
  });
  it('is left out when no name is written', () => {
    const item = routeTools(ask('any concerts in Chicago?', [events]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { city: 'Chicago' } });
    expect(item?.type === 'TOOL_USE_REQUEST' && item.toolInput).not.toHaveProperty('query');
  });
});

describe('built-in tool router: a sender named `from`', () => {
  const inbox = tool(
    'search_inbox',
    "Search the user's email",
    { query: { type: 'string', description: 'Free-text search terms' }, from: { type: 'string', description: 'Sender name or address' } },
    [],
  );
  it('is who a mail comes from, not what is searched for', () => {
    const item = routeTools(ask('search my inbox for flight confirmation', [inbox]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { query: 'flight confirmation' } });
    expect(item?.type === 'TOOL_USE_REQUEST' && item.toolInput).not.toHaveProperty('from');
  });
  it('takes the name after "from"', () => {
    const item = routeTools(ask('search my inbox for mails from Sarah Lee', [inbox]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { from: 'Sarah Lee' } });
  });
});

describe('built-in tool router: where a name or a query ends', () => {
  const sms = tool(
    'send_text_message',
    'Send an SMS to a contact',
    { recipient: { type: 'string', description: 'Contact name or phone number' }, message: { type: 'string' } },
    ['recipient', 'message'],
  );
  const recipes = tool(
    'find_recipes',
    'Finds recipes.',
    { query: { type: 'string' }, diet: { type: 'string', enum: ['vegan', 'vegetarian'] } },
    ['query'],
  );
  const documents = tool('search_documents', 'Search documents.', { query: { type: 'string' }, modified_after: day }, ['query']);

  it('takes a name in capitals left over for a make, model or brand', () => {
    const service = tool(
      'book_caravan_service',
      'Books a caravan service.',
      { date: day, make: { type: 'string', description: 'Make and model' } },
      ['date'],
    );
    expectCalled('gas safety check on the 14th please, its an Elddis Avante', service, { date: '2026-12-14', make: 'Elddis Avante' });
    expectCalled('service on the 14th please', service, { date: '2026-12-14' });
  });

  it("takes the name in capitals right before the property's own word", () => {
    const box = tool(
      'rent_po_box',
      'Rents a PO Box at a branch.',
      { term_months: { type: 'integer', enum: [6, 12] }, branch: { type: 'string' } },
      ['term_months'],
    );
    expectCalled('rent a PO box for 12 months at the Harrogate branch', box, { term_months: 12, branch: 'Harrogate' });
    expectCalled('rent a PO box for 12 months at the branch', box, { term_months: 12 });
  });

  it("keeps the property's own word in capitals after a name, as part of it", () => {
    const funding = tool(
      'request_funding',
      'Submits a funding request from a society.',
      { society: { type: 'string', description: 'Society name' }, amount: { type: 'number' }, purpose: { type: 'string' } },
      ['society', 'amount', 'purpose'],
    );
    expectCalled('Hiking Society funding request, £250 for minibus hire', funding, {
      society: 'Hiking Society',
      amount: 250,
      purpose: 'minibus hire',
    });
  });

  it('ends a name before "I\'m", which opens what is said', () => {
    expectCalled("text Jake I'm running 10 minutes late", sms, { recipient: 'Jake', message: "I'm running 10 minutes late" });
  });

  it("leaves the tool's own noun and a verb in the past out of a search's query", () => {
    expectCalled('find me a curry recipe, has to be vegan', recipes, { query: 'curry', diet: 'vegan' });
    expectCalled('documents about the security audit changed after Nov 1', documents, {
      query: 'security audit',
      modified_after: '2026-11-01',
    });
  });
});

describe('built-in tool router: a code typed loosely holds no small word', () => {
  const scrap = tool(
    'book_collection',
    'Book a scrap metal collection',
    {
      postcode: { type: 'string', pattern: '^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$' },
      weight_kg: { type: 'number' },
    },
    ['postcode'],
  );
  it('"of 50 kg" is no postcode: the one written later is', () => {
    expectCalled('collection of 50 kg of cans from s2 4hb tomorrow', scrap, { postcode: 'S2 4HB', weight_kg: 50 });
  });
});

describe('built-in tool router: "I\'d like" frames a request and names nothing', () => {
  const smith = tool(
    'commission_piece',
    'Asks the smith for a quote on a made-to-order piece.',
    { item: { type: 'string', description: 'What should be made' }, budget: { type: 'number' } },
    ['item'],
  );
  it('asks for the item rather than taking the words that open the request', () => {
    for (const text of ["I'd like to commission something from the smith", "I'd like a quote from the smith"]) {
      const item = routeTools(ask(text, [smith]), NOW).content[0];
      expect(item?.type === 'TEXT' && item.text).toContain('To call commission_piece, I need');
    }
    expect(routeTools(ask("I'd love a new gate", [smith]), NOW).content[0]).toMatchObject({ toolInput: { item: 'gate' } });
  });
});

describe('built-in tool router: a code of four groups typed with spaces', () => {
  const track = tool(
    'track_application',
    'Track a passport application',
    { application_ref: { type: 'string', pattern: '^\\d{4}-\\d{4}-\\d{4}-\\d{4}$' } },
    ['application_ref'],
  );
  it("is written back in the pattern's form", () => {
    expectCalled("where's my application 1234 5678 9012 3456", track, { application_ref: '1234-5678-9012-3456' });
  });
});

describe('built-in tool router: a kind of living thing is no one', () => {
  const catches = tool(
    'log_catch',
    'Log a fish caught',
    { species: { type: 'string', description: 'Fish species' }, length_cm: { type: 'number' } },
    ['species'],
  );
  it('keeps a species as written, not capitalised as a name', () => {
    expectCalled('log a carp, 62cm', catches, { species: 'carp', length_cm: 62 });
  });
});
