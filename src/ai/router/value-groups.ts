/*
 * Groups of words that name the same value, by the kind of value they are. The first word of a group
 * is its canonical form (a code where there is one: `USD`, `km`, `de`). An enum value found in a group
 * (case-insensitive) is matched in the text by any word of its group: "euros" → EUR, "F" → fahrenheit,
 * "spreadsheet" → xlsx, "by train" → transit. A free string whose property is about currencies, units
 * or languages takes a group's word too, as written or as its code (typed-values.ts). One-letter
 * words match only as written in capitals or right after a number.
 */
export const VALUE_DOMAINS: Record<string, string[][]> = {
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
  climate: [
    ['cool', 'ac', 'a/c', 'air conditioning', 'air con', 'aircon', 'cooling'],
    ['heat', 'heating', 'heater', 'furnace'],
  ],
};

export const ALIAS_GROUPS: string[][] = Object.values(VALUE_DOMAINS).flat();

/**
 * Words that say a free string property holds values of a domain: its name or description names the
 * domain ("ISO 4217 code of the source currency", `from_unit`, `target_language`).
 */
export const DOMAIN_WORDS: Record<string, string[]> = {
  currency: ['currency', 'currencies', '4217'],
  unit: ['unit', 'units', 'measurement'],
  language: ['language', 'languages', 'lang', 'locale', '639'],
};
/** Domains read together for a property about one of them: a unit property takes temperatures too. */
export const DOMAIN_READS: Record<string, string[]> = {
  currency: ['currency'],
  unit: ['unit', 'temperature'],
  language: ['language'],
};
