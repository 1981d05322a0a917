import { Type } from 'typebox';
import { FILE_TYPES, INDEX_STATUSES } from '../../entities/files.js';
import { QUERY_MODES } from '../../indexing/content-query.js';
import { FileSearchBody } from './search.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** API.md §2, content query. `filters` as operation 2's, on the file's fields. */
export const ContentQueryBody = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: 2000 }),
    topK: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100, default: 1 }))),
    directoryPath: Type.Optional(Nullable(Type.String({ maxLength: 4096 }))),
    pathPrefixFilter: Type.Optional(Nullable(Type.String({ maxLength: 4096 }))),
    mode: Type.Optional(
      Nullable(Type.Enum([...QUERY_MODES], { description: 'Default HYBRID with an embedding model configured, else KEYWORD' })),
    ),
    filters: FileSearchBody.properties.filters,
  },
  { $id: 'ContentQuery', title: 'ContentQuery' },
);

export const ContentQueryResult = Type.Object(
  {
    matches: Type.Array(
      Type.Object({
        content: Type.Object({ type: Type.Literal('TEXT'), text: Type.String() }),
        metadata: Type.Object({
          fileId: Type.String({ format: 'uuid' }),
          path: Type.String(),
          chunkIndex: Type.Integer(),
          start: Type.Integer({ description: 'Offset of the chunk in the extracted text (UTF-16 code units)' }),
          end: Type.Integer({ description: 'End offset, exclusive' }),
          page: Type.Optional(Type.Integer({ description: 'PDF page, from 1' })),
        }),
        score: Type.Number({ minimum: 0, maximum: 1 }),
      }),
    ),
  },
  { $id: 'ContentQueryResult', title: 'ContentQueryResult' },
);

const counts = (keys: readonly string[]) => Type.Object(Object.fromEntries(keys.map((k) => [k, Type.Integer()])));

export const FileSetStats = Type.Object(
  {
    fileSetId: Type.String({ format: 'uuid' }),
    aiEnabled: Type.Boolean(),
    fileCount: Type.Integer({ description: 'Files, not directories' }),
    fileTypes: counts(FILE_TYPES.filter((t) => t !== 'DIRECTORY')),
    indexStatuses: counts(INDEX_STATUSES),
    notIndexed: Type.Integer({ description: 'Files with indexStatus null (indexing off)' }),
    chunkCount: Type.Integer(),
  },
  { $id: 'FileSetStats', title: 'FileSetStats' },
);

export const ReindexBody = Type.Object(
  { fileIds: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 1000 }) },
  { $id: 'ReindexRequest', title: 'ReindexRequest' },
);

export const ReindexResult = Type.Object({ retriedFilesCount: Type.Integer() }, { $id: 'ReindexResult', title: 'ReindexResult' });
