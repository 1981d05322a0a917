import { wordTable } from './word-table.js';
/*
 * Enum values of work and household apps, as people say them rather than as apps write them: "off
 * sick" for `illness`, "nicely" for `friendly`, "in person" for `classroom`, "crushed" for `damaged`.
 * Groups as in value-groups.ts: the first word is the value as apps write it; any word of a group
 * names a value that is one of its words.
 */
export const VALUE_MEANINGS: Record<string, string[][]> = wordTable({
  // Why someone is away.
  absence: [
    [
      'illness',
      'ill',
      'sick',
      'sickness',
      'unwell',
      'poorly',
      'off sick',
      'flu',
      'fever',
      'temperature',
      'vomiting',
      'tummy bug',
      'illness',
    ],
    ['medical_appointment', "doctor's appointment", 'doctors appointment', 'hospital appointment', 'gp appointment', 'medical'],
  ],
  // Why a person or a pet sees a doctor, a nurse or a vet.
  visit: [
    ['vaccination', 'vaccine', 'vaccines', 'vaccinations', 'jab', 'jabs', 'booster', 'boosters', 'vaccination'],
    ['dental', 'teeth', 'tooth', 'dental'],
    [
      'injury',
      'injured',
      'hurt',
      'limping',
      'sprained',
      'wound',
      'bleeding',
      'broke my',
      'twisted my',
      'pulled a muscle',
      'hurt my',
      'done my knee in',
      'fractured',
      'injury',
    ],
    ['checkup', 'check up', 'check-up', 'health check', 'annual check', 'checkup'],
  ],
  // How a message is put.
  tone: [
    ['friendly', 'nicely', 'nice', 'gently', 'gentle', 'politely', 'polite', 'softly', 'friendly'],
    ['firm', 'firmly', 'sternly', 'stern', 'strongly', 'firm'],
  ],
  // How a message or a course reaches someone.
  channel: [
    ['sms', 'text', 'texts', 'text message', 'sms'],
    ['classroom', 'in person', 'in-person', 'face to face', 'face-to-face', 'on site', 'onsite', 'classroom'],
    ['online', 'virtual', 'virtually', 'remote', 'remotely', 'e-learning', 'elearning', 'online'],
  ],
  // What became of goods, stock or food.
  fate: [
    ['damaged', 'damage', 'broken', 'crushed', 'smashed', 'dented', 'cracked', 'scratched', 'torn', 'damaged'],
    ['overproduction', 'made too much', 'too much', 'cooked too much', 'overproduced', 'leftover', 'leftovers', 'surplus'],
    ['spoiled', 'gone off', 'went off', 'mouldy', 'moldy', 'rotten', 'spoilt', 'spoiled'],
    ['expired', 'out of date', 'past its date', 'past the date', 'expired'],
  ],
  // Where to sit or be: "outside if possible" for `outdoor`.
  setting: [
    ['outdoor', 'outdoors', 'outside', 'open air', 'open-air', 'on the patio', 'on the terrace', 'outdoor'],
    ['indoor', 'indoors', 'inside', 'indoor'],
  ],
  // How formally something is put.
  register: [
    ['informal', 'casual', 'casually', 'informally', 'informal'],
    ['formal', 'formally', 'formal'],
  ],
  // Which come first in a list of results.
  ordering: [
    ['published_at', 'newest', 'newest first', 'most recent', 'most recent first', 'published_at'],
    ['popularity', 'most popular', 'popularity'],
  ],
  // Compliance courses by their everyday names.
  course: [
    ['data_protection', 'gdpr', 'data privacy', 'data protection'],
    ['first_aid', 'first aider', 'cpr'],
  ],
  // Why a membership or a plan is paused, as people say it (an injury is a visit's, above).
  hardship: [
    ['financial', 'money is tight', "can't afford", 'cant afford', 'cannot afford', 'skint', "i'm broke", 'tight on money', 'financial'],
  ],
  // Who a ticket or a pass is for, by age.
  age: [
    ['child', 'children', 'kid', 'kids', 'junior', 'juniors', 'my son', 'my daughter', 'child'],
    ['senior', 'seniors', 'over 60', 'over 65', "over 60's", "over 65's", 'pensioner', 'pensioners', 'oap', 'retired', 'senior'],
  ],
  // Lab storage by its temperature.
  storage: [
    ['4C', 'fridge', 'refrigerator', 'cold room', '4°c', '4 degrees'],
    ['LN2', 'liquid nitrogen', 'nitrogen', 'dewar'],
  ],
});
