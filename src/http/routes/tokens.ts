import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import { parseId } from '../../domain/ids.js';
import type { Caller } from '../../domain/tokens/token-service.js';
import { EXPIRY_SYNTAX, parseExpiry } from '../../durations.js';
import { AppError, badRequest } from '../../errors.js';
import type { Services } from '../../services.js';
import { callerOf } from '../plugins/auth.js';
import { PositiveId } from '../../entities/json.js';
import { TokenInfo } from '../../entities/tokens.js';
import { errors } from '../schemas/common.js';

/** The latest instant a JavaScript Date (and so an ISO date-time) can hold. */
const MAX_DATE_MS = 8.64e15;

const CreateToken = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  ownerId: PositiveId,
  expires: Type.Optional(
    Type.Union([
      Type.Integer({ minimum: 0, maximum: MAX_DATE_MS, description: 'epoch ms' }),
      Type.String({ maxLength: 64, description: EXPIRY_SYNTAX }),
      Type.Null(),
    ]),
  ),
});

function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new AppError('FORBIDDEN', 'Only administrators manage access tokens.');
}

/** API.md §7: access tokens, for administrators. */
export async function tokenRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const tags = ['tokens'];

  app.post<{ Body: Static<typeof CreateToken> }>(
    '/api/data/v1/accesstokens',
    {
      schema: {
        operationId: 'createAccessToken',
        summary: 'Create an access token for a user (admin); the token is shown only here',
        tags,
        body: CreateToken,
        response: { 201: Type.Object({ ...TokenInfo.properties, token: Type.String() }), ...errors(403) },
      },
    },
    async (request, reply) => {
      requireAdmin(callerOf(request));
      const { name, ownerId, expires } = request.body;
      let expiresAt: number | null = null;
      if (expires !== undefined && expires !== null) {
        // The CLI's --expires syntax too (docs/configuration.md, "Durations").
        const parsed = parseExpiry(expires, Date.now());
        if ('problem' in parsed) throw badRequest(`expires: ${JSON.stringify(expires)} ${parsed.problem}.`);
        expiresAt = parsed.at;
      }
      const token = await services.tokens.create({ userId: ownerId, name, expiresAt });
      reply.status(201);
      return { id: token.id, name: token.name, ownerId: token.ownerId, expires: token.expires, token: token.token };
    },
  );

  app.get(
    '/api/data/v1/accesstokens',
    {
      schema: {
        operationId: 'listAccessTokens',
        summary: 'List the access tokens, without their secrets (admin)',
        tags,
        response: { 200: Type.Object({ tokens: Type.Array(TokenInfo) }), ...errors(403) },
      },
    },
    async (request) => {
      requireAdmin(callerOf(request));
      return { tokens: await services.tokens.list() };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/data/v1/accesstokens/:id',
    {
      schema: {
        operationId: 'revokeAccessToken',
        summary: 'Revoke an access token (admin)',
        tags,
        params: Type.Object({ id: Type.String({ description: 'Token id, a positive integer' }) }),
        response: { 204: Type.Null(), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      requireAdmin(callerOf(request));
      // An id that is not a positive decimal integer names no token, like an unknown one.
      const id = parseId(request.params.id);
      if (id === null || !(await services.tokens.revoke(id))) {
        throw new AppError('TOKEN_NOT_FOUND', `Access token ${JSON.stringify(request.params.id)} does not exist or is already revoked.`);
      }
      return reply.status(204).send(null);
    },
  );
}
