import type { SortField } from '../search-fields';

interface SortHeaderProps {
  field: string;
  label: string;
  sort: SortField;
  onSort: (sort: SortField) => void;
}

/** A column header that sorts by its field on the server (fieldSort); a second press reverses the order. */
export function SortHeader({ field, label, sort, onSort }: SortHeaderProps) {
  const active = sort.field === field;
  const ariaSort = active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" class="sort" onClick={() => onSort({ field, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}>
        {label}
        <span aria-hidden="true">{active ? (sort.order === 'ASC' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}
