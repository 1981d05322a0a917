interface PagerProps {
  offset: number;
  limit: number;
  /** The number of matches, when the route tells it; otherwise a full page means more may follow. */
  total?: number;
  shown: number;
  onOffset: (offset: number) => void;
  noun: string;
}

/** Offset pages (operation 1, data files, streams): where we are, and the previous and next page. */
export function Pager({ offset, limit, total, shown, onOffset, noun }: PagerProps) {
  if (shown === 0 && offset === 0) return null;
  const last = offset + shown;
  const more = total === undefined ? shown === limit : last < total;
  return (
    <nav class="pager" aria-label={`Pages of ${noun}`}>
      <span>
        {shown === 0 ? 'None' : `${offset + 1}–${last}`}
        {total === undefined ? '' : ` of ${total.toLocaleString()}`} {noun}
      </span>
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        Previous
      </button>
      <button type="button" disabled={!more} onClick={() => onOffset(offset + limit)}>
        Next
      </button>
    </nav>
  );
}
