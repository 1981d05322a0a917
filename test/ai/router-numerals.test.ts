import { describe, expect, it } from 'vitest';
import { identifierForms, identifierLike } from '../../src/ai/router/candidates.js';
import { findDates } from '../../src/ai/router/dates.js';
import { numeralValue } from '../../src/ai/router/numerals.js';
import { findNumbers } from '../../src/ai/router/numbers.js';
import { loosePatternCode } from '../../src/ai/router/pattern-shapes.js';
import { routeTools } from '../../src/ai/router/tool-router.js';
import { tokenize } from '../../src/ai/router/text.js';
import { ask } from './router-grade.js';
import { tool } from './router-case-helpers.js';

/*
 * Numbers and codes written with separators: the formats the router reads as one value, and the
 * look-alikes it must leave apart. The tools are made up here.
 */

const NOW = new Date('2026-11-24T10:00:00Z');
const values = (text: string) => findNumbers(text).map((n) => n.value);

describe('built-in tool router: numbers written with separators', () => {
  it('reads commas, dots and spaces between thousands', () => {
    expect(values('gas reading is 12,880 taken this morning')).toEqual([12880]);
    expect(values('transfer £1,200.50 today')).toEqual([1200.5]);
    expect(values('1.500,00 EUR to Pieter')).toEqual([1500]);
    expect(values('a flat for 1.250.000 euros')).toEqual([1250000]);
    expect(values('the reading was 33 017')).toEqual([33017]);
    expect(values('salary of 1 250 000 a year')).toEqual([1250000]);
    expect(values('costs 1 234,56 eur')).toEqual([1234.56]);
    // A narrow no-break space, as French typesetting puts between thousands.
    expect(values('10\u202f000 steps')).toEqual([10000]);
  });

  it('leaves apart numbers that only look grouped', () => {
    expect(values('add 3 and 4')).toEqual([3, 4]);
    expect(values('between 10 000 and 20 000')).toEqual([10000, 20000]);
    // A time, a phone number, a code with a leading zero, two counts.
    expect(values('at 9 30')).toEqual([9, 30]);
    expect(values('call 555 123 4567')).toEqual([555, 123, 4567]);
    expect(values('ring 07912 345 678')).toEqual([7912, 345, 678]);
    expect(values('claim CLM 090 909')).toEqual([90, 909]);
    expect(values('swim 2 100m sprints')).toEqual([2, 100]);
    // A lone dot is a decimal point, as English writes it.
    expect(values('1.500 litres')).toEqual([1.5]);
    expect(values('12,5 and 3')).toEqual([12, 3]);
  });

  it('gives the value of a written number, or none', () => {
    expect(numeralValue('12,880')).toBe(12880);
    expect(numeralValue('1.500,00')).toBe(1500);
    expect(numeralValue('33 017')).toBe(33017);
    expect(numeralValue('19.99')).toBe(19.99);
    expect(numeralValue('12,5')).toBeUndefined();
    expect(numeralValue('2026-11-24')).toBeUndefined();
  });

  it('reads digits said one by one after "point"', () => {
    expect(values('ph seven point two')).toEqual([7.2]);
    expect(values('one point zero five litres')).toEqual([1.05]);
    expect(values('version two point oh')).toEqual([2]);
    // "point" that no digit word follows is no decimal point.
    expect(values('seven points to make')).toEqual([7]);
  });

  it('reads a number with separators written after its property\'s name ("reading is 12,880")', () => {
    const meter = tool('submit_meter_reading', 'Send a meter reading.', { reading: { type: 'integer', minimum: 0 } }, ['reading']);
    const item = routeTools(ask('meter reading is 12,880', [meter]), NOW).content[0];
    expect(item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : undefined).toEqual({ reading: 12880 });
  });
});

describe('built-in tool router: codes written in groups', () => {
  const spaced = (text: string) =>
    identifierLike(text, tokenize(text), new Set(), [])
      .map((w) => w.value)
      .filter((v) => v.includes(' '));

  it('offers the runs of groups a code may be written in, its letters with it', () => {
    expect(spaced('claim CLM 090 909 - has it been seen')).toContain('CLM 090 909');
    expect(spaced('add ten gigs to 07912 345 678')).toContain('07912 345 678');
    expect(spaced('send cd 123 456 789 gb to a locker')[0]).toBe('cd 123 456 789 gb');
  });

  it('joins the groups where the pattern asks for a code, and keeps the spaces where it takes them', () => {
    expect(identifierForms('CLM 090 909', '^CLM[0-9]{6}$')).toContain('CLM090909');
    expect(identifierForms('07912 345 678', '^07[0-9]{9}$')).toContain('07912345678');
    expect(identifierForms('U2 8123', '^[A-Z0-9]{2}[0-9]{1,4}$')).toContain('U28123');
    expect(identifierForms('+33 6 12 34 56 78', '^\\+[1-9][0-9]{6,14}$')).toContain('+33612345678');
    expect(identifierForms('cd 123 456 789 gb', '^[A-Z]{2}[0-9]{9}[A-Z]{2}$')).toContain('CD123456789GB');
    expect(identifierForms('+44 20 7946 0958', '^\\+?[0-9 ]+$')[0]).toBe('+44 20 7946 0958');
    // A plate's letters after its digits: as written where the pattern takes the space, joined where not.
    expect(identifierForms('AB12 CDE', '^[A-Z]{2}\\d{2} ?[A-Z]{3}$')[0]).toBe('AB12 CDE');
    expect(identifierForms('ab12 cde', '^[A-Z]{2}\\d{2}[A-Z]{3}$')).toContain('AB12CDE');
    // A postcode typed in lower case, for a pattern of capitals with the space.
    expect(identifierForms('hg1 4sp', '^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$')).toContain('HG1 4SP');
  });

  it('does not join what is not one code', () => {
    // Short numbers apart are numbers apart.
    expect(identifierForms('12 3', '^[0-9]+$')).toEqual([]);
    // Letters after a number join only a pattern that ends in letters.
    expect(identifierForms('4521 is', '^[A-Z0-9]+$')).toEqual([]);
    // A booking reference of one class is typed in one piece.
    expect(identifierForms('U2 8123', '^[A-Z0-9]{6}$')).toEqual([]);
    // "to" is a word, not the code's letters.
    expect(identifierForms('to 07912 345 678', '^07[0-9]{9}$')).toEqual([]);
  });

  it('fills an identifier written in groups', () => {
    const claims = tool('get_claim_status', '', { claim_id: { type: 'string', pattern: '^CLM[0-9]{6}$' } }, ['claim_id']);
    const item = routeTools(ask('claim CLM 090 909 - has an assessor been assigned yet', [claims]), NOW).content[0];
    expect(item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : undefined).toEqual({ claim_id: 'CLM090909' });
    const cards = tool(
      'check_gift_card_balance',
      '',
      { card_number: { type: 'string', pattern: '^[0-9]{16}$' }, pin: { type: 'string', pattern: '^[0-9]{4}$' } },
      ['card_number'],
    );
    const card = routeTools(ask('balance on gift card 6006 4912 3456 7890 pin 1234', [cards]), NOW).content[0];
    expect(card?.type === 'TOOL_USE_REQUEST' ? card.toolInput : undefined).toEqual({ card_number: '6006491234567890', pin: '1234' });
  });
});

describe('built-in tool router: codes for properties named for one', () => {
  const input = (text: string, tools: ReturnType<typeof tool>[]) => {
    const item = routeTools(ask(text, tools), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : item?.type;
  };
  const laundry = tool(
    'report_laundry_issue',
    'Reports a problem with a laundry order.',
    { order_number: { type: 'string' }, issue: { type: 'string', enum: ['missing_item', 'late'] } },
    ['order_number', 'issue'],
  );
  const claim = tool(
    'file_claim',
    'Starts an insurance claim on a policy.',
    { policy_number: { type: 'string' }, amount: { type: 'number' } },
    ['policy_number'],
  );
  const driver = tool(
    'add_driver',
    'Adds a driver to a rental booking.',
    { booking_reference: { type: 'string' }, driver_name: { type: 'string' } },
    ['booking_reference', 'driver_name'],
  );
  const track = tool('track_order', 'Shows where an order is.', { order_number: { type: 'string' } }, ['order_number']);
  const seat = tool(
    'change_seat',
    'Moves a passenger to another seat.',
    { booking_reference: { type: 'string' }, seat: { type: 'string' } },
    ['booking_reference'],
  );

  it('takes a code of letters and digits whole, never its letters alone nor its number as an amount', () => {
    expect(input('order LD-30451 came back missing a shirt', [laundry])).toEqual({ order_number: 'LD-30451', issue: 'missing_item' });
    expect(input('claim 1,340 on policy TR-8801', [claim])).toEqual({ policy_number: 'TR-8801', amount: 1340 });
    expect(input('add Tom Baker to RC-20017', [driver])).toEqual({ booking_reference: 'RC-20017', driver_name: 'Tom Baker' });
  });

  it("takes digits alone right after the property's name", () => {
    expect(input('the wine stain is still there, order 88120', [track])).toEqual({ order_number: '88120' });
    expect(input('where are my tickets from order 448120 for saturday', [track])).toEqual({ order_number: '448120' });
  });

  it('reads a code written as whose the next word is without its "\'s"', () => {
    const timetable = tool('get_timetable', "Shows a class group's timetable.", { class_group: { type: 'string' } }, ['class_group']);
    expect(input("show 10A's timetable", [timetable])).toEqual({ class_group: '10A' });
    const film = tool('add_to_watchlist', 'Adds a film to the watchlist.', { title: { type: 'string' } }, ['title']);
    expect(input("add Schindler's List to my watchlist", [film])).toEqual({ title: "Schindler's List" });
  });

  it("takes the code written after the property's name, not the first one written", () => {
    expect(input('move booking K7PQ2M to seat 14C', [seat])).toMatchObject({ booking_reference: 'K7PQ2M' });
    expect(input('seat 14C please, booking K7PQ2M', [seat])).toMatchObject({ booking_reference: 'K7PQ2M' });
  });
});

describe('built-in tool router: both ends of a range', () => {
  const rides = tool(
    'find_rides',
    'Lists upcoming club rides.',
    { min_km: { type: 'integer', minimum: 0 }, max_km: { type: 'integer', minimum: 0 } },
    [],
  );
  const input = (text: string) => {
    const item = routeTools(ask(text, [rides]), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : item?.type;
  };

  it('fills the lower and the upper bound from "between … and …", "… to …" and "…-…"', () => {
    expect(input('show me rides between 50 and 80 km')).toEqual({ min_km: 50, max_km: 80 });
    expect(input('any rides of 40 to 60km?')).toEqual({ min_km: 40, max_km: 60 });
    expect(input('rides 30-45 km please')).toEqual({ min_km: 30, max_km: 45 });
  });

  it('leaves a bound alone where the numbers are no range', () => {
    expect(input('rides of at least 50 km')).toEqual({ min_km: 50 });
    expect(input('between 80 and 50 km')).not.toEqual({ min_km: 80, max_km: 50 });
  });
});

describe('built-in tool router: sizes an example shows', () => {
  it('reads a size of two numbers joined by "x" for a property whose example is one', () => {
    const part = tool(
      'order_bike_part',
      'Order a part from the bike shop',
      { part: { type: 'string' }, size: { type: 'string', description: 'Size as printed on the part, e.g. 700x28 or 29x2.4' } },
      ['part'],
    );
    const item = routeTools(ask('order a tyre, 29 x 2.4', [part]), NOW).content[0];
    expect(item?.type === 'TOOL_USE_REQUEST' ? item.toolInput.size : undefined).toBe('29x2.4');
  });
});

describe('built-in tool router: codes of letters and a number, as people say them', () => {
  const inspect = tool(
    'log_hive_inspection',
    'Logs a hive inspection.',
    { hive: { type: 'string', pattern: '^H\\d{2}$', description: 'Hive number, H and two digits' }, notes: { type: 'string' } },
    ['hive'],
  );
  const alarm = tool(
    'log_alarm_test',
    'Logs a fire alarm test.',
    { call_point: { type: 'string', pattern: '^CP\\d{2}$' }, result: { type: 'string', enum: ['pass', 'fail'] } },
    ['call_point', 'result'],
  );
  const topUp = tool(
    'top_up_wristband',
    'Adds money to a wristband.',
    { amount: { type: 'number' }, wristband_id: { type: 'string', pattern: '^WB-\\d{6}$' } },
    ['amount'],
  );
  const input = (text: string, t: ReturnType<typeof tool>) => {
    const item = routeTools(ask(text, [t]), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : item?.type;
  };
  it("pads the number after the property's name or glued to the letters", () => {
    expect(input('inspected hive 7 today', inspect)).toMatchObject({ hive: 'H07' });
    expect(input('call point cp3 failed the weekly test', alarm)).toEqual({ call_point: 'CP03', result: 'fail' });
  });
  it('leaves an amount next to the name alone, and pads by at most two zeros', () => {
    expect(input('top up my wristband with 40 quid', topUp)).toEqual({ amount: 40 });
  });
});

describe('built-in tool router: counts written with their unit glued on, or of people', () => {
  it('reads "100sqft" and "7yo" as numbers with their unit', () => {
    expect(findNumbers('a 100sqft one').map((n) => [n.value, n.unit])).toContainEqual([100, 'sqft']);
    expect(findNumbers('my 7yo is on stage 3').map((n) => [n.value, n.unit])).toContainEqual([7, 'yo']);
  });
  const lanes = tool(
    'book_lanes',
    'Books bowling lanes.',
    { start: { type: 'string', format: 'date-time' }, players: { type: 'integer' }, lanes: { type: 'integer' } },
    ['start', 'players'],
  );
  it('gives "for 4 people" to the property that counts people, not the one named next to it', () => {
    const item = routeTools(ask('can we get a lane for 4 people friday at 8pm', [lanes]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { start: '2026-11-27T20:00:00Z', players: 4 } });
  });
  const pitch = tool(
    'check_pitch_availability',
    'Checks which pitches are free for a stay.',
    { arrival: { type: 'string', format: 'date' }, nights: { type: 'integer', minimum: 1 } },
    ['arrival', 'nights'],
  );
  it('reads "1 night" as a length of stay, not tonight', () => {
    for (const text of ['saturday, 1 night', '1 night from saturday']) {
      const item = routeTools(ask(text, [pitch]), NOW).content[0];
      expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { arrival: '2026-11-28', nights: 1 } });
    }
  });
});

describe('built-in tool router: a day of the month', () => {
  const debit = tool(
    'change_direct_debit',
    'Change the monthly direct debit',
    { amount: { type: 'number', minimum: 1 }, payment_day: { type: 'integer', minimum: 1, maximum: 28 } },
    ['amount'],
  );
  it('reads "on the 15th" as the day each payment is taken', () => {
    const item = routeTools(ask('change my direct debit to £85 a month, taken on the 15th', [debit]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { amount: 85, payment_day: 15 } });
  });
  it("leaves a day past the property's bound out", () => {
    const item = routeTools(ask('change my direct debit to £85, taken on the 30th', [debit]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { amount: 85 } });
    expect(item?.type === 'TOOL_USE_REQUEST' && item.toolInput).not.toHaveProperty('payment_day');
  });
  it('leaves the ordinal to a date property that takes it', () => {
    const claim = tool(
      'file_claim',
      'File an insurance claim',
      { incident_date: { type: 'string', format: 'date' }, amount: { type: 'number' }, day: { type: 'integer', minimum: 1, maximum: 31 } },
      ['incident_date'],
    );
    const item = routeTools(ask('my bike was stolen on the 15th', [claim]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { incident_date: '2026-11-15' } });
    expect(item?.type === 'TOOL_USE_REQUEST' && item.toolInput).not.toHaveProperty('day');
  });
});

describe('built-in tool router: a code typed loosely, written back in its pattern', () => {
  const tyres = tool(
    'find_tyres',
    'Finds tyres in stock for a size.',
    { size: { type: 'string', pattern: '^\\d{3}/\\d{2}R\\d{2}$', description: 'Tyre size, e.g. 205/55R16' } },
    ['size'],
  );
  const lookup = tool(
    'lookup_tyre_size',
    'Looks up the tyre size of a car.',
    { registration: { type: 'string', pattern: '^[A-Z]{2}\\d{2} [A-Z]{3}$', description: 'UK registration, e.g. AB12 CDE' } },
    ['registration'],
  );
  const input = (text: string, t: ReturnType<typeof tool>) => {
    const item = routeTools(ask(text, [t]), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : undefined;
  };

  it('adds the literals a pattern writes and the case its letters take', () => {
    expect(looseCode('do you have 205/55 R16 winter tyres', '^\\d{3}/\\d{2}R\\d{2}$')).toBe('205/55R16');
    expect(input('premium tyres, all season, 225 45 17', tyres)).toEqual({ size: '225/45R17' });
    expect(input('whats my tyre size? reg is ef21abc', lookup)).toEqual({ registration: 'EF21 ABC' });
  });

  it('takes no plain word, no date and no pattern with groups as a code', () => {
    expect(looseCode('room 101 please', '^[A-Z]{2,4}\\d{3}$')).toBeUndefined();
    expect(looseCode('book it for 12/05', '^\\d{2}/\\d{2}$')).toBeUndefined();
    expect(looseCode('AB 12', '^(AB|CD) ?\\d{2}$')).toBeUndefined();
  });
});

const looseCode = (text: string, pattern: string) => loosePatternCode(text, pattern, () => false, findDates(text, NOW))?.value;

describe('built-in tool router: counts and amounts said without a digit before their unit', () => {
  it('reads "x4" after a thing as its count, "a litre of" as one litre, and tonnes', () => {
    expect(values('algaecide x4')).toEqual([4]);
    expect(values('a 3x3 stall')).toEqual([]);
    expect(findNumbers('had a litre of water')).toMatchObject([{ value: 1, unit: 'litre' }]);
    expect(values('a bit of water')).toEqual([]);
    const freight = tool('request_freight_quote', 'Quotes freight.', { weight_kg: { type: 'number' } }, ['weight_kg']);
    const item = routeTools(ask('how much to send 2 tonnes of paint', [freight]), NOW).content[0];
    expect(item?.type === 'TOOL_USE_REQUEST' && item.toolInput).toEqual({ weight_kg: 2000 });
  });
});

describe('built-in tool router: a radius in metres', () => {
  it('converts kilometres for a radius named in metres', () => {
    const bikes = tool(
      'find_bikes',
      'Finds available shared bikes near a place.',
      { location: { type: 'string' }, radius_m: { type: 'integer', minimum: 100, maximum: 5000 } },
      ['location'],
    );
    const item = routeTools(ask('bikes around Riverside Park, 1 km radius', [bikes]), NOW).content[0];
    expect(item?.type === 'TOOL_USE_REQUEST' && item.toolInput).toEqual({ location: 'Riverside Park', radius_m: 1000 });
  });
});

describe('built-in tool router: microlitres', () => {
  it('converts between µl and ml for a property named in either', () => {
    const sample = tool(
      'log_sample',
      'Logs a sample.',
      { sample_id: { type: 'string', pattern: '^SMP-\\d{4}$' }, volume_ul: { type: 'number' } },
      ['sample_id'],
    );
    const item = routeTools(ask('1.5 ml of SMP-3300', [sample]), NOW).content[0];
    expect(item?.type === 'TOOL_USE_REQUEST' && item.toolInput).toEqual({ sample_id: 'SMP-3300', volume_ul: 1500 });
    const register = tool('register_sample', 'Registers a sample.', { project: { type: 'string' }, volume_ml: { type: 'number' } }, []);
    const other = routeTools(ask('register a sample, 500 µl', [register]), NOW).content[0];
    expect(other?.type === 'TOOL_USE_REQUEST' && other.toolInput).toEqual({ volume_ml: 0.5 });
  });
});

describe('built-in tool router: a hundred or a thousand with its "a" left out', () => {
  const values = (text: string) => findNumbers(text).map((n) => n.value);
  it('reads "hundred quid" and "another thousand" as one of the scale', () => {
    expect(values('hundred quid voucher, by post')).toEqual([100]);
    expect(values('can we get another thousand paintballs')).toEqual([1000]);
  });
  it('reads no count of one from "a few hundred", "several thousand", or a scale after digits', () => {
    expect(values('a few hundred')).toEqual([]);
    expect(values('several thousand')).toEqual([]);
    expect(values('5 hundred')).toEqual([5]);
  });
});
