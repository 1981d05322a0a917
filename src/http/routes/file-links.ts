import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { shareDownloadPath } from '../../domain/files/file-shares.js';
import { toFileEntry } from '../../domain/files/file-view.js';
import { baseUrlOf } from '../base-url.js';
import type { Services } from '../../services.js';
import { callerOf } from '../plugins/auth.js';
import { File } from '../../entities/files.js';
import { FileSet } from '../../entities/filesets.js';
import { PositiveId, ref } from '../../entities/json.js';
import { errors } from '../schemas/common.js';

const FileSetId = Type.Object({ filesetId: Type.String({ description: 'File set id (UUID)' }) });
const FileId = Type.Object({
  filesetId: Type.String({ description: 'File set id (UUID)' }),
  fileId: Type.String({ description: 'File id (UUID)' }),
});
const ShareToken = Type.Object({
  filesetId: Type.String({ description: 'File set id (UUID)' }),
  token: Type.String({ maxLength: 200, description: "The link's token" }),
});
const ShareLink = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fileId: Type.String({ format: 'uuid' }),
  createdBy: Type.Integer(),
  expiresAt: Type.String({ format: 'date-time' }),
  created: Type.String({ format: 'date-time' }),
});
const NewShareLink = Type.Object({
  ...ShareLink.properties,
  token: Type.String({ description: 'Shown only here: only its hash is kept' }),
  downloadUrl: Type.String({ description: 'Downloads the file without a developer token until the link expires or is revoked' }),
});

/**
 * Move and rename, share links and ownership transfer (API.md §2, "Hosted routes beyond the above").
 * The link's own download route, which takes no developer token, is in shares.ts.
 */
export async function fileLinkRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['files'];
  const { moves, shares, fileSets, config } = services;
  const baseUrl = (request: FastifyRequest) => baseUrlOf(config, request);

  r.post(
    '/api/files/v1/filesets/:filesetId/files/:fileId',
    {
      schema: {
        operationId: 'moveFile',
        summary: 'Move or rename an entry; a directory moves with everything below it',
        tags,
        params: FileId,
        body: Type.Object({ path: Type.String({ maxLength: 4096, description: 'The new path, e.g. archive/2026/q3.csv' }) }),
        response: { 200: ref(File), ...errors(403, 404, 409) },
      },
    },
    async (request) =>
      toFileEntry(
        await moves.move(callerOf(request), request.params.filesetId, request.params.fileId, request.body.path),
        baseUrl(request),
      ),
  );

  r.post(
    '/api/files/v1/filesets/:filesetId/files/:fileId/share',
    {
      schema: {
        operationId: 'createShareLink',
        summary: 'A link that downloads this file without a developer token until it expires (needs EDIT)',
        tags,
        params: FileId,
        body: Type.Object({
          expiresAt: Type.Union([Type.String({ maxLength: 64 }), Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })], {
            description: 'ISO 8601 date-time or epoch milliseconds; in the future, at most 365 days ahead',
          }),
        }),
        response: { 201: NewShareLink, ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const { view, token } = await shares.create(
        callerOf(request),
        request.params.filesetId,
        request.params.fileId,
        request.body.expiresAt,
      );
      reply.status(201);
      return { ...view, token, downloadUrl: `${baseUrl(request)}${shareDownloadPath(token)}` };
    },
  );

  r.get(
    '/api/files/v1/filesets/:filesetId/files/:fileId/share',
    {
      schema: {
        operationId: 'listShareLinks',
        summary: "The file's live share links (OWNER); tokens are not shown again",
        tags,
        params: FileId,
        response: { 200: Type.Object({ shares: Type.Array(ShareLink) }), ...errors(403, 404) },
      },
    },
    async (request) => ({ shares: await shares.list(callerOf(request), request.params.filesetId, request.params.fileId) }),
  );

  r.delete(
    '/api/files/v1/filesets/:filesetId/files/share/:token',
    {
      schema: {
        operationId: 'revokeShareLink',
        summary: "Revoke a share link (its maker or the file set's owner)",
        tags,
        params: ShareToken,
        response: { 204: Type.Null(), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      await shares.revoke(callerOf(request), request.params.filesetId, request.params.token);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/files/v1/filesets/:filesetId/ownership',
    {
      schema: {
        operationId: 'transferFileSetOwnership',
        summary: 'Hand the file set to another user (OWNER or admin); the previous owner keeps EDIT',
        tags: ['file sets'],
        params: FileSetId,
        body: Type.Object({ userId: PositiveId }),
        response: { 200: ref(FileSet), ...errors(403, 404) },
      },
    },
    async (request) => fileSets.transferOwnership(callerOf(request), request.params.filesetId, request.body.userId),
  );
}
