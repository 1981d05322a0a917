import type { ToolChoice } from '../../src/ai/types.js';
import type { Case, Expected } from './router-everyday-cases.js';
import {
  ALL,
  BANK,
  CONVERSION,
  FILES,
  HELPER,
  KITCHEN,
  MAIL,
  MEETINGS,
  MESSAGING,
  NOTES,
  PLAYER,
  SHOP,
  SMART_HOME,
  TRACKER,
  TRAVEL,
  WEB,
  translatePhrase,
} from './router-heldout-tools.js';

/*
 * A held-out table: requests over tool sets that the other router tables do not use, written as
 * people type them before the router was changed for them (see the commit that added this file for
 * the router's score on it then). The conventions of router-everyday-cases.ts hold: "now" is Tuesday
 * 2026-11-24 10:00 UTC, times are UTC, a time with no day is its next occurrence, names and places
 * are capitalised, a leading "the/a/my" and a "that" introducing a message are not part of the value.
 */
const call = (tool: string, input: Record<string, unknown>): Expected => ({ tool, input });
const none: Expected = { text: '' };
const needs = (tool: string): Expected => ({ text: `To call ${tool}, I need` });
const ANY: ToolChoice = { type: 'ANY', allowParallelToolCalls: true };
const only = (name: string): ToolChoice => ({ type: 'TOOL', name, allowParallelToolCalls: true });

const DM = 'send_direct_message';
const POST = 'post_to_channel';
const LIGHT = 'set_light';
const HEAT = 'set_thermostat';
const LOCK = 'lock_door';
const SEARCH = 'web_search';
const OPEN = 'open_webpage';
const MEET = 'schedule_meeting';
const EVENTS = 'list_events';
const MAILTO = 'compose_email';
const INBOX = 'search_inbox';
const TRACK = 'track_order';
const CART = 'add_to_cart';
const CANCEL = 'cancel_order';
const HOTEL = 'book_hotel';
const TRAIN = 'find_trains';
const PLAY = 'start_playback';
const PAUSE = 'pause_playback';
const SKIP = 'skip_track';
const NOTE = 'create_note';
const ITEM = 'add_list_item';
const LEN = 'convert_length';
const TEMP = 'convert_temperature';
const PAY = 'transfer_money';
const BAL = 'get_account_balance';
const RECIPE = 'find_recipe';
const FOOD = 'get_nutrition';
const ISSUE = 'create_issue';
const CLOSE = 'close_issue';
const DEL = 'delete_file';
const MV = 'rename_file';
const MKDIR = 'create_folder';
const TR = 'translate_phrase';

export const HELDOUT: Case[] = [
  // messaging
  [MESSAGING, 'tell Priya the build is green', call(DM, { recipient: 'Priya', text: 'the build is green' })],
  [MESSAGING, 'send a message to Marco saying lunch is at noon', call(DM, { recipient: 'Marco', text: 'lunch is at noon' })],
  [MESSAGING, 'dm jake: are you coming to standup?', call(DM, { recipient: 'Jake', text: 'are you coming to standup?' })],
  [MESSAGING, 'can you let Anna know that the client call moved to 3', call(DM, { recipient: 'Anna', text: 'the client call moved to 3' })],
  [MESSAGING, 'ask Ben: did you review my PR?', call(DM, { recipient: 'Ben', text: 'did you review my PR?' })],
  [MESSAGING, 'post "release 2.4 is out" in #announcements', call(POST, { channel: 'announcements', message: 'release 2.4 is out' })],
  [
    MESSAGING,
    'write in the general channel that the office is closed friday',
    call(POST, { channel: 'general', message: 'the office is closed friday' }),
  ],
  [MESSAGING, 'Post to #dev-ops: deploy starting now', call(POST, { channel: 'dev-ops', message: 'deploy starting now' })],
  [MESSAGING, 'message Chloe', needs(DM)],
  [MESSAGING, 'who won the game last night?', none],
  [HELPER, 'tell Omar I will send the slides tonight', call(DM, { recipient: 'Omar', text: 'I will send the slides tonight' })],
  [ALL, 'ping Laura and say the report is ready', call(DM, { recipient: 'Laura', text: 'the report is ready' })],

  // smart home
  [SMART_HOME, 'turn on the kitchen light', call(LIGHT, { room: 'kitchen', power: 'on' })],
  [SMART_HOME, 'switch off the lights in the bedroom please', call(LIGHT, { room: 'bedroom', power: 'off' })],
  [SMART_HOME, 'dim the living room to 30%', call(LIGHT, { room: 'living room', brightness: 30 })],
  [SMART_HOME, 'set the office lights to fifty percent', call(LIGHT, { room: 'office', brightness: 50 })],
  [SMART_HOME, 'bathroom light off', call(LIGHT, { room: 'bathroom', power: 'off' })],
  [SMART_HOME, 'set the heating to 21 degrees', call(HEAT, { temperature: 21, mode: 'heat' })],
  [SMART_HOME, "it's too cold in here, make it 23", call(HEAT, { temperature: 23 })],
  [SMART_HOME, 'cool the house down to 68', call(HEAT, { temperature: 68, mode: 'cool' })],
  [SMART_HOME, 'thermostat to 19', call(HEAT, { temperature: 19 })],
  [SMART_HOME, 'lock the front door', call(LOCK, { door: 'front', locked: true })],
  [SMART_HOME, 'unlock the garage', call(LOCK, { door: 'garage', locked: false })],
  [SMART_HOME, 'did I lock the back door? lock it', call(LOCK, { door: 'back', locked: true })],
  [SMART_HOME, 'turn on the lights', needs(LIGHT)],
  [SMART_HOME, 'what time is it in Sydney', none],
  [HELPER, 'switch on the light in the living room', call(LIGHT, { room: 'living room', power: 'on' })],
  [ALL, 'make the bedroom lights brighter, 80 percent', call(LIGHT, { room: 'bedroom', brightness: 80 })],

  // web
  [WEB, 'search the internet for cheap flights to Lisbon', call(SEARCH, { query: 'cheap flights to Lisbon' })],
  [WEB, 'google best running shoes 2026', call(SEARCH, { query: 'best running shoes 2026' })],
  [WEB, 'look up who invented the telephone', call(SEARCH, { query: 'who invented the telephone' })],
  [
    WEB,
    'can you search online for vegan restaurants in Berlin, top 5 results',
    call(SEARCH, { query: 'vegan restaurants in Berlin', max_results: 5 }),
  ],
  [WEB, 'open https://example.com/changelog', call(OPEN, { url: 'https://example.com/changelog' })],
  [WEB, 'what does this page say? https://news.example.org/a/123', call(OPEN, { url: 'https://news.example.org/a/123' })],
  [WEB, 'how tall is the eiffel tower', call(SEARCH, { query: 'how tall is the eiffel tower' })],
  [WEB, 'search for', needs(SEARCH)],
  [WEB, 'thanks, that is all', none],
  [HELPER, 'search the web for the population of Canada', call(SEARCH, { query: 'population of Canada' })],
  [ALL, 'google "rust borrow checker"', call(SEARCH, { query: 'rust borrow checker' })],
  [WEB, 'find me 3 articles about quantum computing', call(SEARCH, { query: 'quantum computing', max_results: 3 })],

  // calendar
  [
    MEETINGS,
    'schedule a meeting called Budget review tomorrow at 2pm',
    call(MEET, { title: 'Budget review', start: '2026-11-25T14:00:00Z' }),
  ],
  [
    MEETINGS,
    'set up a 30 minute sync with the design team on Friday at 10am',
    call(MEET, { title: 'sync with the design team', start: '2026-11-27T10:00:00Z', durationMinutes: 30 }),
  ],
  [
    MEETINGS,
    'book an hour for planning on December 3 at 9:30',
    call(MEET, { title: 'planning', start: '2026-12-03T09:30:00Z', durationMinutes: 60 }),
  ],
  [MEETINGS, "what's on my calendar tomorrow", call(EVENTS, { day: '2026-11-25' })],
  [MEETINGS, 'what do I have on thursday?', call(EVENTS, { day: '2026-11-26' })],
  [MEETINGS, 'show my events for 2026-12-01', call(EVENTS, { day: '2026-12-01' })],
  [MEETINGS, 'am I free on Monday', call(EVENTS, { day: '2026-11-30' })],
  [MEETINGS, 'schedule a meeting with Dana', needs(MEET)],
  [MEETINGS, 'cancel everything, I am sick', none],
  [HELPER, 'put a 1:1 with Sam on the calendar for Thursday at 4pm', call(MEET, { title: '1:1 with Sam', start: '2026-11-26T16:00:00Z' })],
  [
    ALL,
    'schedule the quarterly review for next Monday at 11am, 90 minutes',
    call(MEET, { title: 'quarterly review', start: '2026-11-30T11:00:00Z', durationMinutes: 90 }),
  ],
  [MEETINGS, 'list my events today', call(EVENTS, { day: '2026-11-24' })],

  // email
  [MAIL, 'email jo@acme.io with the subject Invoice 42', call(MAILTO, { recipient: 'jo@acme.io', subject: 'Invoice 42' })],
  [
    MAIL,
    'write to support@vendor.com about the broken charger',
    call(MAILTO, { recipient: 'support@vendor.com', subject: 'broken charger' }),
  ],
  [
    MAIL,
    'send an email to kim@example.org, subject: Thanks, body: thanks for yesterday!',
    call(MAILTO, { recipient: 'kim@example.org', subject: 'Thanks', body: 'thanks for yesterday!' }),
  ],
  [MAIL, 'find emails about the lease', call(INBOX, { keyword: 'lease' })],
  [MAIL, 'any unread mails from the bank?', call(INBOX, { keyword: 'bank', unreadOnly: true })],
  [MAIL, 'search my inbox for "flight confirmation"', call(INBOX, { keyword: 'flight confirmation' })],
  [MAIL, 'did Paul email me about the contract', call(INBOX, { keyword: 'contract' })],
  [MAIL, 'send an email to my boss', needs(MAILTO)],
  [MAIL, 'how do I write a good email?', none],
  [HELPER, 'email alex@corp.com subject Quarterly numbers', call(MAILTO, { recipient: 'alex@corp.com', subject: 'Quarterly numbers' })],
  [ALL, 'look through my email for the hotel receipt', call(INBOX, { keyword: 'hotel receipt' })],

  // shopping
  [SHOP, 'where is my order 4471902?', call(TRACK, { orderId: '4471902' })],
  [SHOP, 'track order #88231', call(TRACK, { orderId: '88231' })],
  [SHOP, 'has package 5550123 shipped yet', call(TRACK, { orderId: '5550123' })],
  [SHOP, 'add 2 packs of AA batteries to my cart', call(CART, { product: 'AA batteries', quantity: 2 })],
  [SHOP, 'put a yoga mat in the basket', call(CART, { product: 'yoga mat' })],
  [SHOP, 'buy three bags of coffee beans', call(CART, { product: 'coffee beans', quantity: 3 })],
  [SHOP, 'cancel order 77120, I found it cheaper elsewhere', call(CANCEL, { orderId: '77120', reason: 'found_cheaper' })],
  [SHOP, 'please cancel my order 123456', call(CANCEL, { orderId: '123456' })],
  [SHOP, 'I changed my mind, cancel 99887', call(CANCEL, { orderId: '99887', reason: 'changed_mind' })],
  [SHOP, 'where is my order?', needs(TRACK)],
  [SHOP, 'is this jacket waterproof?', none],
  [HELPER, 'track my order 3009911', call(TRACK, { orderId: '3009911' })],
  [ALL, 'add a phone charger to the cart', call(CART, { product: 'phone charger' })],

  // travel
  [TRAVEL, 'book a hotel in Vienna from Friday for 2 nights', call(HOTEL, { city: 'Vienna', checkIn: '2026-11-27', nights: 2 })],
  [
    TRAVEL,
    'I need a room in Kyoto on December 10, three nights, 2 guests',
    call(HOTEL, { city: 'Kyoto', checkIn: '2026-12-10', nights: 3, guests: 2 }),
  ],
  [TRAVEL, 'hotel in barcelona tomorrow', call(HOTEL, { city: 'Barcelona', checkIn: '2026-11-25' })],
  [TRAVEL, 'trains from Munich to Zurich on Saturday', call(TRAIN, { from: 'Munich', to: 'Zurich', date: '2026-11-28' })],
  [TRAVEL, 'is there a train from Leeds to York', call(TRAIN, { from: 'Leeds', to: 'York' })],
  [
    TRAVEL,
    'first class trains Paris to Lyon tomorrow',
    call(TRAIN, { from: 'Paris', to: 'Lyon', date: '2026-11-25', travelClass: 'first' }),
  ],
  [TRAVEL, 'book a hotel', needs(HOTEL)],
  [TRAVEL, 'what is the best time to visit Iceland', none],
  [HELPER, 'book me a hotel in Rome for December 20', call(HOTEL, { city: 'Rome', checkIn: '2026-12-20' })],
  [
    ALL,
    'find a train from Berlin to Hamburg on Friday in second class',
    call(TRAIN, { from: 'Berlin', to: 'Hamburg', date: '2026-11-27', travelClass: 'second' }),
  ],
  [TRAVEL, 'get me a place to stay in Oslo next Monday for one night', call(HOTEL, { city: 'Oslo', checkIn: '2026-11-30', nights: 1 })],

  // music playback
  [PLAYER, 'play some jazz', call(PLAY, { query: 'jazz' })],
  [PLAYER, 'put on Abbey Road by the Beatles', call(PLAY, { query: 'Abbey Road by the Beatles' })],
  [PLAYER, 'shuffle Taylor Swift', call(PLAY, { query: 'Taylor Swift', shuffle: true })],
  [PLAYER, 'pause the music', call(PAUSE, {})],
  [PLAYER, 'stop playing please', call(PAUSE, {})],
  [PLAYER, 'next song', call(SKIP, {})],
  [PLAYER, 'skip two songs', call(SKIP, { count: 2 })],
  [PLAYER, 'i hate this song, skip it', call(SKIP, {})],
  [PLAYER, 'who sings this?', none],
  [HELPER, 'play lofi beats', call(PLAY, { query: 'lofi beats' })],
  [ALL, 'play Bohemian Rhapsody', call(PLAY, { query: 'Bohemian Rhapsody' })],

  // notes and lists
  [NOTES, 'note that the wifi password is tulip42', call(NOTE, { content: 'the wifi password is tulip42' })],
  [NOTES, 'save a note titled Ideas: app for dog walkers', call(NOTE, { title: 'Ideas', content: 'app for dog walkers' })],
  [NOTES, 'jot down: call the plumber about the leak', call(NOTE, { content: 'call the plumber about the leak' })],
  [NOTES, 'add milk to the grocery list', call(ITEM, { list: 'groceries', item: 'milk' })],
  [NOTES, 'put sunscreen on my packing list', call(ITEM, { list: 'packing', item: 'sunscreen' })],
  [NOTES, 'we need screws from the hardware store, add them to the list', call(ITEM, { list: 'hardware', item: 'screws' })],
  [NOTES, 'add eggs', needs(ITEM)],
  [NOTES, 'what is a good note taking app?', none],
  [ALL, 'add bananas to groceries', call(ITEM, { list: 'groceries', item: 'bananas' })],

  // unit conversion
  [CONVERSION, 'how many feet is 3 meters', call(LEN, { amount: 3, from: 'm', to: 'ft' })],
  [CONVERSION, 'convert 26.2 miles to km', call(LEN, { amount: 26.2, from: 'mi', to: 'km' })],
  [CONVERSION, '12 inches in centimeters?', call(LEN, { amount: 12, from: 'in', to: 'cm' })],
  [CONVERSION, 'what is 100 yards in metres', call(LEN, { amount: 100, from: 'yd', to: 'm' })],
  [CONVERSION, 'convert 350 F to celsius', call(TEMP, { degrees: 350, from: 'F', to: 'C' })],
  [CONVERSION, 'what is minus 40 celsius in fahrenheit', call(TEMP, { degrees: -40, from: 'C', to: 'F' })],
  [CONVERSION, '300 kelvin to C', call(TEMP, { degrees: 300, from: 'K', to: 'C' })],
  [CONVERSION, 'convert 5 km', needs(LEN)],
  [CONVERSION, 'why is the sky blue', none],
  [ALL, 'how many centimeters in two feet', call(LEN, { amount: 2, from: 'ft', to: 'cm' })],

  // finance
  [BANK, 'send $50 to Maria', call(PAY, { payee: 'Maria', amount: 50, currency: 'USD' })],
  [BANK, 'transfer 1,200 euros to my landlord for rent', call(PAY, { payee: 'landlord', amount: 1200, currency: 'EUR', memo: 'rent' })],
  [BANK, 'pay Tom 20 pounds', call(PAY, { payee: 'Tom', amount: 20, currency: 'GBP' })],
  [BANK, 'how much money is in my savings account', call(BAL, { account: 'savings' })],
  [BANK, "what's my checking balance", call(BAL, { account: 'checking' })],
  [BANK, 'how much do I owe on my credit card', call(BAL, { account: 'credit card' })],
  [BANK, 'send money to Dave', needs(PAY)],
  [BANK, 'should I invest in bonds?', none],
  [HELPER, 'wire 300 dollars to Acme Plumbing', call(PAY, { payee: 'Acme Plumbing', amount: 300, currency: 'USD' })],
  [ALL, 'give Lucy fifteen bucks', call(PAY, { payee: 'Lucy', amount: 15, currency: 'USD' })],

  // recipes
  [KITCHEN, 'find me a recipe for lasagna', call(RECIPE, { dish: 'lasagna' })],
  [KITCHEN, 'vegan curry recipes under 30 minutes', call(RECIPE, { dish: 'curry', diet: 'vegan', maxMinutes: 30 })],
  [KITCHEN, 'what can I cook with chickpeas', call(RECIPE, { dish: 'chickpeas' })],
  [KITCHEN, 'a gluten-free pancake recipe please', call(RECIPE, { dish: 'pancake', diet: 'gluten-free' })],
  [KITCHEN, 'how many calories in 100g of rice', call(FOOD, { food: 'rice', grams: 100 })],
  [KITCHEN, 'nutrition facts for an avocado', call(FOOD, { food: 'avocado' })],
  [KITCHEN, 'how much protein is in 250 grams of chicken breast', call(FOOD, { food: 'chicken breast', grams: 250 })],
  [KITCHEN, 'give me a recipe', needs(RECIPE)],
  [KITCHEN, 'I love cooking', none],
  [HELPER, 'how do I make vegetarian chili in an hour', call(RECIPE, { dish: 'chili', diet: 'vegetarian', maxMinutes: 60 })],
  [ALL, 'recipe for banana bread', call(RECIPE, { dish: 'banana bread' })],

  // issue tracker
  [TRACKER, 'open a bug: login page crashes on Safari', call(ISSUE, { title: 'login page crashes on Safari' })],
  [
    TRACKER,
    'file a critical issue that payments fail for EU cards',
    call(ISSUE, { title: 'payments fail for EU cards', severity: 'critical' }),
  ],
  [
    TRACKER,
    'create a minor ticket "typo in footer" and assign it to Rita',
    call(ISSUE, { title: 'typo in footer', severity: 'minor', assignee: 'Rita' }),
  ],
  [TRACKER, 'close issue 512', call(CLOSE, { number: 512 })],
  [TRACKER, 'issue #88 is fixed, close it', call(CLOSE, { number: 88 })],
  [TRACKER, 'mark ticket forty two as done', call(CLOSE, { number: 42 })],
  [TRACKER, 'close the issue', needs(CLOSE)],
  [TRACKER, 'what is a good commit message?', none],
  [ALL, 'report a bug: search returns duplicates', call(ISSUE, { title: 'search returns duplicates' })],

  // files
  [FILES, 'delete old-notes.txt', call(DEL, { path: 'old-notes.txt' })],
  [FILES, 'remove the file /tmp/cache.db', call(DEL, { path: '/tmp/cache.db' })],
  [FILES, 'rename report.docx to report-final.docx', call(MV, { path: 'report.docx', newName: 'report-final.docx' })],
  [FILES, 'make a new folder called Invoices', call(MKDIR, { name: 'Invoices' })],
  [FILES, 'create a directory named 2026-taxes', call(MKDIR, { name: '2026-taxes' })],
  [FILES, 'rename draft.md', needs(MV)],
  [FILES, 'how big is a terabyte?', none],
  [ALL, 'trash the file budget-old.xlsx', call(DEL, { path: 'budget-old.xlsx' })],

  // translation
  [[translatePhrase], 'translate where is the station into German', call(TR, { phrase: 'where is the station', language: 'German' })],
  [[translatePhrase], 'how do you say thank you very much in japanese', call(TR, { phrase: 'thank you very much', language: 'Japanese' })],
  [[translatePhrase], 'what is "good night" in Portuguese?', call(TR, { phrase: 'good night', language: 'Portuguese' })],
  [[translatePhrase], 'translate "bonjour" to english', call(TR, { phrase: 'bonjour', language: 'English' })],
  [[translatePhrase], 'translate this', needs(TR)],
  [ALL, 'say "see you tomorrow" in Spanish', call(TR, { phrase: 'see you tomorrow', language: 'Spanish' })],

  // tool choice forced by the client, and small talk over many tools
  [SMART_HOME, 'kitchen', call(LIGHT, { room: 'kitchen' }), only(LIGHT)],
  [SHOP, '1234567', call(TRACK, { orderId: '1234567' }), only(TRACK)],
  [WEB, 'penguins', call(SEARCH, { query: 'penguins' }), ANY],
  [HELPER, 'good evening!', none],
  [ALL, 'what are you?', none],
  [ALL, 'thank you so much', none],
];
