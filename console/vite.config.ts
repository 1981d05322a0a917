import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { type Plugin, defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Writes each built text asset again as .gz and .br beside it: the server sends those
 * (@fastify/static's preCompressed) instead of compressing every request, and the bundle budget is
 * checked on the .gz sizes, which are the bytes a browser actually downloads.
 */
function precompress(): Plugin {
  return {
    name: 'stowage-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|html)$/.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const bytes = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** The web console (docs/console.md): built by `npm run build` into dist/console, which the server serves at /console/. */
export default defineConfig({
  root: here,
  base: '/console/',
  logLevel: 'warn',
  build: {
    outDir: path.resolve(here, '../dist/console'),
    emptyOutDir: true,
    target: 'es2022',
    // The server's CSP allows no data: scripts or styles; small images stay files too.
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // Every browser the console supports preloads modules itself.
    modulePreload: { polyfill: false },
  },
  // `npm run dev:console`: the console with live reload on :5173, the API from a server on :8080.
  server: {
    proxy: Object.fromEntries(['/api', '/share', '/docs', '/openapi.json'].map((route) => [route, 'http://127.0.0.1:8080'])),
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [precompress()],
});
