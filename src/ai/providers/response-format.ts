import type { AiRequest } from '../types.js';
import type { CallOptions } from './sdk-types.js';

/**
 * A chat request's format as the SDK's responseFormat call option: providers with structured output
 * (OpenAI's json_schema, Anthropic's output format) hold the model to the schema; the gateway checks
 * the answer either way (chat.ts), since not every server honours it.
 */
export function withResponseFormat<T extends Omit<CallOptions, 'abortSignal'>>(options: T, request: AiRequest): T {
  const format = request.responseFormat;
  if (format?.type !== 'JSON_SCHEMA') return options;
  return {
    ...options,
    responseFormat: {
      type: 'json',
      schema: format.schema,
      ...(format.name !== undefined ? { name: format.name } : {}),
      ...(format.description !== undefined ? { description: format.description } : {}),
    },
  };
}
