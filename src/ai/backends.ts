import type { ModelBackend } from './call-with-retries.js';
import { ProviderFailure } from './provider-failure.js';
import type { AiConfig, ModelEntry } from './registry.js';
import { SdkBackend } from './providers/sdk-backend.js';

/**
 * The built-in model is loaded with its first call: its language library (compromise) builds its
 * lexicon at import, most of a second of CPU that every start (each CLI command, each test's app)
 * would pay otherwise.
 */
let builtinModules: Promise<[typeof import('./builtin-chat.js'), typeof import('./router/tool-router.js')]> | undefined;
const builtin: ModelBackend = {
  generate: async (request) => {
    const [{ builtinChat }, { routeTools }] = await (builtinModules ??= Promise.all([
      import('./builtin-chat.js'),
      import('./router/tool-router.js'),
    ]));
    return request.responseFormat ? builtinChat(request) : routeTools(request);
  },
};

/**
 * A model whose key variable is not set (a warning at start): it fails as a provider that refused
 * the key would, without a call, so fallbacks are still tried and the message (which the gateway
 * prefixes with the model id) says what to set.
 */
function keyless(variable: string): ModelBackend {
  return {
    generate: async () => {
      throw new ProviderFailure('PROVIDER_AUTH_FAILED', `no API key: set ${variable} in the server's environment and restart it.`, false);
    },
  };
}

/** The backend of each model, made once per model id. */
export function backendFactory(config: AiConfig): (entry: ModelEntry) => ModelBackend {
  const made = new Map<string, ModelBackend>();
  return (entry) => {
    if (entry.provider === 'builtin') return builtin;
    if (entry.missingKey !== undefined) return keyless(entry.missingKey);
    const key = JSON.stringify(entry);
    let backend = made.get(key);
    if (!backend) {
      backend = new SdkBackend(entry, config);
      made.set(key, backend);
    }
    return backend;
  };
}
