import { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';

/**
 * Connections to the store: each streaming download holds one for as long as its client reads, so
 * the SDK's default of 50 would make the 51st concurrent download wait behind the others.
 */
const MAX_SOCKETS = 500;

export function s3Client(settings: S3Config): S3Client {
  // On Node 20 each process's first client prints a nine-line notice that SDK releases from 2027 will
  // need Node 22. The SDK is pinned in package.json, so it concerns whoever upgrades it (npm ci then
  // warns), not an operator reading start-up output; the SDK's own switch, unless set otherwise.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials ?? undefined,
    // The SDK's default since 2025 adds CRC checksums (and aws-chunked bodies) that many services
    // other than AWS reject or store verbatim; elsewhere only what the operation requires is sent.
    ...(settings.endpoint === null ? {} : { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
    requestHandler: {
      // A store that is away fails requests quickly instead of holding them (and /readyz) open.
      connectionTimeout: 5000,
      // Until the response headers: a part upload's body is sent within it. A download's body is
      // not timed, so a client that reads slowly is not cut off.
      requestTimeout: 120_000,
      throwOnRequestTimeout: true,
      httpAgent: { maxSockets: MAX_SOCKETS },
      httpsAgent: { maxSockets: MAX_SOCKETS },
    },
  });
}
