import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode, errorBody } from '../../errors.js';
import { isUnavailable, unavailable } from '../../storage/unavailable.js';
import { drainRequest } from '../drain-request.js';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'VALIDATION_FAILED',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
};

/** PostgreSQL's "invalid byte sequence" (character_not_in_repertoire): a NUL in a text value. */
const PG_NUL_IN_TEXT = '22021';

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

interface AjvError {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: { allowedValues?: unknown[]; allowedValue?: unknown; missingProperty?: string; additionalProperty?: string; type?: string };
  /** With ajv's `verbose`: the object that failed and its schema. */
  data?: unknown;
  parentSchema?: { properties?: Record<string, unknown> };
}

/** "filter (body): unknown member; allowed: fieldSort, filters, dateFilters", naming every unknown one. */
function unknownMembersMessage(error: AjvError, at: string, where: string): string {
  const allowed = Object.keys(error.parentSchema?.properties ?? {});
  const present = error.data !== null && typeof error.data === 'object' ? Object.keys(error.data) : [];
  const unknown = present.filter((name) => !allowed.includes(name));
  if (unknown.length === 0 && error.params?.additionalProperty) unknown.push(error.params.additionalProperty);
  const names = unknown.map((name) => (at ? `${at}.${name}` : name)).join(', ');
  const what =
    where === 'querystring'
      ? unknown.length > 1
        ? 'unknown parameters'
        : 'unknown parameter'
      : unknown.length > 1
        ? 'unknown members'
        : 'unknown member';
  return `${names} (${where}): ${what}; allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none'}.`;
}

/**
 * "limit (querystring): must be <= 1000": names the field by its full path and, for enums and
 * constants, the allowed values. A value that fits none of a union's types says all of them.
 */
function validationMessage(error: FastifyError): string {
  const all = (error.validation ?? []) as AjvError[];
  const first = all[0];
  if (!first) return error.message;
  const at = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const where = error.validationContext ?? 'request';
  if (first.keyword === 'additionalProperties') return unknownMembersMessage(first, at, where);
  const field = [at, first.params?.missingProperty].filter(Boolean).join('.');
  const types = all.filter((e) => e.instancePath === first.instancePath && e.keyword === 'type').map((e) => e.params?.type);
  const what = types.length > 1 ? `must be ${types.join(' or ')}` : (first.message ?? 'is invalid');
  const values = first.params?.allowedValues ?? (first.params && 'allowedValue' in first.params ? [first.params.allowedValue] : null);
  // An enum names what was sent too (a search field or operator, say): the list alone leaves the reader to spot it.
  const got = first.keyword === 'enum' && first.data !== undefined ? ` (got ${JSON.stringify(first.data)})` : '';
  const allowed = values ? `: ${values.join(', ')}${got}` : '';
  return field ? `${field} (${where}): ${what}${allowed}` : `${where}: ${what}${allowed}`;
}

/** Maps anything thrown to the catalogue; unknown faults become a 500 whose details stay in the log. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (typeof error === 'object' && error !== null) {
    const e = error as FastifyError & { statusCode?: number };
    if (e.validation) return new AppError('VALIDATION_FAILED', validationMessage(e));
    const mapped = e.code ? FASTIFY_CODES[e.code] : undefined;
    if (mapped) return new AppError(mapped, e.message);
    // PostgreSQL's text cannot hold U+0000 (SQLite's can), and it refuses the whole statement.
    if (e.code === PG_NUL_IN_TEXT) return new AppError('VALIDATION_FAILED', 'Text values cannot contain the NUL character (U+0000).');
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      return new AppError(BY_STATUS[e.statusCode] ?? 'VALIDATION_FAILED', e.message);
    }
  }
  // The database or the blob store is down or out of reach: the request was fine, retrying will work.
  if (isUnavailable(error)) return unavailable(error);
  return new AppError('INTERNAL_ERROR', 'An unexpected error occurred. Quote the toe to the operator; the details are in the server log.');
}

const REPRESENTATION_HEADERS = ['etag', 'accept-ranges', 'content-range', 'content-disposition', 'content-length', 'last-modified'];

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  // A body not read to its end (refused before or while it arrived) is read on and dropped, within
  // bounds, so that the answer reaches a client still sending; the connection may then be reused.
  // (`complete` is a boolean on real requests only; injected ones have none.)
  if (!request.raw.complete) {
    reply.removeHeader('connection');
    drainRequest(request.raw);
  }
  // A failure found after a download set its headers (the content vanished, the store went away)
  // must not describe bytes this answer does not carry.
  for (const name of REPRESENTATION_HEADERS) reply.removeHeader(name);
  return (
    reply
      .status(error.status)
      // Answers from outside the routes (framework errors) skip the hook that sets it otherwise.
      .header('x-request-id', request.id)
      .headers(error.headers)
      .type('application/json; charset=utf-8')
      .send(errorBody(error, request.url.split('?')[0] ?? request.url, request.id))
  );
}

/** Registered routes, so an unknown method on a known path answers 405 with `Allow`. */
function routeIndex(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const source = route.url
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[^/]+/g, '[^/]+')
      .replace(/\*/g, '.*');
    const methods = ([] as string[]).concat(route.method);
    // Exact, like the router: a trailing slash is another path, so it must not borrow this one's methods.
    routes.push({ pattern: new RegExp(`^${source}$`), methods });
  });
  return (path: string) => [...new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods))].sort();
}

export function registerErrorHandling(app: FastifyInstance): void {
  const allowedMethods = routeIndex(app);

  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'SERVICE_UNAVAILABLE') request.log.warn({ err: error }, 'service unavailable');
    else if (appError.status >= 500) request.log.error({ err: error }, 'unexpected fault');
    return sendError(request, reply, appError);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const allow = allowedMethods(path);
    // A route that takes this method and found nothing (a static file that is not there) is a 404.
    if (allow.length > 0 && !allow.includes(request.method)) {
      return sendError(
        request,
        reply,
        new AppError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}; allowed: ${allow.join(', ')}.`, {
          allow: allow.join(', '),
        }),
      );
    }
    return sendError(request, reply, new AppError('ROUTE_NOT_FOUND', `No route ${request.method} ${path}.`));
  });

  // JSON bodies: an empty body is `{}` (API.md §0), and a syntax error names what is wrong.
  // A POST without any body (no content type at all) reaches no parser, hence the hook.
  app.addHook('preValidation', (request, _reply, done) => {
    if ((request.body === undefined || request.body === null) && request.routeOptions.schema?.body) request.body = {};
    done();
  });
  // Fastify's default text/plain parser would hand a string to JSON routes and fail as a 400 "must be
  // object"; without it, a body the API does not take is a 415 (routes that do take text add a parser).
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new AppError('INVALID_JSON', `The body is not valid JSON: ${(error as Error).message}`), undefined);
    }
  });
}
