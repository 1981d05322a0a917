/*
 * The built-in router's hand-curated vocabulary. Tools and requests are both read through it: a
 * word of a tool's name or description and a word of the user's text that belong to the same
 * concept match even when they differ ("remind me" and create_reminder, "plus" and add, "umbrella"
 * and get_weather). Entries are word stems as `stem()` in text.ts makes them, or phrases of them.
 * Kept by hand, not learned: the router must be deterministic and offline.
 */

export const CONCEPTS: Record<string, string[]> = {
  weather: ['weather', 'wether', 'wheather', 'forecast', 'rain', 'raining', 'rainy', 'snow', 'snowing', 'sunny', 'sun', 'umbrella', 'temperature', 'hot', 'cold', 'warm', 'windy', 'wind', 'jacket', 'coat', 'wear', 'humid', 'humidity', 'storm', 'cloudy', 'degree', 'climate', 'freezing'],
  add: ['add', 'plus', 'sum', 'total', '+', 'addition', 'more'],
  subtract: ['subtract', 'minus', 'difference', 'take away', 'away', 'take', 'deduct', 'less', '-', 'subtraction', 'substract'],
  multiply: ['multiply', 'multiplied', 'time', 'product', 'x', '*', '×', 'double', 'triple', 'multiplication'],
  divide: ['divide', 'divided', 'split', 'half', '/', '÷', 'quotient', 'over', 'division', 'ratio'],
  math: ['calculate', 'compute', 'calculator', 'math', 'number', 'operand', 'result', 'how much is'],
  remind: ['remind', 'reminder', 'forget', 'ping me', 'notify', 'notification', 'nudge', 'alert'],
  calendar: ['calendar', 'event', 'schedule', 'meeting', 'appointment', 'book', 'lunch', 'dinner', 'party', 'agenda', 'class', 'free', 'busy', 'available', 'what do i have', 'sync', '1:1', 'standup', 'call with'],
  email: ['email', 'e-mail', 'mail', 'inbox', 'mailbox', 'drop a line'],
  send: ['send', 'compose', 'write to', 'draft', 'forward', 'shoot'],
  currency: ['currency', 'money', 'exchange', 'dollar', 'euro', 'pound', 'yen', 'franc', 'usd', 'eur', 'gbp', 'jpy', 'chf', 'cad', 'buck', 'quid', '$', '€', '£', '¥', 'sterling'],
  convert: ['convert', 'conversion', 'how many'],
  stock: ['stock', 'share', 'ticker', 'quote', 'trading', 'price', 'market', 'nasdaq', 'nyse', 'equity', 'symbol'],
  search: ['search', 'google', 'web', 'find', 'look for', 'locate', 'dig up', 'where is', 'where', 'query', 'mentioning', 'lookup', 'look up', 'look through'],
  document: ['file', 'document', 'doc', 'pdf', 'spreadsheet', 'folder', 'note', 'docx', 'xlsx', 'csv'],
  unit: ['unit', 'measurement', 'kelvin', 'yard', 'yd', 'millimeter', 'mm', 'centimeter', 'cm', 'length', 'distance', 'measure', 'km', 'kilometer', 'kilometre', 'mile', 'meter', 'metre', 'feet', 'foot', 'ft', 'kg', 'kilogram', 'kilo', 'lb', 'pound', 'liter', 'litre', 'gallon', 'gal', 'celsius', 'fahrenheit', 'inch', 'ounce', 'gram', 'tall', 'far', 'heavy'],
  timer: ['timer', 'countdown', 'stopwatch', 'count down'],
  alarm: ['alarm', 'wake', 'wake up', 'wake me'],
  translate: ['translate', 'translation', 'say', 'mean', 'language', 'english', 'spanish', 'french', 'german', 'italian', 'japanese', 'portuguese', 'chinese', 'russian', 'dutch', 'korean'],
  person: ['user', 'directory', 'employee', 'someone', 'somebody', 'anyone', 'phone number', 'email address of', 'contact details', 'colleague', 'who is', 'contact', 'person', 'people', 'coworker', 'staff', 'account', 'member'],
  lookup: ['look up', 'lookup'],
  music: ['play', 'song', 'music', 'listen', 'put on', 'track', 'tune', 'album', 'artist', 'playback', 'shuffle', 'speaker', 'genre', 'podcast', 'radio'],
  playlist: ['playlist'],
  sms: ['text', 'sms', 'text message', 'message', 'chat', 'dm'],
  lights: ['light', 'lights', 'lamp', 'turn on', 'turn off', 'switch on', 'switch off', 'dim', 'brightness'],
  volume: ['volume', 'louder', 'quieter', 'loud', 'sound', 'mute'],
  restaurant: ['restaurant', 'table', 'reserve', 'reservation', 'dinner', 'lunch', 'book'],
  power: ['power', 'squared', 'cubed', 'exponent'],
  directions: ['direction', 'route', 'navigate', 'get to', 'way to', 'drive', 'walk', 'walking', 'take me', 'how far', 'map', 'directions', 'commute', 'go to', 'get from'],
  create: ['add', 'put', 'new', 'create', 'make', 'save', 'insert', 'append', 'jot down', 'note down'],
  todo: ['todo', 'to-do', 'to do', 'task', 'chore', 'todos'],
  list: ['list', 'show', "what's on", 'what is on'],
  // Talking to someone: a chat or direct message. "tell me" / "let me know" ask the assistant itself (self).
  converse: ['tell', 'ask', 'ping', 'dm', 'direct message', 'let know', 'chat', 'teammate', 'channel', 'post', 'announce', 'slack'],
  self: ['tell me', 'tell us', 'ask me', 'let me know', 'let us know'],
  delete: ['delete', 'remove', 'trash', 'erase', 'discard', 'get rid of', 'rm', 'wipe', 'destroy'],
  rename: ['rename', 'move', 'mv', 'relabel'],
  lock: ['lock', 'unlock', 'bolt', 'latch', 'door', 'deadbolt'],
  resolve: ['close', 'resolve', 'resolved', 'done', 'fixed', 'finish', 'finished', 'complete', 'completed', 'mark as done', 'closed'],
  issue: ['bug', 'issue', 'ticket', 'defect', 'problem', 'tracker', 'report a bug', 'crash', 'crashes', 'regression', 'incident'],
  shop: ['buy', 'purchase', 'cart', 'basket', 'shopping', 'checkout', 'order', 'product', 'shop'],
  shipping: ['ship', 'shipped', 'shipping', 'track', 'tracking', 'package', 'parcel', 'delivery', 'deliver', 'delivered', 'arrive', 'arrived', 'courier', 'status'],
  pause: ['pause', 'stop', 'halt', 'hold on', 'silence', 'stop playing', 'freeze'],
  skip: ['skip', 'next song', 'next track', 'next one', 'skip ahead', 'following song'],
  cook: ['recipe', 'cook', 'cooking', 'bake', 'baking', 'dish', 'meal', 'ingredient', 'cuisine', 'make dinner', 'what can i make', 'dinner idea'],
  nutrition: ['calorie', 'kcal', 'protein', 'carb', 'carbohydrate', 'fat', 'nutrition', 'nutrient', 'nutritional', 'vitamin', 'sugar', 'fiber', 'food'],
  pay: ['pay', 'transfer', 'wire', 'send money', 'payment', 'payee', 'reimburse', 'venmo', 'bank', 'fund'],
  balance: ['balance', 'how much money', 'owe', 'fund', 'account', 'statement', 'bank'],
  hotel: ['hotel', 'room', 'stay', 'accommodation', 'lodging', 'hostel', 'motel', 'place to stay', 'check in', 'night', 'nights', 'inn', 'guest'],
  train: ['train', 'rail', 'railway', 'trains', 'station', 'connection', 'railroad'],
  climate: ['thermostat', 'heating', 'heat', 'cooling', 'cool', 'air conditioning', 'ac', 'warm', 'warmer', 'cooler', 'cold', 'hot', 'degree', 'temperature'],
  ride: ['taxi', 'cab', 'uber', 'lyft', 'ride', 'pickup', 'pick up', 'drop off', 'dropoff', 'lift', 'driver', 'chauffeur'],
  workout: ['workout', 'exercise', 'run', 'ran', 'jog', 'jogging', 'swim', 'swam', 'gym', 'yoga', 'training', 'fitness', 'cardio', 'hike', 'walked', 'lifted', 'session'],
  server: ['server', 'restart', 'reboot', 'host', 'hostname', 'machine', 'instance', 'vm', 'node', 'service', 'bounce'],
  git: ['git', 'branch', 'repo', 'repository', 'commit', 'merge', 'checkout', 'pull request', 'pr'],
  leave: ['vacation', 'holiday', 'time off', 'day off', 'leave', 'sick', 'pto', 'out of office', 'personal day', 'sick day'],
  flight: ['flight', 'on time', 'delayed', 'delay', 'landed', 'departure', 'arrival', 'gate', 'airline', 'boarding'],
  pharmacy: ['prescription', 'refill', 'medication', 'medicine', 'pill', 'tablet', 'pharmacy', 'drug', 'meds', 'dose'],
  library: ['library', 'book', 'borrow', 'renew', 'loan', 'due back', 'overdue'],
  parking: ['park', 'parking', 'meter', 'parking spot', 'parking zone'],
  podcast: ['podcast', 'episode', 'show'],
  expense: ['expense', 'reimburse', 'reimbursement', 'claim', 'receipt', 'spent', 'expensed'],
  web: ['web', 'internet', 'online', 'google', 'bing', 'website', 'page', 'webpage', 'site', 'browse'],
};

/**
 * Words of a tool's text that say nothing about what it is for, and words of requests that say
 * nothing about which tool they want ("can you", "please").
 */
export const FILLER = new Set(
  'a an the and or of for to in on at by with from into about me my i you your we our us it its this that these those is are was be been being am do does did can could would will shall should may might must please pls plz hey hi hello ok okay thanks thank kindly just also some any what whats what\'s which who how when where why there here get give tell let want need like one two new has have had yet not been many much something anything'.split(' '),
);

/** Concepts that by themselves do not pick a tool: they only add to one another concept picked. */
export const WEAK_CONCEPTS = new Set(['convert', 'math', 'list']);

/**
 * Groups of words that name the same enum value. An enum value found in a group (case-insensitive)
 * is matched in the text by any word of its group: "euros" → EUR, "F" → fahrenheit, "spreadsheet" →
 * xlsx, "by train" → transit. One-letter words match only as written in capitals or right after a number.
 */
export const ALIAS_GROUPS: string[][] = [
  ['USD', 'dollar', 'dollars', 'us dollars', 'us dollar', 'american dollars', 'bucks', '$', 'usd'],
  ['EUR', 'euro', 'euros', '€', 'eur'],
  ['GBP', 'pound', 'pounds', 'british pounds', 'british pound', 'pounds sterling', 'sterling', 'quid', '£', 'gbp'],
  ['JPY', 'yen', 'japanese yen', '¥', 'jpy'],
  ['CHF', 'franc', 'francs', 'swiss francs', 'swiss franc', 'chf'],
  ['CAD', 'canadian dollars', 'canadian dollar', 'cad'],
  ['AUD', 'australian dollars', 'australian dollar', 'aud'],
  ['CNY', 'yuan', 'renminbi', 'cny', 'rmb'],
  ['INR', 'rupees', 'rupee', 'inr'],
  ['km', 'kilometers', 'kilometres', 'kilometer', 'kilometre', 'kms', 'km'],
  ['mi', 'miles', 'mile', 'mi'],
  ['m', 'meters', 'metres', 'meter', 'metre', 'm'],
  ['ft', 'feet', 'foot', 'ft'],
  ['in', 'inches', 'inch'],
  ['yd', 'yards', 'yard', 'yds', 'yd'],
  ['mm', 'millimeters', 'millimetres', 'millimeter', 'millimetre', 'mm'],
  ['kelvin', 'k', 'kelvins', 'degrees k'],
  ['cm', 'centimeters', 'centimetres', 'centimeter', 'centimetre', 'cm'],
  ['kg', 'kilograms', 'kilogram', 'kilos', 'kilo', 'kg', 'kgs'],
  ['lb', 'pounds', 'pound', 'lbs', 'lb'],
  ['g', 'grams', 'gram', 'g'],
  ['oz', 'ounces', 'ounce', 'oz'],
  ['l', 'liters', 'litres', 'liter', 'litre', 'l'],
  ['gal', 'gallons', 'gallon', 'gal'],
  ['celsius', 'c', '°c', 'centigrade', 'degrees c', 'metric'],
  ['fahrenheit', 'f', '°f', 'degrees f', 'imperial'],
  ['en', 'english', 'eng'],
  ['es', 'spanish', 'español', 'castilian'],
  ['fr', 'french', 'français'],
  ['de', 'german', 'deutsch'],
  ['it', 'italian', 'italiano'],
  ['ja', 'japanese', 'jp'],
  ['pt', 'portuguese', 'português'],
  ['zh', 'chinese', 'mandarin'],
  ['ru', 'russian'],
  ['nl', 'dutch'],
  ['ko', 'korean'],
  ['ar', 'arabic'],
  ['driving', 'drive', 'car', 'by car', 'driving'],
  ['walking', 'walk', 'on foot', 'walking'],
  ['transit', 'train', 'bus', 'subway', 'metro', 'tram', 'public transport', 'public transit', 'underground', 'transit'],
  ['cycling', 'bike', 'bicycle', 'cycle', 'bicycling', 'biking', 'cycling'],
  ['pdf', 'pdfs', 'pdf'],
  ['docx', 'doc', 'docs', 'word', 'word doc', 'word document', 'docx'],
  ['xlsx', 'xls', 'excel', 'spreadsheet', 'spreadsheets', 'sheet', 'xlsx'],
  ['csv', 'csvs', 'csv'],
  ['pptx', 'powerpoint', 'slides', 'deck', 'pptx'],
];

/** Words written in capitals that are not tickers. */
export const NOT_TICKERS = new Set(['OK', 'ASAP', 'FYI', 'AM', 'PM', 'UTC', 'GMT', 'US', 'UK', 'EU', 'TV', 'ID', 'FAQ', 'PS', 'CEO', 'IT', 'HR', 'PDF', 'CSV', 'URL', 'API', 'AI', 'PLS']);

/** Companies people name instead of their ticker. */
export const TICKERS: Record<string, string> = {
  apple: 'AAPL',
  microsoft: 'MSFT',
  google: 'GOOGL',
  alphabet: 'GOOGL',
  amazon: 'AMZN',
  tesla: 'TSLA',
  nvidia: 'NVDA',
  meta: 'META',
  facebook: 'META',
  netflix: 'NFLX',
  intel: 'INTC',
  amd: 'AMD',
  ibm: 'IBM',
  oracle: 'ORCL',
  salesforce: 'CRM',
  adobe: 'ADBE',
  disney: 'DIS',
  nike: 'NKE',
  walmart: 'WMT',
  boeing: 'BA',
  coca: 'KO',
  pepsi: 'PEP',
  uber: 'UBER',
  airbnb: 'ABNB',
  spotify: 'SPOT',
  paypal: 'PYPL',
};
