import type { Case } from './router-everyday-cases.js';
import { call, needs, none, tool } from './router-case-helpers.js';

/*
 * A third fresh set, written after the router was changed on the blind table (router-blind-cases.ts)
 * and run once without tuning on it: its first-run score, in docs/ai.md, is the honest estimate of
 * how the router does on tool sets it has never seen. New domains shaped like public tool examples
 * (music search and queue, GitHub, CRM leads, product search and cart, fans, ride estimates, meal
 * logs, bank transactions, alarms, package tracking, showtimes, exchange rates, a dictionary, time
 * zones). The conventions of router-everyday-cases.ts hold.
 */

const searchTracks = tool(
  'search_catalog',
  'Search the music catalog',
  {
    q: { type: 'string', description: 'Search terms' },
    type: { type: 'string', enum: ['track', 'album', 'artist', 'playlist'] },
    limit: { type: 'integer', minimum: 1, maximum: 50 },
  },
  ['q'],
);
const queueTrack = tool(
  'add_to_queue',
  'Add a track to the playback queue by its Spotify URI',
  { uri: { type: 'string', pattern: '^spotify:track:[A-Za-z0-9]{22}$' } },
  ['uri'],
);
const MUSIC = [searchTracks, queueTrack];

const githubIssue = tool(
  'github_create_issue',
  'Create an issue in a GitHub repository',
  {
    repo: { type: 'string', pattern: '^[\\w.-]+/[\\w.-]+$', description: 'owner/name' },
    title: { type: 'string' },
    body: { type: 'string' },
    labels: { type: 'array', items: { type: 'string' } },
  },
  ['repo', 'title'],
);
const listPulls = tool(
  'github_list_pull_requests',
  'List pull requests of a repository',
  { repo: { type: 'string', pattern: '^[\\w.-]+/[\\w.-]+$' }, state: { type: 'string', enum: ['open', 'closed', 'all'] } },
  ['repo'],
);
const GITHUB = [githubIssue, listPulls];

const createLead = tool(
  'crm_create_lead',
  'Create a sales lead in the CRM',
  {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    company: { type: 'string' },
    email: { type: 'string', format: 'email' },
  },
  ['last_name', 'company'],
);

const searchProducts = tool(
  'search_products',
  'Search the store’s products',
  {
    query: { type: 'string' },
    max_price: { type: 'number', minimum: 0 },
    category: { type: 'string', enum: ['electronics', 'clothing', 'home', 'toys', 'books'] },
  },
  ['query'],
);
const addToCart = tool(
  'add_item_to_cart',
  'Put a product in the shopping cart',
  { product_id: { type: 'string', pattern: '^SKU-[0-9]{5}$' }, quantity: { type: 'integer', minimum: 1, maximum: 99 } },
  ['product_id'],
);
const SHOP = [searchProducts, addToCart];

const fan = tool(
  'set_fan',
  'Control a ceiling fan',
  { room: { type: 'string' }, speed: { type: 'string', enum: ['off', 'low', 'medium', 'high'] } },
  ['room', 'speed'],
);
const rideEstimate = tool(
  'estimate_ride',
  'Estimate the price of a ride between two addresses',
  {
    start_address: { type: 'string' },
    end_address: { type: 'string' },
    ride_type: { type: 'string', enum: ['standard', 'comfort', 'xl'] },
  },
  ['start_address', 'end_address'],
);
const logMeal = tool(
  'log_meal',
  'Log a meal in the food diary',
  {
    food: { type: 'string' },
    calories: { type: 'integer', minimum: 0, maximum: 5000 },
    meal: { type: 'string', enum: ['breakfast', 'lunch', 'dinner', 'snack'] },
  },
  ['food', 'meal'],
);
const transactions = tool(
  'get_transactions',
  'List bank account transactions',
  {
    account: { type: 'string', enum: ['checking', 'savings'] },
    from_date: { type: 'string', format: 'date' },
    to_date: { type: 'string', format: 'date' },
    min_amount: { type: 'number' },
  },
  ['account'],
);
const alarm = tool(
  'set_alarm',
  'Set an alarm on the phone',
  {
    time: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM, 24-hour' },
    label: { type: 'string' },
    days: { type: 'array', items: { type: 'string', enum: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] } },
  },
  ['time'],
);
const trackPackage = tool(
  'track_package',
  'Track a parcel by tracking number',
  {
    tracking_number: { type: 'string', pattern: '^[A-Z0-9]{10,22}$' },
    carrier: { type: 'string', enum: ['ups', 'fedex', 'usps', 'dhl'] },
  },
  ['tracking_number'],
);
const showtimes = tool(
  'find_showtimes',
  'Find cinema showtimes for a movie',
  { movie: { type: 'string' }, city: { type: 'string' }, date: { type: 'string', format: 'date' } },
  ['movie', 'city'],
);
const exchangeRate = tool(
  'get_exchange_rate',
  'Get the exchange rate between two currencies',
  {
    base: { type: 'string', description: 'Three-letter currency code, e.g. USD' },
    target: { type: 'string', description: 'Three-letter currency code' },
  },
  ['base', 'target'],
);
const define = tool('define_word', 'Look up the definition of an English word', { word: { type: 'string' } }, ['word']);
const LIFE = [fan, rideEstimate, logMeal, transactions, alarm, trackPackage, showtimes, exchangeRate, define, searchProducts];

export const FRESH2: Case[] = [
  // music catalog
  [MUSIC, 'search for albums by radiohead', call('search_catalog', { q: 'radiohead', type: 'album' })],
  [MUSIC, 'find the song blinding lights', call('search_catalog', { q: 'blinding lights', type: 'track' })],
  [MUSIC, 'top 5 playlists for running', call('search_catalog', { q: 'running', type: 'playlist', limit: 5 })],
  [MUSIC, 'queue spotify:track:4uLU6hMCjMI75M1A2tKUQC', call('add_to_queue', { uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC' })],
  [MUSIC, 'add this to the queue', needs('add_to_queue')],

  // github
  [
    GITHUB,
    'open an issue in acme/webapp titled "Login button misaligned"',
    call('github_create_issue', { repo: 'acme/webapp', title: 'Login button misaligned' }),
  ],
  [
    GITHUB,
    'create a github issue on octo/cli: crash when config is empty, label it bug',
    call('github_create_issue', { repo: 'octo/cli', title: 'crash when config is empty', labels: ['bug'] }),
  ],
  [GITHUB, 'show open PRs for acme/webapp', call('github_list_pull_requests', { repo: 'acme/webapp', state: 'open' })],
  [GITHUB, 'list all pull requests in torvalds/linux', call('github_list_pull_requests', { repo: 'torvalds/linux', state: 'all' })],
  [GITHUB, 'file an issue', needs('github_create_issue')],
  [GITHUB, 'what is git rebase', none],

  // crm
  [
    [createLead],
    'add a lead: Jane Doe from Initech, jane.doe@initech.com',
    call('crm_create_lead', { first_name: 'Jane', last_name: 'Doe', company: 'Initech', email: 'jane.doe@initech.com' }),
  ],
  [
    [createLead],
    'new lead Peter Gibbons at Initrode',
    call('crm_create_lead', { first_name: 'Peter', last_name: 'Gibbons', company: 'Initrode' }),
  ],
  [[createLead], 'create a lead', needs('crm_create_lead')],

  // shopping
  [SHOP, 'find wireless headphones under $100', call('search_products', { query: 'wireless headphones', max_price: 100 })],
  [SHOP, 'search the store for lego sets in toys', call('search_products', { query: 'lego sets', category: 'toys' })],
  [SHOP, 'add SKU-10442 to my cart', call('add_item_to_cart', { product_id: 'SKU-10442' })],
  [SHOP, 'put 3 of SKU-20001 in the cart', call('add_item_to_cart', { product_id: 'SKU-20001', quantity: 3 })],
  [SHOP, 'add it to my cart', needs('add_item_to_cart')],

  // a life assistant with ten tools
  [LIFE, 'turn the bedroom fan on high', call('set_fan', { room: 'bedroom', speed: 'high' })],
  [LIFE, 'switch off the fan in the living room', call('set_fan', { room: 'living room', speed: 'off' })],
  [LIFE, 'set the office fan to low', call('set_fan', { room: 'office', speed: 'low' })],
  [LIFE, 'how much is a ride from 1 Market St to SFO', call('estimate_ride', { start_address: '1 Market St', end_address: 'SFO' })],
  [
    LIFE,
    'price for an xl ride from the hotel to the stadium',
    call('estimate_ride', { start_address: 'hotel', end_address: 'stadium', ride_type: 'xl' }),
  ],
  [LIFE, 'i had a caesar salad for lunch, about 450 calories', call('log_meal', { food: 'caesar salad', meal: 'lunch', calories: 450 })],
  [LIFE, 'log oatmeal for breakfast', call('log_meal', { food: 'oatmeal', meal: 'breakfast' })],
  [LIFE, 'ate two slices of pizza as a snack', call('log_meal', { food: 'two slices of pizza', meal: 'snack' })],
  [LIFE, 'show my checking transactions', call('get_transactions', { account: 'checking' })],
  [
    LIFE,
    'savings transactions from November 1 to November 15',
    call('get_transactions', { account: 'savings', from_date: '2026-11-01', to_date: '2026-11-15' }),
  ],
  [LIFE, 'checking account transactions over 500 dollars', call('get_transactions', { account: 'checking', min_amount: 500 })],
  [LIFE, 'wake me up at 6:45', call('set_alarm', { time: '06:45' })],
  [LIFE, 'set an alarm for 7am called gym', call('set_alarm', { time: '07:00', label: 'gym' })],
  [LIFE, 'alarm at 5:30 pm on weekdays', call('set_alarm', { time: '17:30', days: ['mon', 'tue', 'wed', 'thu', 'fri'] })],
  [LIFE, 'where is my package 1Z999AA10123456784', call('track_package', { tracking_number: '1Z999AA10123456784' })],
  [LIFE, 'track fedex 7489201134556', call('track_package', { tracking_number: '7489201134556', carrier: 'fedex' })],
  [LIFE, 'when does dune part two play in Austin', call('find_showtimes', { movie: 'dune part two', city: 'Austin' })],
  [LIFE, 'showtimes for Wicked in chicago tomorrow', call('find_showtimes', { movie: 'Wicked', city: 'Chicago', date: '2026-11-25' })],
  [LIFE, 'what is the dollar to yen exchange rate', call('get_exchange_rate', { base: 'USD', target: 'JPY' })],
  [LIFE, 'eur to gbp rate', call('get_exchange_rate', { base: 'EUR', target: 'GBP' })],
  [LIFE, 'define serendipity', call('define_word', { word: 'serendipity' })],
  [LIFE, 'what does ubiquitous mean', call('define_word', { word: 'ubiquitous' })],
  [LIFE, 'look for a standing desk under 300', call('search_products', { query: 'standing desk', max_price: 300 })],
  [LIFE, 'good morning!', none],
  [LIFE, 'what should I cook tonight?', none],
  [LIFE, 'set an alarm', needs('set_alarm')],
  [LIFE, 'track my package', needs('track_package')],
  [LIFE, 'how are you today', none],
  [LIFE, 'i want to see a movie', needs('find_showtimes')],
  [LIFE, 'turn the fan on', needs('set_fan')],
  [LIFE, 'whats the exchange rate', needs('get_exchange_rate')],
  [LIFE, 'Log dinner: spaghetti bolognese, 800 calories', call('log_meal', { food: 'spaghetti bolognese', meal: 'dinner', calories: 800 })],
  [LIFE, 'could you define the word "ephemeral" for me', call('define_word', { word: 'ephemeral' })],
  [
    LIFE,
    'ride estimate from Union Square to the Ferry Building, comfort',
    call('estimate_ride', { start_address: 'Union Square', end_address: 'Ferry Building', ride_type: 'comfort' }),
  ],
  [LIFE, 'any transactions in savings since nov 20?', call('get_transactions', { account: 'savings', from_date: '2026-11-20' })],
  [
    LIFE,
    'movies playing in denver on friday: oppenheimer',
    call('find_showtimes', { movie: 'oppenheimer', city: 'Denver', date: '2026-11-27' }),
  ],
  [LIFE, 'fan speed medium in the kids room', call('set_fan', { room: 'kids room', speed: 'medium' })],
  [LIFE, 'tell me a joke', none],
  [LIFE, 'convert 100 usd to eur', call('get_exchange_rate', { base: 'USD', target: 'EUR' })],
  [LIFE, 'ups tracking 1Z12345E0205271688', call('track_package', { tracking_number: '1Z12345E0205271688', carrier: 'ups' })],
  [LIFE, 'alarm 22:00 label bedtime', call('set_alarm', { time: '22:00', label: 'bedtime' })],
];
