import { describe, expect, it } from 'vitest';
import { routeTools } from '../../src/ai/router/tool-router.js';
import { type SpanModel, useSpanModel } from '../../src/ai/router/span-scorer.js';
import type { AiAnswer } from '../../src/ai/types.js';
import { tool } from './router-case-helpers.js';
import { NOW } from './router-everyday-cases.js';
import { ask } from './router-grade.js';

/*
 * The learned span scorer (src/ai/router/span-scorer.ts) on sentences written for this test, in no
 * router table: a fallback for a required free-text string the rules left empty, and an overrule
 * of a value the rules cut wrong.
 */
const TOOLS = [
  tool('name_boat', 'Register a name for a boat at the marina', { boat_name: { type: 'string' }, berth: { type: 'integer' } }, [
    'boat_name',
  ]),
  tool('log_climb', 'Log a climbing route you sent', { route: { type: 'string' }, grade: { type: 'string' } }, ['route']),
  tool('add_houseplant', 'Add a houseplant to the watering list', { plant: { type: 'string' }, room: { type: 'string' } }, ['plant']),
  tool('book_tasting', 'Book a wine tasting at a vineyard', { vineyard: { type: 'string' }, guests: { type: 'integer' } }, ['vineyard']),
];
const OFF: SpanModel = { threshold: 2, overrule: 2, margin: 1, bias: 0, weights: {} };

const route = (text: string) => routeTools(ask(text, TOOLS), NOW);
const called = (answer: AiAnswer) => {
  const item = answer.content[0];
  return item?.type === 'TOOL_USE_REQUEST' ? { name: item.name, input: item.toolInput } : undefined;
};
function without<T>(run: () => T): T {
  const shipped = useSpanModel(OFF);
  try {
    return run();
  } finally {
    useSpanModel(shipped);
  }
}

describe('the router span scorer', () => {
  it('fills a required free string the rules left empty, with the span its model is sure of', () => {
    // A model that knows one thing: the word after "a" is the route.
    const shipped = useSpanModel({ threshold: 0.7, overrule: 2, margin: 1, bias: -10, weights: { 'route|p1=a': 20 } });
    try {
      expect(called(route('log a route'))).toEqual({ name: 'log_climb', input: { route: 'route' } });
    } finally {
      useSpanModel(shipped);
    }
    expect(without(() => called(route('log a route')))).toBeUndefined();
  });

  it('leaves a request with no value asking for it', () => {
    for (const text of ['the boat', 'log a route', 'water the plants']) {
      const item = route(text).content[0];
      expect(item?.type === 'TEXT' && item.text, text).toMatch(/^To call \w+, I need/);
    }
  });

  it('replaces a value the rules cut wrong, where the shipped model is far surer of another span', () => {
    const cases: [string, string, Record<string, unknown>][] = [
      ['we named the boat Lucky Star', 'name_boat', { boat_name: 'Lucky Star' }],
      ['register my dinghy as Little Wren', 'name_boat', { boat_name: 'Little Wren' }],
      // ("tasting for two at Chapel Down please" was one, until the rules read "for two at" as a count.)
      ['wine tasting for my parents at Chapel Down please', 'book_tasting', { vineyard: 'Chapel Down' }],
    ];
    for (const [text, name, input] of cases) {
      expect(called(route(text)), text).toMatchObject({ name, input });
      expect(
        without(() => called(route(text))),
        text,
      ).not.toMatchObject({ name, input });
    }
  });

  it('never takes the verb a request opens with for a value, and replaces a value the rules read as that verb alone', () => {
    const shop = [
      tool(
        'hold_record',
        'Put a record aside at the shop for pickup',
        { title: { type: 'string' }, format: { type: 'string', enum: ['vinyl', 'cd', 'cassette'] } },
        ['title'],
      ),
    ];
    // The enum value cuts the rules' reading of the title down to "reserve"; the scorer finds the title.
    expect(called(routeTools(ask('reserve the vinyl of Rumours', shop), NOW))).toEqual({
      name: 'hold_record',
      input: { format: 'vinyl', title: 'Rumours' },
    });
  });

  it("never takes the tool's own verb written with a slip for a value", () => {
    const shop = [
      tool(
        'reserve_record',
        'Put a record aside at the shop for pickup',
        { title: { type: 'string' }, format: { type: 'string', enum: ['vinyl', 'cd', 'cassette'] } },
        ['title'],
      ),
    ];
    expect(called(routeTools(ask('resreve the vinyl of Rumours', shop), NOW))).toEqual({
      name: 'reserve_record',
      input: { format: 'vinyl', title: 'Rumours' },
    });
  });

  it('adds little time to a hostile text of 10,000 characters', () => {
    const text = 'name the boat Sea Breeze at berth 12 and log Black Widow, '.repeat(200).slice(0, 10_000);
    const time = (run: () => unknown) => {
      const start = performance.now();
      run();
      return performance.now() - start;
    };
    route(text);
    const added = Math.min(...[0, 1, 2].map(() => time(() => route(text)) - time(() => without(() => route(text)))));
    expect(added).toBeLessThan(100);
  });
});
