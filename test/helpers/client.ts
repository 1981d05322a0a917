import { type StowageClient, type StowageClientOptions, createStowageClient } from '@stowage/client';
import type { TestApp } from './app.js';

/** Puts a test app on a real port (the client speaks HTTP, not inject) and returns its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the test app has no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A client of `baseUrl` with `token` (the bootstrap admin's unless given). */
export function clientOf(baseUrl: string, token: string, options: Partial<StowageClientOptions> = {}): StowageClient {
  return createStowageClient({ baseUrl, token, ...options });
}
