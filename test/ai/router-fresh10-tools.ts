import { tool } from './router-case-helpers.js';

/*
 * Tool sets of the eleventh fresh router table (router-fresh10-cases.ts), written as apps write them:
 * string and integer enums, bounded integers and numbers, booleans, date, date-time and HH:MM
 * formats, identifier patterns, arrays of strings, one nested object, and optional fields. None of
 * these domains is in an earlier router table (checked against every earlier tool name).
 */

const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: '24-hour time, HH:MM' };
const day = { type: 'string', format: 'date' };
const when = { type: 'string', format: 'date-time' };

// ferry crossings
const routes = ['dover_calais', 'holyhead_dublin', 'portsmouth_caen', 'newcastle_amsterdam'];
const sailings = tool(
  'ferry_sailings',
  'List the sailings on a ferry route on a day',
  { route: { type: 'string', enum: routes }, date: day },
  ['route', 'date'],
);
const ferry = tool(
  'book_ferry',
  'Book a ferry crossing',
  {
    route: { type: 'string', enum: routes },
    date: day,
    sailing: { ...hhmm, description: 'Departure time of the sailing, HH:MM' },
    passengers: { type: 'integer', minimum: 1, maximum: 9 },
    vehicle: { type: 'string', enum: ['none', 'car', 'motorbike', 'van', 'bicycle'] },
    cabin: { type: 'boolean' },
  },
  ['route', 'date', 'passengers'],
);
const cancelFerry = tool('cancel_ferry_booking', 'Cancel a ferry booking', { booking: { type: 'string', pattern: '^FB[0-9]{6}$' } }, [
  'booking',
]);
export const FERRY = [sailings, ferry, cancelFerry];

// bike repair shop
const bikeService = tool(
  'book_bike_service',
  'Book a bike into the repair shop',
  {
    service: { type: 'string', enum: ['tune_up', 'flat_repair', 'brake_service', 'gear_adjustment', 'full_overhaul'] },
    bike: { type: 'string', enum: ['road', 'mountain', 'gravel', 'ebike', 'city', 'kids'] },
    drop_off: day,
    notes: { type: 'string' },
  },
  ['service', 'drop_off'],
);
const repairStatus = tool('bike_repair_status', 'Check on a bike in for repair', { ticket: { type: 'string', pattern: '^BK[0-9]{4}$' } }, [
  'ticket',
]);
const bikePart = tool(
  'order_bike_part',
  'Order a part from the bike shop',
  {
    part: { type: 'string' },
    quantity: { type: 'integer', minimum: 1, maximum: 10 },
    size: { type: 'string', description: 'Size as printed on the part, e.g. 700x28 or 29x2.4' },
  },
  ['part'],
);
export const BIKE_SHOP = [bikeService, repairStatus, bikePart];

// community choir
const rsvp = tool(
  'rsvp_rehearsal',
  'Tell the choir whether I will be at a rehearsal',
  { date: day, attending: { type: 'boolean' }, note: { type: 'string' } },
  ['date', 'attending'],
);
const sheetMusic = tool(
  'request_sheet_music',
  'Ask the choir librarian for sheet music',
  {
    piece: { type: 'string' },
    voice_part: { type: 'string', enum: ['soprano', 'alto', 'tenor', 'bass'] },
    copies: { type: 'integer', minimum: 1, maximum: 40 },
  },
  ['piece'],
);
const concertSeats = tool(
  'reserve_concert_seats',
  "Reserve seats at one of the choir's concerts",
  {
    concert: { type: 'string', enum: ['winter_concert', 'carol_service', 'spring_gala'] },
    seats: { type: 'integer', minimum: 1, maximum: 10 },
    wheelchair: { type: 'boolean', description: 'A wheelchair space is needed' },
  },
  ['concert', 'seats'],
);
export const CHOIR = [rsvp, sheetMusic, concertSeats];

// model railway (DCC layout)
const locoSpeed = tool(
  'set_loco_speed',
  'Set the speed of a locomotive on the layout',
  {
    address: { type: 'integer', minimum: 1, maximum: 9999, description: 'DCC address of the locomotive' },
    speed: { type: 'integer', minimum: 0, maximum: 126, description: 'Speed step, 0 stops' },
    direction: { type: 'string', enum: ['forward', 'reverse'] },
  },
  ['address', 'speed'],
);
const turnout = tool(
  'set_turnout',
  'Throw a turnout (set of points) on the layout',
  { turnout: { type: 'integer', minimum: 1, maximum: 64 }, position: { type: 'string', enum: ['straight', 'diverging'] } },
  ['turnout', 'position'],
);
const rollingStock = tool(
  'add_rolling_stock',
  'Add a locomotive, coach or wagon to my rolling stock list',
  {
    name: { type: 'string' },
    scale: { type: 'string', enum: ['N', 'OO', 'HO', 'O', 'G'] },
    kind: { type: 'string', enum: ['locomotive', 'coach', 'wagon'] },
    dcc_address: { type: 'integer', minimum: 1, maximum: 9999 },
  },
  ['name', 'scale'],
);
export const RAILWAY = [locoSpeed, turnout, rollingStock];

// photo printing
const prints = tool(
  'order_photo_prints',
  'Order prints of the photos in an album',
  {
    album: { type: 'string' },
    size: { type: 'string', enum: ['4x6', '5x7', '8x10', 'square'] },
    copies: { type: 'integer', minimum: 1, maximum: 50, description: 'Copies of each photo' },
    finish: { type: 'string', enum: ['glossy', 'matte'] },
    pickup_store: { type: 'string', description: 'Store to collect from; shipped when left out' },
  },
  ['album', 'size'],
);
const photoBook = tool(
  'order_photo_book',
  'Make a printed photo book from an album',
  {
    album: { type: 'string' },
    cover: { type: 'string', enum: ['softcover', 'hardcover', 'layflat'] },
    pages: { type: 'integer', minimum: 20, maximum: 120 },
    title: { type: 'string', description: 'Printed on the cover' },
  },
  ['album', 'cover'],
);
const photoOrder = tool('photo_order_status', 'Where a photo print order is', { order: { type: 'string', pattern: '^PX[0-9]{5}$' } }, [
  'order',
]);
export const PHOTO = [prints, photoBook, photoOrder];

// swimming pool
const swimLane = tool(
  'book_swim_lane',
  'Book a slot in a lane at the pool',
  {
    date: day,
    time: hhmm,
    lane: { type: 'string', enum: ['slow', 'medium', 'fast'] },
    minutes: { type: 'integer', enum: [30, 45, 60] },
  },
  ['date', 'time'],
);
const swim = tool(
  'log_swim',
  'Record a swim',
  {
    meters: { type: 'integer', minimum: 25, maximum: 10000 },
    stroke: { type: 'string', enum: ['freestyle', 'breaststroke', 'backstroke', 'butterfly', 'mixed'] },
    minutes: { type: 'integer', minimum: 1, maximum: 300 },
    pool_length_m: { type: 'integer', enum: [25, 50] },
    date: day,
  },
  ['meters'],
);
export const SWIM = [swimLane, swim];

// blood glucose and insulin
const glucose = tool(
  'log_glucose',
  'Record a blood glucose reading',
  {
    mg_dl: { type: 'integer', minimum: 20, maximum: 600, description: 'Reading in mg/dL' },
    context: { type: 'string', enum: ['fasting', 'before_meal', 'after_meal', 'bedtime'] },
    time: when,
  },
  ['mg_dl'],
);
const insulin = tool(
  'log_insulin',
  'Record an insulin dose',
  {
    units: { type: 'number', minimum: 0.5, maximum: 100 },
    insulin: { type: 'string', enum: ['rapid', 'long_acting'] },
    time: when,
  },
  ['units', 'insulin'],
);
export const GLUCOSE = [glucose, insulin];

// babysitting
const sitter = tool(
  'book_babysitter',
  'Book a babysitter',
  {
    start: when,
    hours: { type: 'number', minimum: 1, maximum: 12, multipleOf: 0.5 },
    children: { type: 'integer', minimum: 1, maximum: 6 },
    sitter: { type: 'string', description: 'A sitter by name, when the user asks for one' },
    bedtime: { ...hhmm, description: "Children's bedtime, HH:MM" },
  },
  ['start', 'hours'],
);
const cancelSitter = tool('cancel_babysitter', 'Cancel a babysitter booking', { booking: { type: 'string', pattern: '^SIT-[0-9]{4}$' } }, [
  'booking',
]);
export const SITTER = [sitter, cancelSitter];

// archery range
const distances = [10, 18, 30, 50, 70];
const range = tool(
  'book_archery_range',
  'Book a shooting slot at the archery range',
  {
    date: day,
    time: hhmm,
    archers: { type: 'integer', minimum: 1, maximum: 6 },
    distance_m: { type: 'integer', enum: distances },
    rental: { type: 'boolean', description: 'Hire bows and arrows' },
  },
  ['date', 'time', 'archers'],
);
const archeryScore = tool(
  'log_archery_score',
  'Record the score of an archery round',
  {
    score: { type: 'integer', minimum: 0, maximum: 720 },
    arrows: { type: 'integer', enum: [30, 36, 60, 72] },
    distance_m: { type: 'integer', enum: distances },
    bow: { type: 'string', enum: ['recurve', 'compound', 'barebow', 'longbow'] },
  },
  ['score'],
);
export const ARCHERY = [range, archeryScore];

// theme park
const parkTickets = tool(
  'buy_park_tickets',
  'Buy theme park day tickets',
  {
    date: day,
    adults: { type: 'integer', minimum: 0, maximum: 10 },
    children: { type: 'integer', minimum: 0, maximum: 10 },
    fast_pass: { type: 'boolean' },
  },
  ['date', 'adults'],
);
const waits = tool(
  'ride_wait_times',
  'Current ride wait times at the park',
  { area: { type: 'string', enum: ['frontier_land', 'space_zone', 'pirate_cove', 'kiddie_kingdom'] } },
  [],
);
const virtualQueue = tool(
  'join_virtual_queue',
  'Join the virtual queue for a ride',
  {
    ride: { type: 'string', enum: ['thunder_canyon', 'galaxy_coaster', 'splash_falls', 'haunted_mine'] },
    party: { type: 'integer', minimum: 1, maximum: 8 },
  },
  ['ride', 'party'],
);
export const PARK = [parkTickets, waits, virtualQueue];

// local classifieds
const listing = { type: 'string', pattern: '^AD[0-9]{5}$' };
const postListing = tool(
  'post_listing',
  'Put an item up for sale on the local classifieds',
  {
    title: { type: 'string' },
    price: { type: 'number', minimum: 0 },
    category: { type: 'string', enum: ['furniture', 'electronics', 'clothing', 'bikes', 'baby', 'garden', 'other'] },
    condition: { type: 'string', enum: ['new', 'like_new', 'good', 'fair', 'for_parts'] },
    collection_only: { type: 'boolean' },
  },
  ['title', 'price'],
);
const sold = tool('mark_listing_sold', 'Mark a listing as sold', { listing, sold_for: { type: 'number', minimum: 0 } }, ['listing']);
const offer = tool(
  'answer_offer',
  "Accept or decline a buyer's offer on a listing, optionally with a counter-offer",
  { listing, accept: { type: 'boolean' }, counter: { type: 'number', exclusiveMinimum: 0 } },
  ['listing', 'accept'],
);
export const CLASSIFIEDS = [postListing, sold, offer];

// 3D printing
const materials = ['PLA', 'PETG', 'ABS', 'TPU'];
const print3d = tool(
  'queue_3d_print',
  'Send a model file to the 3D printer queue',
  {
    file: { type: 'string', pattern: '^[A-Za-z0-9_-]+\\.(stl|3mf)$' },
    material: { type: 'string', enum: materials },
    infill_percent: { type: 'integer', minimum: 0, maximum: 100 },
    layer_height_mm: { type: 'number', minimum: 0.08, maximum: 0.32 },
    copies: { type: 'integer', minimum: 1, maximum: 20 },
    supports: { type: 'boolean' },
  },
  ['file', 'material'],
);
const filament = tool(
  'order_filament',
  'Order filament spools for the 3D printer',
  {
    material: { type: 'string', enum: materials },
    color: { type: 'string' },
    spools: { type: 'integer', minimum: 1, maximum: 10 },
    diameter_mm: { type: 'number', enum: [1.75, 2.85] },
  },
  ['material', 'spools'],
);
export const PRINT3D = [print3d, filament];

// learning to drive
const drivingLesson = tool(
  'book_driving_lesson',
  'Book a lesson with my driving instructor',
  {
    date: day,
    time: hhmm,
    minutes: { type: 'integer', enum: [60, 90, 120] },
    transmission: { type: 'string', enum: ['manual', 'automatic'] },
    pickup: { type: 'string', description: 'Address to be picked up from' },
  },
  ['date', 'time'],
);
const practiceDrive = tool(
  'log_practice_drive',
  'Record supervised driving practice',
  {
    minutes: { type: 'integer', minimum: 5, maximum: 600 },
    date: day,
    night: { type: 'boolean' },
    supervisor: { type: 'string' },
    conditions: { type: 'array', items: { type: 'string', enum: ['rain', 'snow', 'motorway', 'city', 'rural'] } },
  },
  ['minutes'],
);
export const DRIVING = [drivingLesson, practiceDrive];

// optician
const lenses = tool(
  'order_contact_lenses',
  'Reorder contact lenses',
  {
    eye: { type: 'string', enum: ['left', 'right', 'both'] },
    power: { type: 'number', minimum: -20, maximum: 12, multipleOf: 0.25, description: 'Dioptres, e.g. -2.5' },
    boxes: { type: 'integer', minimum: 1, maximum: 8 },
    replacement: { type: 'string', enum: ['daily', 'two_weekly', 'monthly'] },
    brand: { type: 'string' },
  },
  ['eye', 'power', 'boxes'],
);
const eyeTest = tool(
  'book_eye_test',
  'Book an eye test at the optician',
  { date: day, time: hhmm, kind: { type: 'string', enum: ['glasses', 'contact_lenses', 'child'] } },
  ['date', 'time'],
);
export const OPTICIAN = [lenses, eyeTest];

// bakery cake orders
const cake = tool(
  'order_cake',
  'Order a celebration cake from the bakery',
  {
    flavor: { type: 'string', enum: ['chocolate', 'vanilla', 'red_velvet', 'lemon', 'carrot'] },
    servings: { type: 'integer', minimum: 6, maximum: 60 },
    ready_at: { ...when, description: 'When it is collected, or delivered when delivery is given' },
    message: { type: 'string', description: 'Writing on the cake' },
    avoid: { type: 'array', items: { type: 'string', enum: ['nuts', 'gluten', 'dairy', 'eggs'] } },
    delivery: {
      type: 'object',
      properties: { address: { type: 'string' }, instructions: { type: 'string' } },
      required: ['address'],
    },
  },
  ['flavor', 'servings', 'ready_at'],
);
const cancelCake = tool('cancel_cake_order', 'Cancel a cake order', { order: { type: 'string', pattern: '^CK[0-9]{4}$' } }, ['order']);
export const BAKERY = [cake, cancelCake];

// day spa
const massage = tool(
  'book_massage',
  'Book a massage at the spa',
  {
    kind: { type: 'string', enum: ['swedish', 'deep_tissue', 'hot_stone', 'sports', 'prenatal'] },
    minutes: { type: 'integer', enum: [30, 60, 90] },
    start: when,
    therapist: { type: 'string' },
    pressure: { type: 'string', enum: ['light', 'medium', 'firm'] },
  },
  ['kind', 'start'],
);
const sauna = tool(
  'book_sauna',
  'Book the sauna',
  { date: day, time: hhmm, people: { type: 'integer', minimum: 1, maximum: 6 }, private: { type: 'boolean' } },
  ['date', 'time'],
);
export const SPA = [massage, sauna];

// lost property
const lost = tool(
  'report_lost_item',
  'Report something I lost to the lost property office',
  {
    item: { type: 'string' },
    lost_at: { type: 'string', description: 'Where it was lost' },
    lost_on: day,
    color: { type: 'string' },
    reward: { type: 'number', minimum: 0 },
  },
  ['item'],
);
const found = tool('search_found_items', 'Search things handed in to lost property', { query: { type: 'string' }, since: day }, ['query']);
export const LOST = [lost, found];

// pub quiz league
const quizTeam = tool(
  'register_quiz_team',
  'Register a team for a pub quiz night',
  { team: { type: 'string' }, date: day, players: { type: 'integer', minimum: 2, maximum: 8 } },
  ['team', 'date'],
);
const leaderboard = tool(
  'quiz_leaderboard',
  'Standings in the pub quiz league',
  { night: { type: 'string', enum: ['monday', 'thursday'] }, top: { type: 'integer', minimum: 1, maximum: 20 } },
  [],
);
export const QUIZ = [quizTeam, leaderboard];

/** Every tool above at once, for the cases that must pick among many. */
export const ALL10 = [
  ...FERRY,
  ...BIKE_SHOP,
  ...CHOIR,
  ...RAILWAY,
  ...PHOTO,
  ...SWIM,
  ...GLUCOSE,
  ...SITTER,
  ...ARCHERY,
  ...PARK,
  ...CLASSIFIEDS,
  ...PRINT3D,
  ...DRIVING,
  ...OPTICIAN,
  ...BAKERY,
  ...SPA,
  ...LOST,
  ...QUIZ,
];
