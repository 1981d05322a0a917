import type { ToolDefinition } from '../../src/ai/types.js';
import type { Case, Expected } from './router-everyday-cases.js';
import { HELPER, MESSAGING, SHOP, SMART_HOME } from './router-heldout-tools.js';

/*
 * A second fresh set, written after the router was changed with the held-out table's misses in
 * view, to check that those changes generalise: new domains (rides, fitness, servers, expenses,
 * leave, flights, pharmacy, library, git, podcasts, parking) and new wordings over a few held-out
 * tool sets. Its first run's score is in the commit that added it; the conventions are those of
 * router-everyday-cases.ts.
 */
const tool = (name: string, description: string, properties: Record<string, object>, required: string[]): ToolDefinition => ({
  name,
  description,
  parameters: { type: 'object', properties, required } as ToolDefinition['parameters'],
});

const requestRide = tool(
  'request_ride',
  'Order a taxi or ride-share car',
  { pickup: { type: 'string' }, dropoff: { type: 'string' }, seats: { type: 'integer', minimum: 1, maximum: 6 } },
  ['dropoff'],
);
const logWorkout = tool(
  'log_workout',
  'Record an exercise session in the fitness tracker',
  {
    activity: { type: 'string', enum: ['running', 'cycling', 'swimming', 'yoga', 'weights'] },
    minutes: { type: 'integer', minimum: 1, maximum: 600 },
    distanceKm: { type: 'number', minimum: 0 },
  },
  ['activity', 'minutes'],
);
const restartServer = tool(
  'restart_server',
  'Restart a server by its hostname',
  { hostname: { type: 'string', pattern: '^[a-z0-9.-]+$' }, force: { type: 'boolean' } },
  ['hostname'],
);
const fileExpense = tool(
  'submit_expense',
  'Submit an expense claim for reimbursement',
  {
    amount: { type: 'number', exclusiveMinimum: 0 },
    currency: { type: 'string', enum: ['USD', 'EUR', 'GBP'] },
    category: { type: 'string', enum: ['travel', 'meals', 'equipment', 'other'] },
    description: { type: 'string' },
  },
  ['amount', 'category'],
);
const requestLeave = tool(
  'request_time_off',
  'Ask for vacation or sick leave',
  {
    start: { type: 'string', format: 'date' },
    end: { type: 'string', format: 'date' },
    kind: { type: 'string', enum: ['vacation', 'sick', 'personal'] },
  },
  ['start', 'kind'],
);
const flightStatus = tool(
  'flight_status',
  'Check whether a flight is on time',
  { flightNumber: { type: 'string', pattern: '^[A-Z0-9]{2}[0-9]{1,4}$' } },
  ['flightNumber'],
);
const refill = tool(
  'refill_prescription',
  'Ask the pharmacy to refill a prescription',
  { medication: { type: 'string' }, quantity: { type: 'integer', minimum: 1, maximum: 180 } },
  ['medication'],
);
const renewBook = tool('renew_library_book', 'Renew a borrowed library book', { title: { type: 'string', minLength: 1 } }, ['title']);
const createBranch = tool(
  'create_branch',
  'Create a git branch',
  { name: { type: 'string', pattern: '^[A-Za-z0-9._/-]+$' }, from: { type: 'string' } },
  ['name'],
);
const playPodcast = tool('play_podcast', 'Play the latest episode of a podcast', { show: { type: 'string' } }, ['show']);
const payParking = tool(
  'pay_parking',
  'Pay for street parking',
  { zone: { type: 'string', pattern: '^[0-9]{3,5}$' }, hours: { type: 'number', minimum: 0.25, maximum: 12 } },
  ['zone', 'hours'],
);

const WORKDAY = [fileExpense, requestLeave, restartServer, createBranch, flightStatus];
const ERRANDS = [requestRide, refill, renewBook, payParking, playPodcast, logWorkout];

const call = (name: string, input: Record<string, unknown>): Expected => ({ tool: name, input });
const none: Expected = { text: '' };
const needs = (name: string): Expected => ({ text: `To call ${name}, I need` });

export const FRESH: Case[] = [
  [ERRANDS, 'get me a taxi to the airport', call('request_ride', { dropoff: 'airport' })],
  [
    ERRANDS,
    'I need a ride from the office to Union Station for 3 people',
    call('request_ride', { pickup: 'office', dropoff: 'Union Station', seats: 3 }),
  ],
  [ERRANDS, 'call an uber', needs('request_ride')],
  [ERRANDS, 'log a 45 minute run', call('log_workout', { activity: 'running', minutes: 45 })],
  [ERRANDS, 'I swam for half an hour', call('log_workout', { activity: 'swimming', minutes: 30 })],
  [ERRANDS, 'record 60 minutes of yoga', call('log_workout', { activity: 'yoga', minutes: 60 })],
  [ERRANDS, 'refill my lisinopril', call('refill_prescription', { medication: 'lisinopril' })],
  [ERRANDS, 'please refill 90 tablets of metformin', call('refill_prescription', { medication: 'metformin', quantity: 90 })],
  [ERRANDS, 'renew "The Left Hand of Darkness"', call('renew_library_book', { title: 'The Left Hand of Darkness' })],
  [ERRANDS, 'can you renew my library book Dune', call('renew_library_book', { title: 'Dune' })],
  [ERRANDS, 'pay for parking in zone 4410 for 2 hours', call('pay_parking', { zone: '4410', hours: 2 })],
  [ERRANDS, 'park me for 90 minutes in zone 220', call('pay_parking', { zone: '220', hours: 1.5 })],
  [ERRANDS, 'play the latest Radiolab', call('play_podcast', { show: 'Radiolab' })],
  [ERRANDS, 'put on the new episode of the daily', call('play_podcast', { show: 'daily' })],
  [ERRANDS, 'what is the meaning of life', none],
  [ERRANDS, 'you are great', none],
  [
    WORKDAY,
    'expense 42.50 euros for a team lunch',
    call('submit_expense', { amount: 42.5, currency: 'EUR', category: 'meals', description: 'team lunch' }),
  ],
  [WORKDAY, 'submit a travel expense of $310', call('submit_expense', { amount: 310, currency: 'USD', category: 'travel' })],
  [
    WORKDAY,
    'I bought a monitor for 199 pounds, claim it as equipment',
    call('submit_expense', { amount: 199, currency: 'GBP', category: 'equipment' }),
  ],
  [
    WORKDAY,
    'I want to take vacation from December 21 to December 31',
    call('request_time_off', { start: '2026-12-21', end: '2026-12-31', kind: 'vacation' }),
  ],
  [WORKDAY, "I'm sick today, book a sick day", call('request_time_off', { start: '2026-11-24', kind: 'sick' })],
  [WORKDAY, 'request a personal day on Friday', call('request_time_off', { start: '2026-11-27', kind: 'personal' })],
  [WORKDAY, 'restart web-01.prod', call('restart_server', { hostname: 'web-01.prod' })],
  [WORKDAY, 'force restart db2.internal', call('restart_server', { hostname: 'db2.internal', force: true })],
  [WORKDAY, 'reboot the server', needs('restart_server')],
  [WORKDAY, 'create a branch called fix/login-timeout', call('create_branch', { name: 'fix/login-timeout' })],
  [WORKDAY, 'make a new branch feature-search from develop', call('create_branch', { name: 'feature-search', from: 'develop' })],
  [WORKDAY, 'is LH400 on time?', call('flight_status', { flightNumber: 'LH400' })],
  [WORKDAY, 'check flight BA2490', call('flight_status', { flightNumber: 'BA2490' })],
  [WORKDAY, 'how was your weekend?', none],
  [WORKDAY, 'write a poem about servers', none],
  [MESSAGING, 'tell Grace happy birthday!', call('send_direct_message', { recipient: 'Grace', text: 'happy birthday!' })],
  [MESSAGING, 'let Raj know the demo is at 4', call('send_direct_message', { recipient: 'Raj', text: 'the demo is at 4' })],
  [MESSAGING, 'post in #random: who wants coffee?', call('post_to_channel', { channel: 'random', message: 'who wants coffee?' })],
  [
    MESSAGING,
    'send Mia a message saying the keys are under the mat',
    call('send_direct_message', { recipient: 'Mia', text: 'the keys are under the mat' }),
  ],
  [SMART_HOME, 'lights off in the kitchen', call('set_light', { room: 'kitchen', power: 'off' })],
  [SMART_HOME, 'bedroom lights at 10 percent', call('set_light', { room: 'bedroom', brightness: 10 })],
  [SMART_HOME, 'warm it up to 22', call('set_thermostat', { temperature: 22 })],
  [SMART_HOME, 'unlock the back door for the dog walker', call('lock_door', { door: 'back', locked: false })],
  [SHOP, 'order 4 rolls of paper towels', call('add_to_cart', { product: 'paper towels', quantity: 4 })],
  [SHOP, 'when will order 5512044 arrive', call('track_order', { orderId: '5512044' })],
  [SHOP, 'cancel 4400918, it takes too long', call('cancel_order', { orderId: '4400918', reason: 'too_slow' })],
  [HELPER, 'google what time the louvre opens', call('web_search', { query: 'what time the louvre opens' })],
  [HELPER, 'who directed the godfather', call('web_search', { query: 'who directed the godfather' })],
  [HELPER, 'play something by Adele', call('start_playback', { query: 'Adele' })],
  [HELPER, 'pay my sister 40 dollars', call('transfer_money', { payee: 'sister', amount: 40, currency: 'USD' })],
  [HELPER, 'book a hotel in Lisbon for next Monday', call('book_hotel', { city: 'Lisbon', checkIn: '2026-11-30' })],
  [
    HELPER,
    'email hr@company.com with subject Parking permit',
    call('compose_email', { recipient: 'hr@company.com', subject: 'Parking permit' }),
  ],
  [
    HELPER,
    'schedule a dentist appointment on December 8 at 3pm',
    call('schedule_meeting', { title: 'dentist appointment', start: '2026-12-08T15:00:00Z' }),
  ],
  [HELPER, 'any good recipes with salmon?', call('find_recipe', { dish: 'salmon' })],
];
