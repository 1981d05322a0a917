import { describe, expect, it } from 'vitest';
import { findDates, isoDateTime } from '../../src/ai/router/dates.js';
import { saidOfThePast } from '../../src/ai/router/date-tense.js';
import { looksBack } from '../../src/ai/router/date-properties.js';
import { read } from '../../src/ai/router/reading.js';
import { routeTools } from '../../src/ai/router/tool-router.js';
import { ask } from './router-grade.js';
import { tool } from './router-case-helpers.js';

/*
 * Focused checks of which day a request means: the past where its verb or the property says so, the
 * future otherwise, and ranges of date-times. The tools are made up here.
 */

const NOW = new Date('2026-11-24T10:00:00Z'); // a Tuesday

const args = (text: string, t: ReturnType<typeof tool>) => {
  const item = routeTools(ask(text, [t]), NOW).content[0];
  return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : undefined;
};

/** Whether the date mention at `words` in `text` is said with a verb in the past. */
const past = (text: string, words: string) => {
  const reading = read(text, NOW);
  const start = text.indexOf(words);
  return saidOfThePast(reading, { start, end: start + words.length });
};

describe('built-in tool router: past or future', () => {
  it('reads a day said with a verb in the past as the one just gone', () => {
    expect(past('I cancelled but FitLife still took 35 from me on the 20th', 'on the 20th')).toBe(true);
    expect(past('moved in to the new flat on friday', 'on friday')).toBe(true);
    expect(past('my suitcase was stolen in Rome on 2 November', 'on 2 November')).toBe(true);
    expect(past('the package arrived on monday', 'on monday')).toBe(true);
  });

  it('does not read a participle that describes a thing, or a target, as the past', () => {
    expect(past('create an event called Board review on Dec 15', 'on Dec 15')).toBe(false);
    expect(past('squash partner wanted saturday', 'saturday')).toBe(false);
    expect(past('get it recharged on the 3rd', 'on the 3rd')).toBe(false);
    // "I've got" is having, now: the seats are offered for the coming Saturday.
    expect(past("I've got four seats for the trip back on saturday", 'on saturday')).toBe(false);
    expect(past('I got a parking fine on saturday', 'on saturday')).toBe(true);
    expect(past('window desk on dec 1, no monitor needed', 'on dec 1')).toBe(false);
    expect(past('I booked a table for friday', 'friday')).toBe(false);
    expect(past('it will be delivered on friday', 'on friday')).toBe(false);
  });

  it('fills a date property with the past only where the request or the property says so', () => {
    const dispute = tool(
      'dispute_payment',
      'Dispute a card payment.',
      { merchant: { type: 'string' }, when: { type: 'string', format: 'date' } },
      ['merchant'],
    );
    expect(args('I was charged twice by Acme on the 20th', dispute)).toMatchObject({ when: '2026-11-20' });
    expect(args('we moved house on friday and Acme still charged us', dispute)).toMatchObject({ when: '2026-11-20' });
    const deliver = tool('schedule_delivery', 'Schedule a delivery.', { day: { type: 'string', format: 'date' } }, ['day']);
    expect(args('deliver it on the 20th', deliver)).toEqual({ day: '2026-12-20' });
    expect(args('deliver it on friday', deliver)).toEqual({ day: '2026-11-27' });
  });

  it('reads a property named for an event as the past, and "last day" as the final one', () => {
    expect(looksBack('transaction_date', { type: 'string', format: 'date' })).toBe(true);
    expect(looksBack('incident_date', { type: 'string', format: 'date' })).toBe(true);
    expect(looksBack('read_on', { type: 'string', format: 'date' })).toBe(true);
    expect(looksBack('last_day', { type: 'string', format: 'date' })).toBe(false);
    expect(looksBack('end_date', { type: 'string', format: 'date', description: 'Last day off (inclusive)' })).toBe(false);
    expect(looksBack('last_login', { type: 'string', format: 'date' })).toBe(true);
    // "after" bounds the past after a participle, what is to come after a departure.
    expect(looksBack('modified_after', { type: 'string', format: 'date' })).toBe(true);
    expect(looksBack('depart_after', { type: 'string', format: 'date-time' })).toBe(false);
  });

  it("reads a day of a month a few days gone as that one, not next year's", () => {
    const usage = tool('get_power_usage', 'Shows how much power the house used on one day.', { day: { type: 'string', format: 'date' } }, [
      'day',
    ]);
    expect(args('power usage for 20 nov', usage)).toEqual({ day: '2026-11-20' });
    expect(args('power usage for 30 nov', usage)).toEqual({ day: '2026-11-30' });
  });
});

describe('built-in tool router: ranges of date-times', () => {
  it('reads "from 3 December 10:00 to 7 December 10:00" as two date-times', () => {
    const found = findDates('a car from 3 December 10:00 to 7 December 10:00, automatic', NOW).map((d) => isoDateTime(d.date));
    expect(found).toEqual(['2026-12-03T10:00:00Z', '2026-12-07T10:00:00Z']);
    expect(findDates('3 December 10am - 7 December 10am', NOW).map((d) => isoDateTime(d.date))).toEqual([
      '2026-12-03T10:00:00Z',
      '2026-12-07T10:00:00Z',
    ]);
  });

  it('fills a start and an end date-time from such a range', () => {
    const rent = tool(
      'rent_bike',
      'Rent a bike.',
      { city: { type: 'string' }, pickup_at: { type: 'string', format: 'date-time' }, return_at: { type: 'string', format: 'date-time' } },
      ['pickup_at', 'return_at'],
    );
    expect(args('rent a bike from 3 December 10:00 to 7 December 10:00', rent)).toMatchObject({
      pickup_at: '2026-12-03T10:00:00Z',
      return_at: '2026-12-07T10:00:00Z',
    });
  });
});

describe('built-in tool router: days that can only be ahead, and times said apart', () => {
  const days = (text: string) =>
    findDates(text, NOW).map((d) => [isoDateTime(d.date).slice(0, 10), d.past ? isoDateTime(d.past).slice(0, 10) : '']);

  it('never reads "this saturday", or a day joined to it, as the last one', () => {
    expect(days('sitter this saturday and sunday')).toEqual([
      ['2026-11-28', ''],
      ['2026-11-29', ''],
    ]);
    // Without "this", a weekday may still be the last one, where the request says so.
    expect(days('since saturday')[0]?.[1]).toBe('2026-11-21');
  });

  it('reads "this weekend" as Saturday to Sunday', () => {
    expect(days('shows this weekend')).toEqual([
      ['2026-11-28', ''],
      ['2026-11-29', ''],
    ]);
  });

  it('reads "this morning at 8:15" as today, said at 10:00', () => {
    expect(isoDateTime(findDates('collected this morning at 8:15', NOW)[0]!.date)).toBe('2026-11-24T08:15:00Z');
  });

  it('reads "half past twelve" as after noon, but at night', () => {
    expect(isoDateTime(findDates('late checkout till half past twelve', NOW)[0]!.date)).toBe('2026-11-24T12:30:00Z');
    expect(isoDateTime(findDates('quarter past twelve tonight', NOW)[0]!.date)).toBe('2026-11-25T00:15:00Z');
  });

  it("puts a time said alone after a moment on that moment's day", () => {
    const rent = tool(
      'rent_bike',
      'Rent a bike.',
      { pickup_at: { type: 'string', format: 'date-time' }, return_at: { type: 'string', format: 'date-time' } },
      ['pickup_at', 'return_at'],
    );
    expect(args('rent a bike tomorrow 8:00 returning same day 18:00', rent)).toEqual({
      pickup_at: '2026-11-25T08:00:00Z',
      return_at: '2026-11-25T18:00:00Z',
    });
    // One earlier than the moment is on the next day.
    expect(args('rent a bike friday 22:00, back by 02:00', rent)).toEqual({
      pickup_at: '2026-11-27T22:00:00Z',
      return_at: '2026-11-28T02:00:00Z',
    });
  });
});

describe('built-in tool router: the range of a tool that only reads', () => {
  const range = { from_date: { type: 'string', format: 'date' }, to_date: { type: 'string', format: 'date' } };
  it('is the nearer of this year and last for a day of a month', () => {
    const transactions = tool('list_transactions', 'List card transactions.', range, []);
    expect(args('transactions from November 1 to November 15', transactions)).toEqual({ from_date: '2026-11-01', to_date: '2026-11-15' });
    const gigs = tool('search_gigs', 'Find gigs.', range, []);
    expect(args('gigs between dec 10 and dec 20', gigs)).toEqual({ from_date: '2026-12-10', to_date: '2026-12-20' });
  });

  it('still looks back for a weekday', () => {
    const transactions = tool('list_transactions', 'List card transactions.', range, []);
    expect(args('transactions since friday', transactions)).toMatchObject({ from_date: '2026-11-20' });
  });
});

describe('built-in tool router: weeks, weekdays of a numbered day, and counts after a day', () => {
  const days = (text: string) => findDates(text, NOW).map((d) => isoDateTime(d.date).slice(0, 10));

  it('gives a week property the first day of the week said', () => {
    const submit = tool(
      'submit_timesheet',
      'Submits the weekly timesheet.',
      { week_starting: { type: 'string', format: 'date', description: 'Monday of the week' } },
      ['week_starting'],
    );
    expect(args("submit this week's timesheet", submit)).toEqual({ week_starting: '2026-11-23' });
    expect(args('submit next week timesheet', submit)).toEqual({ week_starting: '2026-11-30' });
    // A day written is the one meant, and "the week" before it names no day of its own.
    expect(args('submit my timesheet for the week starting 16 november', submit)).toEqual({ week_starting: '2026-11-16' });
    const sundays = tool(
      'plan_meals',
      'Plans the meals of a week.',
      { week_of: { type: 'string', format: 'date', description: 'Sunday the week begins on' } },
      [],
    );
    expect(args('plan meals for next week', sundays)).toEqual({ week_of: '2026-11-29' });
  });

  it('reads "friday the 20th" as the nearer such day, which may be gone', () => {
    expect(days('hours for friday the 20th')).toEqual(['2026-11-20']);
    // One ahead stays ahead: Saturday the 5th is next month's.
    expect(days('book saturday the 5th')).toEqual(['2026-12-05']);
  });

  it('reads a number after a day and a comma as a count when a word follows, not the hour', () => {
    expect(findDates('next monday, 12 windows', NOW).map((d) => [isoDateTime(d.date).slice(0, 10), d.hasTime])).toEqual([
      ['2026-11-30', false],
    ]);
    expect(isoDateTime(findDates('friday, 3 pm', NOW)[0]!.date)).toBe('2026-11-27T15:00:00Z');
    expect(days('monday, 12 december')).toEqual(['2026-12-12']);
  });
});

describe('built-in tool router: ranges written with dashes', () => {
  it('reads "23–24 december" (an en dash, no spaces) as two days; it ran the heap out', () => {
    expect(findDates('Biscuit and Mochi need a sitter 23–24 december', NOW).map((d) => isoDateTime(d.date).slice(0, 10))).toEqual([
      '2026-12-23',
      '2026-12-24',
    ]);
  });

  it('ends, with mentions of at least one character, on ranges of numbers joined every way', () => {
    // A reading of no characters is what chrono would find again for ever.
    for (const [a, b] of [
      [1, 2],
      [9, 17],
      [23, 24],
      [12, 31],
    ])
      for (const dash of ['–', '—', '-', '−', '~', '/', ' to ', ' – '])
        for (const after of [' december', ' dec', '', 'pm', ':00', ' on monday']) {
          const text = `sitter ${a}${dash}${b}${after}`;
          for (const d of findDates(text, NOW)) expect(d.end, text).toBeGreaterThan(d.start);
        }
  });
});

describe('built-in tool router: lengths, months and numbered days after another', () => {
  const days = (text: string) => findDates(text, NOW).map((d) => [isoDateTime(d.date).slice(0, 10), d.hasDay]);

  it('reads "for six weeks" as a length, not a day six weeks ahead', () => {
    expect(days('pause my membership for six weeks starting next monday')).toEqual([['2026-11-30', true]]);
  });

  it('reads a month alone as no day', () => {
    expect(findDates('home office costs, 312.50 for november', NOW).map((d) => d.hasDay)).toEqual([false]);
  });

  it('reads "the 27th" after "the 18th of december" as December\'s', () => {
    expect(days('picking up on the 18th of december and dropping off the 27th').map(([d]) => d)).toEqual(['2026-12-18', '2026-12-27']);
  });
});

describe('built-in tool router: times in words', () => {
  const times = (text: string) => findDates(text, NOW).map((d) => isoDateTime(d.date).slice(11, 16));

  it('reads "ten past two", "twenty five to 9" and the British "half six"', () => {
    expect(times('at ten past two')).toEqual(['14:10']);
    expect(times('twenty five to 9')).toEqual(['08:35']);
    expect(times('yoga at half six this evening')).toContain('18:30');
  });

  it('leaves "half an hour" and "half 6 kg" alone', () => {
    expect(times('half an hour')).toEqual([]);
    expect(times('half 6 kg of flour')).toEqual([]);
  });
});

describe('built-in tool router: days people write that chrono reads otherwise', () => {
  const days = (text: string) => findDates(text, NOW).map((d) => isoDateTime(d.date).slice(0, 10));

  it('reads "last saturday" as the one just gone, not the coming one', () => {
    expect(days('Ben missed swimming last saturday')).toEqual(['2026-11-21']);
    expect(days('the parcel came last tuesday')).toEqual(['2026-11-17']);
  });

  it('reads the first day of "between the 1st and 10th of december" in December', () => {
    expect(days('sessions between the 1st and 10th of december')).toEqual(['2026-12-01', '2026-12-10']);
    expect(days('from the 3rd to the 7th of january')).toEqual(['2027-01-03', '2027-01-07']);
  });

  it('reads "next day delivery" as a service, not tomorrow', () => {
    expect(days('next day delivery, need it by friday')).toEqual(['2026-11-27']);
  });

  it('reads "tommorow", the usual two slips, as tomorrow', () => {
    expect(days('lesson tommorow 5pm')).toEqual(['2026-11-25']);
    expect(days('sauna wensday 7am, just me')).toEqual(['2026-11-25']);
  });

  it('reads "a half hour" as a length, not half an hour from now', () => {
    expect(days('a half hour lesson on friday at 4pm')).toEqual(['2026-11-27']);
  });

  it('does not take a past form a comma parts from the day as its verb', () => {
    expect(past('Haunted Asylum, 4 players, sunday 3pm', 'sunday 3pm')).toBe(false);
    expect(past('the boiler was serviced, on the 20th', 'on the 20th')).toBe(true);
  });

  it('does not read "have" before what is had as a perfect', () => {
    expect(past('what times do you have free on thursday', 'on thursday')).toBe(false);
    expect(past('can I have running time on the layout on wed', 'on wed')).toBe(false);
    expect(past('I have lost my card on monday', 'on monday')).toBe(true);
  });

  it('keeps a day said in the future ahead on a tool that logs', () => {
    const donation = tool('log_donation', 'Logs a donation.', { items: { type: 'string' }, drop_off: { type: 'string', format: 'date' } }, [
      'items',
    ]);
    expect(args("I'll drop off some tins on saturday", donation)).toMatchObject({ drop_off: '2026-11-28' });
    expect(args('I dropped off some tins on saturday', donation)).toMatchObject({ drop_off: '2026-11-21' });
    const planned = tool(
      'log_donation',
      'Logs a donation.',
      { items: { type: 'string' }, drop_off: { type: 'string', format: 'date', description: 'Day you will drop it off' } },
      ['items'],
    );
    expect(args('tins, drop off saturday', planned)).toMatchObject({ drop_off: '2026-11-28' });
  });

  it('reads "since the 2nd of november" as the one gone', () => {
    const discount = tool('apply_discount', 'Applies a discount.', { from: { type: 'string', format: 'date' } }, ['from']);
    expect(args('the flat has been empty since the 2nd of november, apply the discount', discount)).toEqual({ from: '2026-11-02' });
  });

  it('reads noon as 12:00 whatever follows it, and a bare hour at bedtime as the evening', () => {
    expect(findDates('red velvet, serves 30, dec 12 at noon, nut free', NOW).map((d) => isoDateTime(d.date))).toEqual([
      '2026-12-12T12:00:00Z',
    ]);
    expect(findDates('dec 31 from 8pm, 5 hours, bedtime 9:30', NOW).map((d) => isoDateTime(d.date).slice(11, 16))).toEqual([
      '20:00',
      '21:30',
    ]);
  });

  it('reads a bare number after "for" as a count, not the hour', () => {
    expect(findDates('lemon cake for 12, friday 10am pickup', NOW).map((d) => isoDateTime(d.date))).toEqual(['2026-11-27T10:00:00Z']);
    // A day of a month after "for" stays the day (read forward here; a tool that reads records takes the last one).
    expect(findDates('solar production for 20 nov', NOW).map((d) => isoDateTime(d.date).slice(5, 10))).toEqual(['11-20']);
    expect(findDates('book the room for 3pm', NOW).map((d) => isoDateTime(d.date))).toEqual(['2026-11-24T15:00:00Z']);
    // "saturday 12th december 9am": the weekday and its day keep the time written with them.
    expect(findDates('balayage, saturday 12th december 9am', NOW).map((d) => [isoDateTime(d.date), d.hasTime])).toEqual([
      ['2026-12-12T09:00:00Z', true],
    ]);
    // A count after a month and a comma is no day of it.
    expect(days('after builders clean, 2 dec, 6 hours')).toEqual(['2026-12-02']);
  });

  it('reads the day of a month before a count of nights, and a place with letters outside ASCII', () => {
    expect(days('arriving 20th of december, 3 nights')).toEqual(['2026-12-20']);
    expect(days('any space at the Hörnli Hut on friday')).toEqual(['2026-11-27']);
  });
});

describe('built-in tool router: a month for a range of days', () => {
  const sessions = tool(
    'find_sessions',
    'Finds sessions near a town.',
    { town: { type: 'string' }, date_from: { type: 'string', format: 'date' }, date_to: { type: 'string', format: 'date' } },
    ['town'],
  );
  it('fills both ends with the first and last day of the month named', () => {
    expect(args('sessions in Sheffield next month', sessions)).toEqual({
      town: 'Sheffield',
      date_from: '2026-12-01',
      date_to: '2026-12-31',
    });
    expect(args('sessions in Leeds in january', sessions)).toEqual({ town: 'Leeds', date_from: '2027-01-01', date_to: '2027-01-31' });
  });
  it('leaves the range to a day written with the month', () => {
    expect(args('sessions in York on the 3rd of december', sessions)).toEqual({ town: 'York', date_from: '2026-12-03' });
  });
});

describe('built-in tool router: slashed dates, parts of the day said alone, and "-ing" words', () => {
  const waiver = tool(
    'sign_waiver',
    'Signs the jump waiver',
    { name: { type: 'string' }, date_of_birth: { type: 'string', format: 'date' } },
    ['name', 'date_of_birth'],
  );
  const ukWaiver = tool(
    'sign_waiver',
    'Signs the jump waiver (£2 for a replacement wristband)',
    { name: { type: 'string' }, date_of_birth: { type: 'string', format: 'date' } },
    ['name', 'date_of_birth'],
  );
  it('reads a slashed date day first where the request or its tools are from a day-first country', () => {
    expect(findDates('dob 02/05/2016', NOW, true)[0]?.date.toISOString().slice(0, 10)).toBe('2016-05-02');
    expect(args('waiver for Ollie Hughes, dob 02/05/2016', ukWaiver)).toEqual({ name: 'Ollie Hughes', date_of_birth: '2016-05-02' });
    expect(args('waiver for Ollie Hughes, dob 02/05/2016, postcode LS6 2QT', waiver)).toMatchObject({ date_of_birth: '2016-05-02' });
  });
  it('reads it month first otherwise, and either way where only one reading can be', () => {
    expect(args('waiver for Ollie Hughes, dob 02/05/2016', waiver)).toMatchObject({ date_of_birth: '2016-02-05' });
    expect(findDates('born 03/14/2025', NOW, true)[0]?.date.toISOString().slice(0, 10)).toBe('2025-03-14');
    expect(findDates('on 12/2', NOW)[0]?.date.toISOString().slice(0, 10)).toBe('2026-12-02');
  });
  it('reads a part of the day said alone as a day only when no other day is named', () => {
    const days = (text: string) =>
      findDates(text, NOW)
        .filter((d) => d.hasDay)
        .map((d) => isoDateTime(d.date).slice(0, 10));
    expect(days('afternoon session for Max on the 1st pls')).toEqual(['2026-12-01']);
    expect(days('bodyboard for the afternoon, 2 hrs, fri')).toEqual(['2026-11-27']);
    expect(days('book the afternoon slot')).toEqual(['2026-11-24']);
  });
  it('reads the day after an "-ing" word that names a thing with the verb before it', () => {
    expect(past('Sophie passed her orange belt grading on saturday!', 'on saturday')).toBe(true);
    expect(past("we're going bowling on saturday", 'on saturday')).toBe(false);
  });
  it('reads a time written with a dot after a word that says when, but not an amount', () => {
    const times = (text: string) => findDates(text, NOW).map((d) => isoDateTime(d.date));
    expect(times('large oat latte for 8.15 please')).toEqual(['2026-11-25T08:15:00Z']);
    expect(times('ready by 7.45')).toEqual(['2026-11-25T07:45:00Z']);
    expect(times('fill up for 8.15 litres')).toEqual([]);
    expect(times('2 tickets for £8.15')).toEqual([]);
  });
  it('reads a weekday "the following" one after a range start, and a day number before a month after "from"', () => {
    const days = (text: string) => findDates(text, NOW).map((d) => isoDateTime(d.date).slice(0, 10));
    expect(days('hire a hoist from saturday till the following friday')).toEqual(['2026-11-28', '2026-12-04']);
    expect(days('a caravan for a week from 3 july')).toEqual(['2027-07-03']);
    expect(days('the ground is booked from 3 December 10:00 to 7 December 10:00')).toEqual(['2026-12-03', '2026-12-07']);
  });
  it('knows boxing day after a word that says when', () => {
    const days = (text: string) => findDates(text, NOW).map((d) => isoDateTime(d.date).slice(0, 10));
    expect(days('walk on boxing day at 10am')).toEqual(['2026-12-26']);
    expect(days('boxing day sales')).toEqual([]);
  });
  it('reads a month, or a day without a year, ahead for a tool that searches what is open or free', () => {
    const races = tool(
      'find_fun_runs',
      'Finds fun runs open for entry.',
      { month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' } },
      [],
    );
    expect(args('any fun runs in march?', races)).toEqual({ month: '2027-03' });
    const pitches = tool(
      'search_pitches',
      'Finds camping pitches free for a night or more.',
      { arrive: { type: 'string', format: 'date' } },
      ['arrive'],
    );
    expect(args('pitches free from 3 july?', pitches)).toEqual({ arrive: '2027-07-03' });
    const statements = tool('list_statements', 'Lists bank statements.', { month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' } }, []);
    expect(args('my march statement', statements)).toEqual({ month: '2026-03' });
  });
  it('starts a range the day after a day said "after", and ends it the day before one said "before"', () => {
    const trips = tool(
      'find_boat_trips',
      'Finds boat trips with spaces.',
      { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
      [],
    );
    expect(args('boat trips after christmas', trips)).toEqual({ from: '2026-12-26' });
    expect(args('boat trips from christmas', trips)).toEqual({ from: '2026-12-25' });
    const tasks = tool('list_jobs', 'Lists jobs.', { due_before: { type: 'string', format: 'date' } }, []);
    expect(args('jobs due before friday', tasks)).toEqual({ due_before: '2026-11-27' });
  });
  it("starts a reading tool's range at the first moment of a day said alone", () => {
    const readings = tool(
      'get_meter_history',
      'Gets past meter readings.',
      { meter: { type: 'string', enum: ['gas', 'electric'] }, from: { type: 'string', format: 'date-time' } },
      ['meter', 'from'],
    );
    expect(args('gas readings since monday 16th', readings)).toEqual({ meter: 'gas', from: '2026-11-16T00:00:00Z' });
  });
});

describe('built-in tool router: a score written with a slash', () => {
  const migraine = tool(
    'log_migraine',
    'Log a migraine',
    { started: { type: 'string', format: 'date-time' }, severity: { type: 'integer', minimum: 1, maximum: 10 } },
    ['started', 'severity'],
  );
  const diary = tool('log_day', 'Log a day in the diary', { date: { type: 'string', format: 'date' }, note: { type: 'string' } }, ['date']);
  it('"9/10" is a severity out of 10, not the 10th of September, where a property goes up to 10', () => {
    const item = routeTools(ask('bad one last night around 11pm, 9/10', [migraine]), NOW).content[0];
    expect(item).toMatchObject({ toolInput: { started: '2026-11-23T23:00:00Z', severity: 9 } });
  });
  it('is still a date where no property goes up to that number', () => {
    const item = routeTools(ask('log 9/10 as a good day', [diary]), NOW).content[0];
    expect(item).toMatchObject({ toolInput: { date: '2026-09-10' } });
  });
});
