import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './envelope.ts';

/**
 * Serves the built console and answers every other GET with its index.html, because the console
 * routes in the browser (/yeta/login, /report, ...) and renders its own not-found page. Paths of
 * the API, /config and /dev never fall back: an unknown one there is the 100404 envelope. Neither
 * does a missing file of the build: a stale page asking for an old bundle must see a 404, not
 * HTML served as a script.
 */
const ASSETS_PREFIX = '/assets/';
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>智能外呼</title></head>
<body><p>控制台尚未构建。请在项目根目录运行 <code>npm run build</code>，然后刷新本页。</p></body></html>`;

export function isApiPath(url: string, apiPrefixes: readonly string[]): boolean {
  const path = url.split('?')[0];
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export async function registerConsole(
  app: FastifyInstance,
  options: { consoleDist: string; apiPrefixes: readonly string[] },
): Promise<void> {
  const built = existsSync(join(options.consoleDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.consoleDist,
      // The build writes .br and .gz copies of its text files (apps/console/build/precompress.ts).
      preCompressed: true,
      // A source map holds the whole source; a build made with maps still never hands them out.
      allowedPath: (path) => !path.endsWith('.map'),
      // Hashed bundles never change; index.html must be revalidated to pick up a new build.
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          path.startsWith(join(options.consoleDist, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (!page || isApiPath(request.url, options.apiPrefixes) || request.url.startsWith(ASSETS_PREFIX)) {
      return sendNotFound(reply);
    }
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
