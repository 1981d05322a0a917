import type { Ajv, Format, FormatDefinition } from 'ajv';
import formatsPlugin from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { MAX_PATTERN_LENGTH } from './linear-regexp.js';
import { chargeValidation } from './validation-budget.js';

/*
 * ajv-formats' checks ("full" mode) with bounds, since tool inputs can be long strings: each check is
 * charged to the validation budget per character, and strings longer than a format can be are
 * refused before its regex runs. The limits and the measurements behind them are in
 * docs/decisions.md ("Tool schemas from requests").
 */

/** Longest string checked for formats whose values are short by nature (dates, addresses, ids). */
export const SHORT_FORMAT_LENGTH = 320;

/** Length caps: short formats, and the two whose checks are not linear (`url` is quadratic, `regex` parses a pattern). */
const LENGTH_CAPS: Record<string, number> = {
  date: SHORT_FORMAT_LENGTH,
  time: SHORT_FORMAT_LENGTH,
  'date-time': SHORT_FORMAT_LENGTH,
  'iso-time': SHORT_FORMAT_LENGTH,
  'iso-date-time': SHORT_FORMAT_LENGTH,
  duration: SHORT_FORMAT_LENGTH,
  email: SHORT_FORMAT_LENGTH,
  hostname: SHORT_FORMAT_LENGTH,
  ipv4: SHORT_FORMAT_LENGTH,
  ipv6: SHORT_FORMAT_LENGTH,
  uuid: SHORT_FORMAT_LENGTH,
  url: 2048,
  regex: MAX_PATTERN_LENGTH,
};

/** Budget units per character checked (the slowest, `uri`, takes about 10 ns a character on a busy machine: docs/decisions.md). */
export const FORMAT_UNITS_PER_CHAR = 8;

type FormatsPlugin = (ajv: Ajv, options: { formats: string[]; keywords: boolean }) => Ajv;
// ajv-formats is CommonJS: under NodeNext its default import is the module object, whose `default` is the plugin.
const addFormatKeywords: FormatsPlugin =
  (formatsPlugin as unknown as { default?: FormatsPlugin }).default ?? (formatsPlugin as unknown as FormatsPlugin);

function stringCheck(format: Format): ((text: string) => boolean) | null {
  if (format instanceof RegExp) return (text) => format.test(text);
  if (typeof format === 'function') return format;
  if (typeof format === 'object' && format.type !== 'number') {
    const validate = (format as FormatDefinition<string>).validate;
    if (validate instanceof RegExp) return (text) => validate.test(text);
    if (typeof validate === 'function') return validate;
  }
  return null;
}

/** Adds every ajv-formats format, bounded, and its formatMinimum/formatMaximum keywords. */
export function addSafeFormats(ajv: Ajv): void {
  addFormatKeywords(ajv, { formats: [], keywords: true });
  for (const [name, format] of Object.entries<Format>(fullFormats)) {
    const check = stringCheck(format);
    if (!check) {
      ajv.addFormat(name, format); // numbers (int32 …) and formats that check nothing (password, binary)
      continue;
    }
    const cap = LENGTH_CAPS[name] ?? Infinity;
    const validate = (text: string) => {
      if (text.length > cap) return false;
      chargeValidation(text.length * FORMAT_UNITS_PER_CHAR);
      return check(text);
    };
    const compare = typeof format === 'object' && !(format instanceof RegExp) ? (format as FormatDefinition<string>).compare : undefined;
    ajv.addFormat(name, compare ? { type: 'string', validate, compare } : { type: 'string', validate });
  }
}
