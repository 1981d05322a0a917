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
import { addDomains } from '../../src/ai/router/value-groups.js';

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
    expect(values('age', "gold party for Ava's 5th birthday")).toEqual([5]);
    expect(values('age', 'on the 5th, for a birthday')).toEqual([]);
  });

  it('writes a count in an enum value with digits too, and an ordinal in words', () => {
    expect(aliasesOf('seven_day')).toEqual(expect.arrayContaining(['7-day', '7 day']));
    expect(aliasesOf('2nd_floor')).toEqual(expect.arrayContaining(['second floor']));
    expect(aliasesOf('line_4')).toEqual(expect.arrayContaining(['line four', 'fourth line']));
    expect(aliasesOf('term_1')).toEqual(expect.arrayContaining(['first term']));
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
    const donate = tool('make_donation', 'Give to a cause', { amount: { type: 'number' }, anonymous: { type: 'boolean' } }, ['amount']);
    expect(input('give 100 to the appeal anonymously', [donate])).toEqual({ amount: 100, anonymous: true });
    expect(input('give 100 to the appeal, not anonymously', [donate])).toEqual({ amount: 100, anonymous: false });
  });

  it('reads a boolean by the word of its other side', () => {
    expect(input('a 7-day licence, freshwater')).toEqual({ duration: 'seven_day', saltwater: false });
    expect(input('an annual licence for saltwater')).toEqual({ duration: 'annual', saltwater: true });
  });
});

describe('built-in tool router: numbers, booleans and enums by the schema', () => {
  const input = (text: string, tools: ReturnType<typeof tool>[]) => {
    const item = routeTools(ask(text, tools), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : item?.type === 'TEXT' ? item.text : undefined;
  };
  const soil = tool(
    'log_soil_test',
    'Record a garden soil test',
    {
      ph: { type: 'number', minimum: 3, maximum: 11 },
      nitrogen_ppm: { type: 'number', minimum: 0 },
      potassium_ppm: { type: 'number', minimum: 0 },
      soil_temp_f: { type: 'number' },
    },
    ['ph'],
  );
  const compost = tool('turn_compost', 'Turn the compost bin', { percent: { type: 'integer', minimum: 5, maximum: 100 } }, ['percent']);

  it('reads each number by the name written right before it, not past a comma', () => {
    expect(input('soil: pH 6.5, nitrogen 40, potassium 120', [soil, compost])).toEqual({ ph: 6.5, nitrogen_ppm: 40, potassium_ppm: 120 });
  });

  it('converts a temperature into the scale a property is named for', () => {
    expect(input('ph 6.1, soil temp 20C', [soil])).toEqual({ ph: 6.1, soil_temp_f: 68 });
    expect(input('ph 7 and the soil is at 50 degrees', [soil])).toEqual({ ph: 7, soil_temp_f: 50 });
  });

  it('ties a request to the tool whose number property is named before a number', () => {
    expect(input('ph 5.5 in the bed', [compost, soil])).toEqual({ ph: 5.5 });
  });

  it('reads "do a …" as a command and a fraction as a percentage', () => {
    expect(input('do a 40% turn of the compost', [soil, compost])).toEqual({ percent: 40 });
    expect(input('turn half the compost', [soil, compost])).toEqual({ percent: 50 });
  });

  it('reads initials, scores out of a maximum, magnifications, dozens and bounds', () => {
    const wine = tool(
      'log_wine',
      'Log a homemade wine',
      {
        specific_gravity: { type: 'number', minimum: 0.9, maximum: 1.2 },
        stars: { type: 'integer', minimum: 1, maximum: 10 },
        bottles: { type: 'integer', minimum: 1 },
      },
      [],
    );
    expect(input('log the merlot: SG 0.995, 7 out of 10, three dozen bottles', [wine])).toEqual({
      specific_gravity: 0.995,
      stars: 7,
      bottles: 36,
    });
    const scope = tool('set_microscope', 'Set the microscope', { magnification: { type: 'integer', maximum: 1000 } }, ['magnification']);
    expect(input('microscope at 400x', [scope])).toEqual({ magnification: 400 });
    const flats = tool('search_flats', 'Search flats', { city: { type: 'string' }, rooms_min: { type: 'integer' } }, ['city']);
    expect(input('flats in Lyon, 3 rooms minimum', [flats])).toEqual({ city: 'Lyon', rooms_min: 3 });
  });

  it('counts people, one of what an article names, and a plural a word after the number', () => {
    const kayak = tool(
      'book_kayaks',
      'Book a kayak tour',
      { date: { type: 'string', format: 'date' }, paddlers: { type: 'integer', minimum: 1 }, extra_paddles: { type: 'integer' } },
      ['date'],
    );
    expect(input('kayak tour friday, 3 of us, with an extra paddle', [kayak])).toEqual({
      date: '2026-11-27',
      paddlers: 3,
      extra_paddles: 1,
    });
    expect(input('kayak tour on saturday for four', [kayak])).toEqual({ date: '2026-11-28', paddlers: 4 });
  });

  it('puts a number written in the very unit a property names there first', () => {
    const ride = tool('log_ride', 'Log a bike ride', { km: { type: 'number' }, climb_m: { type: 'integer' } }, ['km']);
    expect(input('log a ride: 42 km with 600 m of climbing', [ride])).toEqual({ km: 42, climb_m: 600 });
  });

  it('reads a boolean by the thing noticed, or by the first word of its name', () => {
    const hens = tool('log_coop_check', 'Log a chicken coop check', { eggs_found: { type: 'boolean' }, note: { type: 'string' } }, []);
    expect(input('log coop check, found some eggs', [hens])).toMatchObject({ eggs_found: true });
    expect(input('log coop check: no eggs today', [hens])).toMatchObject({ eggs_found: false });
    const drum = tool('start_drum_loop', 'Start a drum loop', { bpm: { type: 'integer' }, swing_eighth_notes: { type: 'boolean' } }, [
      'bpm',
    ]);
    expect(input('drum loop at 90 bpm, swing it', [drum])).toEqual({ bpm: 90, swing_eighth_notes: true });
    expect(input('drum loop at 120 bpm, no swing', [drum])).toEqual({ bpm: 120, swing_eighth_notes: false });
  });

  it('reads a short value from its verb, and no value from the verb a command opens with', () => {
    const tailor = tool('alter', 'Book an alteration', { work: { type: 'string', enum: ['hem', 'patch', 'take_in'] } }, ['work']);
    expect(input('my trousers need hemming', [tailor])).toEqual({ work: 'hem' });
    const tuner = tool(
      'open_tuner',
      'Open the tuner',
      { instrument: { type: 'string', enum: ['guitar', 'banjo'] }, tuning: { type: 'string', enum: ['standard', 'open_d'] } },
      [],
    );
    expect(input('open the banjo tuner', [tuner])).toEqual({ instrument: 'banjo' });
  });

  it('reads "the 20th" of a record as the last one, and "the next 5 days" as no day', () => {
    expect(findDates('a receipt from the 20th', NOW)[0]?.past?.toISOString()).toMatch(/^2026-11-20/);
    expect(findDates('meteor showers in the next 5 days', NOW)).toEqual([]);
    const events = tool(
      'list_launches',
      'List upcoming rocket launches',
      { from: { type: 'string', format: 'date' }, days: { type: 'integer' } },
      [],
    );
    expect(input('launches from february 3', [events])).toEqual({ from: '2027-02-03' });
  });

  it('stems a short verb in e as its other forms, and logs what was seen', () => {
    expect(stemWord('hiked')).toBe(stemWord('hikes'));
    expect(stemWord('baking')).toBe(stemWord('bake'));
    expect(stemWord('added')).toBe('add');
    const whales = tool('log_whale_sighting', 'Log a whale sighting', { species: { type: 'string' }, count: { type: 'integer' } }, [
      'species',
    ]);
    const tours = tool('find_whale_tours', 'Find whale watching tours', { port: { type: 'string' } }, ['port']);
    expect(routeTools(ask('saw 2 humpbacks off the pier', [tours, whales]), NOW).content[0]).toMatchObject({ name: 'log_whale_sighting' });
  });

  it('answers a question about the difference between two things in text, and reads a reply to an invitation', () => {
    const patterns = tool('find_recipe', 'Find a recipe', { dish: { type: 'string' } }, ['dish']);
    expect(routeTools(ask("what's the difference between baking soda and baking powder", [patterns]), NOW).content[0]).toMatchObject({
      type: 'TEXT',
    });
    const party = tool(
      'record_reply',
      'Record a reply to a party invitation',
      { guest: { type: 'string' }, answer: { type: 'string', enum: ['attending', 'declined'] } },
      ['guest', 'answer'],
    );
    expect(input("Lena can't make it to the party", [party])).toMatchObject({ answer: 'declined' });
  });

  it('counts one of a thing named after "a", and the hours of a range of times', () => {
    const birds = tool('log_sighting', 'Log a bird sighting', { species: { type: 'string' }, count: { type: 'integer', minimum: 1 } }, [
      'species',
    ]);
    expect(input('log a sighting: a red kite', [birds])).toEqual({ species: 'red kite', count: 1 });
    const court = tool(
      'rent_court',
      'Rent a tennis court',
      { start: { type: 'string', format: 'date-time' }, hours: { type: 'integer', minimum: 1 } },
      ['start'],
    );
    expect(input('rent a court friday from 9am to 11am', [court])).toEqual({ start: '2026-11-27T09:00:00Z', hours: 2 });
  });

  it('reads indoor/outdoor as sides of a boolean, "our own" as none to rent, and "half past" as a time', () => {
    const pool = tool(
      'book_pool_lane',
      'Book a swimming pool lane',
      { at: { type: 'string', format: 'time' }, indoor: { type: 'boolean' }, rent_towel: { type: 'boolean' } },
      ['at'],
    );
    expect(input('a pool lane outside at 4pm, we bring our own towels', [pool])).toEqual({
      at: '16:00:00Z',
      indoor: false,
      rent_towel: false,
    });
    expect(first('ready by quarter past eleven')).toBe('2026-11-24T11:15:00.000Z');
    expect(first('pick up at half past two')).toBe('2026-11-24T14:30:00.000Z');
  });

  it('reads a year for a property bounded to years, points for a score, and a number after a word of money', () => {
    const cars = tool(
      'add_classic_car',
      'Add a classic car to the collection',
      { model: { type: 'string' }, built: { type: 'integer', minimum: 1885, maximum: 2026 }, price: { type: 'number' } },
      ['model'],
    );
    expect(input('add a classic car: Jaguar E-Type from 1961, paid 90000', [cars])).toMatchObject({ built: 1961, price: 90000 });
    const quiz = tool('log_quiz', 'Log a pub quiz result', { team: { type: 'string' }, score: { type: 'integer' } }, ['team']);
    expect(input('log quiz: the Owls got 42 points', [quiz])).toMatchObject({ score: 42 });
    const exam = tool('log_driving_test', 'Log a driving test', { passed: { type: 'boolean' }, attempts: { type: 'integer' } }, []);
    expect(input('log driving test: passed after 3 tries', [exam])).toMatchObject({ attempts: 3 });
  });

  it('reads compound lengths of time, half of one thing, people a bill is split between, and "max" as a bound', () => {
    const swim = tool('log_swim', 'Log a swim', { meters: { type: 'integer' }, minutes: { type: 'number' } }, ['minutes']);
    expect(input('log a swim, 1500 meters in 1 hour and 10 minutes', [swim])).toEqual({ meters: 1500, minutes: 70 });
    const bake = tool(
      'convert_baking',
      'Convert a baking measure',
      { amount: { type: 'number' }, unit: { type: 'string', enum: ['cup', 'tbsp'] } },
      ['amount'],
    );
    expect(input('convert half a cup', [bake])).toEqual({ amount: 0.5, unit: 'cup' });
    const split = tool('split_bill', 'Split a bill', { total: { type: 'number' }, people: { type: 'integer' } }, ['total']);
    expect(input('split the bill of 90 between 3', [split])).toEqual({ total: 90, people: 3 });
    const cars = tool('search_cars', 'Search used cars', { make: { type: 'string' }, max_miles: { type: 'integer' } }, ['make']);
    expect(input('used Toyota, max 60000 miles', [cars])).toMatchObject({ max_miles: 60000 });
  });

  it('reads "a 10k" of a run in kilometres, and "in 50 minutes" of a run done as how long it took', () => {
    const run = tool(
      'log_run',
      'Log a run',
      { km: { type: 'number' }, minutes: { type: 'integer' }, date: { type: 'string', format: 'date' } },
      ['km'],
    );
    expect(input('ran a 10k in 50 minutes', [run])).toEqual({ km: 10, minutes: 50 });
  });

  it('answers a question asking for advice in text, but not one that goes on to ask what a tool tells', () => {
    const trails = tool('find_trails', 'Find hiking trails', { area: { type: 'string' } }, ['area']);
    expect(routeTools(ask('what should I wear on a long hike', [trails]), NOW).content[0]).toMatchObject({ type: 'TEXT' });
    expect(routeTools(ask('is it better to hike or bike', [trails]), NOW).content[0]).toMatchObject({ type: 'TEXT' });
    const weather = tool('get_weather', 'Get the weather forecast', { city: { type: 'string' } }, ['city']);
    expect(routeTools(ask('what should I wear in Oslo, is it snowing?', [weather]), NOW).content[0]).toMatchObject({ name: 'get_weather' });
  });
});

describe('built-in tool router: which tool, or none (choice)', () => {
  const named = (text: string, tools: ReturnType<typeof tool>[]) => {
    const item = routeTools(ask(text, tools), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.name : 'TEXT';
  };

  it('answers a decision to buy or sell, and a question which of two is safer or healthier, in text', () => {
    const shares = [
      tool('get_share_price', 'Latest price of a share', { symbol: { type: 'string' } }, ['symbol']),
      tool('buy_shares', 'Buy shares of a company', { symbol: { type: 'string' }, count: { type: 'integer' } }, ['symbol', 'count']),
    ];
    expect(named('should I sell my apple shares?', shares)).toBe('TEXT');
    expect(named('should we invest in gold?', shares)).toBe('TEXT');
    // An order is still an order, and the price is still asked of the tool.
    expect(named('buy 10 shares of ACME', shares)).toBe('buy_shares');
    expect(named("what's the share price of ACME", shares)).toBe('get_share_price');
    const trains = [tool('book_train', 'Book a train ticket', { to: { type: 'string' } }, ['to'])];
    expect(named('are trains safer than planes?', trains)).toBe('TEXT');
    expect(named('is cycling healthier than running?', [tool('log_ride', 'Log a bike ride', { km: { type: 'number' } }, ['km'])])).toBe(
      'TEXT',
    );
  });

  it('reads "I hate mondays" as a feeling, with or without a sigh before it', () => {
    const events = [tool('list_events', 'List events on a day', { date: { type: 'string', format: 'date' } }, ['date'])];
    expect(named('ugh I hate mondays', events)).toBe('TEXT');
    expect(named('I love fridays', events)).toBe('TEXT');
    expect(named("what's on monday", events)).toBe('list_events');
  });

  it('reads "let me know when" as asking to be told later, "check off" as done, and "calc" and "^" as arithmetic', () => {
    const watch = [
      tool('get_rate', 'Current exchange rate of a currency pair', { pair: { type: 'string' } }, ['pair']),
      tool('create_rate_watch', 'Notify the user when a rate crosses a level', { pair: { type: 'string' }, level: { type: 'number' } }, [
        'pair',
        'level',
      ]),
    ];
    expect(named('let me know when EURUSD goes over 1.2', watch)).toBe('create_rate_watch');
    expect(named('let me know if EURUSD drops under 1.05', watch)).toBe('create_rate_watch');
    const chores = [
      tool('add_chore', 'Add a chore to the list', { name: { type: 'string' } }, ['name']),
      tool('finish_chore', 'Mark a chore as done', { name: { type: 'string' } }, ['name']),
    ];
    expect(named('tick off hoovering the stairs', chores)).toBe('finish_chore');
    expect(named('check off the laundry', chores)).toBe('finish_chore');
    const sums = [
      tool('evaluate', 'Evaluate a maths expression', { expr: { type: 'string' } }, ['expr']),
      tool('tip', 'Work out a tip', { bill: { type: 'number' }, percent: { type: 'number' } }, ['bill', 'percent']),
    ];
    expect(named('calc 17*23', sums)).toBe('evaluate');
    expect(named('what is 3^4', sums)).toBe('evaluate');
  });

  it('answers a question about the assistant itself in text, but not a request put as a question', () => {
    const radio = [tool('play_station', 'Play a radio station or genre', { station: { type: 'string' } }, ['station'])];
    expect(named('what kind of music do you like?', radio)).toBe('TEXT');
    expect(named('which genres do you enjoy', radio)).toBe('TEXT');
    expect(named('can you play some jazz', radio)).toBe('play_station');
    const words = [tool('define_word', 'Look up the meaning of a word', { word: { type: 'string' } }, ['word'])];
    expect(named('how many words do you know?', words)).toBe('TEXT');
    expect(named('what does ephemeral mean', words)).toBe('define_word');
  });

  it('does not tie a request to what a description says its tool does not do', () => {
    const taxis = [
      tool('get_taxi', 'Send a taxi to the user', { to: { type: 'string' } }, ['to']),
      tool('taxi_quote', 'Quote a taxi fare, without booking the taxi', { to: { type: 'string' } }, ['to']),
    ];
    expect(named('book a taxi to the station', taxis)).toBe('get_taxi');
    expect(named('quote a taxi to the station', taxis)).toBe('taxi_quote');
    const files = [
      tool('list_files', 'List the files of a folder (does not delete anything)', { folder: { type: 'string' } }, ['folder']),
      tool('purge_folder', 'Empty a folder for good', { folder: { type: 'string' } }, ['folder']),
    ];
    expect(named('delete everything in the tmp folder', files)).toBe('purge_folder');
  });
});

describe('value domains', () => {
  it('refuses a domain defined twice rather than letting one list replace the other', () => {
    const domains: Record<string, string[][]> = { absence: [['illness', 'sick']] };
    expect(() => addDomains(domains, { absence: [['vacation', 'holiday']] })).toThrow('value domain "absence" is defined twice');
    addDomains(domains, { country: [['FR', 'France']] });
    expect(domains).toEqual({ absence: [['illness', 'sick']], country: [['FR', 'France']] });
  });
});

describe('required values the text holds', () => {
  const call = (text: string, tools: ReturnType<typeof tool>[]) => routeTools(ask(text, tools), NOW).content[0];
  const input = (text: string, tools: ReturnType<typeof tool>[]) => {
    const item = call(text, tools);
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : item?.type === 'TEXT' ? item.text : undefined;
  };

  it('reads airport codes in capitals as a route, not as tickers of a tool that speaks of prices', () => {
    const code = { type: 'string', pattern: '^[A-Z]{3}$', description: 'IATA code' };
    const fares = tool('find_fares', 'Find cheap fares, sorted by price', { departure_airport: code, arrival_airport: code }, [
      'departure_airport',
      'arrival_airport',
    ]);
    expect(input('fares from SFO to SEA', [fares])).toEqual({ departure_airport: 'SFO', arrival_airport: 'SEA' });
    expect(input('cheapest fares ORD-BOS', [fares])).toEqual({ departure_airport: 'ORD', arrival_airport: 'BOS' });
    // Joined words in lower case are no route.
    const shuttle = tool('book_shuttle', 'Book a shuttle', { pickup: { type: 'string' }, dropoff: { type: 'string' } }, ['dropoff']);
    expect(input('one-way shuttle to the harbour', [shuttle])).toEqual({ dropoff: 'harbour' });
  });

  it('does not take a word a description names as one alternative or an addition for the kind of the value', () => {
    const radio = tool('tune_radio', 'Tune the radio', { station: { type: 'string', description: 'Station name, frequency or genre' } }, [
      'station',
    ]);
    expect(input('tune to Jazz FM', [radio])).toEqual({ station: 'Jazz FM' });
    const hotels = tool('find_hotel', 'Find a hotel', { where: { type: 'string', description: 'Town, optionally with country' } }, [
      'where',
    ]);
    expect(input('a hotel in Bergen', [hotels])).toEqual({ where: 'Bergen' });
  });

  it('joins a code read out in groups where the property refuses spaces', () => {
    const card = tool('block_card', 'Block a lost bank card', { number: { type: 'string', pattern: '^[0-9]{12,19}$' } }, ['number']);
    expect(input('block card 4111 1111 1111 1111', [card])).toEqual({ number: '4111111111111111' });
  });

  it('reads a short length of time in an enum ("5d", "6mo") as said in words', () => {
    const usage = tool('get_usage', 'Data usage', { window: { type: 'string', enum: ['1d', '7d', '1mo', '1y'] } }, ['window']);
    expect(input('my data usage for the last 7 days', [usage])).toEqual({ window: '7d' });
    expect(input('usage over one month', [usage])).toEqual({ window: '1mo' });
  });

  it('gives a lone language heading the request to the required target, not the optional source', () => {
    const lang = { type: 'string', enum: ['en', 'fr', 'de', 'es'] };
    const tr = tool('translate', 'Translate text', { text: { type: 'string' }, target_lang: lang, source_lang: lang }, [
      'text',
      'target_lang',
    ]);
    expect(input('spanish for "where is the station"', [tr])).toEqual({ text: 'where is the station', target_lang: 'es' });
    // One said to be the source leaves the target to ask for.
    expect(call('translate "bonjour" from french', [tr])).toMatchObject({ type: 'TEXT' });
  });

  it('switches a device on when the request dims it or sets its level, and asks otherwise', () => {
    const fan = tool(
      'set_fan',
      'Control the ceiling fan',
      { power: { type: 'string', enum: ['on', 'off'] }, speed: { type: 'integer', minimum: 1, maximum: 5 } },
      ['power'],
    );
    expect(input('ceiling fan speed 3', [fan])).toEqual({ power: 'on', speed: 3 });
    expect(input('switch the fan off', [fan])).toEqual({ power: 'off' });
    expect(call('the ceiling fan', [fan])).toMatchObject({ type: 'TEXT' });
  });
});

describe('number words that are no count', () => {
  it('reads no count in "one way" or "one another", but still in "one ticket"', () => {
    const bus = tool(
      'book_bus',
      'Book bus tickets',
      { to: { type: 'string' }, seats: { type: 'integer', minimum: 1 }, return_trip: { type: 'boolean' } },
      ['to'],
    );
    const call = (text: string) => routeTools(ask(text, [bus]), NOW).content[0];
    expect(call('one way bus to Leeds')).not.toMatchObject({ toolInput: { seats: 1 } });
    expect(call('one-way bus to Leeds')).not.toMatchObject({ toolInput: { seats: 1 } });
    expect(call('one seat on the bus to Leeds')).toMatchObject({ toolInput: { seats: 1 } });
  });
});
