import type { ModelBackend } from './call-with-retries.js';
import type { AiConfig, ModelEntry } from './registry.js';
import { routeTools } from './router/tool-router.js';
import { SdkBackend } from './providers/sdk-backend.js';

const builtin: ModelBackend = { generate: async (request) => routeTools(request) };

/** The backend of each model, made once per model id. */
export function backendFactory(config: AiConfig): (entry: ModelEntry) => ModelBackend {
  const made = new Map<string, ModelBackend>();
  return (entry) => {
    if (entry.provider === 'builtin') return builtin;
    const key = JSON.stringify(entry);
    let backend = made.get(key);
    if (!backend) {
      backend = new SdkBackend(entry, config);
      made.set(key, backend);
    }
    return backend;
  };
}
