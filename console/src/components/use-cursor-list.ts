import { useEffect, useRef, useState } from 'preact/hooks';
import { describeError } from '../errors';

export interface CursorPage<T> {
  items: T[];
  next: string | undefined;
}

export interface CursorList<T> {
  items: T[];
  error: string | null;
  loading: boolean;
  /** More pages follow. */
  more: boolean;
  loadMore: () => void;
  reload: () => void;
}

/**
 * A list read a page at a time by cursor (operation 2's `next`): the first page when `deps` change,
 * the following ones on loadMore. An answer for an older listing is dropped.
 */
export function useCursorList<T>(
  fetchPage: (next: string | undefined, signal: AbortSignal) => Promise<CursorPage<T>>,
  deps: unknown[],
): CursorList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [next, setNext] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(fetchPage);
  latest.current = fetchPage;

  const load = (cursor: string | undefined, fresh: boolean) => {
    const mine = fresh ? ++generation.current : generation.current;
    if (fresh) controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setLoading(true);
    latest
      .current(cursor, abort.signal)
      .then((page) => {
        if (mine !== generation.current) return;
        setItems((old) => (fresh ? page.items : [...old, ...page.items]));
        setNext(page.next);
        setError(null);
      })
      .catch((e: unknown) => {
        if (mine === generation.current && !abort.signal.aborted) setError(describeError(e));
      })
      .finally(() => {
        if (mine === generation.current) setLoading(false);
      });
  };

  useEffect(() => {
    load(undefined, true);
    return () => controller.current?.abort();
    // The caller names what the listing depends on; fetchPage is read through a ref.
  }, [...deps, round]);

  return {
    items,
    error,
    loading,
    more: next !== undefined,
    loadMore: () => {
      if (!loading && next !== undefined) load(next, false);
    },
    reload: () => setRound((r) => r + 1),
  };
}
