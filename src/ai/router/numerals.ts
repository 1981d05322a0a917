/**
 * Numbers written in digits with the separators people use: "12,880" and "1,200.50" (commas between
 * thousands), "1.500,00" and "1.500.000" (dots between thousands, a comma before the cents, as most
 * of Europe writes them), and "33 017" or "10 000" (spaces between thousands, as French, Nordic and
 * SI writing does, the space often a narrow one).
 *
 * A lone dot stays a decimal point ("1.500" is one and a half, as English reads it), and spaced
 * groups are thousands only where they can be nothing else: three digits a group, the first not
 * begun by a zero (a phone number's "07912 345 678" is no amount), and no other group of digits
 * written next to them ("555 123 4567" is a phone number; "add 3 and 4" and "at 9 30" have no
 * group of three).
 */

const SPACE = '[ \\u00a0\\u202f]';

/** The forms, most particular first: a regex alternation takes the first that fits. */
const FORMS = [
  // "1.500,00": dots between thousands, a comma before one or two decimals.
  '\\d{1,3}(?:\\.\\d{3})+,\\d{1,2}(?!\\d)',
  // "1.500.000": two or more dots between thousands, which no decimal number has.
  '\\d{1,3}(?:\\.\\d{3}){2,}(?![.,]?\\d)',
  // "12,880", "1,200.50".
  '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?',
  // "33 017", "1 250 000", "1 234,56": not after another group of digits, nor before one, and no
  // group with a unit written onto it ("2 100m" is two of a hundred metres).
  `(?<!\\d${SPACE})[1-9]\\d{0,2}(?:${SPACE}\\d{3}(?![\\p{L}\\p{N}]))+(?!${SPACE}?\\d)(?:[.,]\\d{1,2}(?!\\d))?`,
  '\\d+(?:\\.\\d+)?',
];

/** A number in digits with its separators, as a regex source (for the `u` flag); its value is `numeralValue`'s. */
export const NUMERAL = `(?:${FORMS.join('|')})`;

const WHOLE = new RegExp(`^${NUMERAL}$`, 'u');

/** The value of a number written in digits with separators ("12,880" → 12880, "1.500,00" → 1500), if it is one. */
export function numeralValue(raw: string): number | undefined {
  if (!WHOLE.test(raw)) return undefined;
  const digits = raw.replace(/[ \u00a0\u202f]/g, '');
  // A comma before one or two digits at the end is a decimal comma; then any dots are thousands.
  if (/,\d{1,2}$/.test(digits)) return Number(digits.replace(/\./g, '').replace(',', '.'));
  // Two dots are thousands ("1.500.000"); otherwise commas are.
  if ((digits.match(/\./g) ?? []).length >= 2) return Number(digits.replace(/\./g, ''));
  return Number(digits.replace(/,/g, ''));
}
