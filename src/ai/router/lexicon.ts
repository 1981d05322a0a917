/*
 * The built-in router's hand-curated vocabulary. Tools and requests are both read through it: a
 * word of a tool's name or description and a word of the user's text that belong to the same
 * concept match even when they differ ("remind me" and create_reminder, "plus" and add, "umbrella"
 * and get_weather). Entries are word stems as `stem()` in text.ts makes them, or phrases of them.
 * Kept by hand, not learned: the router must be deterministic and offline.
 */

import { ACTION_CONCEPTS } from './concepts-actions.js';
import { ERRAND_CONCEPTS } from './concepts-errands.js';
import { HOME_CONCEPTS } from './concepts-home.js';
import { WORK_CONCEPTS } from './concepts-work.js';
import { wordTable } from './word-table.js';

export const CONCEPTS: Record<string, string[]> = wordTable({ ...ACTION_CONCEPTS, ...HOME_CONCEPTS, ...ERRAND_CONCEPTS, ...WORK_CONCEPTS });

/**
 * Words of a tool's text that say nothing about what it is for, and words of requests that say
 * nothing about which tool they want ("can you", "please").
 */
export const FILLER = new Set(
  "a an the and or of for to in on at by with from into about me my i you your we our us it its this that these those is are was be been being am do does did can could would will shall should may might must please pls plz hey hi hello ok okay thanks thank kindly just also some any what whats what's which who how when where why there here get give tell let want need like one two new has have had yet not been many much something anything how's what's where's who's when's it's that's there's i'm i'd i'll i've you're let's so instead really very".split(
    ' ',
  ),
);

/** Concepts that by themselves do not pick a tool: they only add to one another concept picked. */
export const WEAK_CONCEPTS = new Set(['convert', 'math', 'list', 'future', 'present']);

export { ALIAS_GROUPS } from './value-groups.js';
