import { tool } from './router-case-helpers.js';

/*
 * Tool sets of the sixth fresh router table (router-fresh5-cases.ts), written as apps write them:
 * enums, bounded integers and numbers, booleans, date, date-time and HH:MM formats, identifier
 * patterns, arrays and optional fields. None of these tools is in another router table.
 */

const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: '24-hour time, HH:MM' };

// library
const renewBook = tool(
  'renew_loan',
  'Renew a borrowed library book so it is due later',
  { book_title: { type: 'string' }, weeks: { type: 'integer', minimum: 1, maximum: 4 } },
  ['book_title'],
);
const holdBook = tool(
  'place_hold',
  'Place a hold on a library item to pick up at a branch',
  {
    title: { type: 'string' },
    branch: { type: 'string', enum: ['central', 'northside', 'riverside', 'westgate'] },
    format: { type: 'string', enum: ['book', 'ebook', 'audiobook', 'dvd'] },
  },
  ['title'],
);
const searchCatalog = tool(
  'search_catalog',
  'Search the library catalog by author or subject',
  { query: { type: 'string' }, available_only: { type: 'boolean' } },
  ['query'],
);
export const LIBRARY = [renewBook, holdBook, searchCatalog];

// parking and transit
const payParking = tool(
  'pay_parking',
  'Pay for street parking in a zone',
  {
    zone: { type: 'integer', minimum: 100, maximum: 9999, description: 'Parking zone number on the sign' },
    minutes: { type: 'integer', minimum: 15, maximum: 600 },
    plate: { type: 'string', pattern: '^[A-Z0-9]{2,8}$', description: 'License plate' },
  },
  ['zone', 'minutes'],
);
const departures = tool(
  'next_departures',
  'Show the next bus or tram departures from a stop',
  {
    stop_name: { type: 'string' },
    line: { type: 'string', description: 'Line number, e.g. 14 or N7' },
    count: { type: 'integer', minimum: 1, maximum: 10 },
  },
  ['stop_name'],
);
const buyPass = tool(
  'buy_transit_pass',
  'Buy a public transport pass',
  {
    pass_type: { type: 'string', enum: ['day', 'week', 'month', 'year'] },
    start_date: { type: 'string', format: 'date' },
    reduced_fare: { type: 'boolean', description: 'Student or senior discount' },
  },
  ['pass_type'],
);
export const TRANSIT = [payParking, departures, buyPass];

// school
const recordGrade = tool(
  'record_grade',
  "Record a student's score on a test",
  { student: { type: 'string' }, subject: { type: 'string' }, score: { type: 'integer', minimum: 0, maximum: 100 } },
  ['student', 'subject', 'score'],
);
const tutoring = tool(
  'book_tutoring',
  'Book a tutoring session',
  {
    subject: { type: 'string', enum: ['math', 'physics', 'chemistry', 'english', 'history'] },
    date: { type: 'string', format: 'date' },
    duration_minutes: { type: 'integer', enum: [30, 45, 60, 90] },
  },
  ['subject', 'date'],
);
const deadlines = tool(
  'list_assignments',
  'List homework assignments that are due',
  { course: { type: 'string' }, due_within_days: { type: 'integer', minimum: 1, maximum: 60 } },
  [],
);
export const SCHOOL = [recordGrade, tutoring, deadlines];

// work
const timeOff = tool(
  'request_time_off',
  'Request time off from work',
  {
    start_date: { type: 'string', format: 'date' },
    end_date: { type: 'string', format: 'date' },
    kind: { type: 'string', enum: ['vacation', 'sick', 'parental', 'unpaid'] },
  },
  ['start_date', 'end_date'],
);
const logHours = tool(
  'log_hours',
  'Log hours worked on a project for a timesheet',
  { project: { type: 'string' }, hours: { type: 'number', minimum: 0.25, maximum: 24 }, date: { type: 'string', format: 'date' } },
  ['project', 'hours'],
);
const expense = tool(
  'submit_expense',
  'Submit an expense claim for reimbursement',
  {
    amount: { type: 'number', minimum: 0 },
    currency: { type: 'string', enum: ['USD', 'EUR', 'GBP', 'JPY'] },
    category: { type: 'string', enum: ['travel', 'meals', 'lodging', 'supplies', 'other'] },
    note: { type: 'string' },
  },
  ['amount', 'category'],
);
export const WORK = [timeOff, logHours, expense];

// arithmetic helpers
const tip = tool(
  'calculate_tip',
  'Work out the tip on a restaurant bill and split it',
  {
    bill: { type: 'number', minimum: 0 },
    tip_percent: { type: 'number', minimum: 0, maximum: 100 },
    people: { type: 'integer', minimum: 1 },
  },
  ['bill', 'tip_percent'],
);
const power = tool('raise_to_power', 'Raise a base number to an exponent', { base: { type: 'number' }, exponent: { type: 'number' } }, [
  'base',
  'exponent',
]);
const change = tool(
  'percent_change',
  'Percentage change from an old value to a new value',
  { old_value: { type: 'number' }, new_value: { type: 'number' } },
  ['old_value', 'new_value'],
);
const diff = tool(
  'days_between',
  'Count the days between two dates',
  { from_date: { type: 'string', format: 'date' }, to_date: { type: 'string', format: 'date' } },
  ['from_date', 'to_date'],
);
export const MATH = [tip, power, change, diff];

// groceries
const addGrocery = tool(
  'add_grocery',
  'Add an item to the grocery list',
  {
    item: { type: 'string' },
    quantity: { type: 'number', minimum: 0 },
    unit: { type: 'string', enum: ['piece', 'kg', 'g', 'l', 'pack', 'dozen'] },
  },
  ['item'],
);
const removeGrocery = tool('remove_grocery', 'Remove an item from the grocery list', { item: { type: 'string' } }, ['item']);
const budget = tool(
  'set_grocery_budget',
  'Set the weekly grocery budget',
  { amount: { type: 'number', minimum: 0 }, currency: { type: 'string', enum: ['USD', 'EUR', 'GBP'] } },
  ['amount'],
);
export const GROCERY = [addGrocery, removeGrocery, budget];

// sports
const score = tool(
  'get_match_score',
  'Get the latest score of a team’s match',
  { team: { type: 'string' }, date: { type: 'string', format: 'date' } },
  ['team'],
);
const standings = tool(
  'get_standings',
  'Get the league table',
  {
    league: { type: 'string', enum: ['premier_league', 'la_liga', 'bundesliga', 'serie_a', 'nba', 'nfl'] },
    top: { type: 'integer', minimum: 1, maximum: 20 },
  },
  ['league'],
);
const followTeam = tool('follow_team', 'Follow a team to get alerts', { team: { type: 'string' }, notify_goals: { type: 'boolean' } }, [
  'team',
]);
export const SPORTS = [score, standings, followTeam];

// housing
const apartments = tool(
  'search_apartments',
  'Search apartments for rent',
  {
    city: { type: 'string' },
    max_rent: { type: 'integer', minimum: 0, description: 'Monthly rent limit' },
    bedrooms: { type: 'integer', minimum: 0, maximum: 6 },
    pets_allowed: { type: 'boolean' },
  },
  ['city'],
);
const viewing = tool(
  'schedule_viewing',
  'Schedule a viewing of a rental listing',
  {
    listing_id: { type: 'string', pattern: '^L-[0-9]{4,6}$' },
    date: { type: 'string', format: 'date' },
    time: hhmm,
  },
  ['listing_id', 'date'],
);
const repair = tool(
  'report_repair',
  'Report a repair problem to the landlord',
  {
    problem: { type: 'string' },
    urgent: { type: 'boolean' },
    room: { type: 'string', enum: ['kitchen', 'bathroom', 'bedroom', 'living_room', 'other'] },
  },
  ['problem'],
);
export const HOUSING = [apartments, viewing, repair];

// health
const doctor = tool(
  'book_doctor',
  'Book a doctor appointment',
  {
    specialty: { type: 'string', enum: ['general', 'dentist', 'dermatology', 'eye', 'pediatrics'] },
    start: { type: 'string', format: 'date-time' },
  },
  ['specialty', 'start'],
);
const bloodPressure = tool(
  'log_blood_pressure',
  'Log a blood pressure reading',
  {
    systolic: { type: 'integer', minimum: 60, maximum: 250 },
    diastolic: { type: 'integer', minimum: 30, maximum: 150 },
    pulse: { type: 'integer' },
  },
  ['systolic', 'diastolic'],
);
const sleep = tool(
  'log_sleep',
  'Log how long and how well the user slept',
  { hours: { type: 'number', minimum: 0, maximum: 24 }, quality: { type: 'string', enum: ['poor', 'fair', 'good', 'great'] } },
  ['hours'],
);
export const HEALTH = [doctor, bloodPressure, sleep];

// social
const post = tool(
  'post_status',
  'Post a status update',
  { text: { type: 'string' }, visibility: { type: 'string', enum: ['public', 'friends', 'private'] } },
  ['text'],
);
const friend = tool('send_friend_request', 'Send a friend request to a user', { username: { type: 'string' } }, ['username']);
const mute = tool(
  'mute_user',
  'Mute a user so their posts are hidden',
  { username: { type: 'string' }, days: { type: 'integer', minimum: 1, maximum: 365 } },
  ['username'],
);
export const SOCIAL = [post, friend, mute];

// investing
const buyShares = tool(
  'buy_shares',
  'Place an order to buy shares of a stock',
  {
    ticker: { type: 'string', pattern: '^[A-Z]{1,5}$' },
    shares: { type: 'integer', minimum: 1 },
    limit_price: { type: 'number', description: 'Highest price per share; market order when absent' },
  },
  ['ticker', 'shares'],
);
const alert = tool(
  'set_price_alert',
  'Alert me when a stock crosses a price',
  {
    ticker: { type: 'string', pattern: '^[A-Z]{1,5}$' },
    price: { type: 'number' },
    direction: { type: 'string', enum: ['above', 'below'] },
  },
  ['ticker', 'price', 'direction'],
);
const dividends = tool(
  'get_dividends',
  'Dividend history of a stock',
  { ticker: { type: 'string', pattern: '^[A-Z]{1,5}$' }, years: { type: 'integer', minimum: 1, maximum: 20 } },
  ['ticker'],
);
export const INVEST = [buyShares, alert, dividends];

// car
const fuel = tool(
  'log_fuel',
  'Log a fuel fill-up',
  { liters: { type: 'number', minimum: 0 }, total_cost: { type: 'number', minimum: 0 }, odometer_km: { type: 'integer', minimum: 0 } },
  ['liters'],
);
const service = tool(
  'schedule_car_service',
  'Schedule a car service at the garage',
  { service: { type: 'string', enum: ['oil_change', 'tire_rotation', 'inspection', 'brakes'] }, date: { type: 'string', format: 'date' } },
  ['service', 'date'],
);
const charger = tool(
  'find_chargers',
  'Find electric car charging stations near a place',
  {
    near: { type: 'string' },
    connector: { type: 'string', enum: ['ccs', 'chademo', 'type2', 'tesla'] },
    min_kw: { type: 'integer', minimum: 1 },
  },
  ['near'],
);
export const CAR = [fuel, service, charger];

// tv
const channel = tool('change_channel', 'Switch the TV to a channel number', { channel: { type: 'integer', minimum: 1, maximum: 999 } }, [
  'channel',
]);
const record = tool(
  'record_show',
  'Record a TV show',
  {
    show: { type: 'string' },
    date: { type: 'string', format: 'date' },
    time: hhmm,
    series: { type: 'boolean', description: 'Record every episode' },
  },
  ['show'],
);
const input = tool(
  'set_tv_input',
  'Switch the TV input source',
  { source: { type: 'string', enum: ['hdmi1', 'hdmi2', 'hdmi3', 'antenna', 'usb'] } },
  ['source'],
);
export const TV = [channel, record, input];

// dictionary
const define = tool('define_word', 'Look up the meaning of an English word', { word: { type: 'string' } }, ['word']);
const synonyms = tool(
  'find_synonyms',
  'Find words with the same meaning',
  { word: { type: 'string' }, max_results: { type: 'integer', minimum: 1, maximum: 50 } },
  ['word'],
);
const rhymes = tool('find_rhymes', 'Find words that rhyme with a word', { word: { type: 'string' } }, ['word']);
export const WORDS = [define, synonyms, rhymes];

/** Every tool of this table, for the requests that choose among all of them. */
export const ALL5 = [
  ...LIBRARY,
  ...TRANSIT,
  ...SCHOOL,
  ...WORK,
  ...MATH,
  ...GROCERY,
  ...SPORTS,
  ...HOUSING,
  ...HEALTH,
  ...SOCIAL,
  ...INVEST,
  ...CAR,
  ...TV,
  ...WORDS,
];
