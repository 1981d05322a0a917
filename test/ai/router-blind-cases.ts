import type { Case } from './router-everyday-cases.js';
import {
  ASSISTANT,
  CALENDAR,
  CHAT,
  DATABASE,
  DINING,
  DOCS,
  EMAIL,
  FINANCE,
  HOME,
  MAPS,
  MATH,
  MUSIC,
  SEARCH,
  TICKETS,
  TODO,
  TRAVEL,
  WEATHER,
  createContact,
  translateText,
} from './router-blind-tools.js';
import { ANY, call, needs, none, only } from './router-case-helpers.js';

/*
 * The blind table: requests as people type them to an assistant (lower case, typos, extra words,
 * questions and commands), over the tool sets of router-blind-tools.ts, written before the router
 * was run on them. Its first run is recorded in docs/ai.md; the conventions of
 * router-everyday-cases.ts hold ("now" is Tuesday 2026-11-24 10:00 UTC, times UTC, names and places
 * capitalised, no leading "the/a/my" in a value, optional arguments only where the text says them).
 */

const NOWW = 'get_current_weather';
const FC = 'get_weather_forecast';
const WEB = 'search_web';
const NEWS = 'search_news';
const FLY = 'find_flights';
const HOTEL = 'search_hotels';
const LIGHT = 'control_light';
const HEAT = 'set_thermostat';
const EVENT = 'create_calendar_event';
const REMIND = 'set_reminder';
const AGENDA = 'get_events';
const MAIL = 'send_email';
const FINDMAIL = 'search_emails';
const SLACK = 'send_slack_message';
const SMS = 'send_sms';
const CALC = 'calculator';
const UNITS = 'convert_units';
const FX = 'convert_currency';
const STOCK = 'get_stock_price';
const COIN = 'get_crypto_price';
const TR = 'translate_text';
const PLAY = 'play_music';
const VOL = 'set_volume';
const PAUSE = 'pause_music';
const NEXT = 'next_track';
const ROUTE = 'get_directions';
const NEAR = 'find_nearby_places';
const EAT = 'find_restaurants';
const BOOK = 'make_reservation';
const TODO_ADD = 'add_todo';
const TODO_DONE = 'complete_todo';
const TODO_LIST = 'list_todos';
const DOC_FIND = 'search_documents';
const DOC_GET = 'get_document';
const TICKET = 'create_ticket';
const TICKET_GET = 'get_ticket';
const TICKET_MOVE = 'update_ticket_status';
const CUST = 'get_customer';
const ORDER = 'get_order';
const ORDERS = 'list_orders';

export const BLIND: Case[] = [
  // weather: current conditions or a forecast
  [WEATHER, "what's the weather in Austin, TX?", call(NOWW, { location: 'Austin, TX' })],
  [WEATHER, 'is it raining in seattle right now', call(NOWW, { location: 'Seattle' })],
  [WEATHER, 'how hot is it in phoenix in fahrenheit', call(NOWW, { location: 'Phoenix', units: 'imperial' })],
  [WEATHER, 'current temp in Berlin in celsius pls', call(NOWW, { location: 'Berlin', units: 'metric' })],
  [WEATHER, 'forecast for chicago for the next 5 days', call(FC, { location: 'Chicago', days: 5 })],
  [WEATHER, 'what will the weather be like in Denver this week', call(FC, { location: 'Denver' })],
  [WEATHER, 'give me a 3 day forecast for Miami in imperial units', call(FC, { location: 'Miami', days: 3, units: 'imperial' })],
  [WEATHER, 'do i need a coat in boston today?', call(NOWW, { location: 'Boston' })],
  [WEATHER, 'wether in San Diego', call(NOWW, { location: 'San Diego' })],
  [WEATHER, "how's the weather looking?", needs(NOWW)],
  [WEATHER, 'who won the super bowl last year', none],
  [WEATHER, 'weather for Paris, France', call(NOWW, { location: 'Paris, France' })],

  // search: the web or the news
  [SEARCH, 'search the web for best budget mechanical keyboards', call(WEB, { query: 'best budget mechanical keyboards' })],
  [SEARCH, 'google how tall is mount everest', call(WEB, { query: 'how tall is mount everest' })],
  [SEARCH, 'find me 3 results about rust async runtimes', call(WEB, { query: 'rust async runtimes', num_results: 3 })],
  [SEARCH, 'any news about the mars rover?', call(NEWS, { query: 'mars rover' })],
  [SEARCH, 'latest headlines on electric cars since November 1', call(NEWS, { query: 'electric cars', since: '2026-11-01' })],
  [SEARCH, 'search news in spanish about the world cup', call(NEWS, { query: 'world cup', language: 'es' })],
  [SEARCH, 'who is the ceo of microsoft', call(WEB, { query: 'who is the ceo of microsoft' })],
  [SEARCH, 'look up recipes for banana bread', call(WEB, { query: 'recipes for banana bread' })],
  [SEARCH, 'thanks!', none],
  [SEARCH, 'search', needs(WEB), ANY],

  // travel: flights and hotels
  [TRAVEL, 'find flights from SFO to JFK on December 12', call(FLY, { origin: 'SFO', destination: 'JFK', departure_date: '2026-12-12' })],
  [
    TRAVEL,
    'i need a flight from london to new york next monday, 2 adults, business class',
    call(FLY, { origin: 'London', destination: 'New York', departure_date: '2026-11-30', adults: 2, cabin_class: 'business' }),
  ],
  [
    TRAVEL,
    'round trip boston to denver dec 3 returning dec 10',
    call(FLY, { origin: 'Boston', destination: 'Denver', departure_date: '2026-12-03', return_date: '2026-12-10' }),
  ],
  [TRAVEL, 'cheapest flights to tokyo', needs(FLY)],
  [TRAVEL, 'hotel in lisbon from dec 4 to dec 7', call(HOTEL, { city: 'Lisbon', check_in: '2026-12-04', check_out: '2026-12-07' })],
  [
    TRAVEL,
    'find a hotel in Rome for 2 adults, checking in friday and out sunday',
    call(HOTEL, { city: 'Rome', check_in: '2026-11-27', check_out: '2026-11-29', guests: { adults: 2 } }),
  ],
  [
    TRAVEL,
    'any hotels in Chicago under $200 a night from December 1 to December 3?',
    call(HOTEL, { city: 'Chicago', check_in: '2026-12-01', check_out: '2026-12-03', max_price_per_night: 200 }),
  ],
  [TRAVEL, 'book me a place to stay in madrid', needs(HOTEL)],
  [
    TRAVEL,
    'fly from Paris to Berlin on 2026-12-20, first class',
    call(FLY, { origin: 'Paris', destination: 'Berlin', departure_date: '2026-12-20', cabin_class: 'first' }),
  ],
  [TRAVEL, 'whats the capital of australia', none],

  // smart home
  [HOME, 'turn on the kitchen lights', call(LIGHT, { room: 'kitchen', state: 'on' })],
  [HOME, 'switch off the light in the bedroom', call(LIGHT, { room: 'bedroom', state: 'off' })],
  [HOME, 'dim the bedroom lights to 20', call(LIGHT, { room: 'bedroom', brightness: 20 })],
  [HOME, 'set the living room lights to blue', call(LIGHT, { room: 'living room', color: 'blue' })],
  [HOME, 'make the office light 75% brightness', call(LIGHT, { room: 'office', brightness: 75 })],
  [HOME, 'set the thermostat to 72', call(HEAT, { target_temperature: 72 })],
  [HOME, 'its freezing, heat the house to 70 degrees', call(HEAT, { target_temperature: 70, mode: 'heat' })],
  [HOME, 'put the AC on 68', call(HEAT, { target_temperature: 68, mode: 'cool' })],
  [HOME, 'lights off', needs(LIGHT)],
  [HOME, 'what is the meaning of life', none],

  // calendar and reminders
  [
    CALENDAR,
    'schedule a meeting called design review tomorrow at 2pm',
    call(EVENT, { summary: 'design review', start: '2026-11-25T14:00:00Z' }),
  ],
  [
    CALENDAR,
    'add dentist appointment on friday at 9am to my calendar',
    call(EVENT, { summary: 'dentist appointment', start: '2026-11-27T09:00:00Z' }),
  ],
  [
    CALENDAR,
    'create an event "Team lunch" on Dec 2 from 12:00 to 13:30 at Luigi\'s',
    call(EVENT, { summary: 'Team lunch', start: '2026-12-02T12:00:00Z', end: '2026-12-02T13:30:00Z', location: "Luigi's" }),
  ],
  [
    CALENDAR,
    'set up a call with ana@example.com and raj@example.com thursday 4pm about the budget',
    call(EVENT, { summary: 'budget', start: '2026-11-26T16:00:00Z', attendees: ['ana@example.com', 'raj@example.com'] }),
  ],
  [CALENDAR, 'remind me to take out the trash at 7pm', call(REMIND, { message: 'take out the trash', remind_at: '2026-11-24T19:00:00Z' })],
  [
    CALENDAR,
    'remind me tomorrow morning at 8 to call the bank',
    call(REMIND, { message: 'call the bank', remind_at: '2026-11-25T08:00:00Z' }),
  ],
  [
    CALENDAR,
    'can you ping me in 2 hours to check the oven',
    call(REMIND, { message: 'check the oven', remind_at: '2026-11-24T12:00:00Z' }),
  ],
  [CALENDAR, 'what do i have on friday?', call(AGENDA, { date: '2026-11-27' })],
  [CALENDAR, "what's on my calendar tomorrow", call(AGENDA, { date: '2026-11-25' })],
  [CALENDAR, 'remind me to buy milk', needs(REMIND)],
  [CALENDAR, 'tell me a joke', none],

  // email
  [
    EMAIL,
    'email bob@acme.com with subject Invoice and say the invoice is attached',
    call(MAIL, { to: ['bob@acme.com'], subject: 'Invoice', body: 'the invoice is attached' }),
  ],
  [
    EMAIL,
    'send an email to sara@example.org subject "Lunch" body "Are we still on for noon?"',
    call(MAIL, { to: ['sara@example.org'], subject: 'Lunch', body: 'Are we still on for noon?' }),
  ],
  [EMAIL, 'send an email to tom@example.com', needs(MAIL)],
  [EMAIL, 'do i have any unread emails?', call(FINDMAIL, { unread_only: true })],
  [EMAIL, 'find emails from jane@corp.com', call(FINDMAIL, { from: 'jane@corp.com' })],
  [EMAIL, 'search my inbox for the flight confirmation', call(FINDMAIL, { query: 'flight confirmation' })],
  [
    EMAIL,
    'write to lee@example.com and cc kim@example.com, subject: offsite, body: the offsite moved to May',
    call(MAIL, { to: ['lee@example.com'], cc: ['kim@example.com'], subject: 'offsite', body: 'the offsite moved to May' }),
  ],
  [EMAIL, 'how many days until christmas', none],

  // chat and SMS
  [CHAT, 'post "deploy finished" in #engineering', call(SLACK, { channel: '#engineering', text: 'deploy finished' })],
  [CHAT, 'tell the #random channel that pizza is here', call(SLACK, { channel: '#random', text: 'pizza is here' })],
  [CHAT, 'slack #ops: the database is back up', call(SLACK, { channel: '#ops', text: 'the database is back up' })],
  [CHAT, 'text +1 415 555 0100 saying running 10 min late', call(SMS, { phone_number: '+1 415 555 0100', message: 'running 10 min late' })],
  [
    CHAT,
    'send an sms to 0044 20 7946 0958: your table is ready',
    call(SMS, { phone_number: '0044 20 7946 0958', message: 'your table is ready' }),
  ],
  [CHAT, 'text mom', needs(SMS)],
  [CHAT, 'what time is it', none],

  // math and conversion
  [MATH, 'what is 15 * 23', call(CALC, { expression: '15 * 23' })],
  [MATH, 'calculate (4 + 5) * 3', call(CALC, { expression: '(4 + 5) * 3' })],
  [MATH, 'whats 144 divided by 12', call(CALC, { expression: '144 / 12' })],
  [MATH, 'convert 10 km to miles', call(UNITS, { value: 10, from_unit: 'km', to_unit: 'miles' })],
  [MATH, 'how many pounds is 5 kg', call(UNITS, { value: 5, from_unit: 'kg', to_unit: 'pounds' })],
  [MATH, '350 fahrenheit in celsius', call(UNITS, { value: 350, from_unit: 'fahrenheit', to_unit: 'celsius' })],
  [MATH, 'convert 100 usd to eur', call(FX, { amount: 100, from: 'USD', to: 'EUR' })],
  [MATH, 'how much is 50 euros in dollars', call(FX, { amount: 50, from: 'EUR', to: 'USD' })],
  [MATH, 'what is 2,500 yen in british pounds', call(FX, { amount: 2500, from: 'JPY', to: 'GBP' })],
  [MATH, 'convert 20 pounds to kilograms', call(UNITS, { value: 20, from_unit: 'pounds', to_unit: 'kilograms' })],
  [MATH, 'convert some money for me', needs(FX)],
  [MATH, 'who painted the mona lisa', none],

  // finance
  [FINANCE, "what's AAPL trading at", call(STOCK, { ticker: 'AAPL' })],
  [FINANCE, 'stock price of microsoft', call(STOCK, { ticker: 'MSFT' })],
  [FINANCE, 'how is tesla stock doing today', call(STOCK, { ticker: 'TSLA' })],
  [FINANCE, 'price of bitcoin', call(COIN, { coin: 'bitcoin' })],
  [FINANCE, 'how much is 1 ethereum in euros', call(COIN, { coin: 'ethereum', vs_currency: 'eur' })],
  [FINANCE, 'check NVDA for me', call(STOCK, { ticker: 'NVDA' })],
  [FINANCE, 'should I buy a house or rent?', none],

  // translation
  [[translateText], 'translate "good morning" into german', call(TR, { text: 'good morning', target_language: 'de' })],
  [[translateText], 'how do you say thank you very much in japanese', call(TR, { text: 'thank you very much', target_language: 'ja' })],
  [
    [translateText],
    'translate where is the train station to french',
    call(TR, { text: 'where is the train station', target_language: 'fr' }),
  ],
  [[translateText], "what does 'buenos dias' mean in english", call(TR, { text: 'buenos dias', target_language: 'en' })],
  [[translateText], 'translate this to spanish', needs(TR)],

  // music
  [MUSIC, 'play bohemian rhapsody by queen', call(PLAY, { query: 'bohemian rhapsody by queen' })],
  [MUSIC, 'put on some jazz', call(PLAY, { query: 'jazz' })],
  [MUSIC, 'shuffle my discover weekly playlist', call(PLAY, { query: 'discover weekly', shuffle: true })],
  [MUSIC, 'turn the volume up to 80', call(VOL, { percent: 80 })],
  [MUSIC, 'volume 30 percent', call(VOL, { percent: 30 })],
  [MUSIC, 'pause', call(PAUSE, {})],
  [MUSIC, 'stop the music please', call(PAUSE, {})],
  [MUSIC, 'skip this song', call(NEXT, {})],
  [MUSIC, 'next one', call(NEXT, {})],
  [MUSIC, 'play something', needs(PLAY)],

  // maps
  [MAPS, 'directions to the airport', call(ROUTE, { destination: 'airport' })],
  [
    MAPS,
    'how do i get from union station to the art institute by transit',
    call(ROUTE, { origin: 'Union Station', destination: 'Art Institute', travel_mode: 'TRANSIT' }),
  ],
  [MAPS, 'walking directions to central park', call(ROUTE, { destination: 'Central Park', travel_mode: 'WALK' })],
  [MAPS, 'find a coffee shop near me', call(NEAR, { keyword: 'coffee shop' })],
  [MAPS, 'pharmacies open now near downtown', call(NEAR, { keyword: 'pharmacies', location: 'downtown', open_now: true })],
  [MAPS, 'gas stations within 2000 meters', call(NEAR, { keyword: 'gas stations', radius_meters: 2000 })],
  [MAPS, 'how far is the moon', none],

  // restaurants
  [DINING, 'find italian restaurants in brooklyn', call(EAT, { location: 'Brooklyn', cuisine: 'italian' })],
  [DINING, 'cheap sushi places in San Francisco', call(EAT, { location: 'San Francisco', cuisine: 'sushi', price_level: 1 })],
  [DINING, 'where can i eat in soho', call(EAT, { location: 'Soho' })],
  [
    DINING,
    'book a table at Nopa for 4 people tomorrow at 7:30pm',
    call(BOOK, { restaurant: 'Nopa', date: '2026-11-25', time: '19:30', party_size: 4 }),
  ],
  [
    DINING,
    'reserve a table for two at Chez Panisse on december 5 at 8pm',
    call(BOOK, { restaurant: 'Chez Panisse', date: '2026-12-05', time: '20:00', party_size: 2 }),
  ],
  [DINING, 'make a reservation at Zuni', needs(BOOK)],
  [DINING, 'how do i make pancakes', none],

  // to-do
  [TODO, 'add buy groceries to my todo list', call(TODO_ADD, { task: 'buy groceries' })],
  [
    TODO,
    'add a high priority task: renew passport, due dec 15',
    call(TODO_ADD, { task: 'renew passport', due: '2026-12-15', priority: 'high' }),
  ],
  [TODO, 'put call the plumber on my list for tomorrow', call(TODO_ADD, { task: 'call the plumber', due: '2026-11-25' })],
  [TODO, 'mark task 12 as done', call(TODO_DONE, { id: 12 })],
  [TODO, 'i finished number 3', call(TODO_DONE, { id: 3 })],
  [TODO, "what's on my to do list", call(TODO_LIST, {})],
  [TODO, 'show my completed todos', call(TODO_LIST, { status: 'completed' })],
  [TODO, 'add something to my list', needs(TODO_ADD)],

  // documents
  [DOCS, 'find the q3 budget spreadsheet', call(DOC_FIND, { query: 'q3 budget', file_type: 'xlsx' })],
  [DOCS, 'search our docs for onboarding checklist', call(DOC_FIND, { query: 'onboarding checklist' })],
  [
    DOCS,
    'pdfs about the security audit changed after Nov 1',
    call(DOC_FIND, { query: 'security audit', file_type: 'pdf', modified_after: '2026-11-01' }),
  ],
  [DOCS, 'open document 3f2a9c4e-8b1d-4e6f-a2c3-9d8e7f6a5b4c', call(DOC_GET, { document_id: '3f2a9c4e-8b1d-4e6f-a2c3-9d8e7f6a5b4c' })],
  [DOCS, 'find the slides from the kickoff', call(DOC_FIND, { query: 'kickoff', file_type: 'pptx' })],
  [DOCS, 'open the document', needs(DOC_GET)],

  // tickets
  [TICKETS, 'create a ticket: login page crashes on safari', call(TICKET, { title: 'login page crashes on safari' })],
  [
    TICKETS,
    'open a critical bug for checkout returns 500 errors',
    call(TICKET, { title: 'checkout returns 500 errors', priority: 'critical' }),
  ],
  [TICKETS, "what's the status of PROJ-142", call(TICKET_GET, { key: 'PROJ-142' })],
  [TICKETS, 'show me ticket ENG-7', call(TICKET_GET, { key: 'ENG-7' })],
  [TICKETS, 'move PROJ-88 to done', call(TICKET_MOVE, { key: 'PROJ-88', status: 'done' })],
  [TICKETS, 'start working on OPS-12, set it in progress', call(TICKET_MOVE, { key: 'OPS-12', status: 'in_progress' })],
  [TICKETS, 'PROJ-9 is ready for review', call(TICKET_MOVE, { key: 'PROJ-9', status: 'in_review' })],
  [TICKETS, 'file a ticket', needs(TICKET)],

  // database look-ups
  [DATABASE, 'look up customer 4821', call(CUST, { customer_id: 4821 })],
  [DATABASE, 'who is customer #77?', call(CUST, { customer_id: 77 })],
  [DATABASE, 'get order ORD-004512', call(ORDER, { order_id: 'ORD-004512' })],
  [DATABASE, 'where is my order ORD-120034', call(ORDER, { order_id: 'ORD-120034' })],
  [DATABASE, 'list the shipped orders for customer 310', call(ORDERS, { customer_id: 310, status: 'shipped' })],
  [DATABASE, 'last 5 orders of customer 12', call(ORDERS, { customer_id: 12, limit: 5 })],
  [DATABASE, 'show me the customer', needs(CUST)],

  // contacts (nested address)
  [
    [createContact],
    'add Maria Lopez to my contacts, maria@lopez.mx',
    call('create_contact', { name: 'Maria Lopez', email: 'maria@lopez.mx' }),
  ],
  [
    [createContact],
    'new contact: John Smith, lives in Toronto, Canada',
    call('create_contact', { name: 'John Smith', address: { city: 'Toronto', country: 'Canada' } }),
  ],

  // a general assistant with ten tools
  [ASSISTANT, 'weather in dublin', call(NOWW, { location: 'Dublin' })],
  [ASSISTANT, 'will it snow in Oslo', call(NOWW, { location: 'Oslo' })],
  [ASSISTANT, 'what is 7 times 8', call(CALC, { expression: '7 * 8' })],
  [ASSISTANT, 'remind me at 5pm to stretch', call(REMIND, { message: 'stretch', remind_at: '2026-11-24T17:00:00Z' })],
  [ASSISTANT, 'play some taylor swift', call(PLAY, { query: 'taylor swift' })],
  [ASSISTANT, 'how do i get to the louvre', call(ROUTE, { destination: 'Louvre' })],
  [ASSISTANT, 'add pick up dry cleaning to my to-do list', call(TODO_ADD, { task: 'pick up dry cleaning' })],
  [ASSISTANT, 'translate i love you to italian', call(TR, { text: 'i love you', target_language: 'it' })],
  [ASSISTANT, 'GOOG stock price', call(STOCK, { ticker: 'GOOG' })],
  [ASSISTANT, 'search for the best hiking trails in utah', call(WEB, { query: 'best hiking trails in utah' })],
  [
    ASSISTANT,
    'email dan@example.com subject: standup body: I will be late today',
    call(MAIL, { to: ['dan@example.com'], subject: 'standup', body: 'I will be late today' }),
  ],
  [ASSISTANT, 'hi there', none],
  [ASSISTANT, 'i love you', none],
  [ASSISTANT, 'what can you do?', none],
  [ASSISTANT, 'weather in dublin', call(NOWW, { location: 'Dublin' }), only(NOWW)],
  [ASSISTANT, 'hello', needs(NOWW), only(NOWW)],
  [ASSISTANT, 'whats 9 plus 10', call(CALC, { expression: '9 + 10' }), ANY],
  [ASSISTANT, 'who wrote hamlet', call(WEB, { query: 'who wrote hamlet' })],
  [
    ASSISTANT,
    'directions from the office to the train station by car',
    call(ROUTE, { origin: 'office', destination: 'train station', travel_mode: 'DRIVE' }),
  ],
  [
    ASSISTANT,
    'pls remind me tmrw at 10am to send the report',
    call(REMIND, { message: 'send the report', remind_at: '2026-11-25T10:00:00Z' }),
  ],
];
