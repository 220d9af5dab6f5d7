import {
  type Reply,
  type ScriptedServer,
  type SeenRequest,
  startScriptedServer,
} from '@console/contracts/test/scripted-server';

export type { Reply, SeenRequest };
export type ApiServer = ScriptedServer;
export const startApiServer = startScriptedServer;

/** The platform's envelopes, as the server answers them. */
export function ok<Row>(rows: Row[] = []) {
  return { body: { code: 0, message: 'success', result: { rows, totalCount: rows.length } } };
}

export function fail(code: number, message: string, messageExt = message) {
  return { body: { code, message, messageExt, result: { rows: [], totalCount: 0 } } };
}
