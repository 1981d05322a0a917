import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/app.js';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { freePort } from '../helpers/ports.js';

/**
 * What deserves an operator's attention but must not stop the server (docs/operations.md,
 * "Start-up warnings"): each is one warning line in the log at start, and the server serves.
 */

interface LogLine {
  level: number;
  msg: string;
}

/** The warnings (pino level 40) the server logged. */
function warnings(server: ServerProcess): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.level === 40)
    .map((line) => line.msg);
}

async function post(server: ServerProcess, url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-developer-token': server.admin },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const ask = (model: string) => ({ model, input: [{ role: 'USER', content: [{ type: 'TEXT', text: 'hello' }] }] });

describe('start-up warnings', { timeout: 120_000 }, () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it("a misspelled STOWAGE_* variable and a model without its key are warned about once; the server runs, and the model's requests say which key to set", async () => {
    const models = path.join(tempDir('stowage-models-'), 'models.yaml');
    fs.writeFileSync(models, 'models:\n  gpt: openai/gpt-4.1-mini\n');
    server = await startServerProcess({ env: { STOWAGE_MODELS_FILE: models, STOWAGE_MAX_UPLAOD_BYTES: '1MB', OPENAI_API_KEY: '' } });
    const warned = warnings(server);
    expect(warned.filter((w) => w.startsWith('STOWAGE_MAX_UPLAOD_BYTES is not a Stowage setting'))).toEqual([
      'STOWAGE_MAX_UPLAOD_BYTES is not a Stowage setting and is ignored; did you mean STOWAGE_MAX_UPLOAD_BYTES? (every setting: docs/configuration.md)',
    ]);
    expect(warned.filter((w) => w.includes('OPENAI_API_KEY is not set'))).toEqual([
      `STOWAGE_MODELS_FILE=${models}: models.gpt: OPENAI_API_KEY is not set, so requests for gpt (openai/gpt-4.1-mini) will fail until it is (or name another variable in apiKeyEnv); the rest of the server runs`,
    ]);

    const refused = await post(server, '/api/ai/v1/messages/tools', ask('gpt'));
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ status: 502, code: 'PROVIDER_AUTH_FAILED' });
    expect(refused.body.message).toBe("openai/gpt-4.1-mini: no API key: set OPENAI_API_KEY in the server's environment and restart it.");
    expect((await post(server, '/api/ai/v1/messages/tools', ask('builtin/tool-router'))).status).toBe(200);
    expect((await post(server, '/api/files/v1/filesets/search', {})).status).toBe(200);
  });

  it('a blob store that cannot be reached is a warning naming it; /readyz names it too', async () => {
    const port = await freePort();
    server = await startServerProcess({
      env: {
        STOWAGE_BLOB_STORE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'away',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'secret',
      },
    });
    expect(warnings(server)).toContain(
      `cannot be reached at start: blob store (S3 bucket "away" at http://127.0.0.1:${port}): connection refused (connect ECONNREFUSED 127.0.0.1:${port}); /readyz answers 503 until it can`,
    );
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: blob store (S3 bucket "away"): connection refused.',
    });
    expect((await post(server, '/api/files/v1/filesets/search', {})).status).toBe(200);
  });

  it('S3 without credentials anywhere is a warning saying so; /readyz says so too', async () => {
    const home = tempDir('stowage-home-');
    server = await startServerProcess({
      env: {
        STOWAGE_BLOB_STORE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        S3_BUCKET: 'keyless',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: '',
        AWS_SECRET_ACCESS_KEY: '',
        // Nowhere for the AWS SDK's default chain to find any: no files, no instance role.
        HOME: home,
        AWS_CONFIG_FILE: path.join(home, 'none'),
        AWS_SHARED_CREDENTIALS_FILE: path.join(home, 'none'),
        AWS_EC2_METADATA_DISABLED: 'true',
      },
    });
    expect(warnings(server).find((w) => w.startsWith('cannot be reached at start: blob store (S3 bucket "keyless"'))).toMatch(
      /: credentials missing: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or give the machine a role or profile/,
    );
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { message: string }).message).toMatch(
      /^Not ready: blob store \(S3 bucket "keyless"\): credentials missing/,
    );
  });
});
