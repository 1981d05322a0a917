import { onS3, startS3rver } from './helpers/s3.js';

/**
 * With STOWAGE_TEST_BLOB_STORE=s3: one s3rver for the whole run, its address handed to the test
 * processes (started after global setup, they inherit the variable). On disk: nothing.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (!onS3) return undefined;
  const peer = await startS3rver();
  process.env.STOWAGE_TEST_S3_ENDPOINT = peer.endpoint;
  return () => peer.close();
}
