import { describe, expect, it } from 'vitest';
import { routeTools } from '../../src/ai/router/tool-router.js';
import { checkToolInput } from '../../src/ai/tool-schemas.js';
import type { AiRequest, ToolChoice, ToolDefinition } from '../../src/ai/types.js';
import { match } from '../helpers/match.js';
import { ALL, convertCurrency, createEvent, getUser, searchFiles, sendEmail, setAlarm, weather } from './router-tools.js';

function ask(text: string, tools: ToolDefinition[], toolChoice: ToolChoice = { type: 'AUTO', allowParallelToolCalls: true }): AiRequest {
  return {
    input: [{ role: 'USER', content: [{ type: 'TEXT', text }] }],
    system: null,
    tools,
    toolChoice,
    modelConfiguration: {},
    validateSchema: false,
  };
}

type Expected = { tool: string; input: Record<string, unknown> } | { text: string };

// [tool set, user text, expected answer]
const CASES: [ToolDefinition[], string, Expected][] = [
  // enums
  [ALL, 'weather in "Berlin" in fahrenheit', { tool: 'get_weather', input: { city: 'Berlin', unit: 'fahrenheit' } }],
  [ALL, 'What is the weather in "Rome"? Celsius please', { tool: 'get_weather', input: { city: 'Rome', unit: 'celsius' } }],
  [ALL, 'search for "budget" pdf files', { tool: 'search_files', input: { query: 'budget', fileType: 'pdf' } }],
  [ALL, 'search csv documents about "sales"', { tool: 'search_files', input: { query: 'sales', fileType: 'csv' } }],
  [ALL, 'convert 100 USD to EUR', { tool: 'convert_currency', input: { amount: 100, from: 'USD', to: 'EUR' } }],
  [ALL, 'convert 250 gbp into jpy', { tool: 'convert_currency', input: { amount: 250, from: 'GBP', to: 'JPY' } }],
  [[convertCurrency], 'from: EUR, to: USD, amount: 12', { tool: 'convert_currency', input: { amount: 12, from: 'EUR', to: 'USD' } }],
  // integers
  [ALL, 'look up user 42', { tool: 'get_user', input: { userId: 42 } }],
  [ALL, 'get user account userId=7', { tool: 'get_user', input: { userId: 7 } }],
  [ALL, 'weather forecast for "Oslo" for the next 5 days', { tool: 'get_weather', input: { city: 'Oslo', days: 5 } }],
  [ALL, 'search files "report" limit 20', { tool: 'search_files', input: { query: 'report', limit: 20 } }],
  [ALL, 'resize the image to 800 by 600', { tool: 'resize_image', input: { width: 800, height: 600 } }],
  [ALL, 'resize image height 300 width 400', { tool: 'resize_image', input: { width: 400, height: 300 } }],
  [ALL, 'weather in "Lima" for 30 days', { tool: 'get_weather', input: { city: 'Lima' } }],
  [ALL, 'look up user 0', { text: 'To call get_user' }],
  // numbers
  [ALL, 'convert 19.99 EUR to USD', { tool: 'convert_currency', input: { amount: 19.99, from: 'EUR', to: 'USD' } }],
  [ALL, 'convert 0.5 USD to GBP', { tool: 'convert_currency', input: { amount: 0.5, from: 'USD', to: 'GBP' } }],
  [ALL, 'convert -3 USD to GBP', { text: 'To call convert_currency' }],
  // dates
  [ALL, 'create a calendar event "Dentist" on 2026-12-03', { tool: 'create_event', input: { title: 'Dentist', date: '2026-12-03' } }],
  [
    ALL,
    'create event "Standup" on 2026-01-15 for 15 minutes',
    { tool: 'create_event', input: { title: 'Standup', date: '2026-01-15', durationMinutes: 15 } },
  ],
  [ALL, 'create meeting event "Review" 2026-02-30', { text: 'To call create_event' }],
  [ALL, 'set an alarm for 2026-11-24T07:30', { tool: 'set_alarm', input: { time: '2026-11-24T07:30:00Z' } }],
  [ALL, 'set alarm 2026-11-24 06:00:00+01:00', { tool: 'set_alarm', input: { time: '2026-11-24T06:00:00+01:00' } }],
  [ALL, 'alarm on 2026-11-24', { tool: 'set_alarm', input: { time: '2026-11-24T00:00:00Z' } }],
  [[createEvent], 'title: Lunch, date: 2026-05-01', { tool: 'create_event', input: { title: 'Lunch', date: '2026-05-01' } }],
  // quoted strings
  [ALL, "search files for 'quarterly plan'", { tool: 'search_files', input: { query: 'quarterly plan' } }],
  [ALL, 'search files for “annual review”', { tool: 'search_files', input: { query: 'annual review' } }],
  [
    ALL,
    'send an email to ana@example.com with subject "Hello there"',
    { tool: 'send_email', input: { to: 'ana@example.com', subject: 'Hello there' } },
  ],
  [ALL, 'set alarm 2026-11-24T08:00 label "wake up"', { tool: 'set_alarm', input: { time: '2026-11-24T08:00:00Z', label: 'wake up' } }],
  [
    ALL,
    'resize image https://example.com/a.png to 10 by 20',
    { tool: 'resize_image', input: { width: 10, height: 20, url: 'https://example.com/a.png' } },
  ],
  // booleans
  [ALL, 'search files "tax" include archived', { tool: 'search_files', input: { query: 'tax', includeArchived: true } }],
  [ALL, 'search files "tax" without archived ones', { tool: 'search_files', input: { query: 'tax', includeArchived: false } }],
  [
    ALL,
    'create an all day event "Holiday" on 2026-12-24',
    { tool: 'create_event', input: { title: 'Holiday', date: '2026-12-24', allDay: true } },
  ],
  [
    ALL,
    'send urgent email to bo@example.org subject "Now"',
    { tool: 'send_email', input: { to: 'bo@example.org', subject: 'Now', urgent: true } },
  ],
  [ALL, 'resize image 64 x 64, keep aspect: false', { tool: 'resize_image', input: { width: 64, height: 64, keepAspect: false } }],
  [ALL, 'set alarm 2026-01-01T00:00 repeat: yes', { tool: 'set_alarm', input: { time: '2026-01-01T00:00:00Z', repeat: true } }],
  // missing required arguments
  [ALL, 'what is the weather today?', { text: 'To call get_weather, I need "city" (string)' }],
  [ALL, 'convert some USD to EUR', { text: 'To call convert_currency, I need "amount" (number)' }],
  [ALL, 'send an email please', { text: 'To call send_email, I need "to" (string), "subject" (string)' }],
  [ALL, 'create a calendar event "Party"', { text: 'To call create_event, I need "date" (string)' }],
  [ALL, 'set an alarm', { text: 'To call set_alarm, I need "time" (string)' }],
  [ALL, 'look up the user', { text: 'To call get_user, I need "userId" (integer)' }],
  // no fitting tool
  [ALL, 'tell me a joke', { text: 'No tool fits this request.' }],
  [[weather, getUser], 'play some music', { text: 'No tool fits this request. Available tools: get_weather, get_user.' }],
  [[], 'weather in "Paris"', { text: 'this request has none' }],
  // tool choice
  [[weather, searchFiles], 'find documents matching "x"', { tool: 'search_files', input: { query: 'x' } }],
  [[sendEmail, setAlarm], 'hello "there"', { text: 'No tool fits' }],
];

describe('built-in tool router: table of tool sets × texts', () => {
  it('has at least 40 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(40));
  for (const [tools, text, expected] of CASES) {
    it(`${JSON.stringify(text)} → ${'tool' in expected ? expected.tool : 'TEXT'}`, () => {
      const answer = routeTools(ask(text, tools));
      if ('tool' in expected) {
        expect(answer.stopReason).toBe('TOOL_USE');
        expect(answer.content).toEqual([
          {
            type: 'TOOL_USE_REQUEST',
            name: expected.tool,
            toolInput: expected.input,
            toolCallId: match.stringMatching(/^call_[0-9a-f]{32}$/),
          },
        ]);
        const tool = tools.find((t) => t.name === expected.tool);
        expect(checkToolInput(tool?.parameters ?? {}, expected.input)).toEqual([]);
      } else {
        expect(answer.stopReason).toBe('END_TURN');
        expect(answer.content).toHaveLength(1);
        expect(answer.content[0]).toMatchObject({ type: 'TEXT', text: match.stringContaining(expected.text) });
      }
    });
  }

  it('ANY picks the best tool even when nothing matches, and asks for what is missing', () => {
    const answer = routeTools(ask('hello', [getUser], { type: 'ANY', allowParallelToolCalls: true }));
    expect(answer.content[0]).toMatchObject({ type: 'TEXT', text: match.stringContaining('To call get_user') });
  });

  it('TOOL forces the named tool', () => {
    const answer = routeTools(
      ask('weather in "Paris" 3 days', [weather, searchFiles], { type: 'TOOL', name: 'search_files', allowParallelToolCalls: true }),
    );
    expect(answer.content[0]).toMatchObject({ name: 'search_files', toolInput: { query: 'Paris' } });
  });

  it('is deterministic: the same request gives the same tool input', () => {
    const a = routeTools(ask('convert 100 USD to EUR', ALL));
    const b = routeTools(ask('convert 100 USD to EUR', ALL));
    expect(a.content[0]).toMatchObject({ toolInput: (b.content[0] as { toolInput: object }).toolInput });
  });

  it('after a tool result answers END_TURN with text built from it', () => {
    const request = ask('', [weather]);
    request.input = [
      { role: 'USER', content: [{ type: 'TEXT', text: 'weather in "Paris"' }] },
      { role: 'ASSISTANT', content: [{ type: 'TOOL_USE_REQUEST', name: 'get_weather', toolInput: { city: 'Paris' }, toolCallId: 'c1' }] },
      {
        role: 'USER',
        content: [{ type: 'TOOL_USE_RESULT', toolCallId: 'c1', toolName: 'get_weather', content: [{ type: 'TEXT', text: 'sunny' }] }],
      },
    ];
    expect(routeTools(request)).toMatchObject({ stopReason: 'END_TURN', content: [{ type: 'TEXT', text: 'get_weather returned: sunny' }] });
  });
});
