/**
 * What a model takes, when the registry does not say (its `reasoning` and `honoursToolChoice` flags,
 * docs/ai.md). Sending a reasoning setting to a model without one is refused upstream (OpenAI
 * answers 400 for `reasoning_effort` on gpt-4.1), so only known reasoning families get it by default.
 */

type Provider = 'openai' | 'anthropic' | 'ollama' | 'openai-compatible' | 'builtin';

/** OpenAI: the o-series and GPT-5 and later, except the non-reasoning chat variants (gpt-5-chat-latest). */
function openAiReasons(model: string): boolean {
  if (/^o\d+(?:-|$)/.test(model)) return true;
  const gpt = /^gpt-(\d+)(?:\.\d+)?(?:-(.+))?$/.exec(model);
  return gpt !== null && Number(gpt[1]) >= 5 && !(gpt[2] ?? '').startsWith('chat');
}

/** Anthropic: extended thinking from Claude 3.7 Sonnet on (Sonnet 4+, Opus 4+, Haiku 4.5+). */
function anthropicThinks(model: string): boolean {
  if (model.startsWith('claude-3-7-sonnet')) return true;
  const family = /^claude-(?:sonnet|opus|haiku)-(\d+)(?:-(\d+))?/.exec(model);
  if (family === null) return false;
  const major = Number(family[1]);
  const minor = family[2] !== undefined && family[2].length <= 2 ? Number(family[2]) : 0;
  return model.startsWith('claude-haiku') ? major > 4 || (major === 4 && minor >= 5) : major >= 4;
}

/** Open models that reason and whose servers (Ollama, vLLM) take `reasoning_effort`. */
const OPEN_REASONING = /(?:^|[/:-])(?:gpt-oss|deepseek-r1|qwq|qwen3|magistral)(?:$|[/:.-])/i;

export function knownReasoningModel(provider: Provider, model: string): boolean {
  switch (provider) {
    case 'openai':
      return openAiReasons(model);
    case 'anthropic':
      return anthropicThinks(model);
    case 'ollama':
    case 'openai-compatible':
      return OPEN_REASONING.test(model);
    default:
      return false;
  }
}

/**
 * Ollama's OpenAI-compatible API takes `tools` but ignores `tool_choice` and `parallel_tool_calls`
 * (its docs list them as unsupported); vLLM, llama.cpp and LM Studio honour them.
 */
export function knownToHonourToolChoice(provider: Provider): boolean {
  return provider !== 'ollama';
}

/**
 * The OpenAI `reasoning_effort` closest to "no reasoning": GPT-5.1 and later take `none`, GPT-5 takes
 * `minimal`, the o-series go no lower than `low`.
 */
export function lowestOpenAiEffort(model: string): 'none' | 'minimal' | 'low' {
  const gpt = /^gpt-(\d+)(?:\.(\d+))?/.exec(model);
  if (gpt === null) return 'low';
  const major = Number(gpt[1]);
  const minor = gpt[2] === undefined ? 0 : Number(gpt[2]);
  if (major === 5 && minor === 0) return 'minimal';
  return major === 5 ? 'none' : 'low';
}
