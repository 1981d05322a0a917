import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';

/**
 * Where `npm run build` puts the web console (vite, console/vite.config.ts). This file is three
 * levels below the repository's root both as source (src/http/routes) and built (dist/http/routes).
 */
export const CONSOLE_DIR = fileURLToPath(new URL('../../../dist/console/', import.meta.url));

/**
 * The console's page may load only its own scripts, styles and images, talk only to this origin,
 * and never be framed (docs/decisions.md, "The web console").
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE_HEADERS = {
  'content-security-policy': CONSOLE_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  // The page names the current asset files: always ask whether it changed.
  'cache-control': 'no-cache',
};

const HIDDEN = { schema: { hide: true } };

/**
 * GET /console (API.md §9): the built single-page app. Its hashed assets are served precompressed
 * and cached for good; every other path under /console/ is the app's page, whose router shows the
 * view (or its own "not found"). `/` leads here.
 */
export async function consoleRoutes(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const index = path.join(CONSOLE_DIR, 'index.html');
  app.get('/', HIDDEN, async (_request, reply) => reply.redirect('/console/', 302));
  if (!fs.existsSync(index)) {
    const notBuilt = async () => {
      throw new AppError('SERVICE_UNAVAILABLE', 'The web console is not built: run `npm run build`, then start the server again.');
    };
    app.get('/console', HIDDEN, notBuilt);
    app.get('/console/*', HIDDEN, notBuilt);
    return;
  }
  const brand = opts.config.tokenBrand;
  const page = async (_request: unknown, reply: FastifyReply) => {
    // Read each time, so a rebuild while the server runs serves the page that names the new assets.
    const html = (await fs.promises.readFile(index, 'utf8')).replace(
      /(<meta name="stowage-token-brand" content=")[^"]*(")/,
      `$1${brand}$2`,
    );
    return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
  };
  await app.register(fastifyStatic, {
    root: path.join(CONSOLE_DIR, 'assets'),
    prefix: '/console/assets/',
    decorateReply: false,
    preCompressed: true,
    index: false,
    dotfiles: 'ignore',
    // File names carry a hash of their content: a new build makes new names.
    immutable: true,
    maxAge: '365d',
    setHeaders: (reply) => void reply.header('x-content-type-options', 'nosniff'),
  });
  app.get('/console/stowage.svg', HIDDEN, async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(await fs.promises.readFile(path.join(CONSOLE_DIR, 'stowage.svg'))),
  );
  app.get('/console', HIDDEN, page);
  app.get('/console/*', HIDDEN, page);
}
