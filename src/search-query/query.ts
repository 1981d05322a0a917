/**
 * A search body once parsed (parse.ts): fields are the resource's own names, values are coerced to
 * the field's type and checked, so the SQL compilers (src/storage/db/search/) take it as it is.
 * This module imports neither the domain nor storage, so both may import it.
 */
export type Scalar = string | number;

export type Comparison = '=' | '>' | '>=' | '<' | '<=';

export type Filter<F extends string> =
  | { kind: 'compare'; field: F; op: Comparison; value: Scalar }
  | { kind: 'in'; field: F; values: Scalar[] }
  /** Case-insensitive substring matches of any of `texts`, already folded by foldForLike. */
  | { kind: 'like'; field: F; texts: string[] }
  | { kind: 'isNull'; field: F }
  | { kind: 'and' | 'or'; filters: Filter<F>[] }
  | { kind: 'not'; filter: Filter<F> };

export interface SortKey<F extends string> {
  field: F;
  desc: boolean;
}

export interface SearchQuery<F extends string> {
  /** Every filter and date filter ANDed; null when there are none. */
  filter: Filter<F> | null;
  /** The requested keys, or the resource's default order; never empty. `id` follows implicitly. */
  sort: SortKey<F>[];
}
