import { type BodyOf, businessApi, type EnterpriseAuthRow } from '@console/contracts';
import { callApi, firstRow } from '../http/api-client.ts';

/** Sends one attachment (multipart: the file as `attach`, its name as `fileName`); answers its stored name. */
export async function uploadEntAuthAttach(file: File): Promise<string> {
  const form = new FormData();
  form.append('attach', file);
  form.append('fileName', file.name);
  return firstRow(await callApi(businessApi.uploadEntAuthAttach, form)).attachPath;
}

export async function submitEnterpriseAuth(body: BodyOf<typeof businessApi.enterpriseAuth>): Promise<void> {
  await callApi(businessApi.enterpriseAuth, body);
}

/** The saved verification, or null when the enterprise has submitted none. */
export async function fetchEnterpriseAuth(): Promise<EnterpriseAuthRow | null> {
  const { rows } = await callApi(businessApi.queryEntAuthByBusId);
  return rows[0] ?? null;
}

/** The enterprise verification status (1 submitted, 2 verified, anything else not verified). */
export async function fetchBusinessStatus(): Promise<number> {
  return firstRow(await callApi(businessApi.queryBusinessStatus)).status;
}

export const enterpriseAuthQueryKey = (businessId: number) => ['enterpriseAuth', businessId] as const;
export const businessStatusQueryKey = (businessId: number) => ['shell', 'businessStatus', businessId] as const;
