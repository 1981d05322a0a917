import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeError } from '../errors';

export interface Loaded<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `load` when `deps` change (and on reload), keeping the last answer while the next one comes;
 * an answer that arrives after a newer load began is dropped.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    latest
      .current(controller.signal)
      .then((value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(describeError(e));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // The caller names what the load depends on; `load` itself is read through a ref.
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, error, loading, reload };
}

/** Takes at most `count` items of an async iterator (and stops it). */
export async function take<T>(items: AsyncIterable<T>, count: number): Promise<T[]> {
  const out: T[] = [];
  if (count <= 0) return out;
  for await (const item of items) {
    out.push(item);
    if (out.length >= count) break;
  }
  return out;
}
