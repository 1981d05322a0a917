import type { ToolDefinition } from '../../src/ai/types.js';

/*
 * Tool sets as application developers write them (names, descriptions, schemas), for the everyday
 * requests table (router-everyday.test.ts) and the router bench.
 */

const tool = (name: string, description: string, properties: Record<string, object>, required: string[]): ToolDefinition => ({
  name,
  description,
  parameters: { type: 'object', properties, required } as ToolDefinition['parameters'],
});

export const getWeather = tool(
  'get_weather',
  'Get the weather forecast for a city',
  {
    city: { type: 'string', description: 'City name, e.g. Paris' },
    unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    date: { type: 'string', format: 'date', description: 'Day of the forecast; today when left out' },
  },
  ['city'],
);

const operands = { a: { type: 'number', description: 'First operand' }, b: { type: 'number', description: 'Second operand' } };
export const add = tool('add', 'Add two numbers', operands, ['a', 'b']);
export const subtract = tool('subtract', 'Subtract b from a', operands, ['a', 'b']);
export const multiply = tool('multiply', 'Multiply two numbers', operands, ['a', 'b']);
export const divide = tool('divide', 'Divide a by b', operands, ['a', 'b']);
export const CALCULATOR = [add, subtract, multiply, divide];

export const createReminder = tool(
  'create_reminder',
  'Create a reminder that notifies the user at a given time',
  { title: { type: 'string', minLength: 1 }, when: { type: 'string', format: 'date-time' } },
  ['title', 'when'],
);
export const createEvent = tool(
  'create_calendar_event',
  'Add an event to the calendar',
  {
    title: { type: 'string', minLength: 1 },
    date: { type: 'string', format: 'date' },
    startTime: { type: 'string', description: 'HH:MM, 24-hour', pattern: '^[0-2][0-9]:[0-5][0-9]$' },
    location: { type: 'string' },
  },
  ['title', 'date'],
);
export const CALENDAR = [createReminder, createEvent];

export const sendEmail = tool(
  'send_email',
  'Send an email',
  { to: { type: 'string', format: 'email' }, subject: { type: 'string' }, body: { type: 'string' } },
  ['to', 'subject'],
);

export const convertCurrency = tool(
  'convert_currency',
  'Convert an amount of money from one currency to another',
  {
    amount: { type: 'number', exclusiveMinimum: 0 },
    from: { type: 'string', enum: ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD'] },
    to: { type: 'string', enum: ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD'] },
  },
  ['amount', 'from', 'to'],
);

export const getStockQuote = tool(
  'get_stock_quote',
  'Get the latest share price for a stock ticker symbol',
  { symbol: { type: 'string', pattern: '^[A-Z]{1,5}$', description: 'Ticker, e.g. AAPL' } },
  ['symbol'],
);

export const searchFiles = tool(
  'search_files',
  'Search the user’s documents',
  {
    query: { type: 'string', minLength: 1 },
    fileType: { type: 'string', enum: ['pdf', 'docx', 'xlsx', 'csv'] },
    limit: { type: 'integer', minimum: 1, maximum: 50 },
  },
  ['query'],
);

const UNITS = ['km', 'mi', 'm', 'ft', 'kg', 'lb', 'celsius', 'fahrenheit', 'l', 'gal'];
export const convertUnits = tool(
  'convert_units',
  'Convert a measurement between units',
  { value: { type: 'number' }, fromUnit: { type: 'string', enum: UNITS }, toUnit: { type: 'string', enum: UNITS } },
  ['value', 'fromUnit', 'toUnit'],
);

export const setTimer = tool(
  'set_timer',
  'Start a countdown timer',
  { minutes: { type: 'number', exclusiveMinimum: 0 }, label: { type: 'string' } },
  ['minutes'],
);
export const setAlarm = tool(
  'set_alarm',
  'Set an alarm to go off at a time of day',
  { time: { type: 'string', format: 'time' }, label: { type: 'string' } },
  ['time'],
);
export const CLOCK = [setTimer, setAlarm];

export const translate = tool(
  'translate_text',
  'Translate text into another language',
  {
    text: { type: 'string', minLength: 1 },
    targetLanguage: { type: 'string', enum: ['en', 'es', 'fr', 'de', 'it', 'ja', 'pt'], description: 'ISO 639-1 code' },
  },
  ['text', 'targetLanguage'],
);

export const lookupUser = tool('lookup_user', 'Find a user in the company directory by name', { name: { type: 'string', minLength: 2 } }, [
  'name',
]);

export const playMusic = tool(
  'play_music',
  'Play a song, optionally by a given artist',
  { song: { type: 'string' }, artist: { type: 'string' } },
  ['song'],
);
export const addToPlaylist = tool(
  'add_to_playlist',
  'Add a song to one of the user’s playlists',
  { song: { type: 'string' }, playlist: { type: 'string' } },
  ['song', 'playlist'],
);
export const MUSIC = [playMusic, addToPlaylist];

export const getDirections = tool(
  'get_directions',
  'Route directions between two places',
  {
    origin: { type: 'string', description: 'Start; the user’s location when left out' },
    destination: { type: 'string' },
    mode: { type: 'string', enum: ['driving', 'walking', 'transit', 'cycling'] },
  },
  ['destination'],
);

export const addTodo = tool(
  'add_todo',
  'Add an item to the to-do list',
  { task: { type: 'string', minLength: 1 }, due: { type: 'string', format: 'date' } },
  ['task'],
);
export const listTodos = tool('list_todos', 'List the open items of the to-do list', {}, []);
export const TODO = [addTodo, listTodos];

/** Ten tools an assistant might be given together (the bench's request size). */
export const ASSISTANT = [
  getWeather,
  createReminder,
  sendEmail,
  convertCurrency,
  getStockQuote,
  searchFiles,
  setTimer,
  translate,
  getDirections,
  addTodo,
];

/** Every tool above. */
export const EVERYDAY = [
  getWeather,
  ...CALCULATOR,
  ...CALENDAR,
  sendEmail,
  convertCurrency,
  getStockQuote,
  searchFiles,
  convertUnits,
  ...CLOCK,
  translate,
  lookupUser,
  ...MUSIC,
  getDirections,
  ...TODO,
];
