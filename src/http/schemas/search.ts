import { type Static, Type } from 'typebox';
import { FILESET_FIELDS, FILE_FIELDS, type ResourceFields, namesWhere } from '../../search-query/fields.js';
import { GROUP_OPERATORS, LEAF_OPERATORS } from '../../search-query/parse.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

// Numbers beyond what JSON and the databases hold exactly could not be compared faithfully.
const FilterValue = Type.Union([Type.String(), Type.Number({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER })]);

/**
 * API.md §1, the search body of one resource: its filterable, sortable and date fields and the
 * operators are enums here, from the one declaration of its fields (src/search-query/fields.ts).
 * The shape is checked here; what a schema cannot say (an operator's fit to its field, values of the
 * field's type, group depth, bounds) is checked by the parser, src/search-query/parse.ts.
 */
function searchBody(resource: ResourceFields, title: string) {
  const filterable = namesWhere(resource, (s) => s.filterable);
  const Filter = Type.Object(
    {
      field: Type.Optional(Type.Enum(filterable, { description: 'Not in a group' })),
      operator: Type.Enum([...LEAF_OPERATORS, ...GROUP_OPERATORS], { description: 'AND and OR make a group of `filters`' }),
      value: Type.Optional(Nullable(Type.Array(FilterValue))),
      not: Type.Optional(Nullable(Type.Boolean())),
      filters: Type.Optional(
        Type.Array(Type.Unknown(), { description: `The members of an AND/OR group, each a ${title} filter; groups nest up to 4 deep` }),
      ),
    },
    { title: `${title}Filter` },
  );
  return Type.Object(
    {
      fieldSort: Type.Optional(
        Nullable(
          Type.Array(
            Type.Object({
              field: Type.Enum(namesWhere(resource, (s) => s.sortable)),
              order: Type.Optional(Nullable(Type.Enum(['ASC', 'DESC']))),
            }),
          ),
        ),
      ),
      filters: Type.Optional(Nullable(Type.Array(Filter))),
      dateFilters: Type.Optional(
        Nullable(
          Type.Array(
            Type.Object({
              field: Type.Enum(namesWhere(resource, (s) => s.dateFilterable)),
              start: Type.Optional(Nullable(FilterValue)),
              end: Type.Optional(Nullable(FilterValue)),
              not: Type.Optional(Nullable(Type.Boolean())),
            }),
          ),
        ),
      ),
    },
    { title },
  );
}

/** Operation 1's body. */
export const FileSetSearchBody = searchBody(FILESET_FIELDS, 'FileSetSearch');
/** Operation 2's body; content queries take its `filters`. */
export const FileSearchBody = searchBody(FILE_FIELDS, 'FileSearch');
export type FileSearchBodyType = Static<typeof FileSearchBody>;
