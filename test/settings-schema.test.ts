import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AI_SETTINGS } from '../src/ai/registry.js';
import { ConfigError, KNOWN_SETTINGS, loadConfig } from '../src/config.js';
import { documentedSettings, withSettingsTables } from '../src/settings-docs.js';
import { AI_GATEWAY_SETTINGS, allSettings } from '../src/settings.js';

const DOC = new URL('../docs/configuration.md', import.meta.url);

describe('the settings schema (src/settings.ts)', () => {
  it('names every bad variable at once, from every part of the configuration, in one error', () => {
    const bad = {
      PORT: '70000',
      STOWAGE_DB_POOL_SIZE: 'lots',
      STOWAGE_MAX_UPLOAD_BYTES: 'huge',
      STOWAGE_LEASE_SECONDS: '1s',
      STOWAGE_TRUST_PROXY: 'maybe',
      STOWAGE_CORS_ORIGINS: 'example.com',
      STOWAGE_AUTH_FAILURE_LIMIT: '5 per minute',
      STOWAGE_CLAMD_SOCKET: 'clamd',
      STOWAGE_INDEX_MAX_DOCUMENT_BYTES: '0',
      STOWAGE_SEMANTIC_EXACT_MAX_CHUNKS: '-1',
      STOWAGE_BLOB_STORE: 's3',
      S3_FORCE_PATH_STYLE: 'sometimes',
      STOWAGE_S3_URL_TTL: '8d',
    };
    let caught: unknown;
    try {
      loadConfig({ ...bad, S3_BUCKET: 'stowage-blobs' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const { problems, message } = caught as ConfigError;
    const named = Object.keys(bad).filter((name) => name !== 'STOWAGE_BLOB_STORE');
    expect(problems).toHaveLength(named.length);
    for (const name of named) expect(problems.filter((p) => p.startsWith(`${name}=`))).toHaveLength(1);
    // One line per problem under one heading.
    expect(message.split('\n')).toHaveLength(named.length + 1);
  });

  it('lists the AI gateway settings that src/ai/registry.ts reads, no more and no fewer', () => {
    expect(AI_GATEWAY_SETTINGS.map((s) => s.env).sort()).toEqual([...AI_SETTINGS].sort());
    expect([...KNOWN_SETTINGS].sort()).toEqual(
      allSettings()
        .map((s) => s.env)
        .sort(),
    );
  });

  it('is what docs/configuration.md lists: every setting once, and the tables as generated (npm run docs:config)', () => {
    const doc = fs.readFileSync(DOC, 'utf8');
    expect(documentedSettings(doc)).toEqual(allSettings().map((s) => s.env));
    expect(doc).toBe(withSettingsTables(doc));
  });

  it('gives every setting a description and a default to show', () => {
    for (const s of allSettings()) {
      expect(s.description.length, s.env).toBeGreaterThan(10);
      expect(s.shown, s.env).not.toBe('');
    }
  });
});
