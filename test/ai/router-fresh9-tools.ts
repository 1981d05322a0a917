import { tool } from './router-case-helpers.js';

/*
 * Tool sets of the tenth fresh router table (router-fresh9-cases.ts), written as apps write them:
 * string and integer enums, bounded integers and numbers, booleans, date, date-time and HH:MM
 * formats, identifier patterns, arrays of strings, one nested object, and optional fields. None of
 * these domains is in an earlier router table (checked against every earlier tool name).
 */

const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: '24-hour time, HH:MM' };
const day = { type: 'string', format: 'date' };
const when = { type: 'string', format: 'date-time' };

// pottery studio
const wheel = tool(
  'reserve_pottery_wheel',
  'Reserve a throwing wheel at the pottery studio',
  {
    date: day,
    start: hhmm,
    hours: { type: 'integer', minimum: 1, maximum: 4 },
  },
  ['date', 'start'],
);
const kiln = tool(
  'book_kiln_firing',
  'Put pieces on the list for the next kiln firing',
  {
    pieces: { type: 'integer', minimum: 1, maximum: 30 },
    firing: { type: 'string', enum: ['bisque', 'glaze', 'raku'] },
    cone: { type: 'integer', enum: [6, 10], description: 'Cone for a glaze firing' },
  },
  ['pieces', 'firing'],
);
export const POTTERY = [wheel, kiln];

// tattoo studio
const tattoo = tool(
  'book_tattoo_session',
  'Book a session with a tattoo artist',
  {
    artist: { type: 'string' },
    placement: { type: 'string', enum: ['upper_arm', 'forearm', 'wrist', 'leg', 'ankle', 'back', 'chest', 'neck'] },
    style: { type: 'string', enum: ['fine_line', 'traditional', 'realism', 'blackwork', 'watercolor'] },
    size_cm: { type: 'number', exclusiveMinimum: 0, description: 'Longest side in centimetres' },
    start: when,
  },
  ['placement', 'start'],
);
const touchUp = tool(
  'request_tattoo_touch_up',
  'Ask for a free touch-up of an earlier tattoo',
  { booking: { type: 'string', pattern: '^TT[0-9]{4}$' }, notes: { type: 'string' } },
  ['booking'],
);
export const TATTOO = [tattoo, touchUp];

// backyard hens
const eggs = tool(
  'log_eggs',
  'Record eggs collected from the coop',
  { count: { type: 'integer', minimum: 0 }, date: day, hen: { type: 'string', description: 'Only when one hen is meant' } },
  ['count'],
);
const feed = tool(
  'order_chicken_feed',
  'Order feed for the hens from the farm store',
  {
    feed: { type: 'string', enum: ['layer_pellets', 'scratch', 'grower', 'oyster_shell'] },
    bags: { type: 'integer', minimum: 1, maximum: 10 },
    delivery_date: day,
  },
  ['feed', 'bags'],
);
const henHealth = tool(
  'log_hen_health',
  'Note a health problem with one hen',
  {
    hen: { type: 'string' },
    issue: { type: 'string', enum: ['broody', 'molting', 'mites', 'limping', 'not_laying', 'other'] },
    notes: { type: 'string' },
  },
  ['hen', 'issue'],
);
export const HENS = [eggs, feed, henHealth];

// sourdough
const starter = tool(
  'feed_starter',
  'Log a feeding of the sourdough starter',
  {
    flour: { type: 'string', enum: ['white', 'whole_wheat', 'rye', 'spelt'] },
    grams: { type: 'integer', minimum: 1, description: 'Flour added, in grams' },
    ratio: { type: 'string', pattern: '^[0-9]+:[0-9]+:[0-9]+$', description: 'starter:flour:water' },
  },
  ['flour'],
);
const bake = tool(
  'plan_bake',
  'Plan a bread bake on a day',
  {
    bread: { type: 'string' },
    bake_on: day,
    loaves: { type: 'integer', minimum: 1, maximum: 12 },
    hydration: { type: 'integer', minimum: 50, maximum: 100, description: 'Percent' },
  },
  ['bread', 'bake_on'],
);
export const SOURDOUGH = [starter, bake];

// record collection
const addVinyl = tool(
  'add_vinyl',
  'Add a record to my vinyl collection',
  {
    artist: { type: 'string' },
    album: { type: 'string' },
    year: { type: 'integer', minimum: 1900, maximum: 2030 },
    condition: { type: 'string', enum: ['mint', 'near_mint', 'very_good', 'good', 'fair', 'poor'] },
    speed: { type: 'integer', enum: [33, 45, 78] },
  },
  ['artist', 'album'],
);
const searchVinyl = tool(
  'search_vinyl',
  'Look through my vinyl collection',
  {
    query: { type: 'string' },
    genre: { type: 'string', enum: ['rock', 'jazz', 'soul', 'hip_hop', 'classical', 'electronic', 'folk', 'country'] },
  },
  [],
);
const sellVinyl = tool(
  'log_vinyl_sale',
  'Record that I sold a record',
  { album: { type: 'string' }, price: { type: 'number', minimum: 0 }, buyer: { type: 'string' } },
  ['album', 'price'],
);
export const VINYL = [addVinyl, searchVinyl, sellVinyl];

// amateur radio
const bands = ['160m', '80m', '40m', '20m', '15m', '10m', '2m', '70cm'];
const qso = tool(
  'log_radio_contact',
  'Log a contact in the ham radio logbook',
  {
    callsign: { type: 'string', pattern: '^[A-Z0-9]{3,7}$' },
    band: { type: 'string', enum: bands },
    mode: { type: 'string', enum: ['SSB', 'CW', 'FT8', 'FM'] },
    report: { type: 'string', pattern: '^[1-5][1-9][1-9]?$', description: 'RST signal report given' },
    time: when,
  },
  ['callsign', 'band'],
);
const propagation = tool(
  'band_conditions',
  'Current propagation forecast for the amateur bands',
  { band: { type: 'string', enum: bands } },
  [],
);
export const RADIO = [qso, propagation];

// riding stables
const lesson = tool(
  'book_riding_lesson',
  'Book a riding lesson at the stables',
  {
    date: day,
    time: hhmm,
    level: { type: 'string', enum: ['beginner', 'intermediate', 'advanced'] },
    kind: { type: 'string', enum: ['private', 'group'] },
    horse: { type: 'string' },
  },
  ['date', 'time'],
);
const farrier = tool(
  'log_farrier_visit',
  "Record the farrier's work on a horse",
  {
    horse: { type: 'string' },
    work: { type: 'string', enum: ['trim', 'front_shoes', 'full_set', 'remove_shoes'] },
    date: day,
    cost: { type: 'number', minimum: 0 },
  },
  ['horse', 'work'],
);
export const STABLES = [lesson, farrier];

// escape rooms
const escape = tool(
  'book_escape_room',
  'Book an escape room game',
  {
    room: { type: 'string', enum: ['vault', 'haunted_manor', 'lab_13', 'pharaohs_tomb'] },
    players: { type: 'integer', minimum: 2, maximum: 8 },
    start: when,
  },
  ['room', 'players', 'start'],
);
const escapeFree = tool(
  'escape_room_availability',
  'Which escape rooms have free slots on a day',
  { date: day, players: { type: 'integer', minimum: 2, maximum: 8 } },
  ['date'],
);
export const ESCAPE = [escape, escapeFree];

// bowling
const lane = tool(
  'reserve_bowling_lane',
  'Reserve a bowling lane',
  {
    bowlers: { type: 'integer', minimum: 1, maximum: 8 },
    date: day,
    time: hhmm,
    games: { type: 'integer', minimum: 1, maximum: 5 },
    bumpers: { type: 'boolean' },
  },
  ['bowlers', 'date', 'time'],
);
const bowlScore = tool(
  'log_bowling_score',
  'Record a bowling game score',
  { score: { type: 'integer', minimum: 0, maximum: 300 }, date: day },
  ['score'],
);
export const BOWLING = [lane, bowlScore];

// cinema
const showtimes = tool(
  'find_showtimes',
  'Find when a film is showing',
  {
    movie: { type: 'string' },
    date: day,
    format: { type: 'string', enum: ['2D', '3D', 'IMAX'] },
    cinema: { type: 'string' },
  },
  ['movie'],
);
const movieTickets = tool(
  'buy_movie_tickets',
  'Buy cinema tickets for a showing',
  {
    movie: { type: 'string' },
    showtime: when,
    adults: { type: 'integer', minimum: 0, maximum: 10 },
    children: { type: 'integer', minimum: 0, maximum: 10 },
    seats: { type: 'array', items: { type: 'string', pattern: '^[A-P][0-9]{1,2}$' } },
  },
  ['movie', 'showtime'],
);
export const CINEMA = [showtimes, movieTickets];

// karaoke
const karaokeRoom = tool(
  'book_karaoke_room',
  'Book a private karaoke room',
  {
    people: { type: 'integer', minimum: 2, maximum: 20 },
    start: when,
    hours: { type: 'number', minimum: 1, maximum: 4 },
  },
  ['people', 'start'],
);
const karaokeSong = tool(
  'queue_karaoke_song',
  'Add a song to the karaoke queue',
  {
    song: { type: 'string' },
    artist: { type: 'string' },
    key_shift: { type: 'integer', minimum: -6, maximum: 6, description: 'Semitones up (+) or down (-)' },
  },
  ['song'],
);
export const KARAOKE = [karaokeRoom, karaokeSong];

// mood journal and meditation
const mood = tool(
  'log_mood',
  'Add an entry to the mood journal',
  {
    mood: { type: 'string', enum: ['great', 'good', 'okay', 'low', 'awful'] },
    energy: { type: 'integer', minimum: 1, maximum: 10 },
    tags: { type: 'array', items: { type: 'string' } },
    note: { type: 'string' },
  },
  ['mood'],
);
const meditate = tool(
  'start_meditation',
  'Start a guided meditation',
  {
    minutes: { type: 'integer', minimum: 1, maximum: 60 },
    kind: { type: 'string', enum: ['breathing', 'body_scan', 'sleep', 'focus'] },
    bell: { type: 'boolean', description: 'Ring a bell at the end' },
  },
  ['minutes'],
);
export const MOOD = [mood, meditate];

// heating oil
const oil = tool(
  'order_heating_oil',
  'Order a heating oil delivery',
  {
    litres: { type: 'integer', minimum: 500, maximum: 3000 },
    fuel: { type: 'string', enum: ['kerosene', 'premium_kerosene', 'gas_oil'] },
    delivery_date: day,
  },
  ['litres'],
);
const tank = tool(
  'log_tank_level',
  'Record the oil tank gauge reading',
  { percent: { type: 'integer', minimum: 0, maximum: 100 }, date: day },
  ['percent'],
);
export const OIL = [oil, tank];

// online auctions
const lot = { type: 'string', pattern: '^L[0-9]{4}$' };
const bid = tool(
  'place_bid',
  'Bid on an auction lot',
  { lot, amount: { type: 'number', exclusiveMinimum: 0 }, max_auto_bid: { type: 'number', exclusiveMinimum: 0 } },
  ['lot', 'amount'],
);
const watchLot = tool(
  'watch_auction_lot',
  'Watch a lot and get a reminder before it closes',
  { lot, remind_minutes_before: { type: 'integer', minimum: 5, maximum: 1440 } },
  ['lot'],
);
const searchLots = tool(
  'search_auctions',
  'Search open auction lots',
  {
    keywords: { type: 'string' },
    category: { type: 'string', enum: ['furniture', 'art', 'jewellery', 'watches', 'books', 'tools'] },
    max_price: { type: 'number', minimum: 0 },
  },
  [],
);
export const AUCTION = [bid, watchLot, searchLots];

// kids' chores and allowance
const chore = tool(
  'assign_chore',
  'Give a child a chore',
  {
    child: { type: 'string' },
    chore: { type: 'string' },
    due: day,
    points: { type: 'integer', minimum: 1, maximum: 50 },
    repeat: { type: 'string', enum: ['none', 'daily', 'weekly'] },
  },
  ['child', 'chore'],
);
const choreDone = tool('mark_chore_done', 'Tick off a chore a child finished', { child: { type: 'string' }, chore: { type: 'string' } }, [
  'child',
  'chore',
]);
const allowance = tool(
  'pay_allowance',
  "Pay into a child's allowance account",
  { child: { type: 'string' }, amount: { type: 'number', exclusiveMinimum: 0 }, note: { type: 'string' } },
  ['child', 'amount'],
);
export const CHORES = [chore, choreDone, allowance];

// shared house expenses
const shared = tool(
  'add_shared_expense',
  'Add a bill to split with housemates',
  {
    description: { type: 'string' },
    amount: { type: 'number', exclusiveMinimum: 0 },
    paid_by: { type: 'string' },
    split_with: { type: 'array', items: { type: 'string' } },
    category: { type: 'string', enum: ['rent', 'utilities', 'groceries', 'internet', 'household', 'other'] },
  },
  ['description', 'amount', 'paid_by'],
);
const settle = tool(
  'settle_up',
  'Record paying back a housemate',
  {
    with: { type: 'string' },
    amount: { type: 'number', exclusiveMinimum: 0 },
    method: { type: 'string', enum: ['cash', 'bank_transfer', 'paypal', 'venmo'] },
  },
  ['with'],
);
export const HOUSEMATES = [shared, settle];

// warranties
const warranty = tool(
  'register_warranty',
  'Save a product warranty',
  {
    product: { type: 'string' },
    brand: { type: 'string' },
    purchased_on: day,
    years: { type: 'integer', minimum: 1, maximum: 10 },
    serial: { type: 'string' },
  },
  ['product', 'purchased_on'],
);
const findWarranty = tool('find_warranty', 'Look up a saved warranty', { product: { type: 'string' } }, ['product']);
const warrantyClaim = tool(
  'file_warranty_claim',
  'Start a warranty claim for a faulty product',
  {
    product: { type: 'string' },
    problem: { type: 'string' },
    purchase: {
      type: 'object',
      properties: { store: { type: 'string' }, receipt: { type: 'string' } },
      required: ['store'],
    },
  },
  ['product', 'problem'],
);
export const WARRANTY = [warranty, findWarranty, warrantyClaim];

// scuba diving
const gear = ['bcd', 'regulator', 'wetsuit', 'fins', 'mask', 'computer'];
const dive = tool(
  'log_dive',
  'Add a dive to the logbook',
  {
    site: { type: 'string' },
    max_depth_m: { type: 'number', minimum: 0, maximum: 100 },
    minutes: { type: 'integer', minimum: 1, maximum: 300 },
    date: day,
    buddy: { type: 'string' },
    water_temp_c: { type: 'number' },
  },
  ['site', 'max_depth_m'],
);
const diveTrip = tool(
  'book_dive_trip',
  'Book a boat dive with the dive shop',
  {
    site: { type: 'string' },
    date: day,
    divers: { type: 'integer', minimum: 1, maximum: 6 },
    nitrox: { type: 'boolean' },
    rental: { type: 'array', items: { type: 'string', enum: gear } },
  },
  ['site', 'date', 'divers'],
);
export const DIVING = [dive, diveTrip];

/** Every tool above at once, for the cases that must pick among many. */
export const ALL9 = [
  ...POTTERY,
  ...TATTOO,
  ...HENS,
  ...SOURDOUGH,
  ...VINYL,
  ...RADIO,
  ...STABLES,
  ...ESCAPE,
  ...BOWLING,
  ...CINEMA,
  ...KARAOKE,
  ...MOOD,
  ...OIL,
  ...AUCTION,
  ...CHORES,
  ...HOUSEMATES,
  ...WARRANTY,
  ...DIVING,
];
