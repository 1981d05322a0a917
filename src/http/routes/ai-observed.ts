import type { AiMetrics, AiRoute } from '../../ai/metrics.js';
import { ClientGone, ProviderFailure } from '../../ai/provider-failure.js';
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
    // Catalogue codes only: a driver's or the network's own `code` would grow the label set.
    const code = cause instanceof AppError || cause instanceof ProviderFailure ? cause.code : toAppError(cause).code;
    metrics.failed(route, asked, code, error instanceof ClientGone);
    throw error;
  }
}
