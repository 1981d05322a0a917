import { tool } from './router-case-helpers.js';

/*
 * Tool sets of the ninth fresh router table (router-fresh8-cases.ts), written as apps write them:
 * string and integer enums, bounded integers and numbers, booleans, date, date-time and HH:MM
 * formats, identifier patterns, arrays of strings, one nested object, and optional fields. None of
 * these domains is in an earlier router table (checked against every earlier tool name).
 */

const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: '24-hour time, HH:MM' };
const day = { type: 'string', format: 'date' };
const when = { type: 'string', format: 'date-time' };

// tailor and alterations
const alteration = tool(
  'book_alteration',
  'Drop off a garment at the tailor for an alteration',
  {
    garment: { type: 'string', enum: ['trousers', 'jeans', 'dress', 'suit_jacket', 'shirt', 'skirt', 'coat'] },
    work: { type: 'string', enum: ['hem', 'take_in', 'let_out', 'shorten_sleeves', 'replace_zip', 'patch'] },
    ready_by: { ...day, description: 'Date the garment is needed back' },
    rush: { type: 'boolean', description: 'Pay extra for express service' },
  },
  ['garment', 'work'],
);
const alterationStatus = tool(
  'alteration_status',
  'Check whether a tailoring ticket is ready for collection',
  { ticket: { type: 'string', pattern: '^T-[0-9]{5}$' } },
  ['ticket'],
);
export const TAILOR = [alteration, alterationStatus];

// beekeeping
const inspection = tool(
  'log_hive_inspection',
  'Record a beehive inspection',
  {
    hive: { type: 'integer', minimum: 1, maximum: 50, description: 'Hive number' },
    queen_seen: { type: 'boolean' },
    brood_frames: { type: 'integer', minimum: 0, maximum: 20 },
    temperament: { type: 'string', enum: ['calm', 'nervous', 'defensive'] },
    date: day,
  },
  ['hive'],
);
const harvest = tool(
  'record_honey_harvest',
  'Record honey taken from a hive',
  {
    hive: { type: 'integer', minimum: 1, maximum: 50 },
    kg: { type: 'number', exclusiveMinimum: 0 },
    frames: { type: 'integer', minimum: 1, maximum: 40 },
  },
  ['kg'],
);
const mites = tool(
  'treat_hive_for_mites',
  'Log a varroa mite treatment',
  {
    hive: { type: 'integer', minimum: 1, maximum: 50 },
    treatment: { type: 'string', enum: ['oxalic_acid', 'formic_acid', 'thymol', 'apivar'] },
    date: day,
  },
  ['hive', 'treatment'],
);
export const BEES = [inspection, harvest, mites];

// home aquarium
const waterTest = tool(
  'log_water_test',
  'Record aquarium water test results',
  {
    ph: { type: 'number', minimum: 4, maximum: 10 },
    ammonia_ppm: { type: 'number', minimum: 0 },
    nitrate_ppm: { type: 'number', minimum: 0 },
    temperature_c: { type: 'number', minimum: 0, maximum: 40 },
  },
  ['ph'],
);
const waterChange = tool(
  'schedule_water_change',
  'Schedule a partial water change for the tank',
  { percent: { type: 'integer', minimum: 5, maximum: 100 }, date: day },
  ['percent'],
);
const addFish = tool(
  'add_fish',
  'Add new fish to the aquarium log',
  {
    species: { type: 'string', description: 'e.g. neon tetra' },
    count: { type: 'integer', minimum: 1, maximum: 50 },
    quarantine: { type: 'boolean', description: 'Keep in the quarantine tank first' },
  },
  ['species'],
);
export const AQUARIUM = [waterTest, waterChange, addFish];

// music practice
const practice = tool(
  'log_practice',
  'Log an instrument practice session',
  {
    instrument: { type: 'string', enum: ['piano', 'guitar', 'violin', 'cello', 'drums', 'flute', 'voice'] },
    minutes: { type: 'integer', minimum: 1, maximum: 600 },
    piece: { type: 'string' },
    date: day,
  },
  ['instrument', 'minutes'],
);
const metronome = tool(
  'start_metronome',
  'Start the metronome',
  {
    bpm: { type: 'integer', minimum: 20, maximum: 300 },
    time_signature: { type: 'string', enum: ['2/4', '3/4', '4/4', '6/8'] },
    accent_first_beat: { type: 'boolean' },
  },
  ['bpm'],
);
const tuner = tool(
  'tune_instrument',
  'Open the tuner for an instrument and tuning',
  {
    instrument: { type: 'string', enum: ['guitar', 'bass', 'ukulele', 'violin', 'cello'] },
    tuning: { type: 'string', enum: ['standard', 'drop_d', 'open_g', 'dadgad', 'half_step_down'] },
  },
  ['instrument'],
);
export const PRACTICE = [practice, metronome, tuner];

// yarn stash
const addYarn = tool(
  'add_yarn',
  'Add yarn to the stash',
  {
    brand: { type: 'string' },
    weight: { type: 'string', enum: ['lace', 'fingering', 'sport', 'dk', 'worsted', 'aran', 'bulky'] },
    color: { type: 'string' },
    skeins: { type: 'integer', minimum: 1, maximum: 100 },
  },
  ['weight'],
);
const findPattern = tool(
  'find_pattern',
  'Find a knitting or crochet pattern',
  {
    item: { type: 'string', description: 'What to make, e.g. hat, socks, blanket' },
    craft: { type: 'string', enum: ['knit', 'crochet'] },
    yarn_weight: { type: 'string', enum: ['lace', 'fingering', 'sport', 'dk', 'worsted', 'aran', 'bulky'] },
    difficulty: { type: 'string', enum: ['beginner', 'intermediate', 'advanced'] },
  },
  ['item'],
);
export const YARN = [addYarn, findPattern];

// stargazing
const skyEvents = tool(
  'sky_events',
  'List upcoming astronomical events',
  {
    kind: { type: 'string', enum: ['meteor_shower', 'eclipse', 'planet', 'iss_pass', 'full_moon', 'comet'] },
    from: day,
    days: { type: 'integer', minimum: 1, maximum: 90 },
  },
  [],
);
const seeing = tool(
  'stargazing_forecast',
  'Cloud cover, moon and seeing conditions for a night',
  { location: { type: 'string' }, date: day },
  ['location'],
);
const observation = tool(
  'log_observation',
  'Record an object observed in the night sky',
  {
    object: { type: 'string', description: 'e.g. Jupiter, M31, Orion Nebula' },
    instrument: { type: 'string', enum: ['naked_eye', 'binoculars', 'telescope'] },
    magnification: { type: 'integer', minimum: 1, maximum: 500 },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
  },
  ['object'],
);
export const STARS = [skyEvents, seeing, observation];

// home brewing
const batchId = { type: 'string', pattern: '^B[0-9]{3}$', description: 'Batch code, e.g. B012' };
const brew = tool(
  'start_brew_batch',
  'Start a new home-brew batch',
  {
    style: { type: 'string', description: 'Beer style, e.g. IPA, stout' },
    batch_liters: { type: 'number', minimum: 1, maximum: 100 },
    original_gravity: { type: 'number', minimum: 1, maximum: 1.2 },
    brew_date: day,
  },
  ['style'],
);
const gravity = tool(
  'log_gravity_reading',
  'Record a hydrometer reading for a fermenting batch',
  { batch: batchId, gravity: { type: 'number', minimum: 0.98, maximum: 1.2 }, temperature_c: { type: 'number' } },
  ['batch', 'gravity'],
);
const bottle = tool(
  'bottle_batch',
  'Mark a batch as bottled',
  {
    batch: batchId,
    bottles: { type: 'integer', minimum: 1, maximum: 500 },
    priming_sugar_g: { type: 'number', minimum: 0 },
  },
  ['batch'],
);
export const BREWING = [brew, gravity, bottle];

// insurance
const claim = tool(
  'file_insurance_claim',
  'Open an insurance claim',
  {
    policy: { type: 'string', enum: ['auto', 'home', 'renters', 'travel', 'pet'] },
    incident_date: day,
    estimated_amount: { type: 'number', minimum: 0 },
    police_report: { type: 'boolean', description: 'A police report was filed' },
  },
  ['policy', 'incident_date'],
);
const claimStatus = tool(
  'claim_status',
  'Check the status of an insurance claim',
  { claim_id: { type: 'string', pattern: '^CLM-[0-9]{6}$' } },
  ['claim_id'],
);
const driver = tool(
  'add_named_driver',
  'Add a driver to the car insurance policy',
  {
    name: { type: 'string' },
    birth_date: day,
    years_licensed: { type: 'integer', minimum: 0, maximum: 80 },
  },
  ['name', 'birth_date'],
);
export const INSURANCE = [claim, claimStatus, driver];

// motor vehicle office
const dmv = tool(
  'book_dmv_appointment',
  'Book an appointment at the motor vehicle office',
  {
    service: { type: 'string', enum: ['license_renewal', 'road_test', 'registration', 'real_id', 'permit_test'] },
    office: { type: 'string', description: 'Office location, e.g. a town name' },
    date: day,
    time: hhmm,
  },
  ['service', 'date'],
);
const registration = tool(
  'renew_vehicle_registration',
  'Renew the registration of a vehicle online',
  {
    plate: { type: 'string', pattern: '^[A-Z0-9]{2,8}$' },
    years: { type: 'integer', enum: [1, 2] },
  },
  ['plate'],
);
export const DMV = [dmv, registration];

// wedding planning
const meal = { type: 'string', enum: ['beef', 'fish', 'vegetarian', 'vegan', 'kids'] };
const guest = tool(
  'add_wedding_guest',
  'Add someone to the wedding guest list',
  {
    name: { type: 'string' },
    side: { type: 'string', enum: ['bride', 'groom', 'both'] },
    meal,
    plus_one: { type: 'boolean' },
  },
  ['name'],
);
const rsvp = tool(
  'update_rsvp',
  'Record a guest’s reply to the invitation',
  { name: { type: 'string' }, reply: { type: 'string', enum: ['attending', 'declined', 'maybe'] }, meal },
  ['name', 'reply'],
);
const seat = tool(
  'seat_guests',
  'Seat guests at a reception table',
  { table: { type: 'integer', minimum: 1, maximum: 40 }, guests: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  ['table', 'guests'],
);
export const WEDDING = [guest, rsvp, seat];

// climbing gym
const climb = tool(
  'log_climb',
  'Log a climb at the gym',
  {
    grade: { type: 'string', pattern: '^(V([0-9]|1[0-7])|5\\.([5-9]|1[0-5][abcd]?))$', description: 'V grade or YDS grade' },
    style: { type: 'string', enum: ['boulder', 'top_rope', 'lead'] },
    sent: { type: 'boolean', description: 'Climbed it clean, top to bottom' },
    attempts: { type: 'integer', minimum: 1, maximum: 100 },
  },
  ['grade'],
);
const session = tool(
  'book_climbing_session',
  'Reserve an entry slot at the climbing gym',
  {
    start: when,
    climbers: { type: 'integer', minimum: 1, maximum: 8 },
    rent_shoes: { type: 'boolean' },
  },
  ['start'],
);
export const CLIMBING = [climb, session];

// boats and tides
const boat = tool(
  'rent_boat',
  'Rent a small boat at the marina',
  {
    craft: { type: 'string', enum: ['kayak', 'canoe', 'paddleboard', 'rowboat', 'sailboat', 'pedal_boat'] },
    start: when,
    hours: { type: 'integer', minimum: 1, maximum: 8 },
    life_jackets: { type: 'integer', minimum: 0, maximum: 10 },
  },
  ['craft', 'start'],
);
const tides = tool('tide_times', 'High and low tide times for a place', { place: { type: 'string' }, date: day }, ['place']);
export const BOATS = [boat, tides];

// hiking
const trails = tool(
  'find_trails',
  'Find hiking trails near a place',
  {
    area: { type: 'string' },
    max_km: { type: 'number', exclusiveMinimum: 0 },
    difficulty: { type: 'string', enum: ['easy', 'moderate', 'hard'] },
    dog_friendly: { type: 'boolean' },
  },
  ['area'],
);
const hike = tool(
  'log_hike',
  'Record a finished hike',
  {
    trail: { type: 'string' },
    km: { type: 'number', exclusiveMinimum: 0 },
    elevation_gain_m: { type: 'integer', minimum: 0 },
    date: day,
  },
  ['trail'],
);
export const HIKING = [trails, hike];

// city services
const cityIssue = tool(
  'report_city_issue',
  'Report a problem on a public street to the city',
  {
    issue: { type: 'string', enum: ['pothole', 'streetlight_out', 'graffiti', 'fallen_tree', 'illegal_dumping', 'blocked_drain'] },
    location: { type: 'string', description: 'Street address or intersection' },
    hazard: { type: 'boolean', description: 'Dangerous to traffic or people right now' },
  },
  ['issue', 'location'],
);
const requestStatus = tool(
  'service_request_status',
  'Check a city service request',
  { request_id: { type: 'string', pattern: '^SR-[0-9]{6}$' } },
  ['request_id'],
);
export const CITY = [cityIssue, requestStatus];

// job search
const saveJob = tool(
  'save_job_posting',
  'Save a job posting to the shortlist',
  {
    title: { type: 'string' },
    company: { type: 'string' },
    salary_min: { type: 'integer', minimum: 0 },
    workplace: { type: 'string', enum: ['remote', 'hybrid', 'onsite'] },
  },
  ['title', 'company'],
);
const application = tool(
  'log_job_application',
  'Track a job application and its stage',
  {
    company: { type: 'string' },
    role: { type: 'string' },
    stage: { type: 'string', enum: ['applied', 'phone_screen', 'interviewing', 'offer', 'rejected'] },
    date: day,
  },
  ['company', 'stage'],
);
const interview = tool(
  'schedule_interview',
  'Put a job interview on the schedule',
  {
    company: { type: 'string' },
    start: when,
    format: { type: 'string', enum: ['phone', 'video', 'onsite'] },
    interviewer: { type: 'string' },
  },
  ['company', 'start'],
);
export const JOBS = [saveJob, application, interview];

// birding
const sighting = tool(
  'log_bird_sighting',
  'Record birds seen',
  {
    species: { type: 'string' },
    count: { type: 'integer', minimum: 1, maximum: 10000 },
    location: { type: 'string' },
    date: day,
  },
  ['species'],
);
const rareBirds = tool(
  'rare_bird_alerts',
  'Recent rare bird reports around a place',
  { region: { type: 'string' }, radius_km: { type: 'integer', minimum: 1, maximum: 200 } },
  ['region'],
);
export const BIRDS = [sighting, rareBirds];

// coffee shop app
const coffee = tool(
  'order_coffee',
  'Order a drink ahead for pickup',
  {
    drink: {
      type: 'string',
      enum: ['espresso', 'americano', 'latte', 'cappuccino', 'flat_white', 'mocha', 'cold_brew', 'chai_latte'],
    },
    size: { type: 'string', enum: ['small', 'medium', 'large'] },
    milk: { type: 'string', enum: ['whole', 'skim', 'oat', 'almond', 'soy'] },
    extra_shots: { type: 'integer', minimum: 0, maximum: 4 },
    iced: { type: 'boolean' },
    pickup_time: hhmm,
  },
  ['drink'],
);
const stars = tool('coffee_rewards_balance', 'How many reward stars the member has', {}, []);
export const COFFEE = [coffee, stars];

// racket sports courts
const level = { type: 'string', enum: ['beginner', 'intermediate', 'advanced'] };
const sport = { type: 'string', enum: ['tennis', 'pickleball', 'squash', 'badminton'] };
const court = tool(
  'book_court',
  'Book a court at the sports club',
  {
    sport,
    date: day,
    time: hhmm,
    minutes: { type: 'integer', enum: [30, 60, 90] },
    indoor: { type: 'boolean' },
  },
  ['sport', 'date', 'time'],
);
const partner = tool(
  'find_playing_partner',
  'Find another club member to play with',
  {
    sport,
    level,
    availability: {
      type: 'object',
      description: 'When the member can play',
      properties: { date: day, from: hhmm, to: hhmm },
      required: ['date'],
    },
  },
  ['sport'],
);
export const COURTS = [court, partner];

// gift planning
const giftIdea = tool(
  'add_gift_idea',
  'Save a gift idea for someone',
  {
    person: { type: 'string' },
    idea: { type: 'string' },
    budget: { type: 'number', minimum: 0 },
    occasion: { type: 'string', enum: ['birthday', 'christmas', 'anniversary', 'graduation', 'other'] },
  },
  ['person', 'idea'],
);
const giftList = tool(
  'list_gift_ideas',
  'Show saved gift ideas',
  { person: { type: 'string' }, occasion: { type: 'string', enum: ['birthday', 'christmas', 'anniversary', 'graduation', 'other'] } },
  [],
);
export const GIFTS = [giftIdea, giftList];

/** Every tool above at once, for the cases that must pick among many. */
export const ALL8 = [
  ...TAILOR,
  ...BEES,
  ...AQUARIUM,
  ...PRACTICE,
  ...YARN,
  ...STARS,
  ...BREWING,
  ...INSURANCE,
  ...DMV,
  ...WEDDING,
  ...CLIMBING,
  ...BOATS,
  ...HIKING,
  ...CITY,
  ...JOBS,
  ...BIRDS,
  ...COFFEE,
  ...COURTS,
  ...GIFTS,
];
