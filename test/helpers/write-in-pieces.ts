import type { ClientRequest } from 'node:http';

/**
 * Writes a request body in 64 KiB pieces as the connection takes them, then ends the request, as a
 * client streaming it would (chunked): a server that answers early and closes makes such a client
 * fail with EPIPE or ECONNRESET instead of reading the answer, which is what tests look for.
 */
export function writeInPieces(req: ClientRequest, bytes: Buffer): void {
  let offset = 0;
  const write = () => {
    while (offset < bytes.length) {
      const piece = bytes.subarray(offset, offset + 64 * 1024);
      offset += piece.length;
      if (!req.write(piece)) return void req.once('drain', write);
    }
    req.end();
  };
  write();
}
