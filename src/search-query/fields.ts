import { FILE_TYPES, INDEX_STATUSES } from '../entities/files.js';
import { PERMISSIONS } from '../entities/filesets.js';

/** How a search field is typed and what may be done with it (API.md §1). */
export type FieldType = 'uuid' | 'text' | 'integer' | 'datetime';

export interface FieldSpec {
  type: FieldType;
  nullable: boolean;
  filterable: boolean;
  sortable: boolean;
  dateFilterable: boolean;
  /** For text fields with a closed set of values: EQUALS/IN values are checked against it. */
  values?: readonly string[];
  /** No two rows of one search share a value (a path in its file set): a keyset on it needs no id. */
  unique?: boolean;
}

/**
 * One resource's search fields: declared here once, the request schema's enums
 * (src/http/schemas/search.ts), the parser (parse.ts) and the SQL compilers' column tables
 * (src/storage/db/search/columns.ts, keyed by these names) all follow from it.
 */
export interface ResourceFields<F extends string = string> {
  resource: string;
  fields: Readonly<Record<F, FieldSpec>>;
  defaultSort: { field: F; desc: boolean };
}

type Flags = Partial<Omit<FieldSpec, 'type'>>;

function field(type: FieldType, flags: Flags): FieldSpec {
  return {
    type,
    nullable: flags.nullable ?? false,
    filterable: flags.filterable ?? false,
    sortable: flags.sortable ?? false,
    dateFilterable: flags.dateFilterable ?? false,
    ...(flags.values ? { values: flags.values } : {}),
    ...(flags.unique ? { unique: true } : {}),
  };
}

const F = { filterable: true };
const FS = { filterable: true, sortable: true };
const DATE = { sortable: true, dateFilterable: true };

const FILESET = {
  id: field('uuid', F),
  name: field('text', FS),
  description: field('text', FS),
  owner: field('integer', F),
  permission: field('text', { ...F, values: PERMISSIONS }),
  createdBy: field('integer', FS),
  updatedBy: field('integer', FS),
  fileCount: field('integer', FS),
  created: field('datetime', DATE),
  updated: field('datetime', DATE),
};
export type FileSetField = keyof typeof FILESET;
export const FILESET_FIELDS: ResourceFields<FileSetField> = {
  resource: 'FileSet',
  fields: FILESET,
  defaultSort: { field: 'created', desc: false },
};

const FILE = {
  id: field('uuid', F),
  path: field('text', { ...FS, unique: true }),
  name: field('text', FS),
  fileType: field('text', { ...FS, values: FILE_TYPES }),
  contentType: field('text', { ...FS, nullable: true }),
  size: field('integer', { ...FS, nullable: true }),
  createdBy: field('integer', FS),
  hash: field('text', { ...F, nullable: true }),
  hashAlgorithm: field('text', { ...F, nullable: true }),
  connectorKey: field('text', { ...F, nullable: true }),
  indexStatus: field('text', { ...F, nullable: true, values: INDEX_STATUSES }),
  indexReason: field('text', { ...F, nullable: true }),
  created: field('datetime', DATE),
};
export type FileField = keyof typeof FILE;
export const FILE_FIELDS: ResourceFields<FileField> = { resource: 'File', fields: FILE, defaultSort: { field: 'path', desc: false } };

/** The names of a resource's fields that `pick` accepts, in declaration order (the schema's enums). */
export function namesWhere<F extends string>(resource: ResourceFields<F>, pick: (spec: FieldSpec) => boolean): F[] {
  return (Object.keys(resource.fields) as F[]).filter((name) => pick(resource.fields[name]));
}
