import type { NumberMention } from './numbers.js';

/*
 * Amounts of mass, length and volume converted into the unit a property's name gives (`weight_lb`,
 * `distance_km`): "a 16 oz package" is weight_lb 1, "twelve pounds" weight_lb 12.
 */

/** Each unit's size in grams or metres, by the words it is written as (after the number, or in a property's name). */
const UNITS: Record<string, { kind: 'mass' | 'length' | 'volume'; size: number }> = {};
const unit = (kind: 'mass' | 'length' | 'volume', size: number, words: string) => {
  for (const w of words.split(' ')) UNITS[w] = { kind, size };
};
unit('mass', 1, 'g gram grams gr');
unit('mass', 1000, 'kg kgs kilo kilos kilogram kilograms');
unit('mass', 453.59237, 'lb lbs pound pounds');
unit('mass', 28.349523125, 'oz ounce ounces');
unit('length', 1, 'm meter meters metre metres');
unit('length', 1000, 'km kms kilometer kilometers kilometre kilometres');
unit('length', 0.01, 'cm centimeter centimeters centimetre centimetres');
unit('length', 1609.344, 'mi mile miles');
unit('length', 0.3048, 'ft foot feet');
unit('length', 0.0254, 'in inch inches');
unit('volume', 1, 'ml milliliter milliliters millilitre millilitres');
unit('volume', 1000, 'l liter liters litre litres');
unit('volume', 3785.411784, 'gal gallon gallons');
unit('volume', 946.352946, 'quart quarts');
unit('volume', 473.176473, 'pint pints');

/** The unit a property's name ends in or holds (`weight_lb`, `distanceKm`), of words already split. */
export function unitOfName(words: string[]): string | undefined {
  return words.find((w) => w !== 'in' && w !== 'm' && UNITS[w] !== undefined);
}

/** The amount in `target`'s unit when the number is written with a unit of the same kind; else undefined. */
export function converted(n: NumberMention, target: string): number | undefined {
  const from = n.unit === undefined ? undefined : UNITS[n.unit];
  const to = UNITS[target];
  if (from === undefined || from.kind !== to?.kind) return undefined;
  return Math.round(((n.value * from.size) / to.size) * 100) / 100;
}
