import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { toExecution, toExecutionRecord } from '../../domain/streams/stream-views.js';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';
import { callerOf } from '../plugins/auth.js';
import { rawBody } from '../plugins/openapi.js';
import { Nullable, ref } from '../../entities/json.js';
import { Execution, ExecutionRecord, Part, Stream, UpdateMethod } from '../../entities/streams.js';
import { errors } from '../schemas/common.js';
import { ExecutionId, PageQuery, PartId, SchemaBody, StreamId, StreamPatchBody } from '../schemas/streams.js';

const PLAIN_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/octet-stream'];
const GZIP_TYPES = ['application/gzip', 'application/x-gzip'];

/** Whether a part's body is gzip (API.md §4), from Content-Encoding or Content-Type; 415 otherwise. */
function isGzip(request: FastifyRequest): boolean {
  const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!['identity', 'gzip', 'x-gzip'].includes(encoding)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Content-Encoding ${JSON.stringify(encoding)} is not supported; send gzip or identity.`);
  }
  if (type !== '' && !PLAIN_TYPES.includes(type) && !GZIP_TYPES.includes(type)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `A part is CSV: Content-Type must be one of ${[...PLAIN_TYPES, ...GZIP_TYPES].join(', ')}.`,
    );
  }
  return encoding !== 'identity' || GZIP_TYPES.includes(type);
}

/** Streams, executions, parts, commits, the dataset and operation 4 (API.md §4). */
export async function streamRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['streams'];
  const { service, commits, datasets, changes } = services.streams;

  r.post(
    '/api/data/v1/streams',
    {
      schema: {
        operationId: 'createStream',
        summary: 'Create a stream, with or without a column schema',
        tags,
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 255 }),
          updateMethod: UpdateMethod,
          schema: Type.Optional(Nullable(SchemaBody)),
        }),
        response: { 201: ref(Stream), ...errors() },
      },
    },
    async (request, reply) => {
      const stream = await service.create(callerOf(request), request.body);
      reply.status(201);
      return service.viewOf(stream);
    },
  );

  r.get(
    '/api/data/v1/streams/:streamId',
    {
      schema: {
        operationId: 'getStream',
        summary: 'Get a stream with its last execution',
        tags,
        params: StreamId,
        response: { 200: ref(Stream), ...errors(404) },
      },
    },
    async (request) => service.view(callerOf(request), request.params.streamId),
  );

  r.get(
    '/api/data/v1/streams',
    {
      schema: {
        operationId: 'listStreams',
        summary: "The caller's streams (every stream for an admin), newest first",
        tags,
        querystring: PageQuery,
        response: { 200: Type.Array(ref(Stream)), ...errors() },
      },
    },
    async (request) => service.list(callerOf(request), request.query.limit ?? 100, request.query.offset ?? 0),
  );

  r.patch(
    '/api/data/v1/streams/:streamId',
    {
      schema: {
        operationId: 'updateStream',
        summary:
          'Change the name, update method or schema; the schema not while an execution is ACTIVE, and once there are rows only to one they fit (409)',
        tags,
        params: StreamId,
        body: StreamPatchBody,
        response: { 200: ref(Stream), ...errors(404, 409) },
      },
    },
    async (request) => service.viewOf(await changes.update(callerOf(request), request.params.streamId, request.body)),
  );

  r.delete(
    '/api/data/v1/streams/:streamId',
    {
      schema: {
        operationId: 'deleteStream',
        summary: 'Delete the stream with its dataset, executions and parts; 409 while a commit runs',
        tags,
        params: StreamId,
        response: { 204: Type.Null(), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      await changes.delete(callerOf(request), request.params.streamId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/data/v1/streams/:streamId/executions',
    {
      schema: {
        operationId: 'listStreamExecutions',
        summary: "The executions of a stream, newest first: operation 4's records with each one's errors[]",
        tags,
        params: StreamId,
        querystring: PageQuery,
        response: { 200: Type.Array(ref(Execution)), ...errors(404) },
      },
    },
    async (request) => {
      const rows = await service.history(callerOf(request), request.params.streamId, request.query.limit ?? 100, request.query.offset ?? 0);
      return rows.map(toExecution);
    },
  );

  r.post(
    '/api/data/v1/streams/:streamId/executions',
    {
      schema: {
        operationId: 'startStreamExecution',
        summary: 'Start an execution (ACTIVE); 409 while another one is ACTIVE',
        tags,
        params: StreamId,
        body: Type.Optional(Type.Object({ updateMethod: Type.Optional(Nullable(UpdateMethod)) })),
        response: { 201: ref(Execution), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const execution = await service.start(callerOf(request), request.params.streamId, request.body.updateMethod ?? undefined);
      reply.status(201);
      return toExecution(execution);
    },
  );

  r.get(
    '/api/data/v1/streams/:streamId/executions/:executionId',
    {
      schema: {
        operationId: 'getStreamExecution',
        summary: 'Get an execution with its row errors',
        tags,
        params: ExecutionId,
        response: { 200: ref(Execution), ...errors(404) },
      },
    },
    async (request) => toExecution(await service.execution(callerOf(request), request.params.streamId, request.params.executionId)),
  );

  r.put(
    '/api/data/v1/streams/:streamId/executions/:executionId/commit',
    {
      schema: {
        operationId: 'commitStreamExecution',
        summary: 'Apply the parts in partId order: SUCCESS, or FAILED with errors[]; repeating it returns the same result',
        tags,
        params: ExecutionId,
        response: { 200: ref(Execution), ...errors(404, 409) },
      },
    },
    async (request) => toExecution(await commits.commit(callerOf(request), request.params.streamId, request.params.executionId)),
  );

  r.put(
    '/api/data/v1/streams/:streamId/executions/:executionId/abort',
    {
      schema: {
        operationId: 'abortStreamExecution',
        summary: 'Abort an ACTIVE execution; its parts are discarded',
        tags,
        params: ExecutionId,
        response: { 200: ref(Execution), ...errors(404, 409) },
      },
    },
    async (request) => toExecution(await service.abort(callerOf(request), request.params.streamId, request.params.executionId)),
  );

  r.get(
    '/api/data/v1/streams/:streamId/data',
    {
      schema: {
        operationId: 'exportStreamData',
        summary: 'The dataset as CSV with a header row, streamed',
        tags,
        params: StreamId,
        produces: ['text/csv'],
        response: { 200: Type.Unsafe<unknown>({ type: 'string', description: 'CSV' }), ...errors(404) },
      },
    },
    async (request, reply) => {
      const { streamId, body } = await datasets.open(callerOf(request), request.params.streamId);
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="stream-${streamId}.csv"`);
      return reply.send(body);
    },
  );

  r.get(
    '/api/data/v1/streams/:streamId/history/aggregate',
    {
      schema: {
        operationId: 'streamHistory',
        summary: 'Operation 4: the executions of a stream, newest first',
        tags,
        params: StreamId,
        querystring: PageQuery,
        response: { 200: Type.Array(ref(ExecutionRecord)), ...errors(404) },
      },
    },
    async (request) => {
      const rows = await service.history(callerOf(request), request.params.streamId, request.query.limit ?? 100, request.query.offset ?? 0);
      return rows.map(toExecutionRecord);
    },
  );

  // Parts are raw CSV (or gzip) of any size: this scope reads no body itself and hands the request
  // stream to the handler, which first checks the target so a refused part costs no storage.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
    raw.withTypeProvider<TypeBoxTypeProvider>().put(
      '/api/data/v1/streams/:streamId/executions/:executionId/part/:partId',
      {
        schema: {
          operationId: 'uploadStreamPart',
          summary: 'Upload a CSV part (data rows; gzip with Content-Encoding: gzip or Content-Type: application/gzip)',
          tags,
          consumes: ['text/csv', 'application/gzip'],
          documentedBody: {
            content: {
              'text/csv': { schema: { type: 'string', description: 'CSV rows in the columns of the stream schema' } },
              'application/gzip': rawBody('The same CSV, gzip-compressed'),
            },
          },
          params: PartId,
          response: { 200: Part, 201: Part, ...errors(404, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const { parts } = services.streams;
        const { streamId, executionId, partId } = request.params;
        const target = await parts.target(callerOf(request), streamId, executionId, partId);
        const gzip = isGzip(request);
        const declared = Number(request.headers['content-length']);
        if (!gzip && Number.isFinite(declared) && declared > services.config.maxUploadBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', `A part is at most ${services.config.maxUploadBytes} bytes of CSV.`);
        }
        const { part, created } = await parts.receive(target, request.raw, gzip);
        reply.status(created ? 201 : 200);
        return {
          streamId: target.stream.id,
          executionId: target.execution.id,
          partId: part.part_id,
          sizeBytes: part.size_bytes,
          sha256: part.sha256,
        };
      },
    );
  });
}
