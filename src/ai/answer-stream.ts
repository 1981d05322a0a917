import { randomUUID } from 'node:crypto';
import type { AiRequest, AiResponse, JsonObject, ServerResultItem, ToolUseRequestItem } from './types.js';

/** The server-sent event types of a streamed answer (docs/ai.md, "Streaming"). */
export type StreamEventType = 'text' | 'reasoning' | 'tool_use' | 'tool_result' | 'repair' | 'done' | 'error';

/**
 * The events of one streamed answer, in the order the client must see them. Nothing is written
 * before the first event, so until then a failed call may still be retried, fall back, or end as
 * a plain JSON error (`started` tells the gateway which).
 */
export class AnswerStream {
  private startedAt: number | null = null;
  /** Tool requests already sent, by the id they keep in the final body. */
  private readonly sentCalls = new Set<string>();

  constructor(private readonly send: (event: StreamEventType, data: unknown) => void) {}

  get started(): boolean {
    return this.startedAt !== null;
  }

  emit(event: StreamEventType, data: unknown): void {
    this.startedAt ??= Date.now();
    this.send(event, data);
  }

  /** One model call's events (each retry or fallback, and each repair, is a new attempt). */
  attempt(request: AiRequest): AttemptEvents {
    return new AttemptEvents(this, request, this.sentCalls);
  }

  /** The model is asked again: the deltas sent since the last `repair` belong to an answer that was refused. */
  repairing(nextTry: number, problems: string[]): void {
    this.emit('repair', { try: nextTry, problems });
  }

  /** A step of the server-tool loop: the server tool requests the model made, then what each returned. */
  serverStep(calls: ToolUseRequestItem[], results: ServerResultItem[]): void {
    for (const call of calls) {
      this.sentCalls.add(call.toolCallId);
      this.emit('tool_use', call);
    }
    for (const result of results) this.emit('tool_result', result);
  }

  /** The tool requests still held back (checked ones, or those of a backend that does not stream), then the final body. */
  finish(response: AiResponse): void {
    for (const item of response.content) {
      if (item.type === 'TOOL_USE_REQUEST' && !this.sentCalls.has(item.toolCallId)) this.emit('tool_use', item);
    }
    this.emit('done', response);
  }
}

/**
 * The events of one attempt. Tool request ids follow finalizeAnswer's rule here already (a missing
 * id or one the conversation used gets a fresh one), so a `tool_use` event and the final body agree.
 * A tool request goes out as soon as its input is complete only when no later check can refuse the
 * answer (validateSchema off, toolChoice AUTO with parallel calls allowed: gateway.ts asks again when a
 * model makes several calls where one was allowed); otherwise `finish` sends it once the answer passed.
 */
export class AttemptEvents {
  private readonly ids = new Set<string>();
  private readonly early: boolean;
  private calls = 0;

  constructor(
    private readonly stream: AnswerStream,
    private readonly request: AiRequest,
    private readonly sentCalls: Set<string>,
  ) {
    for (const message of request.input)
      for (const item of message.content) if (item.type === 'TOOL_USE_REQUEST') this.ids.add(item.toolCallId);
    // A server tool's request is shown under its API name with its result, by `serverStep`.
    this.early =
      !request.validateSchema &&
      request.toolChoice.type === 'AUTO' &&
      request.toolChoice.allowParallelToolCalls &&
      request.responseFormat === undefined &&
      !request.tools.some((tool) => tool.server !== undefined);
  }

  text(delta: string): void {
    if (delta !== '') this.stream.emit('text', { delta });
  }

  reasoning(delta: string): void {
    if (delta !== '') this.stream.emit('reasoning', { delta });
  }

  /** Returns the id the call keeps in the answer. */
  toolCall(call: { toolCallId: string; name: string; toolInput: JsonObject }): string {
    let toolCallId = call.toolCallId;
    if (toolCallId === '' || this.ids.has(toolCallId)) toolCallId = `call_${randomUUID().replace(/-/g, '')}`;
    this.ids.add(toolCallId);
    this.calls++;
    // With parallel calls off, finalizeAnswer keeps only the first request.
    const kept = this.calls === 1 || this.request.toolChoice.allowParallelToolCalls;
    if (this.early && kept) {
      const item: ToolUseRequestItem = { type: 'TOOL_USE_REQUEST', name: call.name, toolInput: call.toolInput, toolCallId };
      this.sentCalls.add(toolCallId);
      this.stream.emit('tool_use', item);
    }
    return toolCallId;
  }
}
