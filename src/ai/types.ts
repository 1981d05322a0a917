/**
 * The gateway's own, provider-neutral shapes (API.md §5). The HTTP layer validates loosely and
 * `normalizeRequest` turns a body into an `AiRequest`; providers turn an `AiRequest` into an
 * `AiAnswer`; the gateway adds ids, usage and warnings to make the response.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export type TextItem = { type: 'TEXT'; text: string };
export type ToolUseRequestItem = { type: 'TOOL_USE_REQUEST'; name: string; toolInput: JsonObject; toolCallId: string };
export type ToolUseResultItem = { type: 'TOOL_USE_RESULT'; toolCallId: string; content: TextItem[]; toolName: string };
export type ImageItem = { type: 'IMAGE'; image: { type: 'base64'; mediaType: string; data: string } };
/**
 * The model's own reasoning (API.md §5 "Reasoning"). `signature` (Anthropic) proves the text unchanged;
 * a redacted block carries only the provider's encrypted `data`. Both go back to the provider that
 * needs them when the client echoes them before the tool request they led to.
 */
export type ReasoningItem = { type: 'REASONING'; text: string; signature?: string } | { type: 'REASONING'; redacted: true; data: string };

export type ContentItem = TextItem | ToolUseRequestItem | ToolUseResultItem | ImageItem | ReasoningItem;
export type AnswerItem = TextItem | ToolUseRequestItem | ReasoningItem;

export interface Message {
  role: 'USER' | 'ASSISTANT';
  content: ContentItem[];
}

export interface ToolDefinition {
  name: string;
  description: string;
  parameters: JsonObject;
}

export type ToolChoice =
  | { type: 'AUTO' | 'ANY' | 'NONE'; allowParallelToolCalls: boolean }
  | { type: 'TOOL'; name: string; allowParallelToolCalls: boolean };

export type ReasoningEffort = 'NONE' | 'LOW' | 'MEDIUM' | 'HIGH';

/** A request after validation: types upper-cased, system flattened, tool results linked to their tools. */
export interface AiRequest {
  input: Message[];
  system: string | null;
  tools: ToolDefinition[];
  toolChoice: ToolChoice;
  temperature?: number;
  maxTokens?: number;
  reasoningEffort?: ReasoningEffort;
  modelConfiguration: Record<string, unknown>;
  validateSchema: boolean;
  /** Set on chat requests only (POST /messages/chat): the answer's format, JSON_SCHEMA checked like validateSchema. */
  responseFormat?: ResponseFormat;
}

export type ResponseFormat = { type: 'TEXT' } | { type: 'JSON_SCHEMA'; schema: JsonObject; name?: string; description?: string };

export const STOP_REASONS = ['TOOL_USE', 'MAX_TOKENS', 'STOP_SEQUENCE', 'END_TURN', 'CONTENT_FILTERED', 'SAFETY', 'UNKNOWN'] as const;
export type StopReason = (typeof STOP_REASONS)[number];

export interface Usage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  /** Null when the provider does not say (rather than a made-up 0). */
  reasoningTokens: number | null;
}

/** What one model call produced, before the gateway checks tool inputs and adds ids. */
export interface AiAnswer {
  content: AnswerItem[];
  stopReason: StopReason;
  usage: Usage | null;
  warnings: string[];
  /** Tool calls whose arguments were not a JSON object, by toolCallId (what the model sent). */
  malformedInputs: Map<string, string>;
}

export interface AiResponse {
  content: AnswerItem[];
  modelId: string;
  isCustomerModel: boolean;
  sessionId: string;
  requestId: string;
  stopReason: StopReason;
  modelProviderUsage: Usage | null;
  warnings: string[];
}
