import type { PageOptions } from './types.js';

/** The largest page the API serves (API.md §0), and what the iterators ask for unless told. */
export const MAX_PAGE_SIZE = 1000;

function pageSizeOf(options: PageOptions | undefined): number {
  const size = options?.pageSize ?? MAX_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
    throw new RangeError(`pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  return size;
}

/**
 * Every item of an offset-paged list (operation 1, data files, streams, executions, history), one
 * page at a time as the loop asks for more. The walk ends at `total` when the page says it, else at
 * the first page shorter than the limit. Items added or removed during a walk may shift the pages.
 */
export async function* offsetItems<T>(
  fetchPage: (offset: number, limit: number, signal: AbortSignal | undefined) => Promise<{ items: T[]; total?: number }>,
  options?: PageOptions,
): AsyncGenerator<T, void, undefined> {
  const limit = pageSizeOf(options);
  for (let offset = 0; ; offset += limit) {
    options?.signal?.throwIfAborted();
    const { items, total } = await fetchPage(offset, limit, options?.signal);
    yield* items;
    if (items.length < limit || (total !== undefined && offset + items.length >= total)) return;
  }
}

/**
 * Every item of a cursor-paged list (operation 2): each page's `next` is passed back until a page
 * comes without one. The cursor is a keyset position, so entries that exist throughout the walk
 * come exactly once.
 */
export async function* cursorItems<T>(
  fetchPage: (
    next: string | undefined,
    limit: number,
    signal: AbortSignal | undefined,
  ) => Promise<{ items: T[]; next?: string | undefined }>,
  options?: PageOptions,
): AsyncGenerator<T, void, undefined> {
  const limit = pageSizeOf(options);
  let next: string | undefined;
  do {
    options?.signal?.throwIfAborted();
    const page = await fetchPage(next, limit, options?.signal);
    yield* page.items;
    next = page.next;
  } while (next !== undefined);
}
