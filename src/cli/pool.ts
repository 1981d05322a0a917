/**
 * Runs `work` on each item of `items` (pulled as the workers free up, so a listing that pages in
 * lazily is never read far ahead), at most `concurrency` at once. The first failure stops the
 * pulling and aborts `signal` for the work in flight; once that has ended, the failure is thrown.
 */
export async function forEachConcurrently<T>(
  items: AsyncIterable<T> | Iterable<T>,
  concurrency: number,
  work: (item: T, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const stop = new AbortController();
  const iterator = Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : items[Symbol.iterator]();
  let failure: { error: unknown } | undefined;
  // One pull at a time: an iterator is not safe to call next() on concurrently.
  let pulling = Promise.resolve();
  const next = (): Promise<IteratorResult<T>> => {
    const result = pulling.then(() => iterator.next());
    pulling = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
  const worker = async () => {
    while (failure === undefined) {
      const item = await next();
      if (item.done) return;
      await work(item.value, stop.signal);
    }
  };
  const workers = Array.from({ length: Math.max(1, concurrency) }, () =>
    worker().catch((error: unknown) => {
      failure ??= { error };
      stop.abort(error);
    }),
  );
  await Promise.all(workers);
  if (failure !== undefined) {
    await iterator.return?.();
    throw failure.error;
  }
}
