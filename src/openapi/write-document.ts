import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMMITTED_DOCUMENT, documentText, servedDocument } from './served-document.js';

/** `npm run openapi`: writes the served document to openapi.json, to be committed with the route change. */
const text = documentText(await servedDocument());
fs.writeFileSync(COMMITTED_DOCUMENT, text);
process.stdout.write(`Wrote ${fileURLToPath(COMMITTED_DOCUMENT)} (${text.length} bytes).\n`);
