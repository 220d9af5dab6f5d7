import { createReadStream } from 'node:fs';
import { ErrorCode, ErrorMessage } from '@console/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';
import { hasSpeech, RECORDING_LINK_PURPOSE } from '../call-records/index.ts';
import { parseByteRange } from './byte-range.ts';
import { recordedCall } from './repo.ts';
import type { RecordingFile, RecordingStore } from './store.ts';

/** config.json voiceUrl (runtime-config/routes.ts): recordings are served below it. */
export const VOICE_URL = '/voice';

/** The signed link's call: `<callId>.wav` with the link's expiry and signature. */
function linkOf(request: FastifyRequest): { callId: number; expires: number; sig: string } {
  const { file } = request.params as { file: string };
  const query = request.query as Record<string, unknown>;
  const match = /^(\d{1,15})\.wav$/.exec(file);
  return {
    callId: match ? Number(match[1]) : Number.NaN,
    expires: Number(query.expires),
    sig: typeof query.sig === 'string' ? query.sig : '',
  };
}

/**
 * GET (and HEAD) /voice/calls/<callId>.wav?expires=&sig=: an answered call's recording through the
 * signed link recordingPath handed out (links.ts), without the session token, so a plain
 * `<audio src>` and fetch() open it. The signature names the call: another call's id, a changed
 * expiry or an expired link is refused with the envelope (100403, HTTP 403); a call without a
 * recording is 100404 (HTTP 404). Range requests are answered (206, or 416 past the end), which
 * is what lets a player seek without loading the whole file.
 */
export function registerRecordingRoutes(
  { app }: AppContext,
  { db, links, recordings }: { db: Db; links: LinkSigner; recordings: RecordingStore },
): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${VOICE_URL}/calls/:file`,
    // A range is of the file's own bytes; and PCM barely compresses anyway.
    compress: false,
    handler: async (request, reply) => {
      const { callId, expires, sig } = linkOf(request);
      if (!Number.isSafeInteger(callId) || !links.verify(RECORDING_LINK_PURPOSE, String(callId), { expires, sig })) {
        throw new AppError(ErrorCode.AccessDenied, ErrorMessage.recordingLinkInvalid, { statusCode: 403 });
      }
      const call = await recordedCall(db, callId);
      if (!call || !hasSpeech(call.dialog))
        throw new AppError(ErrorCode.NotFound, ErrorMessage.recordingNotFound, { statusCode: 404 });
      return sendRecording(request, reply, await recordings.file(call));
    },
  });
}

function sendRecording(request: FastifyRequest, reply: FastifyReply, file: RecordingFile): FastifyReply {
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', 'audio/wav')
    .header('X-Content-Type-Options', 'nosniff')
    // A call's recording never changes; the link's own expiry bounds how long it is worth keeping.
    .header('Cache-Control', 'private, max-age=3600');
  const range = parseByteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${file.size}`).header('Content-Length', 0).send();
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  if (range) reply.status(206).header('Content-Range', `bytes ${start}-${end}/${file.size}`);
  reply.header('Content-Length', end - start + 1);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(createReadStream(file.path, { start, end }));
}
