import { describe, expect, it } from 'vitest';
import { routeTools } from '../../src/ai/router/tool-router.js';
import { checkToolInput, hasNestedQuantifier } from '../../src/ai/tool-schemas.js';

describe('tool schemas', () => {
  it('refuses patterns with a repeated group that repeats, and keeps ordinary ones', () => {
    for (const bad of ['^(a+)+$', '(\\d+)*', '((ab)+)+', '(x|y+){2,}', '^(?:[a-z]+\\s?)+$']) expect(hasNestedQuantifier(bad), bad).toBe(true);
    for (const good of ['^[a-z]+$', '^(foo|bar)+$', '^\\d{3}-\\d{4}$', '(ab){2}', '^\\(\\d+\\)+$', '[(a+)]+']) expect(hasNestedQuantifier(good), good).toBe(false);
  });

  it('explains validation errors with the path and the allowed values', () => {
    const schema = { type: 'object', properties: { unit: { enum: ['c', 'f'] }, n: { type: 'integer' } }, required: ['n'], additionalProperties: false };
    expect(checkToolInput(schema, { unit: 'k', extra: 1 })).toEqual([
      '(root): missing required property "n"',
      '(root): property "extra" is not allowed',
      '/unit: must be equal to one of the allowed values: "c", "f"',
    ]);
  });

  it('the router reads only the start of a very long text', () => {
    const tools = [{ name: 'get_user', description: 'Look up a user', parameters: { type: 'object', properties: { userId: { type: 'integer' } }, required: ['userId'] } }];
    const text = `get user ${'a'.repeat(2_000_000)} 42`;
    const answer = routeTools({ input: [{ role: 'USER', content: [{ type: 'TEXT', text }] }], system: null, tools, toolChoice: { type: 'AUTO', allowParallelToolCalls: true }, modelConfiguration: {}, validateSchema: false });
    expect(answer.content[0]).toMatchObject({ type: 'TEXT', text: expect.stringContaining('"userId"') });
  });
});
