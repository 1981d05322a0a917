import type { NumberMention } from './numbers.js';
import { stem } from './text.js';
import { wordTable } from './word-table.js';

/*
 * Amounts of mass, length and volume converted into the unit a property's name gives (`weight_lb`,
 * `distance_km`): "a 16 oz package" is weight_lb 1, "twelve pounds" weight_lb 12.
 */

/** Each unit's size in grams or metres, by the words it is written as (after the number, or in a property's name). */
const UNITS: Record<string, { kind: 'mass' | 'length' | 'volume'; size: number }> = wordTable({});
const unit = (kind: 'mass' | 'length' | 'volume', size: number, words: string) => {
  for (const w of words.split(' ')) UNITS[w] = { kind, size };
};
unit('mass', 1, 'g gram grams gr');
unit('mass', 1000, 'kg kgs kilo kilos kilogram kilograms');
unit('mass', 1_000_000, 'tonne tonnes');
unit('mass', 453.59237, 'lb lbs pound pounds');
unit('mass', 28.349523125, 'oz ounce ounces');
unit('length', 1, 'm meter meters metre metres');
unit('length', 1000, 'km kms kilometer kilometers kilometre kilometres');
unit('length', 0.01, 'cm centimeter centimeters centimetre centimetres');
unit('length', 1609.344, 'mi mile miles');
unit('length', 0.3048, 'ft foot feet');
unit('length', 0.0254, 'in inch inches');
unit('volume', 0.001, 'ul µl μl microliter microliters microlitre microlitres');
unit('volume', 1, 'ml milliliter milliliters millilitre millilitres');
unit('volume', 1000, 'l liter liters litre litres');
unit('volume', 3785.411784, 'gal gallon gallons');
unit('volume', 946.352946, 'quart quarts');
unit('volume', 473.176473, 'pint pints');

/*
 * Temperatures, by the letter or word of their scale: "77F" is 25 for `temperature_c`. A letter names a
 * scale only in a property named for a temperature, and "degrees" or "°" alone is in the property's own.
 */
const SCALES: Record<string, 'c' | 'f'> = wordTable({
  c: 'c',
  '°c': 'c',
  celsius: 'c',
  centigrade: 'c',
  f: 'f',
  '°f': 'f',
  fahrenheit: 'f',
});
const TEMPERATURE_WORDS = new Set(['temp', 'temperature', 'celsius', 'fahrenheit']);
const SAME_SCALE = new Set(['degrees', 'degree', 'deg', '°']);

/** A name's words that measure a length as metres: `elevation_gain_m`, not `duration_m` (stemmed, as identifierWords gives them). */
const LENGTH_WORDS = new Set(
  ['elevation', 'gain', 'height', 'altitude', 'depth', 'length', 'width', 'distance', 'climb', 'ascent', 'descent', 'radius', 'range'].map(
    stem,
  ),
);

/** Whether a word names a unit of mass, length or volume ("litre", "kilo"): "a litre of water" is one of it. */
export const isMeasureUnit = (word: string) => UNITS[word] !== undefined && word.length > 2;

/** Whether a word names a unit of mass, length, volume or temperature ("feet", "kg", "celsius"). */
export const isUnitWord = (word: string) => UNITS[word] !== undefined || SCALES[word] !== undefined || SAME_SCALE.has(word);

/** The unit a property's name ends in or holds (`weight_lb`, `distanceKm`, `temperature_c`), of words already split. */
export function unitOfName(words: string[]): string | undefined {
  if (words.some((w) => TEMPERATURE_WORDS.has(w))) {
    const scale = words.find((w) => SCALES[w] !== undefined);
    return scale === undefined ? undefined : `°${SCALES[scale]}`;
  }
  const metres = words.some((w) => LENGTH_WORDS.has(w));
  return words.find((w) => w !== 'in' && (w !== 'm' || metres) && UNITS[w] !== undefined);
}

/** Whether the number is written in the very unit `target` names ("450 m" for `elevation_gain_m`). */
export function sameUnit(n: NumberMention, target: string): boolean {
  if (n.unit === undefined) return false;
  if (target.startsWith('°')) return SCALES[n.unit] === SCALES[target] || SAME_SCALE.has(n.unit);
  return UNITS[n.unit] !== undefined && UNITS[n.unit]!.kind === UNITS[target]?.kind && UNITS[n.unit]!.size === UNITS[target].size;
}

/** The amount in `target`'s unit when the number is written with a unit of the same kind; else undefined. */
export function converted(n: NumberMention, target: string): number | undefined {
  if (target.startsWith('°')) {
    if (n.unit === undefined) return undefined;
    const from = SAME_SCALE.has(n.unit) ? SCALES[target] : SCALES[n.unit];
    if (from === undefined) return undefined;
    const celsius = from === 'c' ? n.value : ((n.value - 32) * 5) / 9;
    return Math.round((SCALES[target] === 'c' ? celsius : (celsius * 9) / 5 + 32) * 10) / 10;
  }
  // "5k" of a distance is 5 km, as races are named (5k, 10k, a 50k ultra); "102k on the clock" is
  // 102 000 of them. "5 in 27 minutes" is no length in inches.
  if (n.thousands && UNITS[target]?.kind === 'length' && n.value < 100_000) return Math.round((n.value / UNITS[target].size) * 100) / 100;
  const from = n.unit === undefined || n.unit === 'in' ? undefined : UNITS[n.unit];
  const to = UNITS[target];
  if (from === undefined || from.kind !== to?.kind) return undefined;
  return Math.round(((n.value * from.size) / to.size) * 100) / 100;
}
