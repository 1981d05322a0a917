import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../domain/data-files/data-file-service.js';
import { parseExpand, toRevision } from '../../domain/data-files/data-file-view.js';
import { NO_ID, parseId } from '../../domain/ids.js';
import { badRequest } from '../../errors.js';
import type { Services } from '../../services.js';
import { callerOf } from '../plugins/auth.js';
import { multipartBody, rawBody } from '../plugins/openapi.js';
import { DownloadQuery, Redirect } from '../direct-download.js';
import { sendFile } from '../send-file.js';
import { DataFile, DataFileRevision } from '../../entities/data-files.js';
import { ref } from '../../entities/json.js';
import { DataFileParams, DetailsQuery, RevisionParams, UploadQuery } from '../schemas/data-files.js';
import { errors } from '../schemas/common.js';
import { receiveUpload } from './data-file-upload.js';

const Bytes = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });
const BASE = '/api/data/v1/data-files';

/** A data file's name: 1..255 characters after trimming, no control characters. */
export function checkName(raw: string | null | undefined, from: string): string {
  const name = (raw ?? '').trim();
  if (name === '')
    throw badRequest(`name is required: give the query parameter name, or a filename on the multipart "file" part (${from}).`);
  if (name.length > 255) throw badRequest('name: at most 255 characters.');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw badRequest('name: control characters are not allowed.');
  return name;
}

/** A path's data file id; one that is not a positive decimal integer names no data file. */
export function dataFileIdOf(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(JSON.stringify(raw));
  return id;
}

/** Data files with revisions, operation 3 and its write and download routes (API.md §3). */
export async function dataFileRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['data files'];
  const { dataFiles, config } = services;

  // Uploads take any body as raw bytes (a JSON or text data file included), streamed by the handler.
  // Only this plugin's routes are affected; multipart keeps its own parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const consumes = ['application/octet-stream', 'multipart/form-data'];
  const documentedBody = {
    content: {
      'application/octet-stream': rawBody("The data file's bytes; any Content-Type is kept as the file's type"),
      'multipart/form-data': multipartBody('file', "The data file's bytes; the part's filename is the default name"),
    },
  };

  r.post(
    BASE,
    {
      schema: {
        operationId: 'createDataFile',
        summary: 'Upload a new data file: the raw body (its Content-Type is the file\'s type) or a multipart part "file"',
        tags,
        consumes,
        documentedBody,
        querystring: UploadQuery,
        response: { 201: Type.Object({ dataFileId: Type.Integer() }), ...errors(413) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const q = request.query;
      // The name is checked before any byte is stored, unless it may come from a multipart filename.
      if (q.name !== undefined || !request.isMultipart()) checkName(q.name, 'a raw body has no filename');
      const upload = await receiveUpload(request, dataFiles, config.maxUploadBytes);
      let name: string;
      try {
        name = checkName(q.name ?? upload.filename, 'neither was given');
      } catch (error) {
        await dataFiles.discard(upload.staged);
        throw error;
      }
      const dataFileId = await dataFiles.create(
        caller,
        { name, description: q.description ?? '', isPublic: q.public ?? true },
        upload.staged,
        upload.contentType,
      );
      reply.status(201).header('location', `${BASE}/${dataFileId}/details`);
      return { dataFileId };
    },
  );

  r.put(
    `${BASE}/:dataFileId`,
    {
      schema: {
        operationId: 'addDataFileRevision',
        summary: 'Upload a new revision, which becomes current (uploader or admin); the body as for createDataFile',
        tags,
        consumes,
        documentedBody,
        params: DataFileParams,
        response: { 201: Type.Object({ revisionId: Type.Integer() }), ...errors(403, 404, 410, 413) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const dataFileId = dataFileIdOf(request.params.dataFileId);
      // Refused before any byte is stored.
      await dataFiles.requireWritable(caller, dataFileId);
      const upload = await receiveUpload(request, dataFiles, config.maxUploadBytes);
      const revisionId = await dataFiles.addRevision(caller, dataFileId, upload.staged, upload.contentType);
      reply.status(201);
      return { revisionId };
    },
  );

  r.get(
    `${BASE}/:dataFileId/details`,
    {
      schema: {
        operationId: 'getDataFileDetails',
        summary: 'Operation 3: a data file, with currentRevision, revisions and metadata on request',
        tags,
        params: DataFileParams,
        querystring: DetailsQuery,
        response: { 200: ref(DataFile), ...errors(404) },
      },
    },
    async (request) => dataFiles.details(callerOf(request), dataFileIdOf(request.params.dataFileId), parseExpand(request.query.expand)),
  );

  r.get(
    `${BASE}/:dataFileId/revisions/details`,
    {
      schema: {
        operationId: 'listDataFileRevisions',
        summary: 'All revisions of a data file, newest first',
        tags,
        params: DataFileParams,
        response: { 200: Type.Array(ref(DataFileRevision)), ...errors(404) },
      },
    },
    async (request) => (await dataFiles.revisions(callerOf(request), dataFileIdOf(request.params.dataFileId))).map(toRevision),
  );

  async function download(request: FastifyRequest, reply: FastifyReply, dataFileId: number, revisionId: number | null, redirect = true) {
    const { file, revision, body, directUrl } = await dataFiles.open(callerOf(request), dataFileId, revisionId);
    const download = {
      hash: revision.sha256,
      name: file.name,
      contentType: revision.content_type,
      size: revision.size_bytes,
      body,
      directUrl,
    };
    return sendFile(request, reply, download, { redirect });
  }

  const produces = ['application/octet-stream'];
  const downloadResponses = { 200: Bytes, 206: Bytes, 302: Redirect, ...errors(404, 409, 410, 416) };

  r.get(
    `${BASE}/:dataFileId`,
    {
      schema: {
        operationId: 'downloadDataFile',
        summary: 'Download the current revision (Range supported; an INFECTED revision is 409)',
        tags,
        params: DataFileParams,
        querystring: DownloadQuery,
        produces,
        response: downloadResponses,
      },
    },
    async (request, reply) => download(request, reply, dataFileIdOf(request.params.dataFileId), null, request.query.redirect),
  );

  r.get(
    `${BASE}/:dataFileId/revisions/:revisionId`,
    {
      schema: {
        operationId: 'downloadDataFileRevision',
        summary: 'Download one revision (Range supported; an INFECTED revision is 409)',
        tags,
        params: RevisionParams,
        querystring: DownloadQuery,
        produces,
        response: downloadResponses,
      },
    },
    async (request, reply) =>
      download(
        request,
        reply,
        dataFileIdOf(request.params.dataFileId),
        parseId(request.params.revisionId) ?? NO_ID,
        request.query.redirect,
      ),
  );

  r.delete(
    `${BASE}/:dataFileId`,
    {
      schema: {
        operationId: 'deleteDataFile',
        summary: 'Purge the content of every revision; details then show existing:false (uploader or admin)',
        tags,
        params: DataFileParams,
        response: { 204: Type.Null(), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      await dataFiles.delete(callerOf(request), dataFileIdOf(request.params.dataFileId));
      return reply.status(204).send(null);
    },
  );
}
