/** How a search field is stored and what may be done with it (API.md §1). */
export type FieldType = 'uuid' | 'text' | 'integer' | 'datetime';

export interface FieldSpec {
  /** The API's field name. */
  name: string;
  /** The column it compiles to; trusted, never taken from a request. */
  column: string;
  type: FieldType;
  nullable: boolean;
  filterable: boolean;
  sortable: boolean;
  dateFilterable: boolean;
  /** For text fields with a closed set of values: EQUALS/IN values are checked against it. */
  values?: readonly string[];
  /** No two rows of one search share a value (a path in its file set): a keyset on it needs no id. */
  unique?: boolean;
  /**
   * A column holding this text field lower-cased (foldForLike), which LIKE compares instead of
   * folding the field in every row it reads (schema.ts, FileSetLikeText). Other text fields are
   * folded by `stw_lower` as they are read.
   */
  lowered?: string;
}

export interface ResourceFields {
  resource: string;
  fields: ReadonlyMap<string, FieldSpec>;
  defaultSort: { field: string; desc: boolean };
}

type Flags = Partial<Pick<FieldSpec, 'nullable' | 'filterable' | 'sortable' | 'dateFilterable' | 'values' | 'unique' | 'lowered'>>;

function field(name: string, column: string, type: FieldType, flags: Flags): FieldSpec {
  return {
    name,
    column,
    type,
    nullable: flags.nullable ?? false,
    filterable: flags.filterable ?? false,
    sortable: flags.sortable ?? false,
    dateFilterable: flags.dateFilterable ?? false,
    ...(flags.values ? { values: flags.values } : {}),
    ...(flags.unique ? { unique: true } : {}),
    ...(flags.lowered ? { lowered: flags.lowered } : {}),
  };
}

function resource(name: string, defaultSort: ResourceFields['defaultSort'], specs: FieldSpec[]): ResourceFields {
  return { resource: name, defaultSort, fields: new Map(specs.map((s) => [s.name, s])) };
}

export const PERMISSIONS = ['OWNER', 'EDIT', 'READ'] as const;
export const FILE_TYPES = ['AUDIO', 'VIDEO', 'IMAGE', 'TEXT', 'DOCUMENT', 'DIRECTORY', 'OTHER', 'UNKNOWN'] as const;
export const INDEX_STATUSES = ['PENDING', 'QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'SKIPPED'] as const;

const F = { filterable: true };
const FS = { filterable: true, sortable: true };

export const FILESET_FIELDS = resource('FileSet', { field: 'created', desc: false }, [
  field('id', 'id', 'uuid', F),
  field('name', 'name', 'text', { ...FS, lowered: 'name_lower' }),
  field('description', 'description', 'text', { ...FS, lowered: 'description_lower' }),
  field('owner', 'owner_id', 'integer', F),
  field('permission', 'permission', 'text', { ...F, values: PERMISSIONS }),
  field('createdBy', 'created_by', 'integer', FS),
  field('updatedBy', 'updated_by', 'integer', FS),
  field('fileCount', 'file_count', 'integer', FS),
  field('created', 'created_at', 'datetime', { sortable: true, dateFilterable: true }),
  field('updated', 'updated_at', 'datetime', { sortable: true, dateFilterable: true }),
]);

export const FILE_FIELDS = resource('File', { field: 'path', desc: false }, [
  field('id', 'id', 'uuid', F),
  field('path', 'path', 'text', { ...FS, unique: true, lowered: 'path_lower' }),
  field('name', 'name', 'text', { ...FS, lowered: 'name_lower' }),
  field('fileType', 'file_type', 'text', { ...FS, values: FILE_TYPES }),
  field('contentType', 'content_type', 'text', { ...FS, nullable: true }),
  field('size', 'size', 'integer', { ...FS, nullable: true }),
  field('createdBy', 'created_by', 'integer', FS),
  field('hash', 'hash', 'text', { ...F, nullable: true }),
  field('hashAlgorithm', 'hash_algorithm', 'text', { ...F, nullable: true }),
  field('connectorKey', 'connector_key', 'text', { ...F, nullable: true }),
  field('indexStatus', 'index_status', 'text', { ...F, nullable: true, values: INDEX_STATUSES }),
  field('indexReason', 'index_reason', 'text', { ...F, nullable: true }),
  field('created', 'created_at', 'datetime', { sortable: true, dateFilterable: true }),
]);

export function namesWhere(fields: ResourceFields, pick: (spec: FieldSpec) => boolean): string {
  return [...fields.fields.values()]
    .filter(pick)
    .map((s) => s.name)
    .join(', ');
}
