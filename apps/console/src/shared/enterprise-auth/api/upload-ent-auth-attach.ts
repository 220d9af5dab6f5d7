import { businessApi } from '@console/contracts';
import { callApi, firstRow } from '../../http/api-client.ts';

/**
 * Sends one attachment (multipart: the file as `attach`, its name as `fileName`); answers its
 * stored name. The image field (shared/upload) calls it and keeps its own progress per picture.
 */
export async function uploadEntAuthAttach(file: File): Promise<string> {
  const form = new FormData();
  form.append('attach', file);
  form.append('fileName', file.name);
  return firstRow(await callApi(businessApi.uploadEntAuthAttach, form)).attachPath;
}
