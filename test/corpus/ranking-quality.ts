/**
 * Retrieval quality of one ranked answer against the documents labelled relevant (binary relevance):
 * recall@k, the share of the relevant documents found in the first k, and nDCG@k, which also rewards
 * finding them early: Σ 1/log2(rank+1) over the relevant ones in the first k, divided by the same sum
 * for a perfect ranking.
 */
export function recallAt(k: number, ranked: readonly string[], relevant: ReadonlySet<string>): number {
  if (relevant.size === 0) return 0;
  const found = new Set(ranked.slice(0, k).filter((d) => relevant.has(d)));
  return found.size / relevant.size;
}

export function ndcgAt(k: number, ranked: readonly string[], relevant: ReadonlySet<string>): number {
  if (relevant.size === 0) return 0;
  const seen = new Set<string>();
  let dcg = 0;
  ranked.slice(0, k).forEach((doc, i) => {
    // A document counted once: a second hit on it adds nothing.
    if (relevant.has(doc) && !seen.has(doc)) dcg += 1 / Math.log2(i + 2);
    seen.add(doc);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return dcg / ideal;
}

/** The documents of a ranked list of passages, each at the rank of its best passage. */
export function documentsOf(passagePaths: readonly string[]): string[] {
  return [...new Set(passagePaths)];
}

export interface QualitySummary {
  queries: number;
  recallAt10: number;
  ndcgAt10: number;
}

/** Means of recall@10 and nDCG@10 over queries, given each query's ranked documents. */
export function summarise(results: readonly { ranked: readonly string[]; relevant: ReadonlySet<string> }[]): QualitySummary {
  const n = results.length;
  const mean = (f: (r: (typeof results)[number]) => number) => (n === 0 ? 0 : results.reduce((s, r) => s + f(r), 0) / n);
  return {
    queries: n,
    recallAt10: mean((r) => recallAt(10, r.ranked, r.relevant)),
    ndcgAt10: mean((r) => ndcgAt(10, r.ranked, r.relevant)),
  };
}
