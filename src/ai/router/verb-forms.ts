import { wordTable } from './word-table.js';
/*
 * Irregular past forms of common verbs, read as the verb itself: "we drank the Cloudy Bay" is
 * drink_wine's, "fed the baby" log_baby_feed's. Only forms that are rarely another word: "left",
 * "saw", "bit", "won" (a currency), "found", "shot" (the send of "shoot
 * me an email") and "woke" (an alarm's "wake") are not here.
 */
const PAST: Record<string, string> = wordTable({
  ate: 'eat',
  began: 'begin',
  bought: 'buy',
  brought: 'bring',
  broke: 'break',
  built: 'build',
  caught: 'catch',
  chose: 'choose',
  drank: 'drink',
  drove: 'drive',
  dug: 'dig',
  fed: 'feed',
  fell: 'fall',
  flew: 'fly',
  forgot: 'forget',
  fought: 'fight',
  froze: 'freeze',
  gave: 'give',
  grew: 'grow',
  hung: 'hang',
  kept: 'keep',
  knew: 'know',
  lent: 'lend',
  made: 'make',
  met: 'meet',
  paid: 'pay',
  ran: 'run',
  rode: 'ride',
  sang: 'sing',
  sent: 'send',
  slept: 'sleep',
  sold: 'sell',
  spent: 'spend',
  spoke: 'speak',
  stole: 'steal',
  swam: 'swim',
  taught: 'teach',
  thought: 'think',
  threw: 'throw',
  told: 'tell',
  took: 'take',
  went: 'go',
  wore: 'wear',
  wrote: 'write',
});

/** The verb an irregular past form is of ("drank" → "drink"), if it is one. */
export const verbOfPast = (word: string): string | undefined => (Object.hasOwn(PAST, word) ? PAST[word] : undefined);
