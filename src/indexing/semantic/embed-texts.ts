import type { AiEmbeddings } from '../../ai/embeddings.js';
import { AppError } from '../../errors.js';

/** Texts per embedding call: bounds the memory and the request size of one call for any file. */
export const EMBED_BATCH = 64;

/**
 * Embeds `texts` with the index's model and checks what came back: one finite vector per text, all of
 * one dimension. A fallback model's vectors are refused, as they are not comparable with the
 * stored ones (registry fallbacks suit chat, not an index).
 */
export async function embedTexts(
  embeddings: AiEmbeddings,
  model: string,
  modelId: string,
  texts: string[],
  signal: AbortSignal,
): Promise<number[][]> {
  const answer = await embeddings.embed(texts, model, signal);
  if (answer.modelId !== modelId) {
    throw new AppError(
      'PROVIDER_UNAVAILABLE',
      `The embedding model ${modelId} failed and its fallback ${answer.modelId} answered; semantic search needs the vectors of ${modelId} alone.`,
    );
  }
  const vectors = answer.embeddings;
  const dims = vectors[0]?.length ?? 0;
  const ok = vectors.length === texts.length && dims > 0 && vectors.every((v) => v.length === dims && v.every(Number.isFinite));
  if (!ok) throw new AppError('PROVIDER_ERROR', `${modelId}: the embedding answer is not one finite vector of one dimension per text.`);
  return vectors;
}

/** A vector of length zero points nowhere: cosine distance to it is undefined, so it is not stored. */
export function pointsSomewhere(vector: number[]): boolean {
  return vector.some((x) => x !== 0);
}

/** Cosine distance (0..2) as a score in 0..1: 1 for the same direction, 0.5 for unrelated, 0 for opposite. */
export function scoreOf(distance: number): number {
  return Math.min(1, Math.max(0, 1 - distance / 2));
}
