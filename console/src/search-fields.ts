import type { SearchBody } from '@stowage/client';

/** Operation 1 and 2's fields and operators (API.md §1), for the filter editor and the sortable columns. */
export type Operator = 'LIKE' | 'EQUALS' | 'IN' | 'GREATER_THAN' | 'GREATER_THAN_OR_EQUAL' | 'LESS_THAN' | 'LESS_THAN_OR_EQUAL' | 'IS_NULL';

export interface FieldSpec {
  name: string;
  label: string;
  operators: Operator[];
  /** The values the field takes, offered as a list. */
  options?: string[];
  numeric?: boolean;
}

const COMPARE: Operator[] = ['GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'LESS_THAN', 'LESS_THAN_OR_EQUAL'];
const text = (name: string, label: string, nullable = false): FieldSpec => ({
  name,
  label,
  operators: ['LIKE', 'EQUALS', 'IN', ...COMPARE, ...(nullable ? (['IS_NULL'] as Operator[]) : [])],
});
const number = (name: string, label: string, nullable = false): FieldSpec => ({
  name,
  label,
  numeric: true,
  operators: ['EQUALS', 'IN', ...COMPARE, ...(nullable ? (['IS_NULL'] as Operator[]) : [])],
});
const exact = (name: string, label: string, options?: string[], nullable = false): FieldSpec => ({
  name,
  label,
  options,
  operators: ['EQUALS', 'IN', ...(nullable ? (['IS_NULL'] as Operator[]) : [])],
});

export const OPERATOR_LABELS: Record<Operator, string> = {
  LIKE: 'contains',
  EQUALS: 'is',
  IN: 'is one of',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '≥',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '≤',
  IS_NULL: 'is empty',
};

export const FILE_SET_FIELDS: FieldSpec[] = [
  text('name', 'Name'),
  text('description', 'Description'),
  number('fileCount', 'Files'),
  exact('permission', 'My permission', ['OWNER', 'EDIT', 'READ']),
  exact('owner', 'Owner (user id)'),
  number('createdBy', 'Created by (user id)'),
  number('updatedBy', 'Updated by (user id)'),
  exact('id', 'Id'),
];

export const FILE_TYPES = ['AUDIO', 'VIDEO', 'IMAGE', 'TEXT', 'DOCUMENT', 'DIRECTORY', 'OTHER', 'UNKNOWN'];
const INDEX_STATES = ['PENDING', 'QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'SKIPPED'];

export const FILE_FIELDS: FieldSpec[] = [
  text('name', 'Name'),
  text('path', 'Path'),
  exact('fileType', 'Type', FILE_TYPES),
  text('contentType', 'Content type', true),
  number('size', 'Size (bytes)', true),
  number('createdBy', 'Created by (user id)'),
  exact('indexStatus', 'Index state', INDEX_STATES, true),
  text('indexReason', 'Index reason', true),
  text('hash', 'SHA-256', true),
  exact('id', 'Id'),
];

export interface Filter {
  field: string;
  operator: Operator;
  value: (string | number)[];
  not: boolean;
}
export interface DateFilter {
  field: string;
  start: string | null;
  end: string | null;
  not: boolean;
}
export interface SortField {
  field: string;
  order: 'ASC' | 'DESC';
}

/**
 * The request body, with only the members that hold something. Operation 1's and 2's bodies differ
 * only in their fields' enums, which the server checks: operation 1's caller casts.
 */
export function searchBody(filters: Filter[], dateFilters: DateFilter[], sort: SortField[]): SearchBody {
  const body: Record<string, unknown> = {};
  if (filters.length > 0) body.filters = filters;
  if (dateFilters.length > 0) body.dateFilters = dateFilters;
  if (sort.length > 0) body.fieldSort = sort;
  return body;
}
