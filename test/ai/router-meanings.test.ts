import { describe, expect, it } from 'vitest';
import { derivedMentions, findEnumMentions, headMentions, initialsMentions, rootOf } from '../../src/ai/router/enums.js';
import { periodMentions } from '../../src/ai/router/enum-periods.js';
import { kindMentions } from '../../src/ai/router/kind-mentions.js';
import { senseMentions } from '../../src/ai/router/sense-mentions.js';
import { read } from '../../src/ai/router/reading.js';
import { oppositesOf, synonymVariants, synonymsOf } from '../../src/ai/router/synonyms.js';
import { stemWord, tokenize } from '../../src/ai/router/text.js';
import { routeTools } from '../../src/ai/router/tool-router.js';
import { only, tool } from './router-case-helpers.js';
import { ask } from './router-grade.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const valuesIn = (found: { value: unknown }[]) => found.map((m) => m.value);

describe('built-in tool router: values said in other words', () => {
  it('knows everyday synonyms and opposites', () => {
    expect(synonymsOf('large')).toContain('big');
    expect(synonymsOf('remove')).toContain('delete');
    expect(synonymVariants('too large')).toContain('too big');
    expect(oppositesOf('automatic')).toContain('manual');
    expect(oppositesOf('permanent')).toContain('temporarily');
    expect(synonymsOf('cancel')).toEqual([]);
  });

  it('finds an enum value by a synonym of its word', () => {
    const reasons = ['too_small', 'too_large', 'changed_mind'];
    expect(valuesIn(findEnumMentions(reasons, tokenize('the shoes are too big')))).toEqual(['too_large']);
    expect(valuesIn(findEnumMentions(['add', 'rename', 'remove'], tokenize('delete the profile named guest')))).toEqual(['remove']);
    expect(valuesIn(findEnumMentions(['end_of_period', 'immediately'], tokenize('cancel right away')))).toEqual(['immediately']);
    expect(valuesIn(headMentions(['found_cheaper', 'duplicate_order', 'other'], tokenize('I placed the same order twice')))).toEqual([
      'duplicate_order',
    ]);
  });

  it('finds why someone sees a doctor or a vet, said as people say it', () => {
    const reasons = ['checkup', 'vaccination', 'illness', 'injury', 'dental', 'neutering'];
    expect(valuesIn(findEnumMentions(reasons, tokenize('can i book Biscuit in for her jabs on thursday')))).toEqual(['vaccination']);
    expect(valuesIn(findEnumMentions(reasons, tokenize('Nala needs her teeth looking at')))).toEqual(['dental']);
    expect(valuesIn(findEnumMentions(reasons, tokenize("won't be in today, she's got a temperature")))).toEqual(['illness']);
  });

  it('finds a value of two words written the other way round', () => {
    const plans = ['monthly_basic', 'monthly_unlimited', 'annual_unlimited'];
    expect(valuesIn(findEnumMentions(plans, tokenize('sign up for unlimited monthly')))).toEqual(['monthly_unlimited']);
    expect(valuesIn(findEnumMentions(plans, tokenize('the unlimited plan, billed monthly')))).toEqual([]);
  });

  it('reads a word in another of its forms', () => {
    expect(rootOf('temporarily')).toBe(rootOf('temporary'));
    expect(valuesIn(derivedMentions(['lost', 'temporary'], tokenize('freeze my card temporarily')))).toEqual(['temporary']);
    expect(valuesIn(derivedMentions(['noise', 'wifi'], tokenize('room 718 is really noisy')))).toEqual(['noise']);
    expect(valuesIn(derivedMentions(['voucher', 'donation'], tokenize('donate 500 of my points')))).toEqual(['donation']);
    expect(stemWord('stolen')).toBe(stemWord('stole'));
    expect(stemWord('travelling')).toBe(stemWord('travel'));
    expect(stemWord('cancelled')).toBe(stemWord('cancel'));
    expect(stemWord('spelled')).toBe('spell');
    expect(stemWord('winterise')).toBe(stemWord('winterize'));
    expect(stemWord('organisations')).toBe(stemWord('organization'));
    expect(stemWord('fertilised')).toBe(stemWord('fertilize'));
    // Words that only end in "is" are no British spelling.
    expect(stemWord('tennis')).not.toContain('z');
    expect(stemWord('analysis')).not.toContain('z');
  });

  it("leaves a value alone for a thing the text points at, or the tool's own word", () => {
    const reasons = ['too_expensive', 'switching_service', 'other'];
    expect(headMentions(reasons, tokenize("i'm done with this service"))).toEqual([]);
    expect(valuesIn(headMentions(reasons, tokenize("i'm moving to another service")))).toEqual(['switching_service']);
    const problems = ['missing_items', 'cold_food', 'late'];
    expect(valuesIn(headMentions(problems, tokenize('food came stone cold'), new Set(['food'])))).toEqual(['cold_food']);
  });

  it('sets a boolean whose meaning the request states', () => {
    const addon = tool('buy_data_addon', 'Buy extra mobile data', { gigabytes: { type: 'integer' }, auto_renew: { type: 'boolean' } }, [
      'gigabytes',
    ]);
    const renew = routeTools(ask('buy a 25 GB add-on and make it renew every month', [addon]), NOW).content[0];
    expect(renew).toMatchObject({ toolInput: { gigabytes: 25, auto_renew: true } });
    const car = tool('book_car', 'Book a rental car', { city: { type: 'string' }, automatic: { type: 'boolean' } }, ['city']);
    const manual = routeTools(ask('book a car in Lisbon, a manual is fine', [car]), NOW).content[0];
    expect(manual).toMatchObject({ toolInput: { automatic: false } });
    const roaming = tool(
      'enable_roaming',
      'Turn on roaming abroad, optionally with a travel pass',
      { country: { type: 'string' }, travel_pass: { type: 'boolean' } },
      ['country'],
    );
    const pass = routeTools(ask('enable roaming for the USA with the travel pass', [roaming]), NOW).content[0];
    expect(pass).toMatchObject({ toolInput: { travel_pass: true } });
  });
});

describe('built-in tool router: counts and negated booleans', () => {
  const args = (text: string, t: ReturnType<typeof tool>) => {
    const item = routeTools(ask(text, [t]), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : undefined;
  };

  it('counts a plural not made with -s, and "N of them" for a property named by a plural', () => {
    const sighting = tool(
      'report_sighting',
      'Logs a pest sighting.',
      { pest: { type: 'string', enum: ['mice', 'rats'] }, location: { type: 'string' }, count: { type: 'integer', minimum: 1 } },
      ['pest', 'location'],
    );
    expect(args('log 3 mice in the loft', sighting)).toEqual({ pest: 'mice', location: 'loft', count: 3 });
    const clean = tool(
      'book_window_cleaning',
      'Books a window clean.',
      { date: { type: 'string', format: 'date' }, windows: { type: 'integer', minimum: 1, maximum: 200 } },
      ['date'],
    );
    expect(args('windows on friday pls, 60 of them', clean)).toEqual({ date: '2026-11-27', windows: 60 });
  });

  it('reads "no other pets" for has_other_pets, "reject" for not approved, and "non-billable" as not billable', () => {
    const apply = tool(
      'submit_adoption_application',
      'Applies to adopt an animal.',
      { animal_id: { type: 'string' }, has_other_pets: { type: 'boolean', description: 'Other pets live in the home' } },
      ['animal_id'],
    );
    expect(args('apply to adopt A0098, we live in a flat, no other pets', apply)).toMatchObject({ has_other_pets: false });
    const proof = tool(
      'approve_proof',
      'Approves or rejects a design proof.',
      { order_number: { type: 'string' }, approved: { type: 'boolean' } },
      ['order_number', 'approved'],
    );
    expect(args('reject proof M00871', proof)).toEqual({ order_number: 'M00871', approved: false });
    expect(args('approve proof M00871', proof)).toEqual({ order_number: 'M00871', approved: true });
    const log = tool('log_time', 'Logs time worked.', { hours: { type: 'number' }, billable: { type: 'boolean' } }, ['hours']);
    expect(args('log 2 hours, non-billable', log)).toEqual({ hours: 2, billable: false });
  });

  it('reads a negation before an "or" list for each thing in it, and "my own" for a property named own_', () => {
    const form = tool(
      'submit_dive_medical',
      'Submits a diver medical form.',
      { name: { type: 'string' }, asthma: { type: 'boolean' }, epilepsy: { type: 'boolean' } },
      ['name'],
    );
    expect(args('medical for Rob Hale: no asthma or epilepsy', form)).toEqual({ name: 'Rob Hale', asthma: false, epilepsy: false });
    expect(args('medical for Rob Hale: asthma, no epilepsy', form)).toEqual({ name: 'Rob Hale', asthma: true, epilepsy: false });
    const lesson = tool(
      'book_ski_lesson',
      'Books a ski lesson.',
      { date: { type: 'string', format: 'date' }, own_skis: { type: 'boolean', description: 'Bringing your own skis' } },
      ['date'],
    );
    expect(args('ski lesson on friday, bringing my own skis', lesson)).toEqual({ date: '2026-11-27', own_skis: true });
  });

  it('counts people "for 4" before a day or "with", into properties named for visitors or applicants', () => {
    const tour = tool(
      'book_cave_tour',
      'Books a cave tour.',
      { date: { type: 'string', format: 'date' }, visitors: { type: 'integer', minimum: 1, maximum: 20 } },
      ['date'],
    );
    expect(args('cave tour for 4 on sunday', tour)).toEqual({ date: '2026-11-29', visitors: 4 });
    expect(args('cave tour on sunday for 3 with a torch', tour)).toEqual({ date: '2026-11-29', visitors: 3 });
    const visa = tool(
      'book_visa_appointment',
      'Books a visa appointment.',
      { date: { type: 'string', format: 'date' }, applicants: { type: 'integer', minimum: 1, maximum: 6 } },
      ['date'],
    );
    expect(args('visa appointment on friday for me and my two kids', visa)).toEqual({ date: '2026-11-27', applicants: 3 });
  });

  it('reads an age said of someone, for an age, an age turned at a birthday, or a band of ages', () => {
    const swim = tool(
      'enrol_swimmer',
      'Enrols a swimmer in lessons.',
      { name: { type: 'string' }, age: { type: 'integer', minimum: 3, maximum: 99 } },
      ['name'],
    );
    expect(args("enrol Ben Ross in swimming lessons, he's 9", swim)).toEqual({ name: 'Ben Ross', age: 9 });
    expect(args('enrol Ben Ross in swimming lessons, aged 9', swim)).toEqual({ name: 'Ben Ross', age: 9 });
    expect(args("enrol Ben Ross in swimming lessons, he's 9 stone", swim)).toEqual({ name: 'Ben Ross' });
    const party = tool(
      'book_soft_play_party',
      'Books a soft play party.',
      { date: { type: 'string', format: 'date' }, age_turning: { type: 'integer', minimum: 1, maximum: 12 } },
      ['date'],
    );
    expect(args("party for Mia's 4th birthday on saturday", party)).toEqual({ date: '2026-11-28', age_turning: 4 });
    const classes = tool(
      'find_art_classes',
      'Finds art classes.',
      { age_group: { type: 'string', enum: ['under_5', 'kids_5_11', 'teens_12_17', 'adults'] } },
      [],
    );
    expect(args('art classes for my 9 year old', classes)).toEqual({ age_group: 'kids_5_11' });
    expect(args("art classes for my son, he's 14", classes)).toEqual({ age_group: 'teens_12_17' });
    expect(args("art classes for me, I'm 40", classes)).toEqual({ age_group: 'adults' });
  });

  it('reads a size by its word for an enum of size letters, and a length glued to its units', () => {
    const hoodie = tool(
      'order_hoodie',
      'Orders a club hoodie.',
      { size: { type: 'string', enum: ['xs', 's', 'm', 'l', 'xl', 'xxl'] }, name: { type: 'string' } },
      ['size'],
    );
    expect(args('club hoodie in medium please', hoodie)).toEqual({ size: 'm' });
    expect(args('club hoodie, extra large', hoodie)).toEqual({ size: 'xl' });
    const log = tool('log_walk', 'Logs a walk.', { minutes: { type: 'integer', minimum: 1 } }, ['minutes']);
    expect(args('log a walk, 1h20', log)).toEqual({ minutes: 80 });
    expect(args('log a walk, 45mins', log)).toEqual({ minutes: 45 });
    const entry = tool(
      'enter_triathlon',
      'Enters a triathlon.',
      {
        name: { type: 'string' },
        predicted: { type: 'string', pattern: '^\\d{1,2}:[0-5]\\d:[0-5]\\d$', description: 'Predicted time H:MM:SS' },
      },
      ['name'],
    );
    expect(args('enter Amy Cole in the triathlon, predicted 1:45:00', entry)).toEqual({ name: 'Amy Cole', predicted: '1:45:00' });
  });

  it("takes a value's own name before another's alias, and a slashed pair no date property took for a pattern", () => {
    const walks = tool(
      'find_walks',
      'Finds guided walks.',
      { region: { type: 'string', enum: ['scotland', 'wales', 'north_england'] } },
      [],
    );
    expect(args('guided walks in wales', walks)).toEqual({ region: 'wales' });
    const tip = tool(
      'log_tip',
      'Logs a racing tip.',
      { horse: { type: 'string' }, odds: { type: 'string', pattern: '^\\d+/\\d+$', description: 'Fractional odds, e.g. 5/2' } },
      ['horse'],
    );
    expect(args('log tip Sea Bird at 7/2', tip)).toEqual({ horse: 'Sea Bird', odds: '7/2' });
  });

  it('reads a clipped word after a number as the property it starts ("3 bed houses" for min_bedrooms)', () => {
    const homes = tool(
      'search_homes',
      'Searches homes for sale.',
      { city: { type: 'string' }, min_bedrooms: { type: 'integer', minimum: 1, maximum: 10 } },
      [],
    );
    expect(args('3 bed houses in Leeds', homes)).toEqual({ city: 'Leeds', min_bedrooms: 3 });
  });

  it('counts no year written before what it dates', () => {
    const valuation = tool(
      'request_coin_valuation',
      'Asks for a coin valuation.',
      { description: { type: 'string' }, quantity: { type: 'integer', minimum: 1, maximum: 10000 } },
      ['description'],
    );
    expect(args('valuation please: 1887 jubilee florin', valuation)).not.toHaveProperty('quantity');
    expect(args('valuation please: 3 jubilee florins', valuation)).toMatchObject({ quantity: 3 });
  });

  it('sets a boolean named for a kind of thing by a thing of that kind (WordNet), not by a word of a file name', () => {
    const membership = tool(
      'buy_membership',
      'Buys a museum membership.',
      { name: { type: 'string' }, gift: { type: 'boolean', description: 'Bought for someone else' } },
      ['name'],
    );
    expect(args('membership for Carol Dean as a present', membership)).toEqual({ name: 'Carol Dean', gift: true });
    expect(args('membership for Carol Dean, not a present', membership)).toEqual({ name: 'Carol Dean', gift: false });
    const print = tool(
      'queue_print',
      'Queues a 3D print.',
      { file: { type: 'string', pattern: '^[\\w-]+\\.3mf$' }, supports: { type: 'boolean' } },
      ['file'],
    );
    expect(args('queue phone_stand.3mf', print)).toEqual({ file: 'phone_stand.3mf' });
  });

  it('sets a boolean by the words its description gives each side', () => {
    const quote = tool(
      'answer_quote',
      'Answers a builder quote.',
      {
        quote_id: { type: 'string', pattern: '^Q\\d{4}$' },
        accept: { type: 'boolean', description: 'true to go ahead, false to decline' },
      },
      ['quote_id', 'accept'],
    );
    expect(args('go ahead with Q1234', quote)).toEqual({ quote_id: 'Q1234', accept: true });
    expect(args('decline Q1234 thanks', quote)).toEqual({ quote_id: 'Q1234', accept: false });
  });

  it('puts money into a property named for a stake, a deposit or a currency, and reads "a tenner" as £10', () => {
    const bet = tool('place_wager', 'Places a wager.', { selection: { type: 'string' }, stake: { type: 'number', minimum: 1 } }, [
      'selection',
      'stake',
    ]);
    expect(args('put a tenner on Kauto Star', bet)).toEqual({ selection: 'Kauto Star', stake: 10 });
    const cover = tool('insure_parcel', 'Insures a parcel.', { tracking: { type: 'string' }, cover_gbp: { type: 'number', minimum: 0 } }, [
      'tracking',
    ]);
    expect(args('insure parcel TR5521 for £300', cover)).toEqual({ tracking: 'TR5521', cover_gbp: 300 });
  });
});

describe('built-in tool router: codes and the words of other properties', () => {
  const seat = tool(
    'reserve_seat',
    'Reserves seats on a specific train.',
    {
      train_number: { type: 'string', description: 'Train number, e.g. ICE 592' },
      passengers: { type: 'integer', minimum: 1, maximum: 9 },
      seat_preference: { type: 'string', enum: ['window', 'aisle', 'quiet_coach'] },
      coach: { type: 'integer', minimum: 1, maximum: 14 },
    },
    ['train_number', 'passengers'],
  );
  const answer = (text: string) => routeTools(ask(text, [seat]), NOW).content[0];

  it('asks for a code whose example has digits rather than take words without one', () => {
    const asked = answer('reserve seats for 3 people');
    expect(asked?.type === 'TEXT' && asked.text).toContain('train_number');
    expect(answer('reserve 2 seats on ICE 592')).toMatchObject({ toolInput: { train_number: 'ICE 592', passengers: 2 } });
  });

  it('reads a numeric property named with its number, not the enum value that word ends', () => {
    expect(answer('book one seat on EC 317 in coach 9')).toMatchObject({ toolInput: { train_number: 'EC 317', passengers: 1, coach: 9 } });
    const seated = answer('book one seat on EC 317 in coach 9');
    expect(seated?.type === 'TOOL_USE_REQUEST' && Object.keys(seated.toolInput)).not.toContain('seat_preference');
    expect(answer('book one seat on EC 317 in the quiet coach')).toMatchObject({ toolInput: { seat_preference: 'quiet_coach' } });
  });
});

describe('built-in tool router: an enum value written as its initials', () => {
  it('finds "black and white" for BW and "air conditioning" for AC, not words whose letters merely begin so', () => {
    expect(valuesIn(initialsMentions(['C-41', 'E-6', 'BW'], tokenize('two rolls of 120 black and white please')))).toEqual(['BW']);
    expect(valuesIn(initialsMentions(['AC', 'HEAT'], tokenize('the air conditioning is broken')))).toEqual(['AC']);
    // Two values found so: neither is meant.
    expect(initialsMentions(['BW', 'BT'], tokenize('black white black tie'))).toEqual([]);
    // Short words are no initials' words: "be with" is no BW.
    expect(initialsMentions(['BW'], tokenize('it should be with you'))).toEqual([]);
  });
});

describe('built-in tool router: a value with a fraction in it', () => {
  const results = ['1-0', '0-1', '1/2-1/2'];
  it('is not named by the number after its last slash, and a draw is said "draw"', () => {
    expect(findEnumMentions(results, tokenize('round 2'))).toEqual([]);
    expect(valuesIn(findEnumMentions(results, tokenize('draw in round 2')))).toEqual(['1/2-1/2']);
    // A path's last part still names it.
    expect(valuesIn(findEnumMentions(['Europe/Paris', 'Asia/Tokyo'], tokenize('meeting in tokyo time')))).toEqual(['Asia/Tokyo']);
  });
});

describe('built-in tool router: whether someone comes', () => {
  const rsvp = tool(
    'rsvp_rehearsal',
    'Tell the choir director whether you will be at a rehearsal',
    { date: { type: 'string', format: 'date' }, attending: { type: 'boolean' } },
    ['date', 'attending'],
  );
  for (const [text, attending] of [
    ["i'll be at rehearsal thursday", true],
    ["yes to next thursday's rehearsal", true],
    ['count me in for rehearsal on thursday', true],
    ["can't make rehearsal thursday, sorry", false],
    ["i'll miss rehearsal on thursday", false],
    ['put me down as absent for rehearsal on thursday', false],
  ] as const) {
    it(JSON.stringify(text), () => {
      const item = routeTools(ask(text, [rsvp], only('rsvp_rehearsal')), NOW).content[0];
      expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { attending } });
    });
  }
  it('asks when the request says neither', () => {
    const item = routeTools(ask('rehearsal on thursday', [rsvp], only('rsvp_rehearsal')), NOW).content[0];
    expect(item).toMatchObject({ type: 'TEXT' });
  });
});

describe('built-in tool router: a part of the day', () => {
  const engineer = tool(
    'book_engineer',
    'Books an engineer visit.',
    {
      date: { type: 'string', format: 'date' },
      slot: { type: 'string', enum: ['am', 'pm'] },
      fault: { type: 'string', description: 'What is wrong' },
    },
    ['date', 'slot'],
  );
  const boiler = tool(
    'book_boiler_service',
    'Books a boiler service.',
    { date: { type: 'string', format: 'date' }, time_window: { type: 'string', enum: ['08:00-12:00', '12:00-16:00', '16:00-18:00'] } },
    ['date'],
  );
  const args = (text: string, t: ReturnType<typeof tool>) => {
    const item = routeTools(ask(text, [t]), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : item;
  };

  it('fills am/pm and hour windows from the part of the day or the time said', () => {
    expect(args('book an engineer thursday morning, no dial tone on the landline', engineer)).toEqual({
      date: '2026-11-26',
      slot: 'am',
      fault: 'no dial tone on the landline',
    });
    expect(args('can an engineer come out friday afternoon', engineer)).toEqual({ date: '2026-11-27', slot: 'pm' });
    expect(args('service on the 10th of december, morning slot', boiler)).toEqual({ date: '2026-12-10', time_window: '08:00-12:00' });
    expect(args('service on 8th december, after 4pm', boiler)).toEqual({ date: '2026-12-08', time_window: '16:00-18:00' });
    const daycare = tool(
      'book_daycare',
      'Books a day at dog daycare.',
      {
        dog_name: { type: 'string' },
        date: { type: 'string', format: 'date' },
        session: { type: 'string', enum: ['full_day', 'half_day_am', 'half_day_pm'] },
      },
      ['dog_name', 'date'],
    );
    const delivery = tool(
      'reschedule_delivery',
      'Moves a delivery to another day.',
      { date: { type: 'string', format: 'date' }, slot: { type: 'string', enum: ['morning', 'afternoon', 'evening'] } },
      ['date'],
    );
    expect(args('can it come after 6pm on the 2nd instead', delivery)).toEqual({ date: '2026-12-02', slot: 'evening' });
    expect(args('afternoon session for Max on the 1st pls', daycare)).toEqual({
      dog_name: 'Max',
      date: '2026-12-01',
      session: 'half_day_pm',
    });
  });

  it('still asks when no part of the day is said, and a count of nights is none', () => {
    const asks = (text: string) => JSON.stringify(args(text, engineer));
    expect(asks('can an engineer come out friday')).toContain('To call book_engineer, I need \\"slot\\"');
    expect(asks('engineer on friday, we are away 2 nights after')).toContain('To call book_engineer, I need \\"slot\\"');
  });

  it('reads a numbered value said with the number in words or as an ordinal', () => {
    const rent = tool(
      'pay_halls_rent',
      'Pays hall rent.',
      { instalment: { type: 'string', enum: ['term_1', 'term_2', 'term_3'] }, amount: { type: 'number' } },
      ['instalment', 'amount'],
    );
    expect(args("pay £450 towards the first term's rent", rent)).toEqual({ instalment: 'term_1', amount: 450 });
  });
});

describe('built-in tool router: a description after the last comma', () => {
  const lost = tool(
    'report_lost_item',
    'Reports an item lost on the bus, tram or train network.',
    {
      category: { type: 'string', enum: ['phone', 'bag', 'umbrella', 'wallet_purse'] },
      description: { type: 'string', description: 'Description: colour, brand, contents' },
      lost_on: { type: 'string', format: 'date', description: 'Day it was lost' },
    },
    ['category', 'lost_on'],
  );
  const input = (text: string) => {
    const item = routeTools(ask(text, [lost]), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : undefined;
  };

  it('takes the closing aside whole, not a colour out of it, less an "it\'s"', () => {
    expect(input('I left my phone on the bus yesterday, black iPhone 15')).toEqual({
      category: 'phone',
      description: 'black iPhone 15',
      lost_on: '2026-11-23',
    });
    expect(input("left my umbrella on the tram this morning, it's blue with white spots")).toMatchObject({
      description: 'blue with white spots',
    });
    // "left it …" opens its clause with its object: past, as the property says too.
    expect(input('report a lost bag, left it on the train on sunday, its a navy rucksack')).toEqual({
      category: 'bag',
      description: 'navy rucksack',
      lost_on: '2026-11-22',
    });
  });
});

describe('built-in tool router: a category named by one of its things (WordNet)', () => {
  const lost = ['phone', 'wallet_purse', 'bag', 'keys', 'umbrella', 'clothing', 'glasses', 'jewellery', 'other'];
  const halls = ['plumbing', 'electrical', 'heating', 'furniture', 'internet', 'pests', 'locks'];
  const kind = (text: string, values: string[]) => valuesIn(kindMentions(values, read(text, NOW)));

  it('finds the kind a noun is one of', () => {
    expect(kind('has anyone handed in a grey scarf', lost)).toEqual(['clothing']);
    expect(kind('my daughter lost a silver necklace', lost)).toEqual(['jewellery']);
    expect(kind('shower in B214 is blocked', halls)).toEqual(['plumbing']);
    expect(kind('can I return a sofa if it doesnt fit through the door?', ['electronics', 'clothing', 'furniture', 'books'])).toEqual([
      'furniture',
    ]);
  });

  it('names nothing by a verb, by a word that is a value itself, or by "other"', () => {
    expect(kind('is it going to rain at the festival', ['toilets', 'water', 'first_aid', 'food'])).toEqual([]);
    expect(kind('how is my dad doing after his surgery', ['maternity', 'general_surgery', 'cardiology'])).toEqual([]);
    expect(kind("where's my parcel?", ['safe_place', 'parcel_locker', 'pickup_point'])).toEqual([]);
    expect(kind('I lost a thing', ['other'])).toEqual([]);
  });

  it('fills a required category, and leaves an optional one unset', () => {
    const found = tool('search_found_items', 'Searches items handed in to lost property.', { category: { type: 'string', enum: lost } }, [
      'category',
    ]);
    const item = routeTools(ask('has anyone handed in a grey scarf', [found]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { category: 'clothing' } });
    const optional = tool(
      'search_found_items',
      'Searches items handed in to lost property.',
      { category: { type: 'string', enum: lost } },
      [],
    );
    const other = routeTools(ask('has anyone handed in a grey scarf', [optional]), NOW).content[0];
    expect(other?.type === 'TOOL_USE_REQUEST' ? other.toolInput.category : undefined).toBeUndefined();
  });
});

describe('built-in tool router: a length of time, a person of an age, a trade by its worker', () => {
  it('finds the value whose length the request says, in days', () => {
    const periods = ['1d', '5d', '1mo', '6mo', 'ytd', '1y', '5y'];
    expect(valuesIn(periodMentions(periods, tokenize('how has MSFT done over the past year')))).toEqual(['1y']);
    expect(valuesIn(periodMentions(['7_days', '30_days', '90_days'], tokenize('show me the past week')))).toEqual(['7_days']);
    expect(valuesIn(periodMentions(['1_day', '8_day', '12_month'], tokenize('buy me a day licence')))).toEqual(['1_day']);
    const tariffs = ['standard_variable', 'fixed_12m', 'fixed_24m'];
    expect(valuesIn(periodMentions(tariffs, tokenize('Switch to the 2 year fixed')))).toEqual(['fixed_24m']);
    // A length no value has, or one word of time with no count or "past" before it, names none.
    expect(valuesIn(periodMentions(['7_days', '30_days'], tokenize('the past year')))).toEqual([]);
    expect(valuesIn(periodMentions(['7_days', '30_days'], tokenize('what day is it')))).toEqual([]);
    // How often: a value said as an adverb, a unit after "every", and "every other" twice it.
    const often = ['weekly', 'fortnightly', 'monthly', 'quarterly'];
    expect(valuesIn(periodMentions(often, tokenize('6 bottles every quarter')))).toEqual(['quarterly']);
    const fortnight = periodMentions(often, tokenize('a cleaner every other thursday at 9'));
    expect(valuesIn(fortnight)).toEqual(['fortnightly']);
    // "thursday" stays free for a weekday of its own.
    expect(fortnight[0]?.to).toBe(4);
  });

  it('reads "kid", "my daughter" and "over 65" as the age a ticket is for', () => {
    expect(valuesIn(findEnumMentions(['adult', 'child', 'senior'], tokenize('lift pass for my kid')))).toEqual(['child']);
    expect(valuesIn(findEnumMentions(['adult', 'junior', 'family', 'senior'], tokenize("I'm over 65 now")))).toEqual(['senior']);
  });

  it('reads why a membership is paused as people say it', () => {
    const reasons = ['injury', 'illness', 'travel', 'financial', 'other'];
    expect(valuesIn(findEnumMentions(reasons, tokenize('freeze my membership, I broke my ankle')))).toEqual(['injury']);
    expect(valuesIn(findEnumMentions(reasons, tokenize("freeze it, i've done my knee in")))).toEqual(['injury']);
    expect(valuesIn(findEnumMentions(reasons, tokenize('freeze me for 2 weeks, money is tight right now')))).toEqual(['financial']);
  });

  it('reads a worker for the trade named so ("photographer" for `photography`)', () => {
    const budget = ['venue', 'catering', 'photography', 'flowers'];
    expect(valuesIn(derivedMentions(budget, tokenize('photographer budget 2.5k')))).toEqual(['photography']);
  });
});

describe('built-in tool router: lists of values in the order written, accents, and a value holding a part of the day', () => {
  const call = (text: string, t: ReturnType<typeof tool>) => {
    const item = routeTools(ask(text, [t], only(t.name)), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : undefined;
  };
  const menu = tool(
    'set_menu',
    'Set the flavours for an event',
    {
      flavours: { type: 'array', items: { type: 'string', enum: ['vanilla', 'strawberry', 'mint_choc_chip', 'pistachio'] } },
    },
    ['flavours'],
  );
  it('lists enum values in the order the request names them, whichever way each is found', () => {
    expect(call('vanilla, mint choc chip and strawberry please', menu)).toEqual({ flavours: ['vanilla', 'mint_choc_chip', 'strawberry'] });
    expect(call('pistachio then vanilla', menu)).toEqual({ flavours: ['pistachio', 'vanilla'] });
  });

  const cellar = tool(
    'add_wine',
    'Add wine to the cellar',
    { name: { type: 'string' }, colour: { type: 'string', enum: ['red', 'white', 'rose', 'sparkling'] }, bottles: { type: 'integer' } },
    ['colour', 'bottles'],
  );
  const fencing = tool('enter_bout', 'Enter a fencing bout', { weapon: { type: 'string', enum: ['foil', 'épée', 'sabre'] } }, ['weapon']);
  it('reads an enum value with or without its accents', () => {
    expect(call('two bottles of rosé', cellar)).toMatchObject({ colour: 'rose', bottles: 2 });
    expect(call('put me down for epee', fencing)).toEqual({ weapon: 'épée' });
  });

  const paintball = tool(
    'book_session',
    'Book a paintball session',
    { date: { type: 'string', format: 'date' }, package: { type: 'string', enum: ['standard', 'night_ops'] } },
    ['date'],
  );
  const lunch = tool(
    'book_lunch',
    'Book a table for lunch',
    { date: { type: 'string', format: 'date' }, menu: { type: 'string', enum: ['set_lunch', 'sunday_roast'] } },
    ['date'],
  );
  it('takes no date from a part of the day that is a word of an enum value, but does from a day', () => {
    expect(call('night ops on the 12th', paintball)).toEqual({ package: 'night_ops', date: '2026-12-12' });
    expect(call('sunday roast for four', lunch)).toEqual({ menu: 'sunday_roast', date: '2026-11-29' });
  });
});

describe('built-in tool router: an enum value said by a word of its meaning (WordNet)', () => {
  const said = (values: string[], text: string, toolWords: string[] = []) =>
    valuesIn(senseMentions(values, read(text, NOW), new Set(toolWords)));
  it('finds a value by a word of the same sense, or by a word made from its own', () => {
    expect(said(['in_room', 'telephone', 'online', 'absentee'], "I'll bid by phone")).toEqual(['telephone']);
    expect(said(['locked_out', 'lost_keys', 'burglary'], "we've been burgled")).toEqual(['burglary']);
    expect(said(['felling', 'crown_reduction', 'hedge_trim'], 'quote to fell a leylandii')).toEqual(['felling']);
  });
  it("reads no value from the verb a command opens with, a word that means no thing, or the tool's own word", () => {
    expect(said(['travel', 'meals', 'lodging', 'supplies'], 'file an expense for printer paper')).toEqual([]);
    expect(said(['red', 'yellow', 'blue', 'black'], 'put Mia down for the championships')).toEqual([]);
    expect(
      said(['beginners_ballroom', 'improvers', 'medal_class'], 'enrol me on one of your courses', ['enrol', 'dance', 'course']),
    ).toEqual([]);
  });
  it('names nothing when words of the request mean two values', () => {
    expect(said(['telephone', 'automobile', 'bicycle'], 'on my bike')).toEqual(['bicycle']);
    expect(said(['telephone', 'automobile', 'bicycle'], 'by phone from the car')).toEqual([]);
  });
});

describe('built-in tool router: amounts among properties that share a word', () => {
  const claim = tool(
    'claim_expenses',
    'Claims expenses for a day',
    {
      parking_cost: { type: 'number', description: 'Parking paid, in pounds', minimum: 0 },
      loss_of_earnings: { type: 'number', description: 'Earnings lost that day, in pounds', minimum: 0 },
      childcare_cost: { type: 'number', description: 'Childcare paid for that day, in pounds', minimum: 0 },
    },
    [],
  );
  const call = (text: string) => {
    const item = routeTools(ask(text, [claim], only(claim.name)), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : undefined;
  };
  it('gives an amount to the property whose own word is beside it, not to one sharing only "cost"', () => {
    expect(call('childcare cost me £40')).toEqual({ childcare_cost: 40 });
    expect(call('parking cost £6 and childcare £40')).toEqual({ parking_cost: 6, childcare_cost: 40 });
  });
  it('takes a description "in pounds" as a property for money', () => {
    expect(call('lost £95 in earnings')).toEqual({ loss_of_earnings: 95 });
  });
});

describe('built-in tool router: none of a thing', () => {
  const eggs = tool('log_eggs', 'Log the eggs laid', { eggs: { type: 'integer', minimum: 0 }, date: { type: 'string', format: 'date' } }, [
    'eggs',
  ]);
  it('"no eggs" is a count of 0 for a property named for eggs, and no count for another', () => {
    const item = routeTools(ask('no eggs at all on sunday', [eggs]), NOW).content[0];
    expect(item).toMatchObject({ type: 'TOOL_USE_REQUEST', toolInput: { eggs: 0, date: '2026-11-22' } });
    const asked = routeTools(ask('no worries, log the hens later', [eggs]), NOW).content[0];
    expect(asked).toMatchObject({ type: 'TEXT' });
  });
});

describe('built-in tool router: list items named by their first word', () => {
  const quote = tool(
    'request_restoration_quote',
    'Quote for restoring a piece of furniture',
    { work: { type: 'array', items: { type: 'string', enum: ['woodworm_treatment', 'veneer_repair', 'gilding', 'french_polishing'] } } },
    ['work'],
  );
  const van = tool(
    'set_van_menu',
    'Set the flavours and toppings of an ice cream van',
    {
      flavours: { type: 'array', items: { type: 'string', enum: ['vanilla', 'strawberry', 'chocolate'] } },
      toppings: { type: 'array', items: { type: 'string', enum: ['flake', 'strawberry_sauce', 'sprinkles'] } },
    },
    ['flavours'],
  );
  const call = (text: string, t: ReturnType<typeof tool>) => {
    const item = routeTools(ask(text, [t], only(t.name)), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.toolInput : undefined;
  };
  it('reads each item of a list by the first word of its value', () => {
    expect(call('my bureau has woodworm and some lifting veneer', quote)).toEqual({ work: ['woodworm_treatment', 'veneer_repair'] });
    expect(call('gilding repair on a clock case', quote)).toEqual({ work: ['gilding'] });
  });
  it("takes no word that is all of another property's value", () => {
    expect(call('vanilla and strawberry, with sprinkles', van)).toEqual({ flavours: ['vanilla', 'strawberry'], toppings: ['sprinkles'] });
  });
});

describe('built-in tool router: a count of people by who they are', () => {
  const van = tool(
    'book_ice_cream_van',
    'Book an ice cream van for an event',
    {
      date: { type: 'string', format: 'date' },
      hours: { type: 'integer' },
      guests: { type: 'integer', description: 'Expected number of people' },
    },
    ['date'],
  );
  it('"300 staff" counts the guests', () => {
    const item = routeTools(ask('corporate party on 2 july, 4 hours, about 300 staff', [van], only(van.name)), NOW).content[0];
    expect(item).toMatchObject({ toolInput: { date: '2027-07-02', hours: 4, guests: 300 } });
  });
});

describe('built-in tool router: the speaker booked alone', () => {
  const dive = tool(
    'book_dive',
    'Book a place on a boat dive',
    { site: { type: 'string' }, date: { type: 'string', format: 'date' }, divers: { type: 'integer', minimum: 1 } },
    ['site', 'date', 'divers'],
  );
  const crawl = tool(
    'join_activity',
    'Join a social activity',
    { date: { type: 'string', format: 'date' }, people: { type: 'integer', minimum: 1 } },
    ['date'],
  );
  const call = (text: string, t: ReturnType<typeof tool>) => routeTools(ask(text, [t], only(t.name)), NOW).content[0];
  it('"book me on" is one for a count of people the tool needs', () => {
    expect(call('book me on the Zenobia wreck dive tomorrow', dive)).toMatchObject({ toolInput: { divers: 1, date: '2026-11-25' } });
    expect(call('a dive on the Zenobia tomorrow for me', dive)).toMatchObject({ toolInput: { divers: 1 } });
  });
  it('is no count where others go too, or where the tool does not need one', () => {
    expect(call('book me and my brother on the Zenobia wreck dive tomorrow', dive)).toMatchObject({ toolInput: { divers: 2 } });
    expect(call('can we do the Zenobia wreck dive tomorrow? book me in', dive)).toMatchObject({ type: 'TEXT' });
    expect(call('sign me up for saturday', crawl)).toMatchObject({ toolInput: { date: '2026-11-28' } });
    expect(call('sign me up for saturday', crawl)).not.toMatchObject({ toolInput: { people: 1 } });
  });
});
