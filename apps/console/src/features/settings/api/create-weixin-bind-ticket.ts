import { userApi, type WeixinBindTicketRow } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

/** The WeChat binding simulator's ticket: its scan URL binds the session's member. */
async function createWeixinBindTicket(): Promise<WeixinBindTicketRow> {
  return firstRow(await callApi(userApi.createWeixinBindTicket));
}

export function useCreateWeixinBindTicket() {
  return useMutation({ mutationFn: createWeixinBindTicket });
}
