import { describe, expect, it } from 'vitest';
import { findDates } from '../../src/ai/router/dates.js';
import { aliasesOf } from '../../src/ai/router/enums.js';
import { numbersNamedBy } from '../../src/ai/router/ordinals.js';
import { read } from '../../src/ai/router/reading.js';
import { askedBy, asksToKnow, onlyReads, reportsDone } from '../../src/ai/router/request-kind.js';
import { routeTools } from '../../src/ai/router/tool-router.js';
import { stemWord, tokenize } from '../../src/ai/router/text.js';
import { ask } from './router-grade.js';
import { tool } from './router-case-helpers.js';

/*
 * Focused checks of how the router reads a request: days inside a date-time, a past report, a
 * question, a number said by what it counts, values said otherwise. The tools are made up here.
 */

const NOW = new Date('2026-11-24T10:00:00Z'); // a Tuesday
const first = (text: string) => findDates(text, NOW)[0]?.date.toISOString();

describe('built-in tool router: reading dates', () => {
  it('does not let a part of the day that names a thing swallow the day after it', () => {
    expect(first('set up a game night friday at 7pm')).toBe('2026-11-27T19:00:00.000Z');
    expect(first('plan games night on dec 5 at 8pm')).toBe('2026-12-05T20:00:00.000Z');
    expect(first('a soup kitchen evening shift tomorrow')).toBe('2026-11-25T10:00:00.000Z');
    // A part of the day after a word that says when is still a moment.
    expect(first('friday night')).toBe('2026-11-27T20:00:00.000Z');
    expect(first('tomorrow night at 8')).toBe('2026-11-25T20:00:00.000Z');
  });

  it('reads "next <weekday>" as the coming one and "this morning" as today', () => {
    expect(first('next friday')).toMatch(/^2026-11-27/);
    expect(first('next monday')).toMatch(/^2026-11-30/);
    expect(first('next tuesday')).toMatch(/^2026-12-01/);
    expect(first('misted the fern this morning')).toMatch(/^2026-11-24/);
  });

  it('reads day words typed in a hurry, a weekday with its day of the month, and no house number as an hour', () => {
    expect(first('yoga tomorow at 7am')).toBe('2026-11-25T07:00:00.000Z');
    expect(first('see you tmrw')).toMatch(/^2026-11-25/);
    expect(findDates('yoga tomorow at 7am', NOW)[0]).toMatchObject({ start: 5, end: 19 });
    expect(first('movers on saturday the 5th')).toMatch(/^2026-12-05/);
    expect(first('a ride from 22 Oak Avenue on friday at 5pm')).toBe('2026-11-27T17:00:00.000Z');
  });

  it('gives the end of a range a past reading when its start has one', () => {
    const [from, to] = findDates('transactions from November 1 to November 15', NOW);
    expect(from?.past?.toISOString()).toMatch(/^2026-11-01/);
    expect(to?.past?.toISOString()).toMatch(/^2026-11-15/);
  });

  it('starts today a range whose end alone is written', () => {
    const between = tool(
      'days_between',
      'Count the days between two dates',
      { from_date: { type: 'string', format: 'date' }, to_date: { type: 'string', format: 'date' } },
      ['from_date', 'to_date'],
    );
    const item = routeTools(ask('how many days until christmas', [between]), NOW).content[0];
    expect(item).toMatchObject({ toolInput: { from_date: '2026-11-24', to_date: '2026-12-25' } });
  });

  it('reads a bare hour of an evening thing after noon', () => {
    expect(first('game night tomorrow at 7')).toBe('2026-11-25T19:00:00.000Z');
    expect(first('dinner at 7')).toBe('2026-11-24T19:00:00.000Z');
    expect(first('call mom tomorrow at 7')).toBe('2026-11-25T07:00:00.000Z');
    // An hour from 1 to 5 is an afternoon one, unless it is for waking.
    expect(first('can the vet see her tomorrow at 3')).toBe('2026-11-25T15:00:00.000Z');
    expect(first('wake me at 5')).toBe('2026-11-25T05:00:00.000Z');
  });
});

describe('built-in tool router: reading what kind of request it is', () => {
  it('tells a report of something done from a command or a question', () => {
    for (const done of ['just watered gerald', 'we drank the Cloudy Bay', 'he fell asleep at 9:05', 'recycling wasnt picked up'])
      expect(reportsDone(read(done, NOW)), done).toBe(true);
    for (const not of ['water gerald tomorrow', 'add a plant', 'need a refill', 'what did I spend'])
      expect(reportsDone(read(not, NOW)), not).toBe(false);
  });

  it('reads questions asked without a question word first', () => {
    expect(asksToKnow(read('whens the next trash day', NOW))).toBe(true);
    expect(asksToKnow(read('compost pickup - what day?', NOW))).toBe(true);
    expect(asksToKnow(read('anything need watering today', NOW))).toBe(true);
    expect(asksToKnow(read('book a table?', NOW))).toBe(false);
  });

  it('reads the question word a request asks by', () => {
    expect(askedBy(read('I last donated in May, when can I donate again?', NOW))).toBe('when');
    expect(askedBy(read('compost pickup - what day?', NOW))).toBe('when');
    expect(askedBy(read('can we have a campfire in Yellowstone?', NOW))).toBe('whether');
    expect(askedBy(read('what reds are ready?', NOW))).toBeUndefined();
  });

  it('writes a poem or a joke itself rather than call a tool that shares its subject', () => {
    const restart = tool('restart_server', 'Restart a server', { hostname: { type: 'string' } }, ['hostname']);
    expect(routeTools(ask('write a poem about servers', [restart]), NOW).stopReason).toBe('END_TURN');
    expect(routeTools(ask('restart server web-01', [restart]), NOW).stopReason).toBe('TOOL_USE');
  });

  it('counts a verbless tool that tells as one that reads', () => {
    expect(onlyReads(tool('next_collection', 'When the next bin collection is', {}, []))).toBe(true);
    expect(onlyReads(tool('fire_restrictions', 'Whether campfires are allowed', {}, []))).toBe(true);
    expect(onlyReads(tool('book_desk', 'List nothing, book a desk', {}, []))).toBe(false);
  });

  it('stems common irregular past forms as their verb', () => {
    expect(stemWord('drank')).toBe(stemWord('drink'));
    expect(stemWord('fed')).toBe(stemWord('feed'));
    expect(stemWord('used')).toBe(stemWord('use'));
  });
});

describe('built-in tool router: values said otherwise', () => {
  it('reads a number said by what it counts', () => {
    const values = (name: string, text: string) => numbersNamedBy(name, tokenize(text)).map((m) => m.value);
    expect(values('quarter', 'pay q4 estimated taxes')).toEqual([4]);
    expect(values('quarter', 'the third quarter payment')).toEqual([3]);
    expect(values('floor', 'a desk on the 2nd floor')).toEqual([2]);
    expect(values('quarter', 'pay 4 quarters')).toEqual([]);
  });

  it('writes a count in an enum value with digits too, and an ordinal in words', () => {
    expect(aliasesOf('seven_day')).toEqual(expect.arrayContaining(['7-day', '7 day']));
    expect(aliasesOf('2nd_floor')).toEqual(expect.arrayContaining(['second floor']));
  });

  const log = tool('log_diaper', 'Log a diaper change', { contents: { type: 'string', enum: ['wet', 'dirty', 'both', 'dry'] } }, [
    'contents',
  ]);
  const license = tool(
    'buy_license',
    'Buy a fishing licence',
    { duration: { type: 'string', enum: ['one_day', 'seven_day', 'annual'] }, saltwater: { type: 'boolean' } },
    ['duration'],
  );
  const input = (text: string, tools = [log, license]) => {
    const item = routeTools(ask(text, tools), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : undefined;
  };

  it('reads a unit written onto its number as an enum value, leaving the number', () => {
    const grocery = tool(
      'add_grocery',
      'Add an item to the grocery list',
      { item: { type: 'string' }, quantity: { type: 'number' }, unit: { type: 'string', enum: ['g', 'kg', 'ml', 'l'] } },
      ['item'],
    );
    expect(input('add 500g ground beef', [grocery])).toEqual({ item: 'ground beef', quantity: 500, unit: 'g' });
    const fuel = tool('log_fuel', 'Log a fuel fill-up', { liters: { type: 'number' } }, ['liters']);
    expect(input('put 12 gallons in', [fuel])).toEqual({ liters: 45.42 });
  });

  it('reads days of the week said together or by name for an array of weekdays', () => {
    const alarm = tool(
      'set_alarm',
      'Set an alarm',
      {
        time: { type: 'string' },
        days: { type: 'array', items: { type: 'string', enum: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] } },
      },
      ['time'],
    );
    expect(input('alarm at 6:30 on weekdays', [alarm])).toMatchObject({ days: ['mon', 'tue', 'wed', 'thu', 'fri'] });
    expect(input('alarm at 9:00 on weekends', [alarm])).toMatchObject({ days: ['sat', 'sun'] });
    expect(input('alarm at 7:00 on mondays and thursdays', [alarm])).toMatchObject({ days: ['mon', 'thu'] });
  });

  it('reads "no <property>" as its none value, and hot/iced, rush/no rush as sides of a boolean', () => {
    const coffee = tool(
      'order_coffee',
      'Order a coffee',
      {
        drink: { type: 'string', enum: ['latte', 'americano'] },
        milk: { type: 'string', enum: ['whole', 'oat', 'none'] },
        iced: { type: 'boolean' },
        express: { type: 'boolean' },
      },
      ['drink'],
    );
    expect(input('an americano, no milk', [coffee])).toEqual({ drink: 'americano', milk: 'none' });
    expect(input('oat latte, hot, no rush', [coffee])).toEqual({ drink: 'latte', milk: 'oat', iced: false, express: false });
  });

  it('takes two values joined by "and" as the value that says both', () => {
    expect(input('changed a wet and dirty one')).toEqual({ contents: 'both' });
    expect(input('changed a wet one')).toEqual({ contents: 'wet' });
  });

  it('counts the days ahead to a day written for a property of days from now', () => {
    const due = tool('plants_due', 'List plants that need watering soon', { within_days: { type: 'integer', minimum: 0 } }, []);
    expect(input('anything need watering today', [due])).toEqual({ within_days: 0 });
    expect(input('which plants need water by friday', [due])).toEqual({ within_days: 3 });
  });

  it('reads a boolean whose name is said partly in other words', () => {
    const flats = tool('search_flats', 'Search flats to rent', { city: { type: 'string' }, pets_allowed: { type: 'boolean' } }, ['city']);
    const follow = tool('follow_team', 'Follow a team', { team: { type: 'string' }, notify_goals: { type: 'boolean' } }, ['team']);
    expect(input('pet friendly flats in Lisbon', [flats])).toEqual({ city: 'Lisbon', pets_allowed: true });
    expect(input('follow the Chicago Bears, no goal alerts', [follow])).toEqual({ team: 'Chicago Bears', notify_goals: false });
    const service = tool(
      'schedule_service',
      'Schedule a car service',
      { date: { type: 'string', format: 'date' }, loaner_car: { type: 'boolean' } },
      ['date'],
    );
    expect(input('service on friday, I need a loaner', [service])).toEqual({ date: '2026-11-27', loaner_car: true });
  });

  it('reads a boolean by the word of its other side', () => {
    expect(input('a 7-day licence, freshwater')).toEqual({ duration: 'seven_day', saltwater: false });
    expect(input('an annual licence for saltwater')).toEqual({ duration: 'annual', saltwater: true });
  });
});
