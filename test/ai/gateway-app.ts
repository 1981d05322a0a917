import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { type TestApp, startTestApp, tempDir } from '../helpers/app.js';

export const AI_URL = '/api/ai/v1/messages/tools';

export { weatherTool } from './weather-tool.js';

export const userText = (text: string) => ({ role: 'USER', content: [{ type: 'TEXT', text }] });

/** The app with a model registry file written from `registry` (and extra environment). */
export async function startGatewayApp(registry: object, env: Record<string, string> = {}): Promise<TestApp> {
  const file = path.join(tempDir('stowage-models-'), 'models.yaml');
  fs.writeFileSync(file, YAML.stringify(registry));
  return startTestApp({ STOWAGE_MODELS_FILE: file, TEST_PROVIDER_KEY: 'sk-test-key', ...env });
}
