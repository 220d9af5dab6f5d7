import { envelope } from '@console/contracts';
import { downloadEndpoints } from '@console/contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import { attachment } from '../../lib/content-disposition.ts';
import type { DownloadFile, DownloadService } from './service.ts';

const CONTENT_TYPES = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
} as const;

/** The download centre's calls (service.ts has the rules, worker.ts writes the files). */
export function registerDownloadRoutes({ router }: AppContext, { downloads }: { downloads: DownloadService }): void {
  router.sessionRoute(downloadEndpoints.queryDownloadTask, async ({ body, session }) => {
    const { rows, total } = await downloads.list(session, { businessId: body.businessId, ...pageOf(body) });
    return envelope(rows, total);
  });

  router.sessionRoute(downloadEndpoints.addDownloadTask, async ({ body, session }) =>
    envelope([await downloads.add(session, body)]),
  );

  router.sessionRoute(downloadEndpoints.deleteDownloadTask, async ({ body, session }) => {
    await downloads.remove(session, body.id);
    return envelope();
  });

  router.sessionRoute(downloadEndpoints.downloadFile, async ({ query, session, reply }) =>
    sendFile(reply, await downloads.file(session, query.id)),
  );

  router.publicRoute(downloadEndpoints.signedDownloadFile, async ({ params, query, reply }) =>
    sendFile(reply, await downloads.signedFile(Number(params.taskId), query)),
  );
}

function sendFile(reply: FastifyReply, file: DownloadFile) {
  const extension = file.fileName.toLowerCase().endsWith('.zip') ? '.zip' : '.xlsx';
  return reply
    .header('Content-Type', CONTENT_TYPES[extension])
    .header('Content-Length', file.size)
    .header('Content-Disposition', attachment(file.fileName, `download-${file.taskId}${extension}`))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}
