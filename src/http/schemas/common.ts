import { type Static, Type } from 'typebox';

/** API.md §0: the body of every error. */
export const ErrorBody = Type.Object(
  {
    status: Type.Integer(),
    statusReason: Type.String(),
    code: Type.String({ description: 'Stable SCREAMING_SNAKE error code' }),
    message: Type.String(),
    path: Type.String(),
    toe: Type.String({ description: 'The request id, also in the x-request-id header' }),
  },
  { $id: 'Error', title: 'Error', description: 'The body of every error (API.md §0)' },
);

export const Limit = Type.Integer({ minimum: 1, maximum: 1000, default: 100 });

export const Offset = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 });

/** What each error status means across the API (API.md §0), as the OpenAPI document says it. */
const ERROR_MEANINGS: Record<number, string> = {
  400: 'Bad Request: malformed or unknown input; the message names what to change',
  401: 'Unauthorized: no token, or one that is unknown, expired or revoked',
  403: 'Forbidden: the caller may see the resource but lacks the permission this needs',
  404: 'Not Found: no such resource, or not visible to the caller',
  409: 'Conflict: the resource is not in a state that allows this',
  410: 'Gone: the resource was deleted',
  413: 'Payload Too Large: the body exceeds its limit',
  415: 'Unsupported Media Type: the body is not of a type this accepts',
  416: 'Range Not Satisfiable: the Range lies beyond the content',
  422: 'Unprocessable Content: the model could not give an answer of the asked shape',
  429: 'Too Many Requests: rate limited; Retry-After says when to try again',
  502: 'Bad Gateway: the model provider failed',
  503: 'Service Unavailable: storage cannot be reached',
  504: 'Gateway Timeout: the model provider did not answer in time',
};

/** An error response with the shared Error schema, described by its status. */
export function errorResponse(status: number) {
  return Type.Unsafe<Static<typeof ErrorBody>>({ $ref: 'Error#', description: ERROR_MEANINGS[status] ?? `Error ${status}` });
}

/** Error responses a route may give, for the OpenAPI document; every /api route may give 400, 401, 429. */
export function errors(...statuses: number[]) {
  return Object.fromEntries([400, 401, 429, ...statuses].map((s) => [s, errorResponse(s)]));
}
