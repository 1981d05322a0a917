import { type Static, Type } from 'typebox';

/** A caller's permission on a file set, strongest first (API.md §2). */
export const PERMISSIONS = ['OWNER', 'EDIT', 'READ'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** API.md §2 FileSet. */
export const FileSet = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    description: Type.String(),
    created: Type.String({ format: 'date-time' }),
    createdBy: Type.Integer(),
    updated: Type.String({ format: 'date-time' }),
    updatedBy: Type.Integer(),
    owner: Type.String({ description: "The owner's user id" }),
    permission: Type.Enum([...PERMISSIONS], { description: "The caller's permission" }),
    fileCount: Type.Integer(),
    aiEnabled: Type.Boolean({ description: 'Whether file content is indexed for content queries (docs/search.md)' }),
  },
  { $id: 'FileSet', title: 'FileSet' },
);
export type FileSet = Static<typeof FileSet>;

/** One user's entry in a file set's access list. */
export const AccessEntry = Type.Object({
  entityId: Type.Integer(),
  entityType: Type.Literal('USER'),
  permission: Type.Enum([...PERMISSIONS]),
});
export type AccessEntry = Static<typeof AccessEntry>;
