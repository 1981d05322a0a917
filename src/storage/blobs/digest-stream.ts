import { type Hash, createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A pass-through that hashes the bytes on their way to storage, so content is read only once. */
export function digestStream<A extends string>(algorithms: readonly A[]): { stream: Transform; digests: () => Record<A, string> } {
  const hashes = algorithms.map((a) => [a, createHash(a)] as [A, Hash]);
  const stream = new Transform({
    // As the disk store's streams (disk-blob-store.ts): chunks queue up to a megabyte rather than 16 KiB.
    highWaterMark: 1024 * 1024,
    transform(chunk: Buffer, _encoding, callback) {
      for (const [, hash] of hashes) hash.update(chunk);
      callback(null, chunk);
    },
  });
  const digests = () => Object.fromEntries(hashes.map(([a, h]) => [a, h.digest('hex')])) as Record<A, string>;
  return { stream, digests };
}
