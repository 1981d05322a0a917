import { tool } from './router-case-helpers.js';

/*
 * Tool sets of the seventh fresh router table (router-fresh6-cases.ts), written as apps write them:
 * enums (of strings and of integers), bounded integers and numbers, booleans, date, date-time and
 * HH:MM formats, identifier patterns, arrays of strings and optional fields. None of these tools is
 * in another router table.
 */

const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: '24-hour time, HH:MM' };
const day = { type: 'string', format: 'date' };

// pharmacy
const refill = tool(
  'request_refill',
  'Request a refill of a prescription at the pharmacy',
  {
    rx_number: { type: 'string', pattern: '^[0-9]{7}$', description: 'The 7-digit number on the bottle label' },
    days_supply: { type: 'integer', enum: [30, 60, 90] },
    delivery: { type: 'boolean', description: 'Deliver to the home address instead of store pickup' },
  },
  ['rx_number'],
);
const interactions = tool(
  'check_interactions',
  'Check whether medications interact with each other',
  { medications: { type: 'array', items: { type: 'string' }, minItems: 2, description: 'Medication names' } },
  ['medications'],
);
const findPharmacy = tool(
  'find_pharmacy',
  'Find a pharmacy near a place',
  { near: { type: 'string', description: 'Neighbourhood, street or city' }, open_24h: { type: 'boolean' } },
  ['near'],
);
export const PHARMACY = [refill, interactions, findPharmacy];

// gym
const bookClass = tool(
  'book_gym_class',
  'Book a spot in a group fitness class',
  {
    class_type: { type: 'string', enum: ['yoga', 'spin', 'pilates', 'hiit', 'boxing', 'zumba'] },
    date: day,
    time: hhmm,
    bring_guest: { type: 'boolean' },
  },
  ['class_type', 'date'],
);
const cancelClass = tool('cancel_gym_booking', 'Cancel a gym class booking', { booking_id: { type: 'string', pattern: '^BK-[0-9]{5}$' } }, [
  'booking_id',
]);
const logLift = tool(
  'log_lift',
  'Log a strength exercise: sets, reps and weight',
  {
    exercise: { type: 'string' },
    sets: { type: 'integer', minimum: 1, maximum: 20 },
    reps: { type: 'integer', minimum: 1, maximum: 100 },
    weight_kg: { type: 'number', minimum: 0 },
  },
  ['exercise'],
);
export const GYM = [bookClass, cancelClass, logLift];

// bug tracker
const fileBug = tool(
  'file_bug',
  'File a new issue in the bug tracker',
  {
    title: { type: 'string' },
    severity: { type: 'string', enum: ['low', 'medium', 'high', 'critical'] },
    labels: { type: 'array', items: { type: 'string' } },
    assignee: { type: 'string', description: 'Username of the person to assign' },
  },
  ['title'],
);
const closeBug = tool(
  'resolve_bug',
  'Close an issue in the bug tracker',
  {
    issue_number: { type: 'integer', minimum: 1 },
    resolution: { type: 'string', enum: ['fixed', 'duplicate', 'wont_fix', 'cannot_reproduce'] },
  },
  ['issue_number'],
);
const searchBugs = tool(
  'find_bugs',
  'Search issues in the bug tracker',
  {
    query: { type: 'string' },
    state: { type: 'string', enum: ['open', 'closed', 'all'] },
    assignee: { type: 'string' },
  },
  [],
);
export const BUGS = [fileBug, closeBug, searchBugs];

// shipping
const label = tool(
  'create_shipping_label',
  'Buy and print a shipping label for a parcel',
  {
    carrier: { type: 'string', enum: ['ups', 'fedex', 'usps', 'dhl'] },
    weight_lb: { type: 'number', exclusiveMinimum: 0, maximum: 150 },
    to_zip: { type: 'string', pattern: '^[0-9]{5}$' },
    service: { type: 'string', enum: ['ground', 'two_day', 'overnight'] },
    insured: { type: 'boolean' },
  },
  ['weight_lb', 'to_zip'],
);
const track = tool('track_parcel', 'Track a parcel by its tracking number', { tracking_number: { type: 'string', minLength: 8 } }, [
  'tracking_number',
]);
const pickup = tool(
  'schedule_pickup',
  'Schedule a courier pickup of parcels',
  {
    date: day,
    window: { type: 'string', enum: ['morning', 'afternoon'] },
    parcel_count: { type: 'integer', minimum: 1, maximum: 50 },
  },
  ['date'],
);
export const SHIPPING = [label, track, pickup];

// podcasts
const playEpisode = tool(
  'play_episode',
  'Play a podcast episode',
  {
    show: { type: 'string' },
    episode: { type: 'integer', minimum: 1, description: 'Episode number; the latest if omitted' },
    speed: { type: 'number', minimum: 0.5, maximum: 3 },
  },
  ['show'],
);
const subscribe = tool(
  'subscribe_podcast',
  'Follow a podcast so new episodes download',
  { show: { type: 'string' }, notify: { type: 'boolean', description: 'Notify when a new episode is out' } },
  ['show'],
);
const download = tool(
  'download_episodes',
  'Download recent episodes of a podcast for offline listening',
  {
    show: { type: 'string' },
    count: { type: 'integer', minimum: 1, maximum: 50 },
    wifi_only: { type: 'boolean' },
  },
  ['show'],
);
export const PODCASTS = [playEpisode, subscribe, download];

// hotel stay
const roomService = tool(
  'order_room_service',
  'Order food or drinks to the hotel room',
  {
    item: { type: 'string' },
    quantity: { type: 'integer', minimum: 1, maximum: 10 },
    deliver_at: hhmm,
  },
  ['item'],
);
const lateCheckout = tool('request_late_checkout', 'Ask the front desk for a late checkout', { checkout_time: hhmm }, ['checkout_time']);
const housekeeping = tool(
  'request_housekeeping',
  'Ask housekeeping for a service',
  {
    service: { type: 'string', enum: ['fresh_towels', 'full_clean', 'skip_cleaning', 'extra_pillows', 'turndown'] },
    count: { type: 'integer', minimum: 1, maximum: 6 },
  },
  ['service'],
);
export const HOTEL_STAY = [roomService, lateCheckout, housekeeping];

// expense reports
const receipt = tool(
  'add_receipt',
  'Add a receipt to the current expense report',
  {
    amount: { type: 'number', exclusiveMinimum: 0 },
    currency: { type: 'string', enum: ['USD', 'EUR', 'GBP', 'CAD'] },
    category: { type: 'string', enum: ['meals', 'travel', 'lodging', 'supplies', 'software'] },
    date: day,
    merchant: { type: 'string' },
  },
  ['amount', 'category'],
);
const mileage = tool(
  'claim_mileage',
  'Claim mileage driven for work',
  { miles: { type: 'number', exclusiveMinimum: 0 }, date: day, round_trip: { type: 'boolean' } },
  ['miles'],
);
const reportStatus = tool(
  'expense_report_status',
  'Look up the approval status of an expense report',
  { report_id: { type: 'string', pattern: '^ER-[0-9]{4}$' } },
  ['report_id'],
);
export const EXPENSES = [receipt, mileage, reportStatus];

// dog walking
const bookWalk = tool(
  'book_dog_walk',
  'Book a dog walker',
  {
    dog_name: { type: 'string' },
    start: { type: 'string', format: 'date-time' },
    duration_minutes: { type: 'integer', enum: [30, 45, 60] },
    group_walk: { type: 'boolean', description: 'Walk with other dogs, cheaper' },
  },
  ['dog_name', 'start'],
);
const cancelWalk = tool('cancel_dog_walk', 'Cancel a booked dog walk', { walk_id: { type: 'string', pattern: '^W[0-9]{6}$' } }, [
  'walk_id',
]);
const rateWalker = tool(
  'rate_walker',
  'Rate a dog walker after a walk and optionally tip',
  {
    walker_name: { type: 'string' },
    stars: { type: 'integer', minimum: 1, maximum: 5 },
    tip: { type: 'number', minimum: 0, description: 'Tip in dollars' },
  },
  ['walker_name', 'stars'],
);
export const DOG_WALKS = [bookWalk, cancelWalk, rateWalker];

// ride hailing
const requestRide = tool(
  'order_ride',
  'Request a car ride now',
  {
    pickup: { type: 'string', description: 'Pickup address or place; the current location if omitted' },
    destination: { type: 'string' },
    ride_type: { type: 'string', enum: ['standard', 'comfort', 'xl', 'shared'] },
    passengers: { type: 'integer', minimum: 1, maximum: 6 },
  },
  ['destination'],
);
const scheduleRide = tool(
  'schedule_ride',
  'Schedule a car ride for later',
  {
    pickup: { type: 'string' },
    destination: { type: 'string' },
    pickup_time: { type: 'string', format: 'date-time' },
  },
  ['destination', 'pickup_time'],
);
const fareEstimate = tool(
  'estimate_fare',
  'Estimate the price of a ride',
  {
    pickup: { type: 'string' },
    destination: { type: 'string' },
    ride_type: { type: 'string', enum: ['standard', 'comfort', 'xl', 'shared'] },
  },
  ['destination'],
);
export const RIDES = [requestRide, scheduleRide, fareEstimate];

// crypto wallet
const assets = ['BTC', 'ETH', 'SOL', 'USDC', 'DOGE'];
const sendCrypto = tool(
  'send_crypto',
  'Send cryptocurrency to an address',
  {
    asset: { type: 'string', enum: assets },
    amount: { type: 'number', exclusiveMinimum: 0 },
    to_address: { type: 'string' },
  },
  ['asset', 'amount', 'to_address'],
);
const balance = tool('wallet_balance', 'Show how much of an asset the wallet holds', { asset: { type: 'string', enum: assets } }, []);
const swap = tool(
  'swap_crypto',
  'Swap one cryptocurrency for another',
  {
    from_asset: { type: 'string', enum: assets },
    to_asset: { type: 'string', enum: assets },
    amount: { type: 'number', exclusiveMinimum: 0, description: 'Amount of from_asset to swap' },
  },
  ['from_asset', 'to_asset', 'amount'],
);
export const CRYPTO = [sendCrypto, balance, swap];

// photo library
const album = tool('create_album', 'Create a photo album', { name: { type: 'string' }, shared: { type: 'boolean' } }, ['name']);
const searchPhotos = tool(
  'search_photos',
  'Search the photo library',
  {
    query: { type: 'string', description: 'What is in the photo' },
    person: { type: 'string' },
    year: { type: 'integer', minimum: 1990, maximum: 2030 },
    favorites_only: { type: 'boolean' },
  },
  [],
);
const slideshow = tool(
  'play_slideshow',
  'Play an album as a slideshow',
  {
    album: { type: 'string' },
    seconds_per_photo: { type: 'integer', minimum: 1, maximum: 60 },
    shuffle: { type: 'boolean' },
  },
  ['album'],
);
export const PHOTOS = [album, searchPhotos, slideshow];

// bike share
const unlockBike = tool(
  'unlock_bike',
  'Unlock a shared bike at a station',
  { station: { type: 'string' }, bike_type: { type: 'string', enum: ['classic', 'electric'] } },
  ['station'],
);
const docks = tool(
  'find_docks',
  'Find stations with free docks to return a bike',
  { near: { type: 'string' }, min_free: { type: 'integer', minimum: 1, maximum: 30 } },
  ['near'],
);
const rides = tool('ride_history', 'List past bike rides', { last_days: { type: 'integer', minimum: 1, maximum: 365 } }, []);
export const BIKES = [unlockBike, docks, rides];

// self storage and moving
const storageUnit = tool(
  'rent_storage_unit',
  'Rent a self-storage unit',
  {
    size: { type: 'string', enum: ['5x5', '5x10', '10x10', '10x20'], description: 'Feet' },
    move_in_date: day,
    climate_controlled: { type: 'boolean' },
  },
  ['size', 'move_in_date'],
);
const movers = tool(
  'book_movers',
  'Book a moving crew and truck',
  {
    date: day,
    crew_size: { type: 'integer', minimum: 2, maximum: 6 },
    truck: { type: 'string', enum: ['van', '16ft', '26ft'] },
    packing_help: { type: 'boolean' },
  },
  ['date'],
);
const boxes = tool(
  'order_moving_boxes',
  'Order moving boxes',
  {
    size: { type: 'string', enum: ['small', 'medium', 'large', 'wardrobe'] },
    quantity: { type: 'integer', minimum: 1, maximum: 200 },
  },
  ['size', 'quantity'],
);
export const MOVING = [storageUnit, movers, boxes];

// office printing
const printers = ['2nd_floor', '3rd_floor', 'lobby', 'mailroom'];
const print = tool(
  'print_document',
  'Print a document',
  {
    file_name: { type: 'string' },
    copies: { type: 'integer', minimum: 1, maximum: 99 },
    color: { type: 'boolean' },
    double_sided: { type: 'boolean' },
    printer: { type: 'string', enum: printers },
  },
  ['file_name'],
);
const cancelPrint = tool('cancel_print_job', 'Cancel a print job in the queue', { job_id: { type: 'integer', minimum: 1 } }, ['job_id']);
const inkLevel = tool('printer_supplies', 'Show toner and paper levels of a printer', { printer: { type: 'string', enum: printers } }, [
  'printer',
]);
export const PRINTING = [print, cancelPrint, inkLevel];

// laundry room
const startWash = tool(
  'start_washer',
  'Start a washing machine in the laundry room',
  {
    machine: { type: 'integer', minimum: 1, maximum: 12 },
    cycle: { type: 'string', enum: ['normal', 'delicates', 'heavy', 'quick'] },
    water_temp: { type: 'string', enum: ['cold', 'warm', 'hot'] },
    extra_rinse: { type: 'boolean' },
  },
  ['machine'],
);
const startDryer = tool(
  'start_dryer',
  'Start a dryer in the laundry room',
  {
    machine: { type: 'integer', minimum: 1, maximum: 12 },
    minutes: { type: 'integer', enum: [30, 45, 60] },
    heat: { type: 'string', enum: ['low', 'medium', 'high'] },
  },
  ['machine'],
);
const laundryFree = tool(
  'laundry_availability',
  'Show which washers and dryers are free',
  { kind: { type: 'string', enum: ['washer', 'dryer'] } },
  [],
);
export const LAUNDRY = [startWash, startDryer, laundryFree];

// language learning
const flashcard = tool(
  'add_flashcard',
  'Add a flashcard to a deck',
  { front: { type: 'string' }, back: { type: 'string' }, deck: { type: 'string' } },
  ['front', 'back'],
);
const lesson = tool(
  'start_lesson',
  'Start a language lesson',
  {
    language: { type: 'string', enum: ['spanish', 'french', 'german', 'italian', 'japanese'] },
    minutes: { type: 'integer', enum: [5, 10, 15, 20] },
    skill: { type: 'string', enum: ['vocabulary', 'grammar', 'listening', 'speaking'] },
  },
  ['language'],
);
const dailyGoal = tool(
  'set_daily_goal',
  'Set how many minutes a day to practise',
  { minutes: { type: 'integer', minimum: 5, maximum: 120 }, reminder_time: hhmm },
  ['minutes'],
);
export const LANGUAGE = [flashcard, lesson, dailyGoal];

/** Every tool of this table, for the requests that choose among all of them. */
export const ALL6 = [
  ...PHARMACY,
  ...GYM,
  ...BUGS,
  ...SHIPPING,
  ...PODCASTS,
  ...HOTEL_STAY,
  ...EXPENSES,
  ...DOG_WALKS,
  ...RIDES,
  ...CRYPTO,
  ...PHOTOS,
  ...BIKES,
  ...MOVING,
  ...PRINTING,
  ...LAUNDRY,
  ...LANGUAGE,
];
