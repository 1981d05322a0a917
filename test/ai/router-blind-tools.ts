import { tool } from './router-case-helpers.js';

/*
 * Tool sets for the blind router table (router-blind-cases.ts), shaped like the function-calling
 * examples of public model APIs and the tools apps give models: OpenAI-style weather with a "city
 * and state" location, search with result counts, flights and hotels with IATA codes and nested
 * guest objects, lights and thermostats, calendar events with attendee arrays, email with arrays of
 * addresses, chat and SMS, an expression calculator, unit and currency conversion with code
 * patterns, stock and crypto prices, translation into ISO codes, music, maps, restaurants, to-dos,
 * documents, tickets and database look-ups by id. None of these tools is in the other router tables,
 * and the router was not tuned on them before their first run.
 */

// weather
export const currentWeather = tool(
  'get_current_weather',
  'Get the current weather in a given location',
  {
    location: { type: 'string', description: 'The city and state, e.g. San Francisco, CA' },
    units: { type: 'string', enum: ['metric', 'imperial'], description: 'metric for Celsius, imperial for Fahrenheit' },
  },
  ['location'],
);
export const weatherForecast = tool(
  'get_weather_forecast',
  'Get a multi-day weather forecast for a location',
  {
    location: { type: 'string', description: 'City name' },
    days: { type: 'integer', minimum: 1, maximum: 10, description: 'Number of days to forecast' },
    units: { type: 'string', enum: ['metric', 'imperial'] },
  },
  ['location'],
);
export const WEATHER = [currentWeather, weatherForecast];

// search
export const webSearch = tool(
  'search_web',
  'Search the web and return a list of results with titles, URLs and snippets.',
  {
    query: { type: 'string', description: 'The search query' },
    num_results: { type: 'integer', minimum: 1, maximum: 10, default: 5 },
  },
  ['query'],
);
export const newsSearch = tool(
  'search_news',
  'Search recent news articles',
  {
    query: { type: 'string', description: 'Topic or keywords' },
    since: { type: 'string', format: 'date', description: 'Only articles published on or after this date' },
    language: { type: 'string', enum: ['en', 'es', 'fr', 'de'] },
  },
  ['query'],
);
export const SEARCH = [webSearch, newsSearch];

// travel
export const searchFlights = tool(
  'find_flights',
  'Search for available flights',
  {
    origin: { type: 'string', description: 'Departure city or IATA airport code' },
    destination: { type: 'string', description: 'Arrival city or IATA airport code' },
    departure_date: { type: 'string', format: 'date' },
    return_date: { type: 'string', format: 'date', description: 'Leave out for one-way trips' },
    adults: { type: 'integer', minimum: 1, maximum: 9 },
    cabin_class: { type: 'string', enum: ['economy', 'premium_economy', 'business', 'first'] },
  },
  ['origin', 'destination', 'departure_date'],
);
export const searchHotels = tool(
  'search_hotels',
  'Find hotels with rooms available for the given dates',
  {
    city: { type: 'string' },
    check_in: { type: 'string', format: 'date' },
    check_out: { type: 'string', format: 'date' },
    guests: {
      type: 'object',
      properties: { adults: { type: 'integer', minimum: 1 }, children: { type: 'integer', minimum: 0 } },
      required: ['adults'],
    },
    max_price_per_night: { type: 'number', minimum: 0 },
  },
  ['city', 'check_in', 'check_out'],
);
export const TRAVEL = [searchFlights, searchHotels];

// smart home
export const controlLight = tool(
  'control_light',
  'Turn a light on or off, or change its brightness or color',
  {
    room: { type: 'string', description: 'Room the light is in, e.g. kitchen' },
    state: { type: 'string', enum: ['on', 'off'] },
    brightness: { type: 'integer', minimum: 0, maximum: 100, description: 'Brightness in percent' },
    color: { type: 'string', description: 'Color name, e.g. warm white, blue' },
  },
  ['room'],
);
export const thermostat = tool(
  'set_thermostat',
  'Set the target temperature of the home thermostat',
  {
    target_temperature: { type: 'number', minimum: 40, maximum: 90, description: 'Degrees Fahrenheit' },
    mode: { type: 'string', enum: ['heat', 'cool', 'auto', 'off'] },
  },
  ['target_temperature'],
);
export const HOME = [controlLight, thermostat];

// calendar and reminders
export const createEvent = tool(
  'create_calendar_event',
  'Create an event in the user’s calendar',
  {
    summary: { type: 'string', description: 'Title of the event' },
    start: { type: 'string', format: 'date-time' },
    end: { type: 'string', format: 'date-time' },
    attendees: { type: 'array', items: { type: 'string', format: 'email' }, description: 'Email addresses of the guests' },
    location: { type: 'string' },
  },
  ['summary', 'start'],
);
export const setReminder = tool(
  'set_reminder',
  'Set a reminder for the user at a specific time',
  { message: { type: 'string', description: 'What to remind the user about' }, remind_at: { type: 'string', format: 'date-time' } },
  ['message', 'remind_at'],
);
export const listEvents = tool('get_events', 'List the calendar events on a given day', { date: { type: 'string', format: 'date' } }, [
  'date',
]);
export const CALENDAR = [createEvent, setReminder, listEvents];

// email and messaging
export const sendEmail = tool(
  'send_email',
  'Send an email on behalf of the user',
  {
    to: { type: 'array', items: { type: 'string', format: 'email' }, minItems: 1 },
    cc: { type: 'array', items: { type: 'string', format: 'email' } },
    subject: { type: 'string' },
    body: { type: 'string' },
  },
  ['to', 'subject', 'body'],
);
export const searchEmail = tool(
  'search_emails',
  'Search the mailbox',
  {
    query: { type: 'string' },
    from: { type: 'string', format: 'email', description: 'Only messages from this sender' },
    unread_only: { type: 'boolean' },
  },
  [],
);
export const EMAIL = [sendEmail, searchEmail];

export const slackMessage = tool(
  'send_slack_message',
  'Post a message to a Slack channel',
  { channel: { type: 'string', description: 'Channel name, e.g. #general' }, text: { type: 'string' } },
  ['channel', 'text'],
);
export const textMessage = tool(
  'send_sms',
  'Send a text message to a phone number',
  {
    phone_number: { type: 'string', pattern: '^\\+?[0-9 ()-]{7,20}$', description: 'Phone number in international format' },
    message: { type: 'string', maxLength: 160 },
  },
  ['phone_number', 'message'],
);
export const CHAT = [slackMessage, textMessage];

// math and conversion
export const calculator = tool(
  'calculator',
  'Evaluate a mathematical expression',
  { expression: { type: 'string', description: 'A math expression, e.g. (2 + 3) * 4' } },
  ['expression'],
);
export const convertUnits = tool(
  'convert_units',
  'Convert a quantity from one unit of measurement to another',
  {
    value: { type: 'number' },
    from_unit: { type: 'string', description: 'Unit to convert from, e.g. km, lb, °F' },
    to_unit: { type: 'string', description: 'Unit to convert to' },
  },
  ['value', 'from_unit', 'to_unit'],
);
export const convertMoney = tool(
  'convert_currency',
  'Convert money between currencies at the latest exchange rate',
  {
    amount: { type: 'number', exclusiveMinimum: 0 },
    from: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code of the source currency' },
    to: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code of the target currency' },
  },
  ['amount', 'from', 'to'],
);
export const MATH = [calculator, convertUnits, convertMoney];

// finance
export const stockPrice = tool(
  'get_stock_price',
  'Get the latest stock price for a ticker',
  { ticker: { type: 'string', description: 'The stock ticker symbol, e.g. AAPL for Apple Inc.' } },
  ['ticker'],
);
export const cryptoPrice = tool(
  'get_crypto_price',
  'Current price of a cryptocurrency',
  {
    coin: { type: 'string', enum: ['bitcoin', 'ethereum', 'solana', 'dogecoin'] },
    vs_currency: { type: 'string', enum: ['usd', 'eur', 'gbp'] },
  },
  ['coin'],
);
export const FINANCE = [stockPrice, cryptoPrice];

// translation
export const translateText = tool(
  'translate_text',
  'Translate text into another language',
  {
    text: { type: 'string', description: 'The text to translate' },
    target_language: { type: 'string', description: 'ISO 639-1 code of the language to translate into, e.g. de' },
    source_language: { type: 'string', description: 'ISO 639-1 code of the original language; detected when left out' },
  },
  ['text', 'target_language'],
);

// music
export const playMusic = tool(
  'play_music',
  'Play a song, album, artist or playlist',
  { query: { type: 'string', description: 'What to play' }, shuffle: { type: 'boolean' } },
  ['query'],
);
export const setVolume = tool('set_volume', 'Set the playback volume', { percent: { type: 'integer', minimum: 0, maximum: 100 } }, [
  'percent',
]);
export const pauseMusic = tool('pause_music', 'Pause the music', {}, []);
export const nextTrack = tool('next_track', 'Skip to the next track', {}, []);
export const MUSIC = [playMusic, setVolume, pauseMusic, nextTrack];

// maps
export const directions = tool(
  'get_directions',
  'Get directions between two places',
  {
    origin: { type: 'string' },
    destination: { type: 'string' },
    travel_mode: { type: 'string', enum: ['DRIVE', 'WALK', 'BICYCLE', 'TRANSIT'] },
  },
  ['destination'],
);
export const nearbyPlaces = tool(
  'find_nearby_places',
  'Find places of a given kind near a location',
  {
    keyword: { type: 'string', description: 'What to look for, e.g. coffee shop, pharmacy' },
    location: { type: 'string', description: 'Address or area to search around' },
    radius_meters: { type: 'integer', minimum: 100, maximum: 50000 },
    open_now: { type: 'boolean' },
  },
  ['keyword'],
);
export const MAPS = [directions, nearbyPlaces];

// restaurants
export const findRestaurants = tool(
  'find_restaurants',
  'Search restaurants by location and cuisine',
  {
    location: { type: 'string' },
    cuisine: { type: 'string', description: 'e.g. italian, sushi, thai' },
    price_level: { type: 'integer', minimum: 1, maximum: 4, description: '1 = cheap, 4 = very expensive' },
  },
  ['location'],
);
export const reserveTable = tool(
  'make_reservation',
  'Reserve a table at a restaurant',
  {
    restaurant: { type: 'string', description: 'Name of the restaurant' },
    date: { type: 'string', format: 'date' },
    time: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: '24h time, HH:MM' },
    party_size: { type: 'integer', minimum: 1, maximum: 20 },
  },
  ['restaurant', 'date', 'time', 'party_size'],
);
export const DINING = [findRestaurants, reserveTable];

// to-do
export const addTodo = tool(
  'add_todo',
  'Add an item to the to-do list',
  {
    task: { type: 'string' },
    due: { type: 'string', format: 'date' },
    priority: { type: 'string', enum: ['low', 'normal', 'high'] },
  },
  ['task'],
);
export const completeTodo = tool(
  'complete_todo',
  'Mark a to-do item as done',
  { id: { type: 'integer', minimum: 1, description: 'Id of the to-do item' } },
  ['id'],
);
export const listTodos = tool('list_todos', 'Show the to-do list', { status: { type: 'string', enum: ['open', 'completed', 'all'] } }, []);
export const TODO = [addTodo, completeTodo, listTodos];

// documents
export const searchDocs = tool(
  'search_documents',
  'Full-text search over the company’s documents',
  {
    query: { type: 'string' },
    file_type: { type: 'string', enum: ['pdf', 'docx', 'xlsx', 'pptx', 'txt'] },
    modified_after: { type: 'string', format: 'date' },
  },
  ['query'],
);
export const getDocument = tool('get_document', 'Fetch a document by its id', { document_id: { type: 'string', format: 'uuid' } }, [
  'document_id',
]);
export const DOCS = [searchDocs, getDocument];

// tickets
export const createTicket = tool(
  'create_ticket',
  'Open a new ticket in the issue tracker',
  {
    title: { type: 'string', minLength: 3 },
    description: { type: 'string' },
    priority: { type: 'string', enum: ['low', 'medium', 'high', 'critical'] },
    labels: { type: 'array', items: { type: 'string' } },
  },
  ['title'],
);
export const getTicket = tool(
  'get_ticket',
  'Get the details of a ticket',
  { key: { type: 'string', pattern: '^[A-Z][A-Z0-9]+-[0-9]+$', description: 'Ticket key, e.g. PROJ-123' } },
  ['key'],
);
export const updateTicket = tool(
  'update_ticket_status',
  'Move a ticket to another status',
  {
    key: { type: 'string', pattern: '^[A-Z][A-Z0-9]+-[0-9]+$' },
    status: { type: 'string', enum: ['todo', 'in_progress', 'in_review', 'done'] },
  },
  ['key', 'status'],
);
export const TICKETS = [createTicket, getTicket, updateTicket];

// database look-ups
export const getCustomer = tool(
  'get_customer',
  'Look up a customer record by customer id',
  { customer_id: { type: 'integer', minimum: 1 } },
  ['customer_id'],
);
export const getOrder = tool(
  'get_order',
  'Retrieve an order by its order number',
  { order_id: { type: 'string', pattern: '^ORD-[0-9]{6}$' } },
  ['order_id'],
);
export const listOrders = tool(
  'list_orders',
  'List the orders of a customer, newest first',
  {
    customer_id: { type: 'integer', minimum: 1 },
    status: { type: 'string', enum: ['pending', 'shipped', 'delivered', 'cancelled'] },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
  },
  ['customer_id'],
);
export const DATABASE = [getCustomer, getOrder, listOrders];

// contacts (a nested address)
export const createContact = tool(
  'create_contact',
  'Add a person to the address book',
  {
    name: { type: 'string' },
    email: { type: 'string', format: 'email' },
    phone: { type: 'string' },
    address: {
      type: 'object',
      properties: { city: { type: 'string' }, country: { type: 'string' } },
    },
  },
  ['name'],
);

/** Ten everyday tools together, as a general assistant app would give them. */
export const ASSISTANT = [
  currentWeather,
  webSearch,
  setReminder,
  sendEmail,
  calculator,
  stockPrice,
  translateText,
  playMusic,
  directions,
  addTodo,
];
