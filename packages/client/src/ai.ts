import { EventSourceParserStream } from 'eventsource-parser/stream';
import { type Context, unwrap } from './context.js';
import { StowageError, StowageNetworkError, isAbort } from './errors.js';
import type { AiRequest, AiResponse, ErrorBody } from './types.js';

/** One item of an answer's `content`. */
export type AiContentItem = AiResponse['content'][number];

/**
 * The server-sent events of a streamed operation 5 answer (docs/ai.md, "Streaming"), in order: text
 * and reasoning deltas, each tool request once complete, a server tool's result, `repair` when the
 * model is asked again (deltas since the last one belong to a refused answer), then `done` with the
 * same body as the JSON answer. An `error` event after the stream began is thrown as a StowageError.
 */
export type AiStreamEvent =
  | { type: 'text'; delta: string }
  | { type: 'reasoning'; delta: string }
  | { type: 'tool_use'; item: AiContentItem }
  | { type: 'tool_result'; item: AiContentItem }
  | { type: 'repair'; try: number; problems: string[] }
  | { type: 'done'; response: AiResponse };

export interface AiApi {
  /** Operation 5: one answer as JSON. */
  tools(request: AiRequest, options?: { signal?: AbortSignal }): Promise<AiResponse>;
  /** Operation 5 as server-sent events; leaving the loop early (or the signal) cancels the model call. */
  toolsStream(request: AiRequest, options?: { signal?: AbortSignal }): AsyncIterableIterator<AiStreamEvent>;
}

function eventOf(type: string | undefined, data: unknown): AiStreamEvent | undefined {
  const body = data as Record<string, unknown>;
  switch (type) {
    case 'text':
    case 'reasoning':
      return { type, delta: typeof body.delta === 'string' ? body.delta : '' };
    case 'tool_use':
    case 'tool_result':
      return { type, item: data as AiContentItem };
    case 'repair':
      return { type, try: Number(body.try), problems: (body.problems as string[] | undefined) ?? [] };
    case 'done':
      return { type, response: data as AiResponse };
    case 'error': {
      const error = data as ErrorBody;
      throw new StowageError(error);
    }
    default:
      // An event type this client does not know yet is left out rather than failing the answer.
      return undefined;
  }
}

async function* events(ctx: Context, request: AiRequest, signal: AbortSignal | undefined): AsyncGenerator<AiStreamEvent, void, undefined> {
  const { data, response } = await ctx.api.POST('/api/ai/v1/messages/tools', {
    body: request,
    headers: { accept: 'text/event-stream' },
    parseAs: 'stream',
    signal,
  });
  if (!data) return;
  if (!/\btext\/event-stream\b/.test(response.headers.get('content-type') ?? '')) {
    // A server that answered in JSON after all: its body is the final answer.
    yield { type: 'done', response: (await new Response(data).json()) as AiResponse };
    return;
  }
  const reader = data.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      let next: ReadableStreamReadResult<{ event?: string | undefined; data: string }>;
      try {
        next = await reader.read();
      } catch (error) {
        throw isAbort(error) ? error : new StowageNetworkError(response.url, error);
      }
      if (next.done) return;
      const event = eventOf(next.value.event, JSON.parse(next.value.data) as unknown);
      if (event) yield event;
    }
  } finally {
    // Leaving early cancels the body, which closes the connection, which cancels the model call.
    await reader.cancel().catch(() => undefined);
  }
}

export function aiApi(ctx: Context): AiApi {
  return {
    tools: (request, options = {}) => unwrap(ctx.api.POST('/api/ai/v1/messages/tools', { body: request, signal: options.signal })),
    toolsStream: (request, options = {}) => events(ctx, request, options.signal),
  };
}
