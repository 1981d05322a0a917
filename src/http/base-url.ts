import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Where clients reach the API, for the URLs in answers: the configured public URL, else the request's own host. */
export function baseUrlOf(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
