import { downloadApi, knowledgeApi } from '@console/contracts';
import { getRuntimeConfig } from '../../shared/config/runtime-config.ts';
import { buildApiUrl } from '../../shared/http/api-url.ts';
import { getSessionUser } from '../../shared/session/session-store.ts';

function sessionParts() {
  const user = getSessionUser();
  return { businessId: user?.business.id, token: user?.token };
}

/** An answer's recording, played and downloaded with the session's token (never a public URL). */
export function recordingUrl(name: string): string {
  return buildApiUrl(knowledgeApi.recordFile, { ...sessionParts(), query: { name } });
}

/** The file of a finished download task: the rows an import rejected. */
export function downloadTaskFileUrl(taskId: number): string {
  return buildApiUrl(downloadApi.downloadFile, { ...sessionParts(), query: { id: taskId } });
}

/** An import template, below config staticUrl as the original's static files were. */
export function staticFileUrl(path: string): string {
  return `${getRuntimeConfig().staticUrl.replace(/\/+$/, '')}${path}`;
}
