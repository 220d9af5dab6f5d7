import { type BodyOf, type UserInfoRow, userApi, type WeixinBindTicketRow } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

export async function fetchUserInfo(): Promise<UserInfoRow> {
  return firstRow(await callApi(userApi.queryUserInfo));
}

/** Sends a head photo (multipart file field `attach`); answers its stored name. */
export async function uploadHeadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('attach', file);
  form.append('fileName', file.name);
  return firstRow(await callApi(userApi.uploadHeadPhoto, form)).headPhoto;
}

export async function updatePassword(body: BodyOf<typeof userApi.updatePassword>): Promise<void> {
  await callApi(userApi.updatePassword, body);
}

export async function unbindWeixin(): Promise<void> {
  await callApi(userApi.unbindWeixinMp);
}

export async function createWeixinBindTicket(): Promise<WeixinBindTicketRow> {
  return firstRow(await callApi(userApi.createWeixinBindTicket));
}

export const userInfoQueryKey = (userId: number) => ['settings', 'userInfo', userId] as const;
