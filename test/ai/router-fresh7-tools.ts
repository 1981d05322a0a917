import { tool } from './router-case-helpers.js';

/*
 * Tool sets of the eighth fresh router table (router-fresh7-cases.ts), written as apps write them:
 * enums (of strings and of integers), bounded integers and numbers, booleans, date, date-time and
 * HH:MM formats, identifier patterns, arrays of strings, one nested object and optional fields. None
 * of these domains is in another router table.
 */

const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: '24-hour time, HH:MM' };
const day = { type: 'string', format: 'date' };
const when = { type: 'string', format: 'date-time' };

// houseplants
const addPlant = tool(
  'add_plant',
  'Add a houseplant to the care schedule',
  {
    species: { type: 'string', description: 'Common name of the plant, e.g. monstera' },
    nickname: { type: 'string' },
    water_every_days: { type: 'integer', minimum: 1, maximum: 60 },
    light: { type: 'string', enum: ['low', 'medium', 'bright_indirect', 'direct'] },
  },
  ['species'],
);
const logCare = tool(
  'log_plant_care',
  'Record care given to a plant',
  {
    plant: { type: 'string', description: 'Nickname or species of the plant' },
    action: { type: 'string', enum: ['watered', 'fertilized', 'repotted', 'pruned', 'misted'] },
    date: day,
  },
  ['plant', 'action'],
);
const plantsDue = tool(
  'plants_due',
  'List plants that need watering soon',
  { within_days: { type: 'integer', minimum: 0, maximum: 14 } },
  [],
);
export const PLANTS = [addPlant, logCare, plantsDue];

// household waste and recycling
const bulkPickup = tool(
  'schedule_bulk_pickup',
  'Schedule a curbside pickup of bulky items',
  {
    items: { type: 'array', items: { type: 'string' }, minItems: 1, description: 'Items to collect, e.g. sofa, mattress' },
    date: day,
  },
  ['items', 'date'],
);
const collectionDay = tool(
  'next_collection',
  'When the next bin collection is',
  { bin: { type: 'string', enum: ['trash', 'recycling', 'compost', 'glass'] } },
  ['bin'],
);
const missedPickup = tool(
  'report_missed_collection',
  'Report a bin that was not emptied on its collection day',
  { bin: { type: 'string', enum: ['trash', 'recycling', 'compost', 'glass'] }, date: day },
  ['bin'],
);
export const RECYCLING = [bulkPickup, collectionDay, missedPickup];

// utility meters
const meterReading = tool(
  'submit_meter_reading',
  'Submit a utility meter reading',
  {
    meter: { type: 'string', enum: ['electricity', 'gas', 'water'] },
    reading: { type: 'number', minimum: 0 },
    date: day,
  },
  ['meter', 'reading'],
);
const usage = tool(
  'get_energy_usage',
  'Show energy or water use over a period',
  {
    meter: { type: 'string', enum: ['electricity', 'gas', 'water'] },
    period: { type: 'string', enum: ['day', 'week', 'month', 'year'] },
  },
  ['meter'],
);
const outage = tool(
  'report_outage',
  'Report a power, gas or water outage at an address',
  {
    utility: { type: 'string', enum: ['power', 'gas', 'water'] },
    postcode: { type: 'string', pattern: '^[0-9]{5}$' },
    whole_street: { type: 'boolean', description: 'Neighbours are affected too' },
  },
  ['utility', 'postcode'],
);
export const METERS = [meterReading, usage, outage];

// board-game night
const planNight = tool(
  'plan_game_night',
  'Create a board-game night and invite friends',
  {
    start: when,
    host: { type: 'string' },
    guests: { type: 'array', items: { type: 'string' } },
  },
  ['start'],
);
const suggestGame = tool(
  'suggest_board_game',
  'Suggest a board game for a group',
  {
    players: { type: 'integer', minimum: 1, maximum: 12 },
    max_minutes: { type: 'integer', minimum: 10, maximum: 480 },
    style: { type: 'string', enum: ['strategy', 'party', 'cooperative', 'deduction', 'family'] },
  },
  ['players'],
);
const recordResult = tool(
  'record_game_result',
  'Record who won a board game',
  {
    game: { type: 'string' },
    winner: { type: 'string' },
    score: { type: 'integer', minimum: 0 },
  },
  ['game', 'winner'],
);
export const GAME_NIGHT = [planNight, suggestGame, recordResult];

// wine cellar
const addBottle = tool(
  'add_wine',
  'Add bottles to the wine cellar inventory',
  {
    name: { type: 'string', description: 'Producer and wine, e.g. Ridge Monte Bello' },
    vintage: { type: 'integer', minimum: 1900, maximum: 2026 },
    color: { type: 'string', enum: ['red', 'white', 'rose', 'sparkling', 'dessert'] },
    bottles: { type: 'integer', minimum: 1, maximum: 120 },
  },
  ['name'],
);
const findWine = tool(
  'find_wine',
  'Search the cellar for bottles',
  {
    query: { type: 'string' },
    color: { type: 'string', enum: ['red', 'white', 'rose', 'sparkling', 'dessert'] },
    ready_to_drink: { type: 'boolean' },
  },
  [],
);
const drinkBottle = tool(
  'drink_wine',
  'Remove a bottle from the cellar and rate it',
  { name: { type: 'string' }, rating: { type: 'integer', minimum: 1, maximum: 5 }, note: { type: 'string' } },
  ['name'],
);
export const WINE = [addBottle, findWine, drinkBottle];

// taxes
const taxDoc = tool(
  'add_tax_document',
  'Attach a tax form to this year’s return',
  {
    form: { type: 'string', enum: ['W-2', '1099-NEC', '1099-INT', '1098', '1099-B'] },
    issuer: { type: 'string', description: 'Employer, bank or payer that issued the form' },
    amount: { type: 'number', minimum: 0 },
  },
  ['form'],
);
const refundStatus = tool(
  'tax_refund_status',
  'Check the status of a tax refund',
  {
    tax_year: { type: 'integer', minimum: 2015, maximum: 2026 },
    filing_status: { type: 'string', enum: ['single', 'joint', 'separate', 'head_of_household'] },
  },
  ['tax_year'],
);
const estimatePayment = tool(
  'pay_estimated_tax',
  'Schedule a quarterly estimated tax payment',
  {
    quarter: { type: 'integer', enum: [1, 2, 3, 4] },
    amount: { type: 'number', exclusiveMinimum: 0 },
    pay_on: day,
  },
  ['quarter', 'amount'],
);
export const TAXES = [taxDoc, refundStatus, estimatePayment];

// museum visits
const museumTickets = tool(
  'book_museum_tickets',
  'Book timed-entry museum tickets',
  {
    museum: { type: 'string' },
    date: day,
    entry_time: hhmm,
    adults: { type: 'integer', minimum: 0, maximum: 10 },
    children: { type: 'integer', minimum: 0, maximum: 10 },
  },
  ['museum', 'date'],
);
const exhibitions = tool(
  'find_exhibitions',
  'Find current and upcoming exhibitions',
  { city: { type: 'string' }, topic: { type: 'string' }, free_only: { type: 'boolean' } },
  ['city'],
);
const audioGuide = tool(
  'start_audio_guide',
  'Play the audio guide for an exhibit number',
  {
    stop_number: { type: 'integer', minimum: 1, maximum: 999 },
    language: { type: 'string', enum: ['en', 'fr', 'de', 'es', 'it', 'ja'] },
  },
  ['stop_number'],
);
export const MUSEUM = [museumTickets, exhibitions, audioGuide];

// baby tracker
const feed = tool(
  'log_baby_feed',
  'Log a feed for the baby',
  {
    kind: { type: 'string', enum: ['breast_left', 'breast_right', 'bottle', 'solids'] },
    amount_ml: { type: 'integer', minimum: 0, maximum: 400 },
    duration_minutes: { type: 'integer', minimum: 1, maximum: 90 },
  },
  ['kind'],
);
const diaper = tool(
  'log_diaper',
  'Log a diaper change',
  { contents: { type: 'string', enum: ['wet', 'dirty', 'both', 'dry'] }, time: hhmm },
  ['contents'],
);
const nap = tool('log_nap', 'Log a nap', { start: hhmm, end: hhmm }, ['start']);
export const BABY = [feed, diaper, nap];

// coworking space
const bookDesk = tool(
  'book_desk',
  'Reserve a hot desk at the coworking space',
  {
    date: day,
    zone: { type: 'string', enum: ['quiet', 'collab', 'window', 'standing'] },
    monitor: { type: 'boolean', description: 'A desk with an external monitor' },
  },
  ['date'],
);
const bookRoom = tool(
  'book_phone_booth',
  'Reserve a phone booth for a call',
  { start: when, minutes: { type: 'integer', enum: [15, 30, 45, 60] } },
  ['start'],
);
const guestPass = tool(
  'register_guest',
  'Register a visitor at reception',
  {
    guest_name: { type: 'string' },
    date: day,
    company: { type: 'string' },
  },
  ['guest_name', 'date'],
);
export const COWORKING = [bookDesk, bookRoom, guestPass];

// fishing
const licence = tool(
  'buy_fishing_license',
  'Buy a fishing licence',
  {
    duration: { type: 'string', enum: ['one_day', 'seven_day', 'annual'] },
    start_date: day,
    saltwater: { type: 'boolean' },
  },
  ['duration'],
);
const logCatch = tool(
  'log_catch',
  'Record a fish caught',
  {
    species: { type: 'string' },
    length_cm: { type: 'number', exclusiveMinimum: 0, maximum: 300 },
    released: { type: 'boolean' },
  },
  ['species'],
);
const regulations = tool(
  'fishing_rules',
  'Look up season, size and bag limits for a species in a lake or river',
  { species: { type: 'string' }, water: { type: 'string', description: 'Name of the lake, river or bay' } },
  ['species'],
);
export const FISHING = [licence, logCatch, regulations];

// blood donation
const donate = tool(
  'book_donation',
  'Book a blood donation appointment',
  {
    donation_type: { type: 'string', enum: ['whole_blood', 'platelets', 'plasma'] },
    center: { type: 'string' },
    start: when,
  },
  ['donation_type', 'start'],
);
const eligibility = tool(
  'check_donor_eligibility',
  'Check when the donor can next give',
  { last_donation: day, donation_type: { type: 'string', enum: ['whole_blood', 'platelets', 'plasma'] } },
  ['last_donation'],
);
export const BLOOD = [donate, eligibility];

// hair salon
const haircut = tool(
  'book_salon',
  'Book a salon appointment',
  {
    service: { type: 'string', enum: ['haircut', 'color', 'blowout', 'beard_trim', 'highlights'] },
    stylist: { type: 'string' },
    start: when,
  },
  ['service', 'start'],
);
const cancelSalon = tool(
  'cancel_salon_appointment',
  'Cancel a salon appointment by its code',
  { code: { type: 'string', pattern: '^SAL[0-9]{4}$' } },
  ['code'],
);
export const SALON = [haircut, cancelSalon];

// ski trip
const liftPass = tool(
  'buy_lift_pass',
  'Buy ski lift passes',
  {
    resort: { type: 'string' },
    first_day: day,
    days: { type: 'integer', minimum: 1, maximum: 7 },
    age_group: { type: 'string', enum: ['adult', 'child', 'senior'] },
  },
  ['resort', 'first_day'],
);
const snow = tool('snow_report', 'Current snow depth and open runs at a resort', { resort: { type: 'string' } }, ['resort']);
const rentGear = tool(
  'rent_ski_gear',
  'Rent skis or a snowboard',
  {
    equipment: { type: 'string', enum: ['skis', 'snowboard', 'boots_only'] },
    height_cm: { type: 'integer', minimum: 90, maximum: 220 },
    helmet: { type: 'boolean' },
  },
  ['equipment'],
);
export const SKI = [liftPass, snow, rentGear];

// campsites
const campsite = tool(
  'reserve_campsite',
  'Reserve a campsite in a park',
  {
    park: { type: 'string' },
    arrival: day,
    nights: { type: 'integer', minimum: 1, maximum: 14 },
    site_type: { type: 'string', enum: ['tent', 'rv', 'cabin'] },
    party: {
      type: 'object',
      properties: { adults: { type: 'integer', minimum: 1 }, children: { type: 'integer', minimum: 0 } },
      required: ['adults'],
    },
  },
  ['park', 'arrival'],
);
const fireBan = tool('fire_restrictions', 'Whether campfires are allowed in a park', { park: { type: 'string' } }, ['park']);
export const CAMPING = [campsite, fireBan];

// volunteering
const shift = tool(
  'sign_up_shift',
  'Sign up for a volunteer shift',
  {
    project: { type: 'string', enum: ['food_bank', 'animal_shelter', 'park_cleanup', 'tutoring', 'soup_kitchen'] },
    date: day,
    shift: { type: 'string', enum: ['morning', 'afternoon', 'evening'] },
  },
  ['project', 'date'],
);
const volunteerHours = tool(
  'log_volunteer_hours',
  'Log hours volunteered',
  { hours: { type: 'number', exclusiveMinimum: 0, maximum: 24 }, project: { type: 'string' }, date: day },
  ['hours'],
);
export const VOLUNTEER = [shift, volunteerHours];

// pizza order
const pizza = tool(
  'order_pizza',
  'Order a pizza for delivery or pickup',
  {
    size: { type: 'string', enum: ['small', 'medium', 'large', 'xl'] },
    toppings: { type: 'array', items: { type: 'string' } },
    crust: { type: 'string', enum: ['thin', 'regular', 'deep_dish', 'gluten_free'] },
    quantity: { type: 'integer', minimum: 1, maximum: 20 },
    pickup: { type: 'boolean', description: 'Collect at the store instead of delivery' },
  },
  ['size'],
);
const pizzaStatus = tool('pizza_order_status', 'Where is my pizza order', { order_id: { type: 'string', pattern: '^P[0-9]{6}$' } }, [
  'order_id',
]);
export const PIZZA = [pizza, pizzaStatus];

// golf
const teeTime = tool(
  'book_tee_time',
  'Book a tee time at a golf course',
  {
    course: { type: 'string' },
    date: day,
    time: hhmm,
    players: { type: 'integer', minimum: 1, maximum: 4 },
    holes: { type: 'integer', enum: [9, 18] },
    cart: { type: 'boolean' },
  },
  ['course', 'date'],
);
const golfScore = tool(
  'post_golf_score',
  'Post a round score to the handicap record',
  { course: { type: 'string' }, strokes: { type: 'integer', minimum: 18, maximum: 200 }, holes: { type: 'integer', enum: [9, 18] } },
  ['strokes'],
);
export const GOLF = [teeTime, golfScore];

/** Every tool above at once, for the cases that must pick among many. */
export const ALL7 = [
  ...PLANTS,
  ...RECYCLING,
  ...METERS,
  ...GAME_NIGHT,
  ...WINE,
  ...TAXES,
  ...MUSEUM,
  ...BABY,
  ...COWORKING,
  ...FISHING,
  ...BLOOD,
  ...SALON,
  ...SKI,
  ...CAMPING,
  ...VOLUNTEER,
  ...PIZZA,
  ...GOLF,
];
