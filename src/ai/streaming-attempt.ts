import type { AnswerStream, AttemptEvents } from './answer-stream.js';
import type { ModelBackend } from './call-with-retries.js';
import { ProviderFailure } from './provider-failure.js';
import { StreamBroken } from './stream-broken.js';
import type { AiAnswer, AiRequest } from './types.js';

/** A backend that can hand its answer over as it comes (the SDK providers; the built-in model cannot). */
export interface StreamingBackend extends ModelBackend {
  stream(request: AiRequest, signal: AbortSignal, events: AttemptEvents): Promise<AiAnswer>;
}

const canStream = (backend: ModelBackend): backend is StreamingBackend =>
  typeof (backend as Partial<StreamingBackend>).stream === 'function';

/** The failure a broken stream reports: the attempt's own timeout says so; anything else as thrown. */
function brokenBy(error: unknown, signal: AbortSignal, modelId: string, timeoutMs: number): StreamBroken {
  if (signal.aborted && (signal.reason as { name?: string } | undefined)?.name === 'TimeoutError') {
    return new StreamBroken(new ProviderFailure('PROVIDER_TIMEOUT', `${modelId} did not finish its answer within ${timeoutMs} ms.`, false));
  }
  return new StreamBroken(error instanceof Error ? error : new Error(String(error)));
}

/**
 * `backend` as callWithRetries calls it, with the answer's events sent to `stream` as they come.
 * A backend that cannot stream answers whole and its text goes out as one delta; its tool
 * requests go out with the final event, under the ids finalizeAnswer gives them.
 */
export function streamingBackend(backend: ModelBackend, stream: AnswerStream, model: { id: string; timeoutMs: number }): ModelBackend {
  return {
    generate: async (request, signal) => {
      const events = stream.attempt(request);
      try {
        if (canStream(backend)) return await backend.stream(request, signal, events);
        const answer = await backend.generate(request, signal);
        for (const item of answer.content) if (item.type === 'TEXT') events.text(item.text);
        return answer;
      } catch (error) {
        if (!stream.started) throw error;
        throw brokenBy(error, signal, model.id, model.timeoutMs);
      }
    },
  };
}
