import { COUNTRIES } from './countries.js';
import { VALUE_MEANINGS } from './value-meanings.js';
import { wordTable } from './word-table.js';

/*
 * Groups of words that name the same value, by the kind of value they are. The first word of a group
 * is its canonical form (a code where there is one: `USD`, `km`, `de`). An enum value found in a group
 * (case-insensitive) is matched in the text by any word of its group: "euros" → EUR, "F" → fahrenheit,
 * "spreadsheet" → xlsx, "by train" → transit. A free string whose property is about currencies, units
 * or languages takes a group's word too, as written or as its code (typed-values.ts). One-letter
 * words match only as written in capitals or right after a number.
 */
export const VALUE_DOMAINS: Record<string, string[][]> = wordTable({
  currency: [
    ['USD', 'dollar', 'dollars', 'us dollars', 'us dollar', 'american dollars', 'bucks', '$', 'usd'],
    ['EUR', 'euro', 'euros', '€', 'eur'],
    ['GBP', 'pound', 'pounds', 'british pounds', 'british pound', 'pounds sterling', 'sterling', 'quid', '£', 'gbp'],
    ['JPY', 'yen', 'japanese yen', '¥', 'jpy'],
    ['CHF', 'franc', 'francs', 'swiss francs', 'swiss franc', 'chf'],
    ['CAD', 'canadian dollars', 'canadian dollar', 'cad'],
    ['AUD', 'australian dollars', 'australian dollar', 'aud'],
    ['CNY', 'yuan', 'renminbi', 'cny', 'rmb'],
    ['INR', 'rupees', 'rupee', 'indian rupees', 'inr'],
    ['MXN', 'mexican pesos', 'mexican peso', 'pesos', 'peso', 'mxn'],
    ['KRW', 'won', 'korean won', 'krw'],
    ['BRL', 'reais', 'real', 'brazilian real', 'brl'],
    ['SEK', 'swedish kronor', 'swedish krona', 'kronor', 'krona', 'sek'],
    // Crypto assets by their names: "my solana balance" → SOL.
    ['BTC', 'bitcoin', 'bitcoins', 'btc'],
    ['ETH', 'ethereum', 'ether', 'eth'],
    ['SOL', 'solana', 'sol'],
    ['DOGE', 'dogecoin', 'doge'],
  ],
  unit: [
    ['km', 'kilometers', 'kilometres', 'kilometer', 'kilometre', 'kms', 'km'],
    ['mi', 'miles', 'mile', 'mi'],
    ['m', 'meters', 'metres', 'meter', 'metre', 'm'],
    ['ft', 'feet', 'foot', 'ft'],
    ['in', 'inches', 'inch'],
    ['yd', 'yards', 'yard', 'yds', 'yd'],
    ['mm', 'millimeters', 'millimetres', 'millimeter', 'millimetre', 'mm'],
    ['cm', 'centimeters', 'centimetres', 'centimeter', 'centimetre', 'cm'],
    ['kg', 'kilograms', 'kilogram', 'kilos', 'kilo', 'kg', 'kgs'],
    ['lb', 'pounds', 'pound', 'lbs', 'lb'],
    ['g', 'grams', 'gram', 'g'],
    ['oz', 'ounces', 'ounce', 'oz'],
    ['l', 'liters', 'litres', 'liter', 'litre', 'l'],
    ['ml', 'milliliters', 'millilitres', 'milliliter', 'millilitre', 'ml'],
    ['gal', 'gallons', 'gallon', 'gal'],
    ['cup', 'cups', 'cup'],
    ['mph', 'miles per hour', 'mph'],
    ['km/h', 'kilometers per hour', 'kilometres per hour', 'kph', 'kmh', 'km/h'],
  ],
  temperature: [
    ['celsius', 'c', '°c', 'centigrade', 'degrees c', 'metric'],
    ['fahrenheit', 'f', '°f', 'degrees f', 'imperial'],
    ['kelvin', 'k', 'kelvins', 'degrees k'],
  ],
  language: [
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
    ['hi', 'hindi'],
    ['tr', 'turkish'],
    ['pl', 'polish'],
    ['sv', 'swedish'],
    ['el', 'greek'],
    ['he', 'hebrew'],
  ],
  travel: [
    ['driving', 'drive', 'car', 'by car', 'driving'],
    ['walking', 'walk', 'on foot', 'walking'],
    ['transit', 'train', 'bus', 'subway', 'metro', 'tram', 'public transport', 'public transit', 'underground', 'transit'],
    ['cycling', 'bike', 'bicycle', 'cycle', 'bicycling', 'biking', 'cycling'],
  ],
  filetype: [
    ['pdf', 'pdfs', 'pdf'],
    ['docx', 'word doc', 'word docs', 'word document', 'word documents', 'docx'],
    ['xlsx', 'xls', 'excel', 'spreadsheet', 'spreadsheets', 'sheet', 'xlsx'],
    ['csv', 'csvs', 'csv'],
    ['pptx', 'powerpoint', 'slides', 'deck', 'pptx'],
  ],
  color: [
    ['warm white'],
    ['cool white'],
    ['daylight'],
    ['red'],
    ['orange'],
    ['yellow'],
    ['green'],
    ['blue'],
    ['purple'],
    ['violet'],
    ['pink'],
    ['white'],
    ['black'],
    ['brown'],
    ['gray', 'grey'],
    ['cyan'],
    ['magenta'],
    ['teal'],
    ['turquoise'],
    ['gold'],
    ['amber'],
    ['lavender'],
    ['indigo'],
  ],
  cuisine: [
    ['italian'],
    ['chinese'],
    ['japanese'],
    ['mexican'],
    ['thai'],
    ['indian'],
    ['french'],
    ['greek'],
    ['spanish'],
    ['korean'],
    ['vietnamese'],
    ['american'],
    ['mediterranean'],
    ['middle eastern'],
    ['lebanese'],
    ['turkish'],
    ['ethiopian'],
    ['sushi'],
    ['pizza'],
    ['burgers', 'burger'],
    ['bbq', 'barbecue'],
    ['seafood'],
    ['steak', 'steakhouse'],
    ['vegan'],
    ['vegetarian'],
    ['ramen'],
    ['tapas'],
    ['dim sum'],
    ['tacos', 'taco'],
  ],
  genre: [
    ['jazz'],
    ['rock'],
    ['pop'],
    ['classical'],
    ['hip hop', 'hip-hop'],
    ['rap'],
    ['country'],
    ['blues'],
    ['metal'],
    ['electronic'],
    ['edm'],
    ['reggae'],
    ['folk'],
    ['soul'],
    ['indie'],
    ['punk'],
    ['lo-fi', 'lofi'],
  ],
  media: [
    ['track', 'song', 'songs', 'tune', 'single', 'tracks'],
    ['album', 'albums', 'record', 'lp'],
    ['artist', 'artists', 'band', 'singer', 'musician'],
    ['playlist', 'playlists', 'mix'],
  ],
  climate: [
    ['cool', 'ac', 'a/c', 'air conditioning', 'air con', 'aircon', 'cooling'],
    ['heat', 'heating', 'heater', 'furnace'],
  ],
  // How long a pass, plan or subscription runs, or how often something repeats.
  period: [
    ['day', 'daily', 'today', 'day'],
    ['week', 'weekly', 'this week', 'week'],
    ['month', 'monthly', 'this month', 'month'],
    ['year', 'yearly', 'annual', 'annually', 'this year', 'year'],
    ['seven_day', 'week-long', 'weeklong', 'one week', 'a week', '7 days', 'seven days'],
  ],
  // Days of the week, as apps write them (`mon`, `Monday`, `MO`) and as people do.
  weekday: [
    ['mon', 'monday', 'mondays'],
    ['tue', 'tuesday', 'tuesdays', 'tues'],
    ['wed', 'wednesday', 'wednesdays'],
    ['thu', 'thursday', 'thursdays', 'thurs'],
    ['fri', 'friday', 'fridays'],
    ['sat', 'saturday', 'saturdays'],
    ['sun', 'sunday', 'sundays'],
  ],
  // The state of a thing changed or checked (a diaper, laundry).
  condition: [['dirty', 'poopy', 'poop', 'poo', 'soiled', 'messy']],
  // What a meter or an outage is of.
  utility: [['electricity', 'power', 'electric', 'electrical']],
  // A reply to an invitation.
  reply: [
    ['attending', 'said yes', 'rsvped yes', 'yes', 'coming', 'will attend', 'accepted', 'attending'],
    ['declined', "can't make it", 'cannot make it', "can't come", 'not coming', 'declined'],
  ],
  // What is played or sung, and what is insured, as people say them.
  instrument: [['voice', 'vocals', 'vocal', 'singing', 'voice']],
  insured: [['auto', 'car', 'vehicle', 'motor', 'auto']],
  // Where software runs, as engineers shorten it: "ship it to prod", "deploy to stage".
  environment: [
    ['production', 'prod', 'live', 'production'],
    ['staging', 'stage', 'staging'],
    ['development', 'dev', 'development'],
  ],
  // A drawn game as score sheets write it (chess, and any game scored a half point each).
  score: [['1/2-1/2', '½-½', 'draw', 'drawn', 'drew', '1/2-1/2']],
  // Where an expense or a booking goes.
  spending: [
    ['lodging', 'hotel', 'hotels', 'motel', 'hostel', 'accommodation', 'lodging'],
    ['supplies', 'office supplies', 'stationery', 'supplies'],
    // Meals on business: only the phrases, so that a meal enum (breakfast, lunch, dinner) keeps its own words.
    ['meals', 'meal', 'client lunch', 'team lunch', 'business lunch', 'working lunch', 'client dinner', 'team dinner', 'business dinner'],
  ],
});

/**
 * Adds `more`'s domains to `domains`. A domain in both is a mistake (one list would silently replace
 * the other), so it throws: at load, where any test of the router sees it.
 */
export function addDomains(domains: Record<string, string[][]>, more: Record<string, string[][]>): void {
  for (const [name, groups] of Object.entries(more)) {
    if (Object.hasOwn(domains, name)) throw new Error(`value domain "${name}" is defined twice`);
    domains[name] = groups;
  }
}

addDomains(VALUE_DOMAINS, { country: COUNTRIES });
addDomains(VALUE_DOMAINS, VALUE_MEANINGS);

export const ALIAS_GROUPS: string[][] = Object.values(VALUE_DOMAINS).flat();

/**
 * Words that say a free string property holds values of a domain: its name or description names the
 * domain ("ISO 4217 code of the source currency", `from_unit`, `target_language`).
 */
export const DOMAIN_WORDS: Record<string, string[]> = wordTable({
  currency: ['currency', 'currencies', '4217'],
  unit: ['unit', 'units', 'measurement'],
  language: ['language', 'languages', 'lang', 'locale', '639'],
  color: ['color', 'colour', 'hue'],
  cuisine: ['cuisine', 'cuisines'],
  genre: ['genre', 'genres'],
  country: ['country', 'countries', '3166', 'nationality', 'citizenship'],
});
/** Domains read together for a property about one of them: a unit property takes temperatures too. */
export const DOMAIN_READS: Record<string, string[]> = wordTable({
  currency: ['currency'],
  unit: ['unit', 'temperature'],
  language: ['language'],
  color: ['color'],
  cuisine: ['cuisine'],
  genre: ['genre'],
  country: ['country'],
});
