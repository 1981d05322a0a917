// Writes src/generated/openapi.ts from the repository's committed openapi.json (npm run client:generate).
// With --check it writes nothing and exits 1 when the committed file differs from what it would write
// (test/client/generated-types.test.ts runs that).
import fs from 'node:fs';
import ts from 'typescript';
import openapiTS, { COMMENT_HEADER, astToString } from 'openapi-typescript';

const documentUrl = new URL('../../../openapi.json', import.meta.url);
const outputUrl = new URL('../src/generated/openapi.ts', import.meta.url);

// Every request body that is not JSON (uploads, resumable parts, CSV parts, raw data-file bodies) is
// bytes on the wire: typed as the sources the client streams, instead of the document's `string`.
const BINARY = ts.factory.createTypeReferenceNode('BinaryBody');
const INJECT = `/** What a non-JSON request body may be: the client streams it, with a bodySerializer that passes it on. */
export type BinaryBody = Blob | ReadableStream<Uint8Array> | Uint8Array | string;
`;

// Bytes are marked by contentMediaType; the CSV part body is a plain string schema under text/csv.
function isBinaryRequestBody(schema, path) {
  if (schema.type !== 'string') return false;
  return schema.contentMediaType === 'application/octet-stream' || /\/requestBody\/content\/text~1csv$/.test(path ?? '');
}

export async function generate() {
  const ast = await openapiTS(documentUrl, {
    // A member with a default is optional to send; the server fills it in.
    defaultNonNullable: false,
    inject: INJECT,
    transform(schema, { path }) {
      if (isBinaryRequestBody(schema, path)) return BINARY;
      return undefined;
    },
  });
  return COMMENT_HEADER + astToString(ast);
}

const text = await generate();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(outputUrl) ? fs.readFileSync(outputUrl, 'utf8') : '';
  if (current !== text) {
    console.error('packages/client/src/generated/openapi.ts is stale against openapi.json: run npm run client:generate');
    process.exit(1);
  }
} else {
  fs.writeFileSync(outputUrl, text);
}
