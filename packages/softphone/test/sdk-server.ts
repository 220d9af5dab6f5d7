import {
  type Reply,
  type ScriptedServer,
  type SeenRequest,
  startScriptedServer,
} from '@console/contracts/test/scripted-server';

export type { Reply, SeenRequest };
export type SdkServer = ScriptedServer;
export const startSdkServer = startScriptedServer;

/** The sdk service's envelopes: code "0" is success. */
export function ok<Row>(rows: Row[] = []): Reply {
  return { body: { code: '0', message: 'success', result: { rows, totalCount: rows.length } } };
}

export function fail(code: string, message: string, messageExt?: string): Reply {
  return { body: { code, message, messageExt, result: { rows: [], totalCount: 0 } } };
}

/** An origin where nothing listens, for calls that throw. */
export async function deadOrigin(): Promise<string> {
  const server = await startSdkServer(() => ok());
  await server.close();
  return server.origin;
}
