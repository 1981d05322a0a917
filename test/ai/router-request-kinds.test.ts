import { describe, expect, it } from 'vitest';
import { asksAboutKinds, asksForAdvice, asksForJudgement, asksIfPossible, statesAFeeling } from '../../src/ai/router/opinion-questions.js';
import { read } from '../../src/ai/router/reading.js';
import {
  asksHowTo,
  asksWhatWasDone,
  asksWhetherAllowed,
  asksWhy,
  commandFollows,
  searchesRecords,
  tellsRules,
} from '../../src/ai/router/request-kind.js';
import { routeTools } from '../../src/ai/router/tool-router.js';
import { tool } from './router-case-helpers.js';
import { ask } from './router-grade.js';

/*
 * What kind of request a text is (request-kind.ts): a why-question that goes on to ask for something,
 * a question about what the user did, one whether a thing is allowed, one how to do a thing.
 */

const NOW = new Date('2026-11-24T10:00:00Z');
const r = (text: string) => read(text, NOW);

describe('built-in tool router: kinds of request', () => {
  it('reads a command after a why-question, not a subject or a second question', () => {
    expect(commandFollows(r('why is my bill for september so high, break it down for me'))).toBe(true);
    expect(commandFollows(r('why is my order late? can you check'))).toBe(true);
    expect(commandFollows(r('why is the sky blue, i wonder'))).toBe(false);
    expect(asksWhy(r('why is my bill so high, break it down for me'))).toBe(false);
    expect(asksWhy(r('why does the printer keep jamming'))).toBe(true);
  });

  it('reads a question about what the user did, but not one about what they hold or one followed by a command', () => {
    expect(asksWhatWasDone(r('which orders did i cancel'))).toBe(true);
    expect(asksWhatWasDone(r('did I ever order a yoga mat from you?'))).toBe(true);
    expect(asksWhatWasDone(r('what have I ordered this year'))).toBe(true);
    expect(asksWhatWasDone(r('have I got any meetings tomorrow'))).toBe(false);
    expect(asksWhatWasDone(r('did I lock the back door? lock it'))).toBe(false);
    expect(asksWhatWasDone(r('cancel my order'))).toBe(false);
  });

  it('reads a question whether something is allowed, but not a polite request', () => {
    expect(asksWhetherAllowed(r('can I return a sofa if it doesnt fit through the door?'))).toBe(true);
    expect(asksWhetherAllowed(r('am I allowed to bring a dog?'))).toBe(true);
    expect(asksWhetherAllowed(r('can I get a small flat white with almond milk at 10:15'))).toBe(false);
    expect(asksWhetherAllowed(r('can I check out at 1pm? room 412'))).toBe(false);
  });

  it('reads a question how to do a thing', () => {
    expect(asksHowTo(r('how do I write a good email?'))).toBe(true);
    expect(asksHowTo(r('how to reset my router'))).toBe(true);
    expect(asksHowTo(r('how much is in savings'))).toBe(false);
  });

  it('tells tools that search records and tools that tell the rules by their names', () => {
    const none = {};
    expect(searchesRecords(tool('search_orders', '', none, []))).toBe(true);
    expect(searchesRecords(tool('track_order', '', none, []))).toBe(false);
    expect(tellsRules(tool('get_return_policy', '', none, []))).toBe(true);
    expect(tellsRules(tool('start_return', '', none, []))).toBe(false);
  });
});

describe('built-in tool router: questions that ask a tool to do nothing', () => {
  const festival = [
    tool(
      'add_set_to_planner',
      "Adds an artist's set to the personal festival planner.",
      { artist: { type: 'string' }, day: { type: 'string', enum: ['friday', 'saturday', 'sunday'] } },
      ['artist'],
    ),
    tool(
      'find_facility',
      'Finds the nearest facility on the festival site.',
      { type: { type: 'string', enum: ['toilets', 'water', 'food'] }, near_stage: { type: 'string', enum: ['main', 'woods'] } },
      ['type'],
    ),
  ];
  const answer = (text: string) => routeTools(ask(text, festival), NOW).content[0];

  it('calls no tool for a who-question to a tool that adds, nor takes a festival "site" for a web search', () => {
    // "add" of add_set_to_planner is no sum, so the question is not answered by adding; and a site is no web page.
    expect(answer("who's headlining on sunday?")?.type).toBe('TEXT');
    expect(answer('where are the toilets near the main stage')).toMatchObject({
      name: 'find_facility',
      toolInput: { type: 'toilets', near_stage: 'main' },
    });
    expect(answer('add Fontaines to sunday')).toMatchObject({
      name: 'add_set_to_planner',
      toolInput: { artist: 'Fontaines', day: 'sunday' },
    });
  });

  it('still answers a question by computing with a tool that takes numbers', () => {
    const add = tool('add_numbers', 'Adds two numbers.', { a: { type: 'number' }, b: { type: 'number' } }, ['a', 'b']);
    expect(routeTools(ask('what is 2 plus 3?', [add]), NOW).content[0]).toMatchObject({ name: 'add_numbers', toolInput: { a: 2, b: 3 } });
  });
});

describe('built-in tool router: a time of day is for the tool that books it', () => {
  const yoga = [
    tool(
      'list_yoga_classes',
      'Lists yoga classes, optionally by day, style and level.',
      { date: { type: 'string', format: 'date' }, style: { type: 'string', enum: ['hatha', 'vinyasa', 'ashtanga'] } },
      [],
    ),
    tool(
      'book_yoga_class',
      'Books a place on a yoga class.',
      { class_start: { type: 'string', format: 'date-time' }, style: { type: 'string', enum: ['hatha', 'vinyasa', 'ashtanga'] } },
      ['class_start'],
    ),
  ];
  const called = (text: string) => {
    const item = routeTools(ask(text, yoga), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.name : item?.type;
  };

  it('books a class said with its time, and lists those of a day', () => {
    expect(called('put me down for the 7am ashtanga')).toBe('book_yoga_class');
    expect(called('any ashtanga classes on friday?')).toBe('list_yoga_classes');
  });
});

describe('built-in tool router: questions of possibility and of judgement', () => {
  const bins = [
    tool(
      'get_collection_day',
      'Tells which day a bin is collected.',
      { bin: { type: 'string', enum: ['general', 'recycling', 'garden'] } },
      ['bin'],
    ),
  ];
  const bikes = [
    tool('reserve_bike', 'Reserves a shared bike at a station.', { station: { type: 'string' } }, ['station']),
    tool('find_bikes', 'Finds shared bikes near a place.', { near: { type: 'string' } }, ['near']),
  ];
  const meds = [
    tool(
      'check_drug_interaction',
      'Checks whether medicines taken together are known to interact.',
      { drugs: { type: 'array', items: { type: 'string' }, description: 'Names of the medicines, at least two' } },
      ['drugs'],
    ),
  ];
  const called = (text: string, tools: ReturnType<typeof tool>[]) => {
    const item = routeTools(ask(text, tools), NOW).content[0];
    return item?.type === 'TOOL_USE_REQUEST' ? item.name : item?.type;
  };

  it('answers whether a thing can be done at all in text', () => {
    expect(asksIfPossible(r('can i freeze cooked rice'), new Set(['find']))).toBe(true);
    expect(called('can pizza boxes go in recycling?', bins)).toBe('TEXT');
    expect(called('can i take a shared bike on the train', bikes)).toBe('TEXT');
  });

  it("keeps a polite request, one the tool's verb makes, and one about particular things", () => {
    expect(asksIfPossible(r('can i get a latte'), new Set())).toBe(false);
    expect(asksIfPossible(r('can I reserve a bike at Kings Cross'), new Set(['reserve']))).toBe(false);
    expect(asksIfPossible(r('can I keep the car until thursday'), new Set())).toBe(false);
    expect(called('can i take co-codamol and naproxen together', meds)).toBe('check_drug_interaction');
  });

  it('answers a question of what is good, bad or normal in text, not one of a particular day and place', () => {
    expect(asksForJudgement(r('is it normal for cycles to be 35 days long?'))).toBe(true);
    expect(asksForJudgement(r('is ethereum a good investment right now?'))).toBe(true);
    expect(asksForJudgement(r('is it safe to take ibuprofen with lisinopril?'))).toBe(false);
    expect(asksForJudgement(r('is tonight good for stargazing in Flagstaff?'))).toBe(false);
  });

  it('answers a question about a kind of thing in text, not one about particular or own things', () => {
    expect(asksAboutKinds(r('how long do giraffes live?'))).toBe(true);
    expect(asksAboutKinds(r('are wasps still active in winter?'))).toBe(true);
    expect(asksAboutKinds(r('how do podcasts make money'))).toBe(true);
    expect(asksAboutKinds(r('are tickets still available for saturday?'))).toBe(false);
    expect(asksAboutKinds(r('do trains to Leeds run late?'))).toBe(false);
    expect(asksAboutKinds(r('are my parcels on their way'))).toBe(false);
    expect(asksAboutKinds(r('are the slopes open'))).toBe(false);
  });

  it('answers advice about a verb no tool does, whether a thing works, and how big a kind of thing is in text', () => {
    const verbs = new Set(['book', 'find']);
    expect(asksForAdvice(r('should I stretch before a run'), verbs)).toBe(true);
    expect(asksForAdvice(r('do I need to register my boat'), verbs)).toBe(true);
    expect(asksForAdvice(r('does yoga actually work for back pain?'), verbs)).toBe(true);
    expect(asksForAdvice(r('how many calories are in a banana'), verbs)).toBe(true);
    expect(asksForJudgement(r('is it worth repainting old furniture?'))).toBe(true);
    expect(asksAboutKinds(r('what do hedgehogs eat'))).toBe(true);
  });
  it('keeps advice about a verb a tool does, about a day or a named place, or about two things together', () => {
    const verbs = new Set(['book', 'find']);
    expect(asksForAdvice(r('should I book now'), verbs)).toBe(false);
    expect(asksForAdvice(r('should I bring an umbrella to Boston on friday?'), verbs)).toBe(false);
    expect(asksForAdvice(r('is it safe to take ibuprofen with lisinopril?'), verbs)).toBe(false);
    expect(asksAboutKinds(r("what does 'buenos dias' mean"))).toBe(false);
    expect(called('is it safe to take ibuprofen with lisinopril?', meds)).toBe('check_drug_interaction');
  });

  const gallery = [
    tool('search_collection', "Searches the gallery's collection.", { query: { type: 'string' }, artist: { type: 'string' } }, []),
    tool('find_locker', 'Finds parcel lockers near a place.', { near: { type: 'string' } }, ['near']),
    tool('translation_job_status', 'How far a translation job has got.', { job: { type: 'string', pattern: '^TR-\\d{5}$' } }, ['job']),
  ];
  it("answers where a thing is in text unless a tool finds places, or the thing is the user's own or numbered", () => {
    expect(called('where is the nearest car park to the gallery', gallery.slice(0, 1))).toBe('TEXT');
    expect(called("where's the nearest locker to Leeds train station", gallery)).toBe('find_locker');
    expect(called('where is TR-20931 at?', [gallery[2]!])).toBe('translation_job_status');
  });

  it("answers a recommendation or a guess asked of the answer's own view in text", () => {
    expect(asksForJudgement(r("what's worth doing in Calais if we've only got an afternoon?"))).toBe(true);
    expect(asksForJudgement(r('will the sky be clear tonight do you think'))).toBe(true);
    expect(asksForJudgement(r('do you think you could book me in for friday'))).toBe(false);
    expect(asksWhy(r('whats the actual difference between a latte and a flat white'))).toBe(true);
    expect(statesAFeeling(r('the carrots last week were lovely x'))).toBe(true);
  });

  const studio = [
    tool(
      'check_booth_availability',
      'Shows the free hours of the studio spaces on a day.',
      { date: { type: 'string', format: 'date' }, booth: { type: 'string', enum: ['podcast_room', 'live_room'] } },
      ['date'],
    ),
    tool(
      'book_booth',
      'Books studio time.',
      {
        booth: { type: 'string', enum: ['podcast_room', 'live_room'] },
        date: { type: 'string', format: 'date' },
        start: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
        hours: { type: 'integer', minimum: 1, maximum: 8 },
        engineer: { type: 'boolean' },
      },
      ['booth', 'date', 'start', 'hours'],
    ),
  ];
  it('calls the tool that acts, not one that looks, for a request that asks nothing and that tool takes more of', () => {
    expect(called('podcast room tomorrow 9am, an hour, no engineer needed', studio)).toBe('book_booth');
    expect(called('is the podcast room free tomorrow?', studio)).toBe('check_booth_availability');
    expect(called('podcast room availability tomorrow', studio)).toBe('check_booth_availability');
  });
});

describe('built-in tool router: a verb and the noun made from it with a doubled consonant', () => {
  const tools = [
    tool(
      'request_jury_deferral',
      'Asks to move jury service to a later date.',
      { juror_number: { type: 'string' }, reason: { type: 'string' } },
      ['juror_number'],
    ),
    tool('claim_juror_expenses', 'Claims travel and lost earnings for a day of jury service.', { amount: { type: 'number' } }, ['amount']),
  ];
  it('"defer" chooses the deferral tool', () => {
    const item = routeTools(ask("I need to defer, I'm having an operation in december", tools), NOW).content[0];
    expect(item?.type === 'TEXT' && item.text).toContain('To call request_jury_deferral, I need');
  });
});
