import type { createOpenAI } from '@ai-sdk/openai';

/*
 * The AI SDK's language-model interface (LanguageModelV3), taken from a provider package we depend on
 * rather than from @ai-sdk/provider, which is only a transitive dependency.
 */
export type LanguageModel = ReturnType<ReturnType<typeof createOpenAI>['chat']>;
export type CallOptions = Parameters<LanguageModel['doGenerate']>[0];
export type GenerateResult = Awaited<ReturnType<LanguageModel['doGenerate']>>;
export type Prompt = CallOptions['prompt'];
export type ProviderOptions = NonNullable<CallOptions['providerOptions']>;
