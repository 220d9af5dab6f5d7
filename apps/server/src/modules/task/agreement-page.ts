import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../../config.ts';

const AGREEMENT_FILE = join(SERVER_ROOT, 'src/static-pages/protocal.html');

/**
 * 《Yeta外呼协议》, which the task dialog asks people to read before they create a task: at
 * staticUrl + html/protocal.html, where the original kept it (modules-spec 4.3). Public.
 */
export function registerAgreementPage(app: FastifyInstance): void {
  app.get('/static/html/protocal.html', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await readFile(AGREEMENT_FILE)),
  );
}
