/** Reciprocal rank fusion's constant: a lower rank in one list counts little against a top rank in the other. */
export const RRF_K = 60;

/**
 * Fuses rankings (each best first) by reciprocal rank fusion: an item scores the sum of
 * 1 / (RRF_K + rank) over the lists it is in (rank from 1). Scores are divided by the best score
 * possible (first in every list), so they lie in 0..1; best first, ties by first appearance.
 */
export function fuseRankings<T>(rankings: T[][]): { item: T; score: number }[] {
  if (rankings.length === 0) return [];
  const scores = new Map<T, number>();
  for (const ranking of rankings) {
    ranking.forEach((item, i) => scores.set(item, (scores.get(item) ?? 0) + 1 / (RRF_K + i + 1)));
  }
  const best = rankings.length / (RRF_K + 1);
  return [...scores.entries()].map(([item, score]) => ({ item, score: Math.min(1, score / best) })).sort((a, b) => b.score - a.score);
}
