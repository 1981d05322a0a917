import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AccessEntry, FileSet, PERMISSIONS } from '../../entities/filesets.js';
import { PositiveId, ref } from '../../entities/json.js';
import type { Services } from '../../services.js';
import { callerOf } from '../plugins/auth.js';
import { presentedJson } from '../presented-json.js';
import { Limit, Offset, errors } from '../schemas/common.js';
import { FileSetSearchBody } from '../schemas/search.js';

const FileSetId = Type.Object({ filesetId: Type.String({ description: 'File set id (UUID)' }) });
const Access = Type.Object({
  fileSetId: Type.String(),
  fileSetAccess: Type.Array(AccessEntry),
});
const AccessChange = Type.Object({
  fileSetAccess: Type.Array(
    Type.Object({
      entityId: PositiveId,
      entityType: Type.Optional(Type.Literal('USER')),
      permission: Type.Enum([...PERMISSIONS, 'NONE']),
    }),
    { maxItems: 1000 },
  ),
});

/** File sets: operation 1 and the routes that create, change, share and delete them (API.md §2). */
export async function fileSetRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['file sets'];
  const { fileSets } = services;

  r.post(
    '/api/files/v1/filesets/search',
    {
      ...presentedJson,
      schema: {
        operationId: 'searchFileSets',
        summary: 'Operation 1: search the file sets you can read',
        tags,
        querystring: Type.Object({ limit: Type.Optional(Limit), offset: Type.Optional(Offset) }),
        body: Type.Optional(FileSetSearchBody),
        response: {
          200: Type.Object({
            fileSets: Type.Array(ref(FileSet)),
            pageContext: Type.Object({ offset: Type.Integer(), limit: Type.Integer(), total: Type.Integer() }),
          }),
          ...errors(),
        },
      },
    },
    async (request) => fileSets.search(callerOf(request), request.body, request.query.limit ?? 100, request.query.offset ?? 0),
  );

  r.post(
    '/api/files/v1/filesets',
    {
      schema: {
        operationId: 'createFileSet',
        summary: 'Create a file set, owned by the caller',
        tags,
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 255 }),
          description: Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Null()])),
          aiEnabled: Type.Optional(
            Type.Union([Type.Boolean(), Type.Null()], { description: 'Index file content for content queries (default false)' }),
          ),
          // Documented by the hosted service for its connectors; accepted and not acted on (docs/decisions.md).
          accountId: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()])),
          connectorContext: Type.Optional(
            Type.Union([
              Type.Object({
                connector: Type.Optional(Type.String({ maxLength: 255 })),
                relativePath: Type.Optional(Type.String({ maxLength: 4096 })),
              }),
              Type.Null(),
            ]),
          ),
        }),
        response: { 201: ref(FileSet), ...errors() },
      },
    },
    async (request, reply) => {
      reply.status(201);
      const { name, description, aiEnabled } = request.body;
      return fileSets.create(callerOf(request), { name, description, aiEnabled });
    },
  );

  r.get(
    '/api/files/v1/filesets/:filesetId',
    {
      schema: {
        operationId: 'getFileSet',
        summary: 'Get a file set the caller can see',
        tags,
        params: FileSetId,
        response: { 200: ref(FileSet), ...errors(404) },
      },
    },
    async (request) => fileSets.get(callerOf(request), request.params.filesetId),
  );

  r.post(
    '/api/files/v1/filesets/:filesetId',
    {
      schema: {
        operationId: 'updateFileSet',
        summary: "Change a file set's name, description or content indexing (EDIT permission)",
        tags,
        params: FileSetId,
        body: Type.Object({
          name: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 255 }), Type.Null()])),
          description: Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Null()])),
          aiEnabled: Type.Optional(
            Type.Union([Type.Boolean(), Type.Null()], { description: 'true indexes every file; false drops the index (null: unchanged)' }),
          ),
        }),
        response: { 200: ref(FileSet), ...errors(403, 404) },
      },
    },
    async (request) => fileSets.update(callerOf(request), request.params.filesetId, request.body),
  );

  r.delete(
    '/api/files/v1/filesets/:filesetId',
    {
      schema: {
        operationId: 'deleteFileSet',
        summary: 'Delete a file set and every file in it (owner or admin)',
        tags,
        params: FileSetId,
        response: { 204: Type.Null(), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      await fileSets.delete(callerOf(request), request.params.filesetId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/files/v1/filesets/:filesetId/access',
    {
      schema: {
        operationId: 'getFileSetAccess',
        summary: 'List the users and permissions of a file set',
        tags,
        params: FileSetId,
        response: { 200: Access, ...errors(404) },
      },
    },
    async (request) => fileSets.getAccess(callerOf(request), request.params.filesetId),
  );

  r.post(
    '/api/files/v1/filesets/:filesetId/access',
    {
      schema: {
        operationId: 'setFileSetAccess',
        summary: "Grant or change the listed users' permissions (NONE revokes)",
        tags,
        params: FileSetId,
        body: AccessChange,
        response: { 200: Access, ...errors(403, 404) },
      },
    },
    async (request) => fileSets.setAccess(callerOf(request), request.params.filesetId, request.body.fileSetAccess),
  );
}
