import type { Static, TSchema } from 'typebox';
import type { Caller } from '../domain/tokens/token-service.js';

/** The names API.md §5 gives the server tools; a request's `serverTools` picks among them. */
export const SERVER_TOOL_NAMES = [
  'filesets.search',
  'files.search',
  'files.query',
  'files.read',
  'dataFiles.details',
  'streams.history',
] as const;
export type ServerToolName = (typeof SERVER_TOOL_NAMES)[number];

/** Who a tool runs for: the request's own caller, so it sees what the caller's token may read and nothing else. */
export interface ToolCall {
  caller: Caller;
  /** Where the API is reached, for the `downloadUrl`s in results (as the routes build them). */
  baseUrl: string;
  signal: AbortSignal;
}

/**
 * A tool that Stowage runs itself, for operation 5's loop and for MCP clients. It calls the same
 * domain services as the HTTP route it mirrors, so its access checks and answers are the route's.
 * Server tools only read.
 */
export interface ServerTool<S extends TSchema = TSchema> {
  name: ServerToolName;
  description: string;
  /** JSON Schema of the input, shown to the model and checked before `run`. */
  parameters: S;
  run(input: Static<S>, call: ToolCall): Promise<unknown>;
}

/** Keeps each tool's input type while the catalogue holds them side by side. */
export function serverTool<S extends TSchema>(tool: ServerTool<S>): ServerTool {
  return tool;
}
