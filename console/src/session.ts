import { signal } from '@preact/signals';
import { type StowageClient, createStowageClient } from '@stowage/client';

/**
 * The token lives in sessionStorage (docs/decisions.md, "The web console"): it survives a reload of
 * the tab but not the tab itself, and no other tab or later visit sees it.
 */
const TOKEN_KEY = 'stowage.token';

/** Why the last session ended, shown on the sign-in page (a token refused mid-session). */
export const signedOutReason = signal<string | null>(null);

/** The server's token brand (STOWAGE_TOKEN_BRAND), written into the page by the console route. */
function tokenBrand(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="stowage-token-brand"]')?.content || 'SERVICE';
}

function clientFor(token: string): StowageClient {
  return createStowageClient({
    baseUrl: location.origin,
    token,
    tokenBrand: tokenBrand(),
    fetch: async (request) => {
      const response = await fetch(request);
      // A token revoked or expired while the console is open: back to the sign-in page, saying why.
      if (response.status === 401 && client.peek() !== null) {
        signOut('The server no longer accepts this token (revoked or expired). Sign in again.');
      }
      return response;
    },
  });
}

function restore(): StowageClient | null {
  const token = sessionStorage.getItem(TOKEN_KEY);
  return token ? clientFor(token) : null;
}

/** The signed-in client; null on the sign-in page. */
export const client = signal<StowageClient | null>(restore());

/** Checks the token with one cheap authenticated call (operation 1, one item) before keeping it. */
export async function signIn(token: string): Promise<void> {
  const candidate = clientFor(token);
  await candidate.api.POST('/api/files/v1/filesets/search', { params: { query: { limit: 1, offset: 0 } }, body: {} });
  sessionStorage.setItem(TOKEN_KEY, token);
  signedOutReason.value = null;
  client.value = candidate;
}

export function signOut(reason: string | null = null): void {
  sessionStorage.removeItem(TOKEN_KEY);
  signedOutReason.value = reason;
  client.value = null;
}

/** The client, in components that are only rendered when signed in. */
export function useClient(): StowageClient {
  const current = client.value;
  if (current === null) throw new Error('not signed in');
  return current;
}
