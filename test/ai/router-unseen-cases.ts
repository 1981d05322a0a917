import type { ToolDefinition } from '../../src/ai/types.js';
import type { Case } from './router-everyday-cases.js';
import {
  ASSISTANT,
  CALCULATOR,
  CALENDAR,
  CLOCK,
  EVERYDAY,
  MUSIC,
  TODO,
  convertCurrency,
  getDirections,
  getStockQuote,
  getWeather,
  lookupUser,
  searchFiles,
  sendEmail,
  translate,
} from './router-everyday-tools.js';

/*
 * A second set, written after the router was first tuned on router-everyday-cases.ts and measured
 * before any change for it: on that first run the router reached the right outcome in 88.5% and
 * exact arguments in 86.5% (46 of 52). It includes tools named and shaped differently from the
 * first set's. Both sets make the table router-everyday.test.ts measures.
 */
const tool = (name: string, description: string, properties: Record<string, object>, required: string[]): ToolDefinition => ({
  name,
  description,
  parameters: { type: 'object', properties, required } as ToolDefinition['parameters'],
});
export const forecast = tool(
  'forecast',
  'Weather forecast',
  { location: { type: 'string' }, days: { type: 'integer', minimum: 1, maximum: 10 } },
  ['location'],
);
export const bookTable = tool(
  'book_restaurant',
  'Reserve a table at a restaurant',
  {
    restaurant: { type: 'string' },
    partySize: { type: 'integer', minimum: 1, maximum: 20 },
    date: { type: 'string', format: 'date' },
    time: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
  },
  ['restaurant', 'partySize', 'date'],
);
export const setVolume = tool('set_volume', 'Change the speaker volume', { level: { type: 'integer', minimum: 0, maximum: 100 } }, [
  'level',
]);
export const sendSms = tool(
  'send_text_message',
  'Send an SMS to a phone number',
  { phoneNumber: { type: 'string', pattern: '^\\+?[0-9 ]{7,15}$' }, message: { type: 'string' } },
  ['phoneNumber', 'message'],
);
export const power = tool('power', 'Raise a number to a power', { base: { type: 'number' }, exponent: { type: 'number' } }, [
  'base',
  'exponent',
]);
export const HOME = [setVolume, sendSms, forecast, bookTable];

const currentWeather = tool(
  'get_current_weather',
  'Get the current weather in a given location',
  {
    location: { type: 'string', description: 'The city and state, e.g. San Francisco, CA' },
    format: { type: 'string', enum: ['celsius', 'fahrenheit'] },
  },
  ['location'],
);
const searchWeb = tool('search_web', 'Search the web', { query: { type: 'string' } }, ['query']);
const createTask = tool(
  'create_task',
  'Create a task in the project tracker',
  { title: { type: 'string' }, priority: { type: 'string', enum: ['low', 'medium', 'high'] }, dueDate: { type: 'string', format: 'date' } },
  ['title'],
);
const sendMessage = tool(
  'send_message',
  'Send a chat message to a colleague',
  { recipient: { type: 'string' }, text: { type: 'string' } },
  ['recipient', 'text'],
);
const searchFlights = tool(
  'search_flights',
  'Find flights between two airports',
  {
    origin: { type: 'string' },
    destination: { type: 'string' },
    date: { type: 'string', format: 'date' },
    passengers: { type: 'integer', minimum: 1 },
  },
  ['origin', 'destination', 'date'],
);
const setLights = tool(
  'set_lights',
  'Turn the lights on or off in a room',
  { room: { type: 'string' }, on: { type: 'boolean' }, brightness: { type: 'integer', minimum: 0, maximum: 100 } },
  ['room', 'on'],
);
/** A third set of tools, shaped as public examples shape them; its requests were first run after the second set's fixes. */
export const WORKPLACE = [currentWeather, searchWeb, createTask, sendMessage, searchFlights, setLights];

const call = (name: string, input: Record<string, unknown>) => ({ tool: name, input });
const none = { text: '' };

export const UNSEEN: Case[] = [
  [[getWeather], 'Is it raining in Amsterdam right now?', call('get_weather', { city: 'Amsterdam' })],
  [[getWeather], 'what will the weather be in Prague on Saturday', call('get_weather', { city: 'Prague', date: '2026-11-28' })],
  [EVERYDAY, 'Should I bring an umbrella to Brussels tomorrow?', call('get_weather', { city: 'Brussels', date: '2026-11-25' })],
  [EVERYDAY, 'how warm is it in mexico city', call('get_weather', { city: 'Mexico City' })],
  [HOME, 'forecast for Nairobi for the next 3 days', call('forecast', { location: 'Nairobi', days: 3 })],
  [HOME, "what's the weather like in Cape Town", call('forecast', { location: 'Cape Town' })],
  [CALCULATOR, 'what is seventeen plus twenty five', call('add', { a: 17, b: 25 })],
  [CALCULATOR, 'How much is 45 divided by 9?', call('divide', { a: 45, b: 9 })],
  [CALCULATOR, '3 times 3 times 3', call('multiply', { a: 3, b: 3 })],
  [CALCULATOR, 'what do I get when I take 7 from 20', call('subtract', { a: 20, b: 7 })],
  [CALCULATOR, 'multiply 2,500 by 12', call('multiply', { a: 2500, b: 12 })],
  [EVERYDAY, 'calculate 81 divided by nine', call('divide', { a: 81, b: 9 })],
  [[...CALCULATOR, power], 'what is 2 to the power of 10', call('power', { base: 2, exponent: 10 })],
  [[...CALCULATOR, power], 'twelve squared', call('power', { base: 12, exponent: 2 })],
  [[...CALCULATOR, power], 'how much is 0.5 cubed', call('power', { base: 0.5, exponent: 3 })],
  [[...CALCULATOR, power], 'take 3 to the 5th power', call('power', { base: 3, exponent: 5 })],
  [CALENDAR, 'Remind me to feed the cat at 6pm', call('create_reminder', { title: 'feed the cat', when: '2026-11-24T18:00:00Z' })],
  [
    CALENDAR,
    'remind me to call grandma on christmas eve at 6pm',
    call('create_reminder', { title: 'call grandma', when: '2026-12-24T18:00:00Z' }),
  ],
  [
    CALENDAR,
    'please remind me tomorrow at 8:15 am to call the doctor',
    call('create_reminder', { title: 'call the doctor', when: '2026-11-25T08:15:00Z' }),
  ],
  [
    EVERYDAY,
    'put a meeting with the design team on my calendar for Thursday',
    call('create_calendar_event', { title: 'meeting with the design team', date: '2026-11-26' }),
  ],
  [
    CALENDAR,
    'schedule a haircut on December 2 at 4pm',
    call('create_calendar_event', { title: 'haircut', date: '2026-12-02', startTime: '16:00' }),
  ],
  [
    ASSISTANT,
    'set a reminder to buy flowers on Friday at 11am',
    call('create_reminder', { title: 'buy flowers', when: '2026-11-27T11:00:00Z' }),
  ],
  [
    HOME,
    'book a table at Nobu for 4 people tomorrow at 8pm',
    call('book_restaurant', { restaurant: 'Nobu', partySize: 4, date: '2026-11-25', time: '20:00' }),
  ],
  [
    HOME,
    "reserve a table for two at Luigi's on Saturday",
    call('book_restaurant', { restaurant: "Luigi's", partySize: 2, date: '2026-11-28' }),
  ],
  [
    [sendEmail],
    'email mike@example.com and tell him the meeting is moved, subject Meeting moved',
    call('send_email', { to: 'mike@example.com', subject: 'Meeting moved' }),
  ],
  [EVERYDAY, 'send a quick email to billing@shop.com about my refund', call('send_email', { to: 'billing@shop.com', subject: 'refund' })],
  [
    HOME,
    'text +44 7700 900123 saying running late',
    call('send_text_message', { phoneNumber: '+44 7700 900123', message: 'running late' }),
  ],
  [[convertCurrency], 'how much is 80 bucks in euros', call('convert_currency', { amount: 80, from: 'USD', to: 'EUR' })],
  [EVERYDAY, 'convert 3,000 japanese yen to british pounds', call('convert_currency', { amount: 3000, from: 'JPY', to: 'GBP' })],
  [ASSISTANT, 'what is £250 in dollars', call('convert_currency', { amount: 250, from: 'GBP', to: 'USD' })],
  [[getStockQuote], 'how is netflix stock doing', call('get_stock_quote', { symbol: 'NFLX' })],
  [EVERYDAY, "what's the price of AMD shares", call('get_stock_quote', { symbol: 'AMD' })],
  [[searchFiles], 'find the slides from the offsite', call('search_files', { query: 'slides from the offsite' })],
  [ASSISTANT, 'search my files for the 2025 budget', call('search_files', { query: '2025 budget' })],
  [EVERYDAY, 'find all pdfs about insurance', call('search_files', { query: 'insurance', fileType: 'pdf' })],
  [EVERYDAY, 'how many kilometers is 10 miles', call('convert_units', { value: 10, fromUnit: 'mi', toUnit: 'km' })],
  [EVERYDAY, 'convert 180 lbs to kilograms', call('convert_units', { value: 180, fromUnit: 'lb', toUnit: 'kg' })],
  [CLOCK, 'set a timer for 45 seconds', call('set_timer', { minutes: 0.75 })],
  [CLOCK, 'wake me at 6', call('set_alarm', { time: '06:00:00Z' })],
  [EVERYDAY, 'start a timer for twenty minutes', call('set_timer', { minutes: 20 })],
  [ASSISTANT, 'set a 10 minute timer for the pasta', call('set_timer', { minutes: 10, label: 'pasta' })],
  [[translate], 'translate "I am hungry" to Japanese', call('translate_text', { text: 'I am hungry', targetLanguage: 'ja' })],
  [EVERYDAY, 'how do you say good luck in italian', call('translate_text', { text: 'good luck', targetLanguage: 'it' })],
  [[lookupUser], 'do we have someone called Olivia Brown', call('lookup_user', { name: 'Olivia Brown' })],
  [EVERYDAY, "what's John Park's email", call('lookup_user', { name: 'John Park' })],
  [MUSIC, 'play Thriller by Michael Jackson', call('play_music', { song: 'Thriller', artist: 'Michael Jackson' })],
  [EVERYDAY, 'add Halo to my gym playlist', call('add_to_playlist', { song: 'Halo', playlist: 'gym' })],
  [[getDirections], 'how do I walk to the train station', call('get_directions', { destination: 'train station', mode: 'walking' })],
  [
    EVERYDAY,
    'directions from the hotel to the convention center by car',
    call('get_directions', { origin: 'hotel', destination: 'convention center', mode: 'driving' }),
  ],
  [TODO, 'add pay the electricity bill to my list', call('add_todo', { task: 'pay the electricity bill' })],
  [EVERYDAY, 'remind me to buy eggs', { text: 'To call create_reminder' }],
  [HOME, 'turn the volume up to 70', call('set_volume', { level: 70 })],
  [HOME, 'set volume to 30 percent', call('set_volume', { level: 30 })],
  [HOME, 'what is the capital of Peru', none],
  [EVERYDAY, 'write me a cover letter', none],
  [ASSISTANT, 'good morning!', none],
  // Found by trying requests by hand after the second set passed; fixed, then kept here.
  [EVERYDAY, 'multiply 7 and 6 then add 2', call('multiply', { a: 7, b: 6 })],
  [EVERYDAY, 'in london what is the weather', call('get_weather', { city: 'London' })],
  [EVERYDAY, 'how cold is it in st. louis', call('get_weather', { city: 'St. Louis' })],
  [[getWeather, lookupUser], 'look up the weather', { text: 'To call' }],
  [[getWeather], "what's the weather in Paris? It's cold", call('get_weather', { city: 'Paris' })],
  [[getWeather], 'weather for my trip to rome', call('get_weather', { city: 'Rome' })],
  [[getWeather], 'check tokyo weather', call('get_weather', { city: 'Tokyo' })],
  [[getWeather], 'is it raining over there in seattle', call('get_weather', { city: 'Seattle' })],
  // A third set over WORKPLACE, written and first run after everything above: 10 of 14 right outcomes
  // and 8 of 14 exact on that run. Fixed since: "google", chat messages, switches, "2 people". Still
  // missed (kept, as a user would expect them): the last four of this group.
  [WORKPLACE, "What's the weather like in Boston today?", call('get_current_weather', { location: 'Boston' })],
  [WORKPLACE, 'weather in san francisco in fahrenheit', call('get_current_weather', { location: 'San Francisco', format: 'fahrenheit' })],
  [WORKPLACE, 'search the web for best pizza in Naples', call('search_web', { query: 'best pizza in Naples' })],
  [
    WORKPLACE,
    'create a high priority task to fix the login bug by Friday',
    call('create_task', { title: 'fix the login bug', priority: 'high', dueDate: '2026-11-27' }),
  ],
  [WORKPLACE, 'add a task: update the docs', call('create_task', { title: 'update the docs' })],
  [WORKPLACE, 'message Sarah that I will be late', call('send_message', { recipient: 'Sarah', text: 'I will be late' })],
  [
    WORKPLACE,
    'find me a flight from London to Paris on December 5 for 2 people',
    call('search_flights', { origin: 'London', destination: 'Paris', date: '2026-12-05', passengers: 2 }),
  ],
  [WORKPLACE, 'turn off the lights in the kitchen', call('set_lights', { room: 'kitchen', on: false })],
  [WORKPLACE, 'what is love?', none],
  [WORKPLACE, 'hello', none],
  [WORKPLACE, 'google how tall is mount everest', call('search_web', { query: 'how tall is mount everest' })],
  [WORKPLACE, 'tell Tom the deploy is done', call('send_message', { recipient: 'Tom', text: 'the deploy is done' })],
  [WORKPLACE, 'turn the living room lights on at 50%', call('set_lights', { room: 'living room', on: true, brightness: 50 })],
  [WORKPLACE, 'dim the bedroom lights to 20', call('set_lights', { room: 'bedroom', on: true, brightness: 20 })],
];
