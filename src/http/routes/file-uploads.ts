import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { toFileEntry, toPendingFileEntry } from '../../domain/files/file-view.js';
import { ResumableUploads, type UploadState } from '../../domain/files/resumable-uploads.js';
import { AppError, badRequest } from '../../errors.js';
import { baseUrlOf } from '../base-url.js';
import type { Services } from '../../services.js';
import { callerOf } from '../plugins/auth.js';
import { multipartBody } from '../plugins/openapi.js';
import { File } from '../../entities/files.js';
import { ref } from '../../entities/json.js';
import { errors } from '../schemas/common.js';
import { malformedAsBadRequest } from './files.js';

const FileSetId = Type.Object({ filesetId: Type.String({ description: 'File set id (UUID)' }) });
const UploadId = Type.Object({
  filesetId: Type.String({ description: 'File set id (UUID)' }),
  fileId: Type.String({ description: "The upload's file id (UUID), from its create answer" }),
});
const PartParams = Type.Object({
  filesetId: Type.String({ description: 'File set id (UUID)' }),
  fileId: Type.String({ description: "The upload's file id (UUID)" }),
  partNumber: Type.String({ description: 'Part number, 1 to 10000' }),
});
const UploadStatus = (status: string, description: string) =>
  Type.Object({ file: ref(File), status: Type.Literal(status) }, { description });

/** Resumable (split) uploads of files (API.md §2, "Hosted routes beyond the above"). */
export async function fileUploadRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['files'];
  const { uploads, config } = services;
  const baseUrl = (request: FastifyRequest) => baseUrlOf(config, request);
  const pending = ({ upload, parts }: UploadState) => toPendingFileEntry(upload, parts);

  r.post(
    '/api/files/v1/filesets/:filesetId/files/multipart',
    {
      schema: {
        operationId: 'createResumableUpload',
        summary: 'Begin a resumable upload of the file at `path`; send its parts, then finalize',
        tags,
        params: FileSetId,
        body: Type.Object({ path: Type.String({ maxLength: 4096, description: "The new file's path, e.g. reports/q3/sales.csv" }) }),
        response: { 202: UploadStatus('CREATED', 'The upload exists; nothing is visible until finalize'), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const state = await uploads.create(callerOf(request), request.params.filesetId, request.body.path);
      reply.status(202);
      return { file: pending(state), status: 'CREATED' as const };
    },
  );

  r.post(
    '/api/files/v1/filesets/:filesetId/files/multipart/:fileId/part/:partNumber',
    {
      schema: {
        operationId: 'uploadResumablePart',
        summary: 'Send one part (multipart field "part"); parts may come in any order and be sent again',
        tags,
        consumes: ['multipart/form-data'],
        documentedBody: { content: { 'multipart/form-data': multipartBody('part', "This part's bytes") } },
        params: PartParams,
        response: { 202: UploadStatus('PROCESSING', 'The part is stored'), ...errors(403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { filesetId, fileId, partNumber: rawNumber } = request.params;
      const partNumber = ResumableUploads.partNumber(rawNumber);
      // Refused before any byte is read: no access, no such upload, one being finalized.
      const upload = await uploads.beforePart(callerOf(request), filesetId, fileId);
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'A part is sent as multipart/form-data with the bytes in the part named "part".');
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > config.maxUploadBytes + 1024 * 1024) {
        throw new AppError('PAYLOAD_TOO_LARGE', `Uploads are at most ${config.maxUploadBytes} bytes.`);
      }
      let state: UploadState | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file' || part.fieldname !== 'part' || state !== null) {
            if (part.type === 'file') part.file.resume();
            throw badRequest(
              `Unexpected multipart field "${part.fieldname}"; a part's bytes go in one part named "part", and nothing else.`,
            );
          }
          const file = part.file;
          state = await uploads.putPart(upload, partNumber, file, () => file.truncated);
        }
      } catch (error) {
        throw malformedAsBadRequest(error);
      }
      if (state === null) throw badRequest('The multipart body has no part named "part" holding the bytes.');
      reply.status(202);
      return { file: pending(state), status: 'PROCESSING' as const };
    },
  );

  r.post(
    '/api/files/v1/filesets/:filesetId/files/multipart/:fileId/finalize',
    {
      schema: {
        operationId: 'finalizeResumableUpload',
        summary: 'Join parts 1..n into the file and publish it, as a plain upload would',
        tags,
        params: UploadId,
        response: { 201: UploadStatus('SUCCESS', 'The file is published'), ...errors(403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const row = await uploads.finalize(callerOf(request), request.params.filesetId, request.params.fileId);
      reply.status(201);
      return { file: toFileEntry(row, baseUrl(request)), status: 'SUCCESS' as const };
    },
  );

  r.post(
    '/api/files/v1/filesets/:filesetId/files/multipart/:fileId/abort',
    {
      schema: {
        operationId: 'abortResumableUpload',
        summary: 'Abandon the upload; its parts are removed',
        tags,
        params: UploadId,
        response: { 200: Type.Object({ status: Type.Literal('FAILED') }), ...errors(403, 404, 409) },
      },
    },
    async (request) => {
      await uploads.abort(callerOf(request), request.params.filesetId, request.params.fileId);
      return { status: 'FAILED' as const };
    },
  );
}
