import { FILESET_FIELDS, FILE_FIELDS, type FieldSpec, type ResourceFields } from '../../../search-query/fields.js';

/** Where a search field is stored. */
export interface Column {
  /** The column it compiles to; trusted, never taken from a request. */
  column: string;
  /**
   * A column holding this text field lower-cased (foldForLike), which LIKE compares instead of
   * folding the field in every row it reads (schema.ts, FileSetLikeText). Other text fields are
   * folded by `stw_lower` as they are read.
   */
  lowered?: string;
}

/** A resource's fields (src/search-query/fields.ts) with their columns: what the SQL compilers read. */
export interface SearchTable<F extends string> {
  resource: ResourceFields<F>;
  columns: Readonly<Record<F, Column>>;
}

/** One field as the compilers need it: its API spec and its column. */
export type StoredField = FieldSpec & Column;

const storedFields = new WeakMap<SearchTable<string>, Map<string, StoredField>>();

/** A field's spec and column, merged once per field (every search reads several of them). */
export function stored<F extends string>(table: SearchTable<F>, field: F): StoredField {
  let fields = storedFields.get(table);
  if (!fields) storedFields.set(table, (fields = new Map<string, StoredField>()));
  let spec = fields.get(field);
  if (!spec) fields.set(field, (spec = Object.freeze({ ...table.resource.fields[field], ...table.columns[field] })));
  return spec;
}

/** Operation 1 reads the visible file sets (filesets-repository.ts), whose caller's permission is a column too. */
export const FILESET_TABLE: SearchTable<keyof typeof FILESET_FIELDS.fields> = {
  resource: FILESET_FIELDS,
  columns: {
    id: { column: 'id' },
    name: { column: 'name', lowered: 'name_lower' },
    description: { column: 'description', lowered: 'description_lower' },
    owner: { column: 'owner_id' },
    permission: { column: 'permission' },
    createdBy: { column: 'created_by' },
    updatedBy: { column: 'updated_by' },
    fileCount: { column: 'file_count' },
    created: { column: 'created_at' },
    updated: { column: 'updated_at' },
  },
};

export const FILE_TABLE: SearchTable<keyof typeof FILE_FIELDS.fields> = {
  resource: FILE_FIELDS,
  columns: {
    id: { column: 'id' },
    path: { column: 'path', lowered: 'path_lower' },
    name: { column: 'name', lowered: 'name_lower' },
    fileType: { column: 'file_type' },
    contentType: { column: 'content_type' },
    size: { column: 'size' },
    createdBy: { column: 'created_by' },
    hash: { column: 'hash' },
    hashAlgorithm: { column: 'hash_algorithm' },
    connectorKey: { column: 'connector_key' },
    indexStatus: { column: 'index_status' },
    indexReason: { column: 'index_reason' },
    created: { column: 'created_at' },
  },
};
