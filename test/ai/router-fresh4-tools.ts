import { tool } from './router-case-helpers.js';

/*
 * Tool sets of the fifth fresh router table (router-fresh4-cases.ts), written as apps write them:
 * enums, bounded integers, date formats, optional fields, a nested address, arrays, identifier
 * patterns and ISO codes. None of these tools is in another router table.
 */

const isoCountry = { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 country code, e.g. DE' };
const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: '24-hour time, HH:MM' };

// travel
const rentCar = tool(
  'reserve_rental_car',
  'Reserve a rental car',
  {
    pickup_location: { type: 'string', description: 'City or airport code where the car is picked up' },
    pickup_date: { type: 'string', format: 'date' },
    return_date: { type: 'string', format: 'date' },
    car_class: { type: 'string', enum: ['economy', 'compact', 'suv', 'minivan', 'luxury'] },
    driver_age: { type: 'integer', minimum: 18, maximum: 99 },
  },
  ['pickup_location', 'pickup_date', 'return_date'],
);
const checkIn = tool(
  'check_in_flight',
  'Check in online for a flight booking',
  {
    confirmation_code: { type: 'string', pattern: '^[A-Z0-9]{6}$', description: 'Booking reference (PNR)' },
    last_name: { type: 'string', description: "Passenger's last name" },
  },
  ['confirmation_code', 'last_name'],
);
const visa = tool(
  'get_visa_requirements',
  'Look up whether a traveler needs a visa for a destination country',
  { passport_country: isoCountry, destination_country: isoCountry },
  ['passport_country', 'destination_country'],
);
export const TRAVEL = [rentCar, checkIn, visa];

// calendar
const freeSlot = tool(
  'find_free_slot',
  'Find a free time slot in the calendar for a meeting',
  {
    duration_minutes: { type: 'integer', minimum: 15, maximum: 480 },
    date: { type: 'string', format: 'date' },
    attendees: { type: 'array', items: { type: 'string', format: 'email' } },
  },
  ['duration_minutes'],
);
const cancelEvent = tool(
  'cancel_event',
  'Cancel an event in the calendar',
  { event_title: { type: 'string' }, date: { type: 'string', format: 'date' } },
  ['event_title'],
);
const outOfOffice = tool(
  'set_out_of_office',
  'Turn on the out-of-office auto reply for a period',
  {
    start_date: { type: 'string', format: 'date' },
    end_date: { type: 'string', format: 'date' },
    message: { type: 'string', description: 'Auto-reply text' },
  },
  ['start_date', 'end_date'],
);
export const CALENDAR = [freeSlot, cancelEvent, outOfOffice];

// kitchen
const measures = ['cup', 'tablespoon', 'teaspoon', 'gram', 'ounce', 'milliliter'];
const convertMeasure = tool(
  'convert_cooking_measure',
  'Convert a cooking measurement between units',
  {
    quantity: { type: 'number', exclusiveMinimum: 0 },
    from_unit: { type: 'string', enum: measures },
    to_unit: { type: 'string', enum: measures },
    ingredient: { type: 'string', description: 'Ingredient, for conversions between volume and weight' },
  },
  ['quantity', 'from_unit', 'to_unit'],
);
const scaleRecipe = tool(
  'scale_recipe',
  'Scale a saved recipe to a number of servings',
  { recipe_name: { type: 'string' }, servings: { type: 'integer', minimum: 1, maximum: 50 } },
  ['recipe_name', 'servings'],
);
const recipesByIngredients = tool(
  'find_recipes_by_ingredients',
  'Find recipes that use the given ingredients',
  {
    ingredients: { type: 'array', items: { type: 'string' }, minItems: 1 },
    max_minutes: { type: 'integer', minimum: 5, maximum: 240, description: 'Maximum total cooking time' },
    diet: { type: 'string', enum: ['vegetarian', 'vegan', 'gluten-free', 'keto'] },
  },
  ['ingredients'],
);
const planMeal = tool(
  'plan_meal',
  'Add a recipe to the meal plan',
  {
    date: { type: 'string', format: 'date' },
    meal: { type: 'string', enum: ['breakfast', 'lunch', 'dinner'] },
    recipe_name: { type: 'string' },
  },
  ['date', 'meal', 'recipe_name'],
);
export const KITCHEN = [convertMeasure, scaleRecipe, recipesByIngredients, planMeal];

// smart home
const blinds = tool(
  'set_blinds',
  'Open or close the window blinds in a room',
  {
    room: { type: 'string', enum: ['living room', 'bedroom', 'kitchen', 'office'] },
    position_percent: { type: 'integer', minimum: 0, maximum: 100, description: '0 is fully closed, 100 fully open' },
  },
  ['room', 'position_percent'],
);
const security = tool(
  'arm_security_system',
  'Arm or disarm the home security system',
  {
    mode: { type: 'string', enum: ['away', 'home', 'off'], description: 'off disarms the system' },
    pin: { type: 'string', pattern: '^[0-9]{4}$' },
  },
  ['mode'],
);
const sprinklers = tool(
  'water_garden',
  'Run the garden sprinklers in a zone',
  {
    zone: { type: 'string', enum: ['front lawn', 'back lawn', 'vegetable bed'] },
    minutes: { type: 'integer', minimum: 1, maximum: 60 },
  },
  ['zone'],
);
export const HOME = [blinds, security, sprinklers];

// shop orders
const orderId = { type: 'string', pattern: '^ORD-[0-9]{6}$' };
const returnItem = tool(
  'return_item',
  'Start a return for an order',
  {
    order_id: orderId,
    reason: { type: 'string', enum: ['damaged', 'wrong_item', 'no_longer_needed', 'too_small', 'too_large'] },
    refund_method: { type: 'string', enum: ['original_payment', 'store_credit'] },
  },
  ['order_id', 'reason'],
);
const changeAddress = tool(
  'change_shipping_address',
  'Change the delivery address of an order that has not shipped yet',
  {
    order_id: orderId,
    address: {
      type: 'object',
      properties: { street: { type: 'string' }, city: { type: 'string' }, postal_code: { type: 'string' } },
      required: ['street', 'city', 'postal_code'],
    },
  },
  ['order_id', 'address'],
);
const coupon = tool('apply_coupon', 'Apply a discount code to the cart or to an order', { code: { type: 'string' }, order_id: orderId }, [
  'code',
]);
export const ORDERS = [returnItem, changeAddress, coupon];

// git
const commit = tool(
  'git_commit',
  'Commit staged changes in the current repository',
  { message: { type: 'string' }, all: { type: 'boolean', description: 'Stage all modified files first (-a)' } },
  ['message'],
);
const mergePr = tool(
  'merge_pull_request',
  'Merge a pull request on GitHub',
  {
    repository: { type: 'string', pattern: '^[\\w.-]+/[\\w.-]+$', description: 'owner/name' },
    number: { type: 'integer', minimum: 1 },
    method: { type: 'string', enum: ['merge', 'squash', 'rebase'] },
  },
  ['repository', 'number'],
);
const revert = tool('revert_commit', 'Revert a commit by its hash', { sha: { type: 'string', pattern: '^[0-9a-f]{7,40}$' } }, ['sha']);
const tagRelease = tool(
  'tag_release',
  'Create an annotated release tag',
  { tag: { type: 'string', pattern: '^v[0-9]+\\.[0-9]+\\.[0-9]+$' }, message: { type: 'string' } },
  ['tag'],
);
export const GIT = [commit, mergePr, revert, tagRelease];

// fitness
const logRun = tool(
  'log_run',
  'Log a run in the training diary',
  {
    distance_km: { type: 'number', exclusiveMinimum: 0 },
    duration_minutes: { type: 'integer', minimum: 1 },
    date: { type: 'string', format: 'date' },
  },
  ['distance_km'],
);
const stepGoal = tool('set_step_goal', 'Set the daily step goal', { steps: { type: 'integer', minimum: 1000, maximum: 50000 } }, ['steps']);
const logWeight = tool(
  'log_weight',
  'Record body weight',
  { weight: { type: 'number', exclusiveMinimum: 0 }, unit: { type: 'string', enum: ['kg', 'lb'] } },
  ['weight', 'unit'],
);
const logWater = tool('log_water', 'Log water intake', { milliliters: { type: 'integer', minimum: 50, maximum: 5000 } }, ['milliliters']);
export const FITNESS = [logRun, stepGoal, logWeight, logWater];

// banking
const payBill = tool(
  'pay_bill',
  'Pay a household bill',
  {
    payee: { type: 'string', enum: ['electricity', 'water', 'internet', 'phone', 'rent'] },
    amount: { type: 'number', exclusiveMinimum: 0 },
    pay_on: { type: 'string', format: 'date' },
  },
  ['payee', 'amount'],
);
const freezeCard = tool(
  'freeze_card',
  'Freeze a debit or credit card, e.g. when it is lost or stolen',
  { card_last4: { type: 'string', pattern: '^[0-9]{4}$', description: 'Last four digits of the card' } },
  ['card_last4'],
);
const transfer = tool(
  'schedule_transfer',
  'Move money between your own accounts',
  {
    from_account: { type: 'string', enum: ['checking', 'savings'] },
    to_account: { type: 'string', enum: ['checking', 'savings'] },
    amount: { type: 'number', exclusiveMinimum: 0 },
    date: { type: 'string', format: 'date' },
  },
  ['from_account', 'to_account', 'amount'],
);
export const BANK = [payBill, freezeCard, transfer];

// language
const languages = ['en', 'es', 'fr', 'de', 'it', 'ja', 'pt'];
const translateSentence = tool(
  'translate_sentence',
  'Translate a sentence into another language',
  {
    sentence: { type: 'string' },
    source_lang: { type: 'string', enum: languages },
    target_lang: { type: 'string', enum: languages },
  },
  ['sentence', 'target_lang'],
);
const pronounce = tool(
  'get_pronunciation',
  'Get the pronunciation of an English word',
  { word: { type: 'string' }, accent: { type: 'string', enum: ['us', 'uk'] } },
  ['word'],
);
const detectLanguage = tool('detect_language', 'Detect which language a text is written in', { text: { type: 'string' } }, ['text']);
export const LANGUAGE = [translateSentence, pronounce, detectLanguage];

// music
const radio = tool(
  'play_radio',
  'Play an internet radio station of a genre',
  { genre: { type: 'string', enum: ['jazz', 'rock', 'classical', 'pop', 'hip hop', 'country'] } },
  ['genre'],
);
const sleepTimer = tool(
  'set_sleep_timer',
  'Stop playback after a number of minutes',
  { minutes: { type: 'integer', minimum: 5, maximum: 120 } },
  ['minutes'],
);
const newPlaylist = tool('create_playlist', 'Create a new playlist', { name: { type: 'string' }, public: { type: 'boolean' } }, ['name']);
const likeSong = tool('like_current_song', 'Add the song that is playing now to your liked songs', {}, []);
export const MUSIC = [radio, sleepTimer, newPlaylist, likeSong];

// tickets
const buyTickets = tool(
  'buy_concert_tickets',
  'Buy tickets for an upcoming concert',
  {
    artist: { type: 'string' },
    quantity: { type: 'integer', minimum: 1, maximum: 8 },
    section: { type: 'string', enum: ['floor', 'lower bowl', 'upper bowl'] },
    max_price_per_ticket: { type: 'number', exclusiveMinimum: 0 },
  },
  ['artist', 'quantity'],
);
const findEvents = tool(
  'find_events',
  'Find live events in a city',
  {
    city: { type: 'string' },
    category: { type: 'string', enum: ['concerts', 'sports', 'theater', 'comedy'] },
    date: { type: 'string', format: 'date' },
  },
  ['city'],
);
export const TICKETS = [buyTickets, findEvents];

// pets
const vetVisit = tool(
  'book_vet_visit',
  'Book a visit at the veterinary clinic',
  {
    pet_name: { type: 'string' },
    species: { type: 'string', enum: ['dog', 'cat', 'rabbit', 'bird'] },
    reason: { type: 'string', enum: ['checkup', 'vaccination', 'dental', 'injury'] },
    date: { type: 'string', format: 'date' },
  },
  ['pet_name', 'reason', 'date'],
);
const petFeeding = tool(
  'log_pet_feeding',
  'Record a meal given to a pet',
  { pet_name: { type: 'string' }, grams: { type: 'integer', minimum: 1, maximum: 2000 } },
  ['pet_name', 'grams'],
);
export const PETS = [vetVisit, petFeeding];

// health, support, shipping, time zones
const medReminder = tool(
  'set_medication_reminder',
  'Remind the user to take a medication every day at given times',
  {
    medication: { type: 'string' },
    dose_mg: { type: 'number', exclusiveMinimum: 0 },
    times: { type: 'array', items: hhmm, minItems: 1 },
  },
  ['medication', 'times'],
);
const supportTicket = tool(
  'open_support_ticket',
  'Open a ticket with customer support',
  {
    category: { type: 'string', enum: ['billing', 'technical', 'account'] },
    priority: { type: 'string', enum: ['low', 'medium', 'high', 'urgent'] },
    description: { type: 'string' },
  },
  ['category', 'description'],
);
const shippingQuote = tool(
  'get_shipping_quote',
  'Quote the price of shipping a parcel between countries',
  {
    weight_kg: { type: 'number', exclusiveMinimum: 0, maximum: 30 },
    from_country: isoCountry,
    to_country: isoCountry,
    service: { type: 'string', enum: ['standard', 'express'] },
  },
  ['weight_kg', 'from_country', 'to_country'],
);
const zones = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/London', 'Europe/Paris', 'Asia/Tokyo'];
const convertTimezone = tool(
  'convert_timezone',
  'Convert a time of day from one time zone to another',
  { time: hhmm, from_zone: { type: 'string', enum: zones }, to_zone: { type: 'string', enum: zones } },
  ['time', 'from_zone', 'to_zone'],
);
export const SERVICES = [medReminder, supportTicket, shippingQuote, convertTimezone];

export const ALL = [
  ...TRAVEL,
  ...CALENDAR,
  ...KITCHEN,
  ...HOME,
  ...ORDERS,
  ...GIT,
  ...FITNESS,
  ...BANK,
  ...LANGUAGE,
  ...MUSIC,
  ...TICKETS,
  ...PETS,
  ...SERVICES,
];
