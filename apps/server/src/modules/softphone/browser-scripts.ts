import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../config.ts';

/**
 * The softphone SDK's browser scripts under staticUrl + /sdk/, as `npm run build -w
 * packages/softphone` writes them: softphone.js (the global ConsoleSoftphone) and xiaoman.js (the
 * original product's global `xiaoman`). Integrators' pages load them by a fixed address, so they
 * are revalidated on every load (ETag) rather than cached for long. Outside production the demo
 * integration page is at /static/sdk/demo/.
 */
const SDK_SCRIPTS_PREFIX = '/static/sdk/';
const DEMO_PREFIX = `${SDK_SCRIPTS_PREFIX}demo/`;
const DEMO_DIR = join(REPO_ROOT, 'packages/softphone/demo');

export async function registerSdkScripts(
  app: FastifyInstance,
  options: { softphoneDist: string; production: boolean },
): Promise<void> {
  const scripts = join(options.softphoneDist, 'browser');
  // Not built (a server started from its bundle without `npm run build`): the paths answer 404.
  if (existsSync(scripts)) {
    await app.register(fastifyStatic, {
      root: scripts,
      prefix: SDK_SCRIPTS_PREFIX,
      decorateReply: false,
      index: false,
      // A source map holds the SDK's whole source; one an older build left is never handed out.
      allowedPath: (path) => !path.endsWith('.map'),
      cacheControl: false,
      setHeaders: (reply) => reply.header('Cache-Control', 'no-cache'),
    });
  }
  if (!options.production) {
    await app.register(fastifyStatic, {
      root: DEMO_DIR,
      prefix: DEMO_PREFIX,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('Cache-Control', 'no-cache'),
    });
  }
}
