/** Ollama serves its OpenAI-compatible API under /v1 of OLLAMA_BASE_URL (usually http://localhost:11434). */
export function ollamaUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/v1') ? trimmed : `${trimmed}/v1`;
}

/** The provider's host, kept out of messages to clients (failures.ts); undefined for no or a bad URL. */
export function hostOf(baseUrl: string | undefined): string | undefined {
  try {
    return baseUrl ? new URL(baseUrl).hostname : undefined;
  } catch {
    return undefined;
  }
}
