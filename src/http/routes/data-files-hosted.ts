import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { parseExpand, toRevision } from '../../domain/data-files/data-file-view.js';
import { NO_ID, parseId } from '../../domain/ids.js';
import { badRequest } from '../../errors.js';
import type { Services } from '../../services.js';
import { callerOf } from '../plugins/auth.js';
import { DataFile, DataFilePermissions, DataFileRevision } from '../../entities/data-files.js';
import { ref } from '../../entities/json.js';
import { errors } from '../schemas/common.js';
import { DataFileParams, DuplicateBody, ListQuery, RevisionParams } from '../schemas/data-files.js';
import { checkName, dataFileIdOf } from './data-files.js';

const BASE = '/api/data/v1/data-files';
const MAX_LISTED_IDS = 1000;

/** `dataFileIds=1,2` (also repeated); 400 names a piece that is not a data file id. */
function parseIds(values: readonly string[] | undefined): number[] | null {
  if (values === undefined) return null;
  const ids = new Set<number>();
  for (const raw of values.flatMap((v) => v.split(','))) {
    const piece = raw.trim();
    if (piece === '') continue;
    const id = parseId(piece);
    if (id === null) throw badRequest(`dataFileIds: "${piece.slice(0, 40)}" is not a data file id (a positive integer).`);
    ids.add(id);
  }
  if (ids.size > MAX_LISTED_IDS) throw badRequest(`dataFileIds: at most ${MAX_LISTED_IDS} ids.`);
  return [...ids];
}

/**
 * The hosted service's other data-file routes (API.md §3, "Also"): the list, one revision's details,
 * revision delete, duplicate and permissions. A plugin of their own because they take JSON bodies,
 * which the upload routes' plugin hands over raw.
 */
export async function dataFileHostedRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['data files'];
  const { dataFiles } = services;
  const revisionIdOf = (raw: string) => parseId(raw) ?? NO_ID;

  // A static segment: the router prefers it to `/:dataFileId`, so `details` never reads as an id.
  r.get(
    `${BASE}/details`,
    {
      schema: {
        operationId: 'listDataFiles',
        summary: 'The data files the caller may read (every one for an admin), newest first, as operation 3 shows them',
        tags,
        querystring: ListQuery,
        response: { 200: Type.Array(ref(DataFile)), ...errors() },
      },
    },
    async (request) => {
      const q = request.query;
      const ids = parseIds(q.dataFileIds);
      return dataFiles.listing.list(callerOf(request), ids, parseExpand(q.expand), q.limit ?? 100, q.offset ?? 0);
    },
  );

  r.get(
    `${BASE}/:dataFileId/revisions/:revisionId/details`,
    {
      schema: {
        operationId: 'getDataFileRevisionDetails',
        summary: "One revision's details",
        tags,
        params: RevisionParams,
        response: { 200: ref(DataFileRevision), ...errors(404) },
      },
    },
    async (request) => {
      const { dataFileId, revisionId } = request.params;
      return toRevision(await dataFiles.revision(callerOf(request), dataFileIdOf(dataFileId), revisionIdOf(revisionId)));
    },
  );

  r.delete(
    `${BASE}/:dataFileId/revisions/:revisionId`,
    {
      schema: {
        operationId: 'deleteDataFileRevision',
        summary:
          'Delete a revision and its content; the newest remaining one becomes current. Deleting the last one deletes the data file (existing:false). Uploader, admin or EDIT grant; the last one: uploader or admin',
        tags,
        params: RevisionParams,
        response: { 204: Type.Null(), ...errors(403, 404, 410) },
      },
    },
    async (request, reply) => {
      const { dataFileId, revisionId } = request.params;
      await dataFiles.changes.deleteRevision(callerOf(request), dataFileIdOf(dataFileId), revisionIdOf(revisionId));
      return reply.status(204).send(null);
    },
  );

  r.post(
    `${BASE}/:dataFileId/duplicate`,
    {
      schema: {
        operationId: 'duplicateDataFile',
        summary: "A new data file owned by the caller, with the current revision's content (any reader may)",
        tags,
        params: DataFileParams,
        body: Type.Optional(DuplicateBody),
        response: { 201: Type.Object({ dataFileId: Type.Integer(), revisionId: Type.Integer() }), ...errors(404, 409, 410) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const name = body.name === undefined ? undefined : checkName(body.name, 'or leave it out to keep the original name');
      const created = await dataFiles.changes.duplicate(callerOf(request), dataFileIdOf(request.params.dataFileId), {
        ...(name === undefined ? {} : { name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.public === undefined ? {} : { isPublic: body.public }),
      });
      reply.status(201).header('location', `${BASE}/${created.dataFileId}/details`);
      return { dataFileId: created.dataFileId, revisionId: created.revisionId };
    },
  );

  r.get(
    `${BASE}/:dataFileId/permissions`,
    {
      schema: {
        operationId: 'getDataFilePermissions',
        summary: 'Who may read and edit the data file besides its uploader and admins (uploader or admin)',
        tags,
        params: DataFileParams,
        response: { 200: DataFilePermissions, ...errors(403, 404) },
      },
    },
    async (request) => dataFiles.permissions.get(callerOf(request), dataFileIdOf(request.params.dataFileId)),
  );

  r.put(
    `${BASE}/:dataFileId/permissions`,
    {
      schema: {
        operationId: 'setDataFilePermissions',
        summary: 'Replace the public flag and every grant (uploader or admin)',
        tags,
        params: DataFileParams,
        body: DataFilePermissions,
        response: { 200: DataFilePermissions, ...errors(403, 404, 410) },
      },
    },
    async (request) => dataFiles.permissions.set(callerOf(request), dataFileIdOf(request.params.dataFileId), request.body),
  );
}
