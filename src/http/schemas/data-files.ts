import { Type } from 'typebox';
import { EXPANDABLE } from '../../domain/data-files/data-file-view.js';
import { Limit, Offset } from './common.js';

// Strings: an id that is not a positive decimal integer names nothing (404), like an unknown one.
const Id = (description: string) => Type.String({ description: `${description}, a positive integer` });

export const DataFileParams = Type.Object({ dataFileId: Id('Data file id') });
export const RevisionParams = Type.Object({ dataFileId: Id('Data file id'), revisionId: Id('Revision id') });

export const UploadQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 255, description: "The data file's name; defaults to the multipart file part's filename" })),
  description: Type.Optional(Type.String({ maxLength: 4000 })),
  public: Type.Optional(Type.Boolean({ default: true, description: 'true: every user may read it; false: only the uploader and admins' })),
});

export const DetailsQuery = Type.Object({
  // An array so that both `expand=a,b` and `expand=a&expand=b` work (a single value is coerced).
  expand: Type.Optional(
    Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10, description: `Comma-separated: ${EXPANDABLE.join(', ')}` }),
  ),
});

export const ListQuery = Type.Object({
  dataFileIds: Type.Optional(
    Type.Array(Type.String({ maxLength: 20000 }), {
      maxItems: 1000,
      description: 'Comma-separated data file ids: only these (at most 1000)',
    }),
  ),
  expand: DetailsQuery.properties.expand,
  limit: Type.Optional(Limit),
  offset: Type.Optional(Offset),
});

export const DuplicateBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 255, description: "The copy's name; the original's by default" })),
  description: Type.Optional(Type.String({ maxLength: 4000, description: "The original's by default" })),
  public: Type.Optional(Type.Boolean({ description: "The original's by default" })),
});
