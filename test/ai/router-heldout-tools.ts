import type { ToolDefinition } from '../../src/ai/types.js';

/*
 * Tool sets for the held-out router table (router-heldout-cases.ts): domains and shapes that the
 * other router tables do not use, written as application developers write them (snake_case and
 * camelCase, terse and wordy descriptions, enums, bounded numbers, date and date-time formats,
 * optional fields). The router was not tuned on these.
 */
const tool = (name: string, description: string, properties: Record<string, object>, required: string[]): ToolDefinition => ({
  name,
  description,
  parameters: { type: 'object', properties, required } as ToolDefinition['parameters'],
});

// messaging
export const dmUser = tool(
  'send_direct_message',
  'Send a direct message to a teammate on the team chat',
  { recipient: { type: 'string', description: 'Name of the teammate' }, text: { type: 'string', minLength: 1 } },
  ['recipient', 'text'],
);
export const postToChannel = tool(
  'post_to_channel',
  'Post a message in a team chat channel',
  {
    channel: { type: 'string', pattern: '^[a-z0-9-]+$', description: 'Channel name without the #' },
    message: { type: 'string', minLength: 1 },
  },
  ['channel', 'message'],
);
export const MESSAGING = [dmUser, postToChannel];

// smart home
const ROOMS = ['living room', 'bedroom', 'kitchen', 'bathroom', 'office'];
export const setLight = tool(
  'set_light',
  'Control a smart light: switch it on or off and set its brightness',
  {
    room: { type: 'string', enum: ROOMS },
    power: { type: 'string', enum: ['on', 'off'] },
    brightness: { type: 'integer', minimum: 0, maximum: 100, description: 'Percent' },
  },
  ['room'],
);
export const setThermostat = tool(
  'set_thermostat',
  'Set the heating or cooling target temperature',
  {
    temperature: { type: 'number', minimum: 5, maximum: 90 },
    mode: { type: 'string', enum: ['heat', 'cool', 'auto', 'off'] },
  },
  ['temperature'],
);
export const lockDoor = tool(
  'lock_door',
  'Lock or unlock a door of the house',
  { door: { type: 'string', enum: ['front', 'back', 'garage'] }, locked: { type: 'boolean', description: 'true locks, false unlocks' } },
  ['door', 'locked'],
);
export const SMART_HOME = [setLight, setThermostat, lockDoor];

// web
export const webSearch = tool(
  'web_search',
  'Search the internet and return the top results',
  { query: { type: 'string', minLength: 1 }, max_results: { type: 'integer', minimum: 1, maximum: 20 } },
  ['query'],
);
export const openPage = tool('open_webpage', 'Fetch a web page and return its text', { url: { type: 'string', format: 'uri' } }, ['url']);
export const WEB = [webSearch, openPage];

// calendar
export const scheduleMeeting = tool(
  'schedule_meeting',
  'Put a meeting on the calendar',
  {
    title: { type: 'string', minLength: 1 },
    start: { type: 'string', format: 'date-time' },
    durationMinutes: { type: 'integer', minimum: 5, maximum: 480 },
  },
  ['title', 'start'],
);
export const listEvents = tool(
  'list_events',
  "List the events on the user's calendar for a day",
  { day: { type: 'string', format: 'date' } },
  ['day'],
);
export const MEETINGS = [scheduleMeeting, listEvents];

// email
export const composeEmail = tool(
  'compose_email',
  'Write and send an email',
  {
    recipient: { type: 'string', format: 'email' },
    subject: { type: 'string', minLength: 1 },
    body: { type: 'string' },
  },
  ['recipient', 'subject'],
);
export const searchInbox = tool(
  'search_inbox',
  'Search the mailbox for emails',
  { keyword: { type: 'string' }, unreadOnly: { type: 'boolean' } },
  ['keyword'],
);
export const MAIL = [composeEmail, searchInbox];

// shopping
export const trackOrder = tool(
  'track_order',
  'Get the shipping status of an order',
  { orderId: { type: 'string', pattern: '^[0-9]{5,10}$', description: 'Order number' } },
  ['orderId'],
);
export const addToCart = tool(
  'add_to_cart',
  'Add a product to the shopping cart',
  { product: { type: 'string', minLength: 1 }, quantity: { type: 'integer', minimum: 1, maximum: 99 } },
  ['product'],
);
export const cancelOrder = tool(
  'cancel_order',
  'Cancel an order that has not shipped',
  {
    orderId: { type: 'string', pattern: '^[0-9]{5,10}$' },
    reason: { type: 'string', enum: ['changed_mind', 'found_cheaper', 'too_slow', 'other'] },
  },
  ['orderId'],
);
export const SHOP = [trackOrder, addToCart, cancelOrder];

// travel
export const bookHotel = tool(
  'book_hotel',
  'Book a hotel room',
  {
    city: { type: 'string' },
    checkIn: { type: 'string', format: 'date' },
    nights: { type: 'integer', minimum: 1, maximum: 30 },
    guests: { type: 'integer', minimum: 1, maximum: 8 },
  },
  ['city', 'checkIn'],
);
export const findTrain = tool(
  'find_trains',
  'Look up train connections between two stations',
  {
    from: { type: 'string' },
    to: { type: 'string' },
    date: { type: 'string', format: 'date' },
    travelClass: { type: 'string', enum: ['first', 'second'] },
  },
  ['from', 'to'],
);
export const TRAVEL = [bookHotel, findTrain];

// music playback
export const startPlayback = tool(
  'start_playback',
  'Play music on the speaker: a song, an artist, an album or a genre',
  { query: { type: 'string', minLength: 1 }, shuffle: { type: 'boolean' } },
  ['query'],
);
export const pausePlayback = tool('pause_playback', 'Pause whatever is playing', {}, []);
export const skipTrack = tool('skip_track', 'Skip to the next song', { count: { type: 'integer', minimum: 1, maximum: 10 } }, []);
export const PLAYER = [startPlayback, pausePlayback, skipTrack];

// notes and lists
export const createNote = tool('create_note', 'Save a note', { title: { type: 'string' }, content: { type: 'string', minLength: 1 } }, [
  'content',
]);
export const addListItem = tool(
  'add_list_item',
  'Add an item to one of the shopping or packing lists',
  { list: { type: 'string', enum: ['groceries', 'hardware', 'packing'] }, item: { type: 'string', minLength: 1 } },
  ['list', 'item'],
);
export const NOTES = [createNote, addListItem];

// unit conversion
const LENGTHS = ['mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi'];
export const convertLength = tool(
  'convert_length',
  'Convert a length or distance from one unit to another',
  { amount: { type: 'number' }, from: { type: 'string', enum: LENGTHS }, to: { type: 'string', enum: LENGTHS } },
  ['amount', 'from', 'to'],
);
export const convertTemperature = tool(
  'convert_temperature',
  'Convert a temperature',
  { degrees: { type: 'number' }, from: { type: 'string', enum: ['C', 'F', 'K'] }, to: { type: 'string', enum: ['C', 'F', 'K'] } },
  ['degrees', 'from', 'to'],
);
export const CONVERSION = [convertLength, convertTemperature];

// finance
export const transferMoney = tool(
  'transfer_money',
  'Send money from the user’s bank account to a payee',
  {
    payee: { type: 'string', description: 'Who receives the money' },
    amount: { type: 'number', exclusiveMinimum: 0 },
    currency: { type: 'string', enum: ['USD', 'EUR', 'GBP'] },
    memo: { type: 'string' },
  },
  ['payee', 'amount'],
);
export const getBalance = tool(
  'get_account_balance',
  'Show the balance of a bank account',
  { account: { type: 'string', enum: ['checking', 'savings', 'credit card'] } },
  ['account'],
);
export const BANK = [transferMoney, getBalance];

// recipes
export const findRecipe = tool(
  'find_recipe',
  'Search for cooking recipes',
  {
    dish: { type: 'string', description: 'Dish or main ingredient' },
    diet: { type: 'string', enum: ['vegetarian', 'vegan', 'gluten-free'] },
    maxMinutes: { type: 'integer', minimum: 5, maximum: 240, description: 'Longest total cooking time' },
  },
  ['dish'],
);
export const nutrition = tool(
  'get_nutrition',
  'Calories and nutrients of a food',
  { food: { type: 'string' }, grams: { type: 'number', exclusiveMinimum: 0 } },
  ['food'],
);
export const KITCHEN = [findRecipe, nutrition];

// issue tracker
export const createIssue = tool(
  'create_issue',
  'Open a new issue in the bug tracker',
  {
    title: { type: 'string', minLength: 3 },
    severity: { type: 'string', enum: ['minor', 'major', 'critical'] },
    assignee: { type: 'string' },
  },
  ['title'],
);
export const closeIssue = tool('close_issue', 'Close an issue by its number', { number: { type: 'integer', minimum: 1 } }, ['number']);
export const TRACKER = [createIssue, closeIssue];

// files
export const deleteFile = tool('delete_file', 'Delete a file', { path: { type: 'string', minLength: 1 } }, ['path']);
export const renameFile = tool('rename_file', 'Rename or move a file', { path: { type: 'string' }, newName: { type: 'string' } }, [
  'path',
  'newName',
]);
export const makeFolder = tool('create_folder', 'Create a new folder', { name: { type: 'string', minLength: 1 } }, ['name']);
export const FILES = [deleteFile, renameFile, makeFolder];

// translation
export const translatePhrase = tool(
  'translate_phrase',
  'Translate a phrase',
  {
    phrase: { type: 'string', minLength: 1 },
    language: {
      type: 'string',
      enum: ['English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese', 'Japanese'],
      description: 'Language to translate into',
    },
  },
  ['phrase', 'language'],
);

/** Ten tools from different domains given together, as an assistant app would. */
export const HELPER = [
  dmUser,
  setLight,
  webSearch,
  scheduleMeeting,
  composeEmail,
  trackOrder,
  bookHotel,
  startPlayback,
  transferMoney,
  findRecipe,
];
/** Everything above: the hardest choice. */
export const ALL = [
  ...MESSAGING,
  ...SMART_HOME,
  ...WEB,
  ...MEETINGS,
  ...MAIL,
  ...SHOP,
  ...TRAVEL,
  ...PLAYER,
  ...NOTES,
  ...CONVERSION,
  ...BANK,
  ...KITCHEN,
  ...TRACKER,
  ...FILES,
  translatePhrase,
];
