import type { ToolChoice, ToolDefinition } from '../../src/ai/types.js';
import {
  ASSISTANT,
  CALCULATOR,
  CALENDAR,
  CLOCK,
  EVERYDAY,
  MUSIC,
  TODO,
  convertCurrency,
  convertUnits,
  getDirections,
  getStockQuote,
  getWeather,
  lookupUser,
  searchFiles,
  sendEmail,
  translate,
} from './router-everyday-tools.js';
import { addToCart } from './router-heldout-tools.js';

/*
 * Requests as people type them, each with what a careful assistant would do: the tool and its exact
 * arguments, or a text answer (`text` is a part the answer must contain; '' for any text). Written
 * from the user's side before the router was tuned; the router is measured on them, not fitted to them.
 *
 * Conventions for "exact": "now" is Tuesday 2026-11-24 10:00 UTC (NOW); times are UTC; a time with no
 * day is its next occurrence; places and people's names are capitalised; a leading "the/a/my" is not
 * part of a title, subject or query.
 */
export const NOW = new Date('2026-11-24T10:00:00Z');

export type Expected = { tool: string; input: Record<string, unknown> } | { text: string };
export type Case = [tools: ToolDefinition[], text: string, expected: Expected, choice?: ToolChoice];

const call = (tool: string, input: Record<string, unknown>): Expected => ({ tool, input });
const none: Expected = { text: '' };
const needs = (tool: string): Expected => ({ text: `To call ${tool}, I need` });
const ANY: ToolChoice = { type: 'ANY', allowParallelToolCalls: true };
const only = (name: string): ToolChoice => ({ type: 'TOOL', name, allowParallelToolCalls: true });
const W = 'get_weather';

export const CASES: Case[] = [
  // weather
  [[getWeather], 'What is the weather in Paris?', call(W, { city: 'Paris' })],
  [[getWeather], 'What is the weather in Paris?', call(W, { city: 'Paris' }), ANY],
  [[getWeather], 'What is the weather in Paris?', call(W, { city: 'Paris' }), only(W)],
  [ASSISTANT, 'Paris please', call(W, { city: 'Paris' }), only(W)],
  [[getWeather], "what's the weather like in london", call(W, { city: 'London' })],
  [[getWeather], 'Weather in Tokyo tomorrow', call(W, { city: 'Tokyo', date: '2026-11-25' })],
  [[getWeather], 'will it rain in Seattle tomorrow?', call(W, { city: 'Seattle', date: '2026-11-25' })],
  [[getWeather], 'do I need an umbrella in Dublin today', call(W, { city: 'Dublin', date: '2026-11-24' })],
  [[getWeather], 'how hot is it in Madrid in F', call(W, { city: 'Madrid', unit: 'fahrenheit' })],
  [[getWeather], 'temperature in Berlin in celsius please', call(W, { city: 'Berlin', unit: 'celsius' })],
  [EVERYDAY, "what's the forecast for New York on Friday", call(W, { city: 'New York', date: '2026-11-27' })],
  [EVERYDAY, 'Is it going to snow in Denver?', call(W, { city: 'Denver' })],
  [EVERYDAY, 'weather paris', call(W, { city: 'Paris' })],
  [
    [getWeather],
    'How cold will it be in Oslo on December 1st, in fahrenheit',
    call(W, { city: 'Oslo', date: '2026-12-01', unit: 'fahrenheit' }),
  ],
  [[getWeather], 'pls tell me the wether in Rome', call(W, { city: 'Rome' })],
  [[getWeather], 'Tell me a joke', none],
  [[getWeather], "what's the weather like?", needs(W)],
  [ASSISTANT, 'is it sunny in San Francisco', call(W, { city: 'San Francisco' })],
  [ASSISTANT, 'Hey, could you check the weather in Lisbon for me?', call(W, { city: 'Lisbon' })],
  [EVERYDAY, 'weather in los angeles in fahrenheit tomorrow', call(W, { city: 'Los Angeles', unit: 'fahrenheit', date: '2026-11-25' })],
  [[getWeather], "how's the weather in São Paulo", call(W, { city: 'São Paulo' })],
  [EVERYDAY, 'what should I wear in Chicago today, is it cold?', call(W, { city: 'Chicago', date: '2026-11-24' })],
  [ASSISTANT, "What's the temperature in Toronto right now in celsius?", call(W, { city: 'Toronto', unit: 'celsius' })],
  [[getWeather], 'weather for Boston next Monday', call(W, { city: 'Boston', date: '2026-11-30' })],
  [EVERYDAY, 'is it windy in chicago', call(W, { city: 'Chicago' })],
  [ASSISTANT, 'whats the weather gonna be like in Vienna on the 28th', call(W, { city: 'Vienna', date: '2026-11-28' })],
  [[getWeather], 'Will I need a jacket in Edinburgh tomorrow?', call(W, { city: 'Edinburgh', date: '2026-11-25' })],
  [EVERYDAY, 'forecast Barcelona', call(W, { city: 'Barcelona' })],

  // calculator
  [CALCULATOR, 'What is 2 plus 3?', call('add', { a: 2, b: 3 })],
  [CALCULATOR, "what's 12 + 30", call('add', { a: 12, b: 30 })],
  [CALCULATOR, 'add 5 and 7', call('add', { a: 5, b: 7 })],
  [CALCULATOR, 'sum of 1,250 and 300', call('add', { a: 1250, b: 300 })],
  [CALCULATOR, 'Subtract 4 from 10', call('subtract', { a: 10, b: 4 })],
  [CALCULATOR, 'what is 10 minus 4', call('subtract', { a: 10, b: 4 })],
  [CALCULATOR, '10 - 3', call('subtract', { a: 10, b: 3 })],
  [CALCULATOR, 'take 15 away from 40', call('subtract', { a: 40, b: 15 })],
  [CALCULATOR, 'multiply 6 by 7', call('multiply', { a: 6, b: 7 })],
  [CALCULATOR, "what's 6 times 7", call('multiply', { a: 6, b: 7 })],
  [CALCULATOR, 'twelve multiplied by three', call('multiply', { a: 12, b: 3 })],
  [CALCULATOR, '8 x 9', call('multiply', { a: 8, b: 9 })],
  [CALCULATOR, '8 * 9', call('multiply', { a: 8, b: 9 })],
  [CALCULATOR, 'divide 10 by 2', call('divide', { a: 10, b: 2 })],
  [CALCULATOR, 'what is 100 divided by 4', call('divide', { a: 100, b: 4 })],
  [CALCULATOR, '15 / 3', call('divide', { a: 15, b: 3 })],
  [CALCULATOR, 'how much is 3.5 plus 1.25', call('add', { a: 3.5, b: 1.25 })],
  [CALCULATOR, "what's twenty minus seven", call('subtract', { a: 20, b: 7 })],
  [CALCULATOR, 'calculate 1,000 / 8', call('divide', { a: 1000, b: 8 })],
  [CALCULATOR, 'what is the product of 4 and 5', call('multiply', { a: 4, b: 5 })],
  [CALCULATOR, "what's the difference between 50 and 8", call('subtract', { a: 50, b: 8 })],
  [CALCULATOR, 'what do you get if you add 19 to 23', call('add', { a: 19, b: 23 })],
  [CALCULATOR, 'half of 50', call('divide', { a: 50, b: 2 })],
  [CALCULATOR, 'negative 5 plus 3', call('add', { a: -5, b: 3 })],
  [CALCULATOR, 'divide twelve by four', call('divide', { a: 12, b: 4 })],
  [CALCULATOR, 'Can you multiply 1.5 and 4 for me please', call('multiply', { a: 1.5, b: 4 })],
  [CALCULATOR, "what's 2+2", call('add', { a: 2, b: 2 })],
  [CALCULATOR, "What's the capital of France?", none],
  [CALCULATOR, 'subtract 5', needs('subtract')],
  [CALCULATOR, 'I have 3 apples and buy 4 more, how many do I have', call('add', { a: 3, b: 4 })],
  [CALCULATOR, 'split 120 between 4 people', call('divide', { a: 120, b: 4 })],
  [CALCULATOR, '7 plus 8', call('add', { a: 7, b: 8 }), ANY],
  [EVERYDAY, 'what is 15 times 4', call('multiply', { a: 15, b: 4 })],
  [EVERYDAY, 'whats 250 divided by 5', call('divide', { a: 250, b: 5 })],
  [EVERYDAY, 'add 2.5 and 2.5', call('add', { a: 2.5, b: 2.5 })],
  [EVERYDAY, 'subtract 30 from 100', call('subtract', { a: 100, b: 30 })],
  [CALCULATOR, 'multiply three by five', call('multiply', { a: 3, b: 5 })],
  [CALCULATOR, 'what is 9 minus 12', call('subtract', { a: 9, b: 12 })],
  [CALCULATOR, 'compute 144 / 12', call('divide', { a: 144, b: 12 })],

  // calendar and reminders
  [CALENDAR, 'remind me to call mom tomorrow at 3pm', call('create_reminder', { title: 'call mom', when: '2026-11-25T15:00:00Z' })],
  [
    CALENDAR,
    'Remind me to take out the trash at 7pm',
    call('create_reminder', { title: 'take out the trash', when: '2026-11-24T19:00:00Z' }),
  ],
  [CALENDAR, 'set a reminder for 9am tomorrow to pay rent', call('create_reminder', { title: 'pay rent', when: '2026-11-25T09:00:00Z' })],
  [CALENDAR, "don't let me forget to buy milk tonight at 8", call('create_reminder', { title: 'buy milk', when: '2026-11-24T20:00:00Z' })],
  [CALENDAR, 'remind me in 2 hours to check the oven', call('create_reminder', { title: 'check the oven', when: '2026-11-24T12:00:00Z' })],
  [CALENDAR, 'remind me about the dentist on March 3 at 10am', call('create_reminder', { title: 'dentist', when: '2027-03-03T10:00:00Z' })],
  [
    CALENDAR,
    'add a meeting with Sarah to my calendar on Friday',
    call('create_calendar_event', { title: 'meeting with Sarah', date: '2026-11-27' }),
  ],
  [
    CALENDAR,
    'schedule lunch with Tom next Monday at 12:30',
    call('create_calendar_event', { title: 'lunch with Tom', date: '2026-11-30', startTime: '12:30' }),
  ],
  [
    CALENDAR,
    'put dentist appointment on my calendar for December 3rd at 2pm',
    call('create_calendar_event', { title: 'dentist appointment', date: '2026-12-03', startTime: '14:00' }),
  ],
  [
    CALENDAR,
    'book a team meeting on 2026-12-10 in Room 4',
    call('create_calendar_event', { title: 'team meeting', date: '2026-12-10', location: 'Room 4' }),
  ],
  [CALENDAR, 'create an event called Board review on Dec 15', call('create_calendar_event', { title: 'Board review', date: '2026-12-15' })],
  [CALENDAR, 'schedule a call with the bank tomorrow', call('create_calendar_event', { title: 'call with the bank', date: '2026-11-25' })],
  [CALENDAR, 'remind me', needs('create_reminder')],
  [CALENDAR, 'Remind me to stretch', needs('create_reminder')],
  [
    CALENDAR,
    'Remind me tomorrow at noon to water the plants',
    call('create_reminder', { title: 'water the plants', when: '2026-11-25T12:00:00Z' }),
  ],
  [
    CALENDAR,
    'can you remind me to submit the report on Friday at 5pm',
    call('create_reminder', { title: 'submit the report', when: '2026-11-27T17:00:00Z' }),
  ],
  [
    CALENDAR,
    'remind me at 6:30 to leave for the airport',
    call('create_reminder', { title: 'leave for the airport', when: '2026-11-25T06:30:00Z' }),
  ],
  [
    CALENDAR,
    'new calendar event: Yoga class, Thursday 6pm',
    call('create_calendar_event', { title: 'Yoga class', date: '2026-11-26', startTime: '18:00' }),
  ],
  [
    CALENDAR,
    "put Mike's birthday party in my calendar on the 12th of December",
    call('create_calendar_event', { title: "Mike's birthday party", date: '2026-12-12' }),
  ],
  [EVERYDAY, 'remind me to call mom tomorrow at 3pm', call('create_reminder', { title: 'call mom', when: '2026-11-25T15:00:00Z' })],
  [
    EVERYDAY,
    'schedule a dentist appointment for next Monday',
    call('create_calendar_event', { title: 'dentist appointment', date: '2026-11-30' }),
  ],
  [
    ASSISTANT,
    'remind me to renew my passport on December 1 at 9am',
    call('create_reminder', { title: 'renew my passport', when: '2026-12-01T09:00:00Z' }),
  ],
  [EVERYDAY, 'Remind me at 5pm to pick up the kids', call('create_reminder', { title: 'pick up the kids', when: '2026-11-24T17:00:00Z' })],
  [ASSISTANT, 'ping me in 30 minutes to stretch', call('create_reminder', { title: 'stretch', when: '2026-11-24T10:30:00Z' })],
  [
    CALENDAR,
    'add Christmas dinner to my calendar for December 25',
    call('create_calendar_event', { title: 'Christmas dinner', date: '2026-12-25' }),
  ],

  // email
  [[sendEmail], 'send an email to anna@example.com about the budget', call('send_email', { to: 'anna@example.com', subject: 'budget' })],
  [[sendEmail], 'email bob@acme.io with subject Lunch tomorrow', call('send_email', { to: 'bob@acme.io', subject: 'Lunch tomorrow' })],
  [
    [sendEmail],
    'Write to carol@example.org: subject Invoice 42, body Please find the invoice attached',
    call('send_email', { to: 'carol@example.org', subject: 'Invoice 42', body: 'Please find the invoice attached' }),
  ],
  [
    [sendEmail],
    'email jane.doe@company.com re: contract renewal',
    call('send_email', { to: 'jane.doe@company.com', subject: 'contract renewal' }),
  ],
  [[sendEmail], 'send an email', needs('send_email')],
  [[sendEmail], 'mail ops@example.net subject server down', call('send_email', { to: 'ops@example.net', subject: 'server down' })],
  [
    [sendEmail],
    'Could you email hr@example.com about my vacation request please',
    call('send_email', { to: 'hr@example.com', subject: 'vacation request' }),
  ],
  [
    [sendEmail],
    'send an email to sam@example.com titled Weekly update',
    call('send_email', { to: 'sam@example.com', subject: 'Weekly update' }),
  ],
  [
    EVERYDAY,
    "email lee@example.com about tomorrow's meeting",
    call('send_email', { to: 'lee@example.com', subject: "tomorrow's meeting" }),
  ],
  [[sendEmail], 'send a mail to x@y.com', needs('send_email')],
  [ASSISTANT, 'send an email to anna@example.com about the budget', call('send_email', { to: 'anna@example.com', subject: 'budget' })],
  [
    EVERYDAY,
    'shoot an email to tom@example.com saying hi, subject Hello',
    call('send_email', { to: 'tom@example.com', subject: 'Hello', body: 'hi' }),
  ],
  [
    ASSISTANT,
    'drop a line to support@vendor.com about the broken login',
    call('send_email', { to: 'support@vendor.com', subject: 'broken login' }),
  ],
  [[sendEmail], 'write me a poem about autumn', none],

  // currency
  [[convertCurrency], 'convert 100 dollars to euros', call('convert_currency', { amount: 100, from: 'USD', to: 'EUR' })],
  [[convertCurrency], 'how much is 50 euros in pounds', call('convert_currency', { amount: 50, from: 'EUR', to: 'GBP' })],
  [[convertCurrency], "What's 1,250 USD in yen?", call('convert_currency', { amount: 1250, from: 'USD', to: 'JPY' })],
  [[convertCurrency], 'convert twenty pounds to dollars', call('convert_currency', { amount: 20, from: 'GBP', to: 'USD' })],
  [[convertCurrency], 'how many swiss francs is 300 canadian dollars', call('convert_currency', { amount: 300, from: 'CAD', to: 'CHF' })],
  [[convertCurrency], '€75 to $', call('convert_currency', { amount: 75, from: 'EUR', to: 'USD' })],
  [[convertCurrency], '$20 in EUR', call('convert_currency', { amount: 20, from: 'USD', to: 'EUR' })],
  [[convertCurrency], 'exchange 1000 yen into euros', call('convert_currency', { amount: 1000, from: 'JPY', to: 'EUR' })],
  [[convertCurrency], 'how much is 9.99 gbp in usd', call('convert_currency', { amount: 9.99, from: 'GBP', to: 'USD' })],
  [[convertCurrency], 'convert 5k USD to CHF', call('convert_currency', { amount: 5000, from: 'USD', to: 'CHF' })],
  [[convertCurrency], "what's the exchange rate from dollars to euros", needs('convert_currency')],
  [EVERYDAY, 'how much is 50 euros in dollars', call('convert_currency', { amount: 50, from: 'EUR', to: 'USD' })],
  [ASSISTANT, 'I need 200 british pounds in japanese yen', call('convert_currency', { amount: 200, from: 'GBP', to: 'JPY' })],
  [[convertCurrency], 'convert 2.5 million yen to dollars', call('convert_currency', { amount: 2500000, from: 'JPY', to: 'USD' })],
  [EVERYDAY, '100 usd to eur', call('convert_currency', { amount: 100, from: 'USD', to: 'EUR' })],
  [ASSISTANT, 'what would 40 CAD be in US dollars?', call('convert_currency', { amount: 40, from: 'CAD', to: 'USD' })],
  [EVERYDAY, 'how many euros do I get for 500 swiss francs', call('convert_currency', { amount: 500, from: 'CHF', to: 'EUR' })],

  // stocks
  [[getStockQuote], 'price of AAPL', call('get_stock_quote', { symbol: 'AAPL' })],
  [[getStockQuote], "what's apple trading at", call('get_stock_quote', { symbol: 'AAPL' })],
  [[getStockQuote], 'How is Tesla stock doing today?', call('get_stock_quote', { symbol: 'TSLA' })],
  [[getStockQuote], 'get me a quote for msft', call('get_stock_quote', { symbol: 'MSFT' })],
  [[getStockQuote], 'stock price for NVDA please', call('get_stock_quote', { symbol: 'NVDA' })],
  [[getStockQuote], 'how much is one share of Amazon', call('get_stock_quote', { symbol: 'AMZN' })],
  [[getStockQuote], "what's GOOGL at right now", call('get_stock_quote', { symbol: 'GOOGL' })],
  [[getStockQuote], 'check the ticker IBM', call('get_stock_quote', { symbol: 'IBM' })],
  [EVERYDAY, 'share price of Microsoft', call('get_stock_quote', { symbol: 'MSFT' })],
  [[getStockQuote], "what's the stock market doing", needs('get_stock_quote')],
  [ASSISTANT, 'price of AAPL', call('get_stock_quote', { symbol: 'AAPL' })],
  [EVERYDAY, 'how are NVDA shares doing', call('get_stock_quote', { symbol: 'NVDA' })],
  [ASSISTANT, 'quote for tsla', call('get_stock_quote', { symbol: 'TSLA' })],
  // A lower-case ticker is a short word that is no English word.
  [[getStockQuote], 'is pltr stock up today', call('get_stock_quote', { symbol: 'PLTR' })],
  [[getStockQuote], 'show crwd shares', call('get_stock_quote', { symbol: 'CRWD' })],
  [[getStockQuote], 'how are you today?', none],

  // file search
  [[searchFiles], 'find my tax documents', call('search_files', { query: 'tax' })],
  [[searchFiles], 'search for budget spreadsheets', call('search_files', { query: 'budget', fileType: 'xlsx' })],
  [[searchFiles], 'search my files for invoices from acme', call('search_files', { query: 'invoices from acme' })],
  [[searchFiles], 'look for the Q3 report pdf', call('search_files', { query: 'Q3 report', fileType: 'pdf' })],
  [[searchFiles], 'find pdfs about onboarding', call('search_files', { query: 'onboarding', fileType: 'pdf' })],
  [[searchFiles], 'show me the first 5 csv files about sales', call('search_files', { query: 'sales', fileType: 'csv', limit: 5 })],
  [[searchFiles], "search documents for 'project apollo'", call('search_files', { query: 'project apollo' })],
  [[searchFiles], "where is my resume? it's a word doc", call('search_files', { query: 'resume', fileType: 'docx' })],
  [[searchFiles], 'find the contract with Globex', call('search_files', { query: 'contract with Globex' })],
  [[searchFiles], 'find files', needs('search_files')],
  [EVERYDAY, 'search my documents for the lease agreement', call('search_files', { query: 'lease agreement' })],
  [ASSISTANT, 'find 10 documents mentioning kubernetes', call('search_files', { query: 'kubernetes', limit: 10 })],
  [EVERYDAY, 'find the meeting notes from last week', call('search_files', { query: 'meeting notes from last week' })],
  [ASSISTANT, 'can you dig up the onboarding checklist', call('search_files', { query: 'onboarding checklist' })],

  // unit conversion
  [[convertUnits], 'convert 5 km to miles', call('convert_units', { value: 5, fromUnit: 'km', toUnit: 'mi' })],
  [[convertUnits], 'how many feet is 3 meters', call('convert_units', { value: 3, fromUnit: 'm', toUnit: 'ft' })],
  [[convertUnits], 'what is 100 F in celsius', call('convert_units', { value: 100, fromUnit: 'fahrenheit', toUnit: 'celsius' })],
  [[convertUnits], '10 pounds in kg', call('convert_units', { value: 10, fromUnit: 'lb', toUnit: 'kg' })],
  [[convertUnits], 'how many liters in 2 gallons', call('convert_units', { value: 2, fromUnit: 'gal', toUnit: 'l' })],
  [[convertUnits], 'convert 70 kilograms to pounds', call('convert_units', { value: 70, fromUnit: 'kg', toUnit: 'lb' })],
  [[convertUnits], "what's 26.2 miles in kilometers", call('convert_units', { value: 26.2, fromUnit: 'mi', toUnit: 'km' })],
  [[convertUnits], 'how tall is 6 ft in meters', call('convert_units', { value: 6, fromUnit: 'ft', toUnit: 'm' })],
  [[convertUnits], '37 degrees celsius to fahrenheit', call('convert_units', { value: 37, fromUnit: 'celsius', toUnit: 'fahrenheit' })],
  [[convertUnits], '1,500 meters in feet', call('convert_units', { value: 1500, fromUnit: 'm', toUnit: 'ft' })],
  [EVERYDAY, 'convert 5 km to miles', call('convert_units', { value: 5, fromUnit: 'km', toUnit: 'mi' })],
  [EVERYDAY, 'how many feet is 3 meters', call('convert_units', { value: 3, fromUnit: 'm', toUnit: 'ft' })],
  [EVERYDAY, '10 pounds in kg', call('convert_units', { value: 10, fromUnit: 'lb', toUnit: 'kg' })],
  [[convertUnits], 'convert this pdf to word', none],
  [EVERYDAY, 'whats 5 miles in km', call('convert_units', { value: 5, fromUnit: 'mi', toUnit: 'km' })],

  // timers and alarms
  [CLOCK, 'set a timer for 10 minutes', call('set_timer', { minutes: 10 })],
  [CLOCK, 'timer 5 min', call('set_timer', { minutes: 5 })],
  [CLOCK, 'set a timer for 5 more minutes', call('set_timer', { minutes: 5 })],
  [CLOCK, 'timer for another hour', call('set_timer', { minutes: 60 })],
  // A quantity is how many of whatever is written after it.
  [[addToCart], 'add 1 toaster to the cart', call('add_to_cart', { product: 'toaster', quantity: 1 })],
  [CLOCK, 'start a 25 minute pomodoro timer', call('set_timer', { minutes: 25, label: 'pomodoro' })],
  [CLOCK, 'set a timer for an hour and a half', call('set_timer', { minutes: 90 })],
  [CLOCK, 'set a 3 minute timer for the eggs', call('set_timer', { minutes: 3, label: 'eggs' })],
  [CLOCK, 'countdown 90 seconds', call('set_timer', { minutes: 1.5 })],
  [CLOCK, 'wake me up at 7am', call('set_alarm', { time: '07:00:00Z' })],
  [CLOCK, 'set an alarm for 6:30', call('set_alarm', { time: '06:30:00Z' })],
  [CLOCK, 'alarm at 5:45 am labeled gym', call('set_alarm', { time: '05:45:00Z', label: 'gym' })],
  [CLOCK, 'set alarm for 7:15 pm', call('set_alarm', { time: '19:15:00Z' })],
  [CLOCK, 'set an alarm', needs('set_alarm')],
  [CLOCK, 'set a timer', needs('set_timer')],
  [EVERYDAY, 'wake me up at 7am tomorrow', call('set_alarm', { time: '07:00:00Z' })],
  [EVERYDAY, 'set a timer for 10 minutes', call('set_timer', { minutes: 10 })],
  [ASSISTANT, 'timer for 15 mins please', call('set_timer', { minutes: 15 })],
  [CLOCK, 'set a two minute timer', call('set_timer', { minutes: 2 })],
  [CLOCK, "what's the weather in Paris", none],

  // translation
  [[translate], 'translate hello to Spanish', call('translate_text', { text: 'hello', targetLanguage: 'es' })],
  [[translate], 'how do you say thank you in French', call('translate_text', { text: 'thank you', targetLanguage: 'fr' })],
  [[translate], "Translate 'good morning' into German", call('translate_text', { text: 'good morning', targetLanguage: 'de' })],
  [[translate], "what is 'cheese' in italian", call('translate_text', { text: 'cheese', targetLanguage: 'it' })],
  [
    [translate],
    'translate where is the train station to japanese',
    call('translate_text', { text: 'where is the train station', targetLanguage: 'ja' }),
  ],
  [[translate], 'translate this into portuguese: I love you', call('translate_text', { text: 'I love you', targetLanguage: 'pt' })],
  [
    [translate],
    "can you translate 'see you tomorrow' to english please",
    call('translate_text', { text: 'see you tomorrow', targetLanguage: 'en' }),
  ],
  [[translate], 'how do I say "good night" in Spanish?', call('translate_text', { text: 'good night', targetLanguage: 'es' })],
  [[translate], 'translate to french', needs('translate_text')],
  [EVERYDAY, 'how do you say thank you in French', call('translate_text', { text: 'thank you', targetLanguage: 'fr' })],
  [[translate], 'translate hello', needs('translate_text')],
  [ASSISTANT, 'what does "danke schön" mean in english', call('translate_text', { text: 'danke schön', targetLanguage: 'en' })],
  [EVERYDAY, 'say "where is the bathroom" in german', call('translate_text', { text: 'where is the bathroom', targetLanguage: 'de' })],
  [[translate], 'order a pizza', none],

  // user lookup
  [[lookupUser], 'look up Jane Doe', call('lookup_user', { name: 'Jane Doe' })],
  [[lookupUser], 'find the user named Bob Smith', call('lookup_user', { name: 'Bob Smith' })],
  [[lookupUser], 'who is Alice Johnson?', call('lookup_user', { name: 'Alice Johnson' })],
  [[lookupUser], 'search the directory for maria garcia', call('lookup_user', { name: 'Maria Garcia' })],
  [[lookupUser], "get me the contact details of Tom O'Brien", call('lookup_user', { name: "Tom O'Brien" })],
  [[lookupUser], 'is there a user called Priya in the directory', call('lookup_user', { name: 'Priya' })],
  [[lookupUser], 'look up a user', needs('lookup_user')],
  [EVERYDAY, 'who is Alice Johnson?', call('lookup_user', { name: 'Alice Johnson' })],
  [EVERYDAY, 'find the employee Kenji Watanabe', call('lookup_user', { name: 'Kenji Watanabe' })],
  [EVERYDAY, 'look up David Miller in the directory', call('lookup_user', { name: 'David Miller' })],

  // music
  [MUSIC, 'play Bohemian Rhapsody by Queen', call('play_music', { song: 'Bohemian Rhapsody', artist: 'Queen' })],
  [MUSIC, 'play Hey Jude by The Beatles', call('play_music', { song: 'Hey Jude', artist: 'The Beatles' })],
  [MUSIC, 'play hotel california', call('play_music', { song: 'hotel california' })],
  [MUSIC, 'I want to listen to Imagine', call('play_music', { song: 'Imagine' })],
  [MUSIC, 'add Levitating to my workout playlist', call('add_to_playlist', { song: 'Levitating', playlist: 'workout' })],
  [MUSIC, 'add this song to a playlist', needs('add_to_playlist')],
  [MUSIC, 'put Shape of You on my Road Trip playlist', call('add_to_playlist', { song: 'Shape of You', playlist: 'Road Trip' })],
  [MUSIC, 'play Let It Be', call('play_music', { song: 'Let It Be' })],
  [EVERYDAY, 'play Bohemian Rhapsody by Queen', call('play_music', { song: 'Bohemian Rhapsody', artist: 'Queen' })],
  [MUSIC, 'save Clocks by Coldplay to my chill playlist', call('add_to_playlist', { song: 'Clocks', playlist: 'chill' })],
  [MUSIC, 'book a flight to Rome', none],
  [EVERYDAY, 'can you put on Wonderwall by Oasis', call('play_music', { song: 'Wonderwall', artist: 'Oasis' })],
  [MUSIC, 'play', needs('play_music')],

  // directions
  [[getDirections], 'directions to the Louvre', call('get_directions', { destination: 'Louvre' })],
  [
    [getDirections],
    'how do I get from Boston to New York by train',
    call('get_directions', { origin: 'Boston', destination: 'New York', mode: 'transit' }),
  ],
  [[getDirections], 'walking directions to Central Park', call('get_directions', { destination: 'Central Park', mode: 'walking' })],
  [
    [getDirections],
    'how far is it to drive from Paris to Lyon',
    call('get_directions', { origin: 'Paris', destination: 'Lyon', mode: 'driving' }),
  ],
  [[getDirections], 'navigate to 221B Baker Street', call('get_directions', { destination: '221B Baker Street' })],
  [[getDirections], 'take me home', call('get_directions', { destination: 'home' })],
  [
    [getDirections],
    'route from Berlin to Munich by bike',
    call('get_directions', { origin: 'Berlin', destination: 'Munich', mode: 'cycling' }),
  ],
  [[getDirections], 'get directions', needs('get_directions')],
  [EVERYDAY, 'how do I get to the airport', call('get_directions', { destination: 'airport' })],
  [
    ASSISTANT,
    'directions from Union Station to the Museum of Science, walking',
    call('get_directions', { origin: 'Union Station', destination: 'Museum of Science', mode: 'walking' }),
  ],
  [EVERYDAY, 'navigate to Heathrow airport', call('get_directions', { destination: 'Heathrow airport' })],
  [ASSISTANT, 'best way to get to Times Square by subway', call('get_directions', { destination: 'Times Square', mode: 'transit' })],
  [[getDirections], 'play some jazz', none],

  // to-do list
  [TODO, 'add buy milk to my todo list', call('add_todo', { task: 'buy milk' })],
  [TODO, 'put call the plumber on my to-do list for tomorrow', call('add_todo', { task: 'call the plumber', due: '2026-11-25' })],
  [TODO, 'add a task: renew passport by December 1', call('add_todo', { task: 'renew passport', due: '2026-12-01' })],
  [TODO, "what's on my to-do list?", call('list_todos', {})],
  [TODO, 'show my todos', call('list_todos', {})],
  [TODO, 'todo: email the landlord', call('add_todo', { task: 'email the landlord' })],
  [TODO, 'add walk the dog to my tasks', call('add_todo', { task: 'walk the dog' })],
  [EVERYDAY, 'add buy milk to my todo list', call('add_todo', { task: 'buy milk' })],
  [EVERYDAY, "what's on my to-do list?", call('list_todos', {})],
  [ASSISTANT, 'add "book flights" to my to do list', call('add_todo', { task: 'book flights' })],
  [TODO, 'new task: clean the garage', call('add_todo', { task: 'clean the garage' })],
  [TODO, 'add a todo', needs('add_todo')],

  // nothing fits
  [ASSISTANT, 'hi there!', none],
  [ASSISTANT, "thanks, that's all", none],
  [EVERYDAY, 'who won the world cup in 2018?', none],
  [EVERYDAY, 'tell me a joke', none],
  [EVERYDAY, "what's the meaning of life?", none],
  [[getWeather, convertCurrency], 'what time is it?', none],
  [ASSISTANT, 'write a haiku about the sea', none],
  [EVERYDAY, 'how do I boil an egg', none],
];

export const SETS = { ASSISTANT, CALCULATOR, CALENDAR, CLOCK, EVERYDAY, MUSIC, TODO };
