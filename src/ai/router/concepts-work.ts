import { wordTable } from './word-table.js';
/*
 * Concepts of the lexicon (lexicon.ts) for work and household admin: making a thing public, quieting
 * it, finding it damaged, finding it wrong. Words people use for them that the tools' own words do not
 * share ("put it live" to publish, "a scratch on the van" for damage, "a mistake on my payslip").
 */

export const WORK_CONCEPTS: Record<string, string[]> = wordTable({
  publish: ['publish', 'publication', 'go live', 'goes live', 'live'],
  silence: ['silence', 'mute', 'quiet', 'snooze', 'hush', 'suppress'],
  damage: [
    'damage',
    'scratch',
    'dent',
    'crack',
    'broken',
    'smashed',
    'crushed',
    'fault',
    'faulty',
    'bump',
    'prang',
    'rattle',
    'leak',
    'warning light',
    'weird noise',
    'strange noise',
  ],
  mistake: ['wrong', 'mistake', 'error', 'incorrect', 'not right', 'inaccurate', 'looks off'],
});
