import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type FileRef, type StagedContent } from '../../domain/files/file-service.js';
import { toFileEntry } from '../../domain/files/file-view.js';
import type { Caller } from '../../domain/tokens/token-service.js';
import { AppError, badRequest } from '../../errors.js';
import { baseUrlOf } from '../base-url.js';
import type { Services } from '../../services.js';
import { callerOf } from '../plugins/auth.js';
import { multipartBody } from '../plugins/openapi.js';
import { DownloadQuery, Redirect } from '../direct-download.js';
import { presentedJson } from '../presented-json.js';
import { fileDownload, sendFile } from '../send-file.js';
import { File } from '../../entities/files.js';
import { isObject, ref } from '../../entities/json.js';
import { Limit, errors } from '../schemas/common.js';
import { FileSearchBody } from '../schemas/search.js';

const FileSetId = Type.Object({ filesetId: Type.String({ description: 'File set id (UUID)' }) });
const FileId = Type.Object({ filesetId: Type.String(), fileId: Type.String({ description: 'File id (UUID)' }) });
const ByPath = Type.Object({ path: Type.String({ description: "The entry's path, e.g. reports/q3/sales.csv" }) });
const Bytes = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });
/** A file download's answers (this route's and a share link's). */
export const fileDownloadResponses = { 200: Bytes, 206: Bytes, 302: Redirect, ...errors(404, 416) };

interface UploadTarget {
  directoryPath?: string | null;
  name?: string | null;
}

const CREATE_FILE_REQUEST_MEMBERS = ['directoryPath', 'name'];
/** The multipart fields an upload takes besides the `file` part. */
const UPLOAD_FIELDS = ['createFileRequest', 'directoryPath', 'name'];

/** `createFileRequest` as JSON (form field or query parameter), merged over plain fields. */
function readCreateFileRequest(raw: string, target: UploadTarget): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('createFileRequest must be a JSON object such as {"directoryPath":"a/b","name":"x.csv"}.');
  }
  if (!isObject(parsed)) throw badRequest('createFileRequest must be a JSON object such as {"directoryPath":"a/b"}.');
  const unknown = Object.keys(parsed).filter((key) => !CREATE_FILE_REQUEST_MEMBERS.includes(key));
  if (unknown.length > 0) {
    throw badRequest(
      `${unknown.map((key) => `createFileRequest.${key}`).join(', ')}: unknown member; allowed: ${CREATE_FILE_REQUEST_MEMBERS.join(', ')}.`,
    );
  }
  for (const key of ['directoryPath', 'name'] as const) {
    const value = parsed[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw badRequest(`createFileRequest.${key} must be a string.`);
    target[key] = value;
  }
}

// What the multipart parser (busboy) throws, without a code, about a body that breaks the format.
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Boundary required)/;

/** A body that is not valid multipart is the client's mistake: 400 rather than a 500. */
export function malformedAsBadRequest(error: unknown): unknown {
  if (error instanceof Error && !(error instanceof AppError) && MALFORMED_MULTIPART.test(error.message)) {
    return badRequest(`The multipart/form-data body is malformed: ${error.message}.`);
  }
  return error;
}

/** Files in a file set: upload, operation 2, read, download, delete (API.md §2). */
export async function fileRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['files'];
  const { files, fileSearch, fileSets, config } = services;
  const baseUrl = (request: FastifyRequest) => baseUrlOf(config, request);

  r.post(
    '/api/files/v1/filesets/:filesetId/files/search',
    {
      ...presentedJson,
      schema: {
        operationId: 'searchFiles',
        summary: 'Operation 2: search the entries of a file set',
        tags,
        params: FileSetId,
        querystring: Type.Object({
          directoryPath: Type.Optional(Type.String()),
          immediateChildren: Type.Optional(Type.Boolean({ default: false })),
          limit: Type.Optional(Limit),
          next: Type.Optional(Type.String({ maxLength: 8192 })),
          includeTotal: Type.Optional(Type.Boolean({ default: false })),
        }),
        body: Type.Optional(FileSearchBody),
        response: {
          200: Type.Object({
            files: Type.Array(ref(File)),
            pageContext: Type.Object({ next: Type.Optional(Type.String()), limit: Type.Integer(), total: Type.Optional(Type.Integer()) }),
          }),
          ...errors(404),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const limit = q.limit ?? 100;
      const page = await fileSearch.search(callerOf(request), request.params.filesetId, request.body, {
        directoryPath: q.directoryPath,
        immediateChildren: q.immediateChildren ?? false,
        limit,
        next: q.next === '' ? undefined : q.next,
        includeTotal: q.includeTotal ?? false,
      });
      const base = baseUrl(request);
      return {
        files: page.rows.map((row) => toFileEntry(row, base)),
        pageContext: { limit, ...(page.next ? { next: page.next } : {}), ...(page.total !== null ? { total: page.total } : {}) },
      };
    },
  );

  r.post(
    '/api/files/v1/filesets/:filesetId/files',
    {
      schema: {
        operationId: 'uploadFile',
        summary: 'Upload a file (multipart part "file"), or create a directory when there is no file part',
        tags,
        consumes: ['multipart/form-data'],
        documentedBody: {
          content: {
            'multipart/form-data': multipartBody(
              'file',
              "The file's bytes; its filename is the file's name unless the query names it. Without it, the directory is created",
              { required: false },
            ),
          },
        },
        params: FileSetId,
        querystring: Type.Object({
          createFileRequest: Type.Optional(Type.String({ description: 'JSON {"directoryPath":"a/b","name":"x.csv"}' })),
          directoryPath: Type.Optional(Type.String()),
          name: Type.Optional(Type.String()),
        }),
        response: { 200: ref(File), 201: ref(File), ...errors(403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // Permission first, so a caller who may not write is refused before any byte is stored.
      await fileSets.require(caller, request.params.filesetId, 'EDIT');
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Uploads are multipart/form-data with a part named "file".');
      }
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > config.maxUploadBytes + 1024 * 1024) {
        throw new AppError('PAYLOAD_TOO_LARGE', `Uploads are at most ${config.maxUploadBytes} bytes.`);
      }
      const target: UploadTarget = {};
      if (request.query.directoryPath !== undefined) target.directoryPath = request.query.directoryPath;
      if (request.query.name !== undefined) target.name = request.query.name;
      if (request.query.createFileRequest !== undefined) readCreateFileRequest(request.query.createFileRequest, target);
      const result = await receiveUpload(request, request.params.filesetId, caller, target);
      reply.status(result.created ? 201 : 200);
      return toFileEntry(result.row, baseUrl(request));
    },
  );

  async function receiveUpload(request: FastifyRequest, filesetId: string, caller: Caller, target: UploadTarget) {
    let staged: StagedContent | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') {
            part.file.resume();
            throw badRequest(`Unexpected file part "${part.fieldname}"; the content goes in the part named "file".`);
          }
          staged = await files.stage(part.file, part.filename, part.mimetype);
          if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', `Uploads are at most ${config.maxUploadBytes} bytes.`);
        } else if (part.fieldname === 'createFileRequest') {
          readCreateFileRequest(String(part.value), target);
        } else if (part.fieldname === 'directoryPath' || part.fieldname === 'name') {
          target[part.fieldname] = String(part.value);
        } else {
          throw badRequest(
            `Unknown multipart field "${part.fieldname}"; an upload takes the part "file" and the fields ${UPLOAD_FIELDS.join(', ')}.`,
          );
        }
      }
    } catch (error) {
      if (staged) await files.discard(staged);
      throw malformedAsBadRequest(error);
    }
    if (staged) return files.publish(caller, filesetId, target, staged);
    return files.createDirectory(caller, filesetId, target);
  }

  r.get(
    '/api/files/v1/filesets/:filesetId/files/:fileId',
    {
      schema: {
        operationId: 'getFile',
        summary: "Get a file's details by its id",
        tags,
        params: FileId,
        response: { 200: ref(File), ...errors(404) },
      },
    },
    async (request) =>
      toFileEntry(await files.get(callerOf(request), request.params.filesetId, { id: request.params.fileId }), baseUrl(request)),
  );

  r.get(
    '/api/files/v1/filesets/:filesetId/path',
    {
      schema: {
        operationId: 'getFileByPath',
        summary: "Get a file's details by its path",
        tags,
        params: FileSetId,
        querystring: ByPath,
        response: { 200: ref(File), ...errors(404) },
      },
    },
    async (request) =>
      toFileEntry(await files.get(callerOf(request), request.params.filesetId, { path: request.query.path }), baseUrl(request)),
  );

  async function download(request: FastifyRequest, reply: FastifyReply, filesetId: string, ref: FileRef, redirect?: boolean) {
    return sendFile(request, reply, fileDownload(await files.open(callerOf(request), filesetId, ref)), { redirect });
  }

  const downloadResponses = fileDownloadResponses;
  const produces = ['application/octet-stream'];

  r.get(
    '/api/files/v1/filesets/:filesetId/files/:fileId/download',
    {
      schema: {
        operationId: 'downloadFile',
        summary: "Download a file's bytes by its id (Range requests; may redirect to storage)",
        tags,
        params: FileId,
        querystring: DownloadQuery,
        produces,
        response: downloadResponses,
      },
    },
    async (request, reply) => download(request, reply, request.params.filesetId, { id: request.params.fileId }, request.query.redirect),
  );

  r.get(
    '/api/files/v1/filesets/:filesetId/path/download',
    {
      schema: {
        operationId: 'downloadFileByPath',
        summary: "Download a file's bytes by its path (Range requests; may redirect to storage)",
        tags,
        params: FileSetId,
        querystring: Type.Object({ ...ByPath.properties, ...DownloadQuery.properties }),
        produces,
        response: downloadResponses,
      },
    },
    async (request, reply) => download(request, reply, request.params.filesetId, { path: request.query.path }, request.query.redirect),
  );

  r.delete(
    '/api/files/v1/filesets/:filesetId/files/:fileId',
    {
      schema: {
        operationId: 'deleteFile',
        summary: 'Delete a file by its id (a directory with everything under it)',
        tags,
        params: FileId,
        response: { 204: Type.Null(), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      await files.delete(callerOf(request), request.params.filesetId, { id: request.params.fileId });
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/files/v1/filesets/:filesetId/path',
    {
      schema: {
        operationId: 'deleteFileByPath',
        summary: 'Delete a file by its path (a directory with everything under it)',
        tags,
        params: FileSetId,
        querystring: ByPath,
        response: { 204: Type.Null(), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      await files.delete(callerOf(request), request.params.filesetId, { path: request.query.path });
      return reply.status(204).send(null);
    },
  );
}
