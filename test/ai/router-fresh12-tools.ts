import { tool } from './router-case-helpers.js';

/*
 * Tool sets of the thirteenth fresh router table (router-fresh12-cases.ts): the tools a general
 * assistant app exposes, declared as such apps and public function-calling benchmarks declare them:
 * string and integer enums, bounded numbers, defaults, booleans, date, date-time and HH:MM formats,
 * identifier patterns, arrays of strings, of enums and of objects, nested objects, and descriptions
 * that are sometimes long, sometimes terse and sometimes empty.
 */

const day = { type: 'string', format: 'date', description: 'YYYY-MM-DD' };
const when = { type: 'string', format: 'date-time', description: 'ISO 8601 date-time' };
const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'Time of day, 24h HH:MM' };
const currency = { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. USD' };

// weather
const weatherNow = tool(
  'get_current_weather',
  'Get the current weather conditions for a location. Use this when the user asks what the weather is like right now.',
  {
    location: { type: 'string', description: 'City name, optionally with country, e.g. "Lisbon, Portugal"' },
    units: { type: 'string', enum: ['metric', 'imperial'], default: 'metric' },
  },
  ['location'],
);
const forecast = tool(
  'get_weather_forecast',
  'Daily forecast (high/low, precipitation chance) for up to 10 days ahead.',
  {
    location: { type: 'string' },
    date: { ...day, description: 'First day of the forecast; today if omitted' },
    days: { type: 'integer', minimum: 1, maximum: 10, default: 3 },
  },
  ['location'],
);
const alerts = tool(
  'get_severe_weather_alerts',
  '',
  { location: { type: 'string' }, severity: { type: 'string', enum: ['advisory', 'watch', 'warning'] } },
  ['location'],
);
export const WEATHER = [weatherNow, forecast, alerts];

// calendar
const createEvent = tool(
  'create_calendar_event',
  "Create a new event on the user's primary calendar. If no end time is given the event lasts one hour.",
  {
    title: { type: 'string' },
    start_time: when,
    end_time: when,
    location: { type: 'string' },
    attendees: { type: 'array', items: { type: 'string', format: 'email' }, description: 'Email addresses to invite' },
    all_day: { type: 'boolean', default: false },
  },
  ['title', 'start_time'],
);
const listEvents = tool('list_calendar_events', 'List events on a given day', { date: day }, ['date']);
const cancelEvent = tool(
  'cancel_calendar_event',
  'Cancel (delete) an event by its title and date',
  { title: { type: 'string' }, date: day, notify_attendees: { type: 'boolean', default: true } },
  ['title'],
);
export const CALENDAR = [createEvent, listEvents, cancelEvent];

// email and messages
const sendEmail = tool(
  'send_email',
  "Compose and send an email from the user's account.",
  {
    to: { type: 'array', items: { type: 'string', format: 'email' }, minItems: 1 },
    cc: { type: 'array', items: { type: 'string', format: 'email' } },
    subject: { type: 'string' },
    body: { type: 'string' },
  },
  ['to', 'subject', 'body'],
);
const sendText = tool(
  'send_text_message',
  'Send an SMS/iMessage to a contact',
  {
    recipient: { type: 'string', description: 'Contact name or phone number' },
    message: { type: 'string' },
  },
  ['recipient', 'message'],
);
const searchInbox = tool(
  'search_inbox',
  "Search the user's email. All filters are optional and combined with AND.",
  {
    query: { type: 'string', description: 'Free-text search terms' },
    from: { type: 'string', description: 'Sender name or address' },
    unread_only: { type: 'boolean' },
    after: day,
  },
  [],
);
export const MESSAGING = [sendEmail, sendText, searchInbox];

// reminders, timers, alarms
const timer = tool(
  'start_timer',
  'Start a countdown timer',
  {
    duration_seconds: { type: 'integer', minimum: 1, maximum: 86400 },
    label: { type: 'string' },
  },
  ['duration_seconds'],
);
const alarm = tool(
  'set_alarm',
  'Set an alarm. For a repeating alarm give the weekdays it repeats on.',
  {
    time: hhmm,
    repeat: {
      type: 'array',
      items: { type: 'string', enum: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    },
    label: { type: 'string' },
  },
  ['time'],
);
const reminder = tool(
  'create_reminder',
  'Remind the user about something at a specific time.',
  { text: { type: 'string', description: 'What to remind about' }, remind_at: when },
  ['text', 'remind_at'],
);
export const REMINDERS = [timer, alarm, reminder];

// unit and currency conversion
const convertUnits = tool(
  'convert_units',
  'Convert a quantity between units of length, mass, volume or temperature',
  {
    value: { type: 'number' },
    from_unit: { type: 'string', enum: ['km', 'mi', 'm', 'ft', 'in', 'cm', 'kg', 'lb', 'oz', 'g', 'l', 'gal', 'ml', 'cup', 'c', 'f'] },
    to_unit: { type: 'string', enum: ['km', 'mi', 'm', 'ft', 'in', 'cm', 'kg', 'lb', 'oz', 'g', 'l', 'gal', 'ml', 'cup', 'c', 'f'] },
  },
  ['value', 'from_unit', 'to_unit'],
);
const convertCurrency = tool(
  'convert_currency',
  "Convert money using today's exchange rate",
  { amount: { type: 'number', minimum: 0 }, from_currency: currency, to_currency: currency },
  ['amount', 'from_currency', 'to_currency'],
);
export const CONVERSION = [convertUnits, convertCurrency];

// stocks and crypto
const stockQuote = tool(
  'get_stock_quote',
  'Latest price and daily change for a stock listed on a US exchange',
  { ticker: { type: 'string', pattern: '^[A-Z]{1,5}$', description: 'Ticker symbol, e.g. AAPL' } },
  ['ticker'],
);
const cryptoPrice = tool(
  'get_crypto_price',
  'Current price of a cryptocurrency',
  {
    coin: { type: 'string', enum: ['bitcoin', 'ethereum', 'solana', 'dogecoin', 'cardano', 'xrp'] },
    vs_currency: { type: 'string', enum: ['usd', 'eur', 'gbp', 'jpy'], default: 'usd' },
  },
  ['coin'],
);
const priceHistory = tool(
  'get_price_history',
  'Historical closing prices of a stock over a period, for charts and "how has X done" questions',
  {
    ticker: { type: 'string', pattern: '^[A-Z]{1,5}$' },
    period: { type: 'string', enum: ['1d', '5d', '1mo', '6mo', 'ytd', '1y', '5y'] },
  },
  ['ticker', 'period'],
);
const priceAlert = tool(
  'create_price_alert',
  'Notify the user when a stock crosses a price',
  {
    ticker: { type: 'string', pattern: '^[A-Z]{1,5}$' },
    direction: { type: 'string', enum: ['above', 'below'] },
    price: { type: 'number', exclusiveMinimum: 0 },
  },
  ['ticker', 'direction', 'price'],
);
export const MARKETS = [stockQuote, cryptoPrice, priceHistory, priceAlert];

// flights and hotels
const airport = { type: 'string', pattern: '^[A-Z]{3}$', description: 'IATA airport or city code' };
const searchFlights = tool(
  'search_flights',
  'Search for available flights. Returns options sorted by price.',
  {
    origin: airport,
    destination: airport,
    departure_date: day,
    return_date: { ...day, description: 'Omit for one-way' },
    passengers: {
      type: 'object',
      properties: {
        adults: { type: 'integer', minimum: 1, maximum: 9 },
        children: { type: 'integer', minimum: 0, maximum: 8 },
      },
      required: ['adults'],
    },
    cabin: { type: 'string', enum: ['economy', 'premium_economy', 'business', 'first'] },
    nonstop_only: { type: 'boolean' },
  },
  ['origin', 'destination', 'departure_date'],
);
const flightStatus = tool(
  'get_flight_status',
  'Real-time status (on time, delayed, gate) of a flight',
  { flight_number: { type: 'string', pattern: '^[A-Z0-9]{2}[0-9]{1,4}$', description: 'e.g. BA117' }, date: day },
  ['flight_number'],
);
const searchHotels = tool(
  'search_hotels',
  'Find hotels in a city for given dates',
  {
    city: { type: 'string' },
    check_in: day,
    check_out: day,
    guests: { type: 'integer', minimum: 1, maximum: 10 },
    max_price_per_night: { type: 'number', description: 'In USD' },
    min_stars: { type: 'integer', minimum: 1, maximum: 5 },
  },
  ['city', 'check_in', 'check_out'],
);
export const TRAVEL = [searchFlights, flightStatus, searchHotels];

// restaurants and food delivery
const bookTable = tool(
  'book_restaurant',
  'Reserve a table at a restaurant',
  {
    restaurant_name: { type: 'string' },
    date: day,
    time: hhmm,
    party_size: { type: 'integer', minimum: 1, maximum: 20 },
    seating: { type: 'string', enum: ['indoor', 'outdoor', 'bar', 'no_preference'] },
    notes: { type: 'string', description: 'Special requests (allergies, occasions, high chair)' },
  },
  ['restaurant_name', 'date', 'time', 'party_size'],
);
const findRestaurants = tool(
  'find_restaurants',
  'Search restaurants nearby by cuisine and price',
  {
    cuisine: { type: 'string', enum: ['italian', 'chinese', 'japanese', 'indian', 'mexican', 'thai', 'french', 'american', 'vegan'] },
    location: { type: 'string', description: "Neighbourhood or city; the user's location if omitted" },
    price_level: { type: 'integer', minimum: 1, maximum: 4, description: '1 = $, 4 = $$$$' },
    open_now: { type: 'boolean' },
  },
  [],
);
const orderFood = tool(
  'order_food_delivery',
  'Place a delivery order from a restaurant on the delivery app',
  {
    restaurant: { type: 'string' },
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, quantity: { type: 'integer', minimum: 1, default: 1 } },
        required: ['name', 'quantity'],
      },
    },
    tip_percent: { type: 'integer', minimum: 0, maximum: 50 },
  },
  ['restaurant', 'items'],
);
const trackOrder = tool('get_delivery_status', 'Where is my food order', { order_id: { type: 'string', pattern: '^[0-9]{6,10}$' } }, []);
export const FOOD = [bookTable, findRestaurants, orderFood, trackOrder];

// music and smart home
const playMusic = tool(
  'play_music',
  "Play music on the user's speakers",
  {
    query: { type: 'string', description: 'Song, artist, album, playlist or genre' },
    type: { type: 'string', enum: ['track', 'artist', 'album', 'playlist', 'genre'] },
    shuffle: { type: 'boolean' },
    speaker: { type: 'string', enum: ['living_room', 'kitchen', 'bedroom', 'office', 'everywhere'] },
  },
  ['query'],
);
const volume = tool('set_volume', '', { level: { type: 'integer', minimum: 0, maximum: 100 } }, ['level']);
const lights = tool(
  'set_lights',
  'Turn lights on or off in a room, optionally setting brightness (percent) and colour',
  {
    room: { type: 'string', enum: ['living_room', 'kitchen', 'bedroom', 'bathroom', 'office', 'hallway', 'all'] },
    power: { type: 'string', enum: ['on', 'off'] },
    brightness: { type: 'integer', minimum: 1, maximum: 100 },
    color: { type: 'string', enum: ['warm_white', 'cool_white', 'red', 'green', 'blue', 'purple', 'orange'] },
  },
  ['room', 'power'],
);
const thermostat = tool(
  'set_thermostat',
  'Set the home thermostat target temperature in degrees Celsius, and optionally the mode',
  {
    target_celsius: { type: 'number', minimum: 10, maximum: 30 },
    mode: { type: 'string', enum: ['heat', 'cool', 'auto', 'off'] },
  },
  ['target_celsius'],
);
export const HOME = [playMusic, volume, lights, thermostat];

// maps and directions
const directions = tool(
  'get_directions',
  "Route and travel time between two places. Origin defaults to the user's current location.",
  {
    origin: { type: 'string' },
    destination: { type: 'string' },
    mode: { type: 'string', enum: ['driving', 'walking', 'transit', 'cycling'], default: 'driving' },
    avoid: { type: 'array', items: { type: 'string', enum: ['tolls', 'highways', 'ferries'] } },
    depart_at: when,
  },
  ['destination'],
);
const nearby = tool(
  'find_nearby_places',
  'Find places of a kind near the user or near a named place',
  {
    category: { type: 'string', enum: ['gas_station', 'pharmacy', 'atm', 'parking', 'supermarket', 'cafe', 'hospital', 'ev_charger'] },
    near: { type: 'string' },
    radius_km: { type: 'number', minimum: 0.1, maximum: 50 },
    open_now: { type: 'boolean' },
  },
  ['category'],
);
export const MAPS = [directions, nearby];

// calculator
const calculate = tool(
  'calculate',
  'Evaluate an arithmetic expression',
  { expression: { type: 'string', description: 'e.g. (12.5 * 4) / 3' } },
  ['expression'],
);
const splitBill = tool(
  'split_bill',
  'Split a bill between people, with an optional tip',
  {
    total: { type: 'number', minimum: 0 },
    people: { type: 'integer', minimum: 2, maximum: 50 },
    tip_percent: { type: 'number', minimum: 0, maximum: 100 },
  },
  ['total', 'people'],
);
const percentOf = tool('percentage', 'What is X percent of Y', { percent: { type: 'number' }, of: { type: 'number' } }, ['percent', 'of']);
export const MATH = [calculate, splitBill, percentOf];

// translation
const lang = { type: 'string', enum: ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh', 'ko', 'ar', 'ru', 'nl'], description: 'ISO 639-1' };
const translate = tool(
  'translate_text',
  'Translate text into another language. The source language is detected if not given.',
  {
    text: { type: 'string' },
    target_language: lang,
    source_language: lang,
    formality: { type: 'string', enum: ['default', 'formal', 'informal'] },
  },
  ['text', 'target_language'],
);
const detectLanguage = tool('detect_language', 'Identify which language a piece of text is written in', { text: { type: 'string' } }, [
  'text',
]);
export const TRANSLATE = [translate, detectLanguage];

// news
const searchNews = tool(
  'search_news',
  'Search recent news articles',
  {
    query: { type: 'string' },
    from_date: day,
    sort_by: { type: 'string', enum: ['relevance', 'published_at', 'popularity'] },
    max_results: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  },
  ['query'],
);
const headlines = tool(
  'get_top_headlines',
  'Top headlines, optionally by category and country',
  {
    category: { type: 'string', enum: ['business', 'entertainment', 'health', 'science', 'sports', 'technology', 'politics'] },
    country: { type: 'string', pattern: '^[a-z]{2}$', description: 'ISO 3166-1 alpha-2, lower case (us, gb, de)' },
  },
  [],
);
export const NEWS = [searchNews, headlines];

// to-dos
const addTask = tool(
  'add_task',
  'Add an item to a to-do list',
  {
    title: { type: 'string' },
    list: { type: 'string', description: 'List name; "Inbox" if omitted' },
    due: day,
    priority: { type: 'integer', enum: [1, 2, 3, 4], description: '1 is most urgent' },
    tags: { type: 'array', items: { type: 'string' } },
  },
  ['title'],
);
const completeTask = tool('complete_task', 'Mark a to-do item as done', { title: { type: 'string' } }, ['title']);
const listTasks = tool(
  'list_tasks',
  'Show to-do items',
  { list: { type: 'string' }, due_before: day, include_completed: { type: 'boolean', default: false } },
  [],
);
export const TODOS = [addTask, completeTask, listTasks];

// contacts
const addContact = tool(
  'create_contact',
  'Save a new contact to the address book',
  {
    name: {
      type: 'object',
      properties: { first: { type: 'string' }, last: { type: 'string' } },
      required: ['first'],
    },
    phone: { type: 'string', pattern: '^\\+?[0-9 ()-]{7,20}$' },
    email: { type: 'string', format: 'email' },
    birthday: day,
    company: { type: 'string' },
  },
  ['name'],
);
const findContact = tool('lookup_contact', "Find a contact's phone number, email or address", { name: { type: 'string' } }, ['name']);
export const CONTACTS = [addContact, findContact];

// ride hailing
const rideType = { type: 'string', enum: ['economy', 'comfort', 'xl', 'black', 'pool'] };
const requestRide = tool(
  'request_ride',
  "Book a ride. Pickup defaults to the user's current location; set pickup_time to schedule it for later.",
  {
    pickup: { type: 'string' },
    dropoff: { type: 'string' },
    ride_type: rideType,
    pickup_time: when,
    seats: { type: 'integer', minimum: 1, maximum: 6 },
  },
  ['dropoff'],
);
const fareEstimate = tool(
  'estimate_fare',
  'Price estimate for a ride, without booking it',
  { pickup: { type: 'string' }, dropoff: { type: 'string' }, ride_type: rideType },
  ['dropoff'],
);
export const RIDES = [requestRide, fareEstimate];

// package tracking
const trackPackage = tool(
  'track_package',
  'Look up the delivery status of a parcel by its tracking number',
  {
    tracking_number: { type: 'string', pattern: '^[A-Z0-9]{8,30}$' },
    carrier: { type: 'string', enum: ['ups', 'fedex', 'usps', 'dhl', 'royal_mail', 'amazon'] },
  },
  ['tracking_number'],
);
const deliveryInstructions = tool(
  'set_delivery_instructions',
  'Leave instructions for the courier on an incoming parcel',
  {
    tracking_number: { type: 'string', pattern: '^[A-Z0-9]{8,30}$' },
    leave_at: { type: 'string', enum: ['front_door', 'back_door', 'neighbour', 'mailroom', 'garage'] },
    note: { type: 'string' },
  },
  ['tracking_number', 'leave_at'],
);
export const PACKAGES = [trackPackage, deliveryInstructions];

// fitness
const logWorkout = tool(
  'log_workout',
  'Record a completed workout in the fitness diary',
  {
    activity: { type: 'string', enum: ['running', 'walking', 'cycling', 'swimming', 'yoga', 'strength', 'hiking', 'rowing'] },
    duration_minutes: { type: 'integer', minimum: 1 },
    distance_km: { type: 'number', minimum: 0 },
    date: day,
    intensity: { type: 'string', enum: ['easy', 'moderate', 'hard'] },
  },
  ['activity', 'duration_minutes'],
);
const logWeight = tool(
  'log_body_weight',
  'Record a body-weight measurement',
  { weight_kg: { type: 'number', minimum: 20, maximum: 400 }, date: day },
  ['weight_kg'],
);
const logWater = tool(
  'log_water_intake',
  'Add water the user drank today',
  { milliliters: { type: 'integer', minimum: 1, maximum: 5000 } },
  ['milliliters'],
);
export const FITNESS = [logWorkout, logWeight, logWater];

/** Every tool above at once, as an assistant app that exposes all its skills sends them. */
export const ALL12 = [
  ...WEATHER,
  ...CALENDAR,
  ...MESSAGING,
  ...REMINDERS,
  ...CONVERSION,
  ...MARKETS,
  ...TRAVEL,
  ...FOOD,
  ...HOME,
  ...MAPS,
  ...MATH,
  ...TRANSLATE,
  ...NEWS,
  ...TODOS,
  ...CONTACTS,
  ...RIDES,
  ...PACKAGES,
  ...FITNESS,
];
