import type { AiMetrics, AiRoute } from '../../ai/metrics.js';
import { ClientGone } from '../../ai/provider-failure.js';
import { StreamBroken } from '../../ai/stream-broken.js';
import type { Usage } from '../../ai/types.js';
import { AppError } from '../../errors.js';
import { toAppError } from '../plugins/errors.js';

/** The call counted in the AI metrics by the model that answered, or (when it failed) the model it asked for. */
export async function observed<T extends { modelId: string; modelProviderUsage: Usage | null }>(
  metrics: AiMetrics,
  route: AiRoute,
  asked: string | null,
  run: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await run();
    metrics.succeeded(route, answer.modelId, answer.modelProviderUsage);
    return answer;
  } catch (error) {
    const cause = error instanceof StreamBroken ? error.failure : error;
    const code = cause instanceof AppError ? cause.code : ((cause as { code?: unknown } | null)?.code ?? toAppError(cause).code);
    metrics.failed(route, asked, String(code), error instanceof ClientGone);
    throw error;
  }
}
