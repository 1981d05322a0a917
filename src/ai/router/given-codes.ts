import { nameWords } from './text.js';

/*
 * Numbers and codes a request quotes from something it was given (a booking, a policy, a device):
 * read from free words only when the words look like one.
 */

/**
 * A property for a number or code someone was given (`booking_reference`, `serial_number`,
 * `policy_no`, `member_id`): its value has a digit, capitals or inner punctuation ("K7PQ2M",
 * "IMG_4021.jpg"), never plain words ("my son", "the new starter", "blood pressure").
 */
export const holdsIdentifier = (name: string) => {
  const words = nameWords(name);
  const last = words.at(-1) ?? '';
  return ['number', 'no', 'serial', 'id'].includes(last) || (last === 'reference' && words.length > 1);
};
export const identifierShaped = (value: string) => /\d/.test(value) || /^[\p{Lu}\d]{2,}$/u.test(value) || /\p{L}[._/-]\p{L}/u.test(value);
