import { describe, expect, it } from 'vitest';
import { knownReasoningModel, knownToHonourToolChoice, lowestOpenAiEffort } from '../../src/ai/model-capabilities.js';

describe("model capabilities by family (the registry flags' defaults)", () => {
  it('knows the reasoning families of each provider', () => {
    const reasons = (provider: Parameters<typeof knownReasoningModel>[0], models: string[]) =>
      models.map((m) => knownReasoningModel(provider, m));
    expect(
      reasons('openai', [
        'o1',
        'o3-mini',
        'o4-mini-2025-04-16',
        'gpt-5',
        'gpt-5-mini',
        'gpt-5.1',
        'gpt-4.1-mini',
        'gpt-4o',
        'gpt-5-chat-latest',
        'ft:gpt-4.1-mini:x',
      ]),
    ).toEqual([true, true, true, true, true, true, false, false, false, false]);
    expect(
      reasons('anthropic', [
        'claude-3-7-sonnet-20250219',
        'claude-sonnet-4-20250514',
        'claude-sonnet-4-5',
        'claude-opus-4-1',
        'claude-haiku-4-5',
        'claude-3-5-haiku-latest',
        'claude-3-5-sonnet-latest',
      ]),
    ).toEqual([true, true, true, true, true, false, false]);
    expect(reasons('ollama', ['llama3.2', 'qwen3:8b', 'deepseek-r1:14b', 'gpt-oss:20b', 'qwen2.5:7b'])).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(reasons('openai-compatible', ['Qwen/Qwen3-32B', 'Qwen/Qwen2.5-7B-Instruct'])).toEqual([true, false]);
    expect(knownReasoningModel('builtin', 'tool-router')).toBe(false);
  });

  it('only Ollama is known to ignore tool_choice', () => {
    expect((['openai', 'anthropic', 'openai-compatible', 'ollama'] as const).map(knownToHonourToolChoice)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('the lowest OpenAI effort: none from GPT-5.1, minimal for GPT-5, low for the o-series', () => {
    expect(['gpt-5.1', 'gpt-5.2-mini', 'gpt-5', 'gpt-5-nano', 'o3', 'o4-mini'].map(lowestOpenAiEffort)).toEqual([
      'none',
      'none',
      'minimal',
      'minimal',
      'low',
      'low',
    ]);
  });
});
