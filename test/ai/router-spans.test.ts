import { describe, expect, it } from 'vitest';
import { routeTools } from '../../src/ai/router/tool-router.js';
import type { ToolDefinition } from '../../src/ai/types.js';
import { tool } from './router-case-helpers.js';
import { NOW } from './router-everyday-cases.js';
import { ask } from './router-grade.js';

/*
 * How the router fills free-text values (names, places, companies) and lists of them, one
 * behaviour per case, over tools and sentences of no router table.
 */

const day = { type: 'string', format: 'date' };
const when = { type: 'string', format: 'date-time' };
const strings = { type: 'array', items: { type: 'string' } };

const massage = tool('book_massage', 'Book a massage', { therapist: { type: 'string' }, start: when }, ['start']);
const dinner = tool('plan_dinner_party', 'Plan a dinner party', { date: day, host: { type: 'string' }, guests: strings }, ['date']);
const cabin = tool(
  'book_cabin',
  'Book a cabin in a national park',
  { park: { type: 'string' }, arrival: day, nights: { type: 'integer', minimum: 1 } },
  ['park', 'arrival'],
);
const visitor = tool(
  'register_visitor',
  'Register a visitor at the front desk',
  { contact_name: { type: 'string' }, company: { type: 'string' }, date: day },
  ['contact_name', 'date'],
);
const burrito = tool(
  'order_burrito',
  'Order a burrito',
  { size: { type: 'string', enum: ['regular', 'large'] }, fillings: strings, to_go: { type: 'boolean' } },
  ['size'],
);
const donation = tool(
  'schedule_donation_pickup',
  'Schedule a charity donation pickup of household goods',
  { items: { ...strings, minItems: 1 }, date: day },
  ['items', 'date'],
);
const limits = tool(
  'bag_limits',
  'Look up bag limits for a species in a lake or river',
  { species: { type: 'string' }, water: { type: 'string' } },
  ['species'],
);
const lectures = tool('find_lectures', 'Find public lectures', { city: { type: 'string' }, topic: { type: 'string' } }, ['city']);
const race = tool('record_race', 'Record who won a race', { race: { type: 'string' }, winner: { type: 'string' } }, ['race', 'winner']);

const CASES: [ToolDefinition, string, Record<string, unknown>][] = [
  // Someone named after "with", for a property named for what they do.
  [massage, 'book a massage with Ingrid tomorrow at 10am', { therapist: 'Ingrid', start: '2026-11-25T10:00:00Z' }],
  // A list of people takes those written together; one person is the one named by the verb of their role.
  [dinner, 'dinner party on friday with Omar, Lena and Yusuf', { date: '2026-11-27', guests: ['Omar', 'Lena', 'Yusuf'] }],
  [dinner, 'dinner party saturday, invite omar and lena', { date: '2026-11-28', guests: ['Omar', 'Lena'] }],
  [dinner, 'dinner party on sunday, Nadia is hosting', { date: '2026-11-29', host: 'Nadia' }],
  [race, 'Tomas won the Harbour Sprint', { winner: 'Tomas', race: 'Harbour Sprint' }],
  // A place's name ends where a verb begins.
  [cabin, 'book a cabin at Denali arriving dec 9 for 3 nights', { park: 'Denali', arrival: '2026-12-09', nights: 3 }],
  // A company after "from".
  [visitor, 'register a visitor, Ana Lopez from Contoso, tomorrow', { contact_name: 'Ana Lopez', company: 'Contoso', date: '2026-11-25' }],
  // A list after "with", ended by a preposition; or the words before the tool's own noun.
  [
    burrito,
    'a large burrito with chicken, black beans and rice to go',
    { size: 'large', fillings: ['chicken', 'black beans', 'rice'], to_go: true },
  ],
  [burrito, 'order a regular steak burrito', { size: 'regular', fillings: ['steak'] }],
  // The tool's own words and a preposition lead in to a list's first item.
  [donation, 'schedule a donation pickup for a bookcase and a lamp on monday', { items: ['bookcase', 'lamp'], date: '2026-11-30' }],
  // An optional value gives way to a required one that found nothing else.
  [limits, 'bag limit for pike', { species: 'pike' }],
  // A topic ends where the place the tool also takes begins.
  [lectures, 'lectures about volcanoes in Denver', { city: 'Denver', topic: 'volcanoes' }],
];

describe('built-in tool router: free-text values and lists', () => {
  for (const [t, text, input] of CASES) {
    it(JSON.stringify(text), () => {
      const item = routeTools(ask(text, [t]), NOW).content[0];
      expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', name: t.name, toolInput: input });
      expect(item?.type === 'TOOL_USE_REQUEST' && Object.keys(item.toolInput).sort()).toEqual(Object.keys(input).sort());
    });
  }
});
