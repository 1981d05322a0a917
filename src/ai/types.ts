/**
 * The gateway's own, provider-neutral shapes (API.md §5). The HTTP layer validates loosely and
 * `normalizeRequest` turns a body into an `AiRequest`; providers turn an `AiRequest` into an
 * `AiAnswer`; the gateway adds ids, usage and warnings to make the response.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = Record<string, Json>;

/** A JSON object: not null, not an array (the AI module's one check; `src/entities/json.ts` has the API's). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface TextItem {
  type: 'TEXT';
  text: string;
}
/** `server`: a request for one of Stowage's server tools, which Stowage ran itself (API.md §5). */
export interface ToolUseRequestItem {
  type: 'TOOL_USE_REQUEST';
  name: string;
  toolInput: JsonObject;
  toolCallId: string;
  server?: true;
}
/** `server`: the result of a server tool, handed to the model framed as data (providers/to-prompt.ts). */
export interface ToolUseResultItem {
  type: 'TOOL_USE_RESULT';
  toolCallId: string;
  content: TextItem[];
  toolName: string;
  server?: true;
}
export interface ImageItem {
  type: 'IMAGE';
  image: { type: 'base64'; mediaType: string; data: string };
}
/**
 * The model's own reasoning (API.md §5 "Reasoning"). `signature` (Anthropic) proves the text unchanged;
 * a redacted block carries only the provider's encrypted `data`. Both go back to the provider that
 * needs them when the client echoes them before the tool request they led to.
 */
export type ReasoningItem = { type: 'REASONING'; text: string; signature?: string } | { type: 'REASONING'; redacted: true; data: string };

export type ContentItem = TextItem | ToolUseRequestItem | ToolUseResultItem | ImageItem | ReasoningItem;
export type AnswerItem = TextItem | ToolUseRequestItem | ReasoningItem;
/** A server tool's result as a response shows it: a step of the loop the gateway ran. */
export interface ServerResultItem {
  type: 'TOOL_USE_RESULT';
  toolCallId: string;
  content: TextItem[];
  server: true;
  isError: boolean;
}
export type ResponseItem = AnswerItem | ServerResultItem;

export interface Message {
  role: 'USER' | 'ASSISTANT';
  content: ContentItem[];
}

export interface ToolDefinition {
  name: string;
  description: string;
  parameters: JsonObject;
  /** A server tool's API name (`files.search`); `name` is then the one models take (`files_search`). */
  server?: string;
}

export type ToolChoice =
  { type: 'AUTO' | 'ANY' | 'NONE'; allowParallelToolCalls: boolean } | { type: 'TOOL'; name: string; allowParallelToolCalls: boolean };

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

/** `MAX_STEPS`: the server-tool loop reached the request's `maxSteps` while the model still asked for server tools. */
export const STOP_REASONS = [
  'TOOL_USE',
  'MAX_TOKENS',
  'STOP_SEQUENCE',
  'END_TURN',
  'CONTENT_FILTERED',
  'SAFETY',
  'UNKNOWN',
  'MAX_STEPS',
] as const;
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
  content: ResponseItem[];
  modelId: string;
  isCustomerModel: boolean;
  sessionId: string;
  requestId: string;
  stopReason: StopReason;
  modelProviderUsage: Usage | null;
  warnings: string[];
}
