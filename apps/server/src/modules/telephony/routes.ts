import { SIP_TOKEN_QUERY_PARAM, SIP_WEBSOCKET_PATH } from '@console/contracts';
import type { AppContext } from '../../context.ts';
import { websocketRoute } from '../../plugins/websocket-route.ts';
import { SipConnection } from './sip-connection.ts';
import type { SipEndpoint } from './sip-endpoint.ts';

/**
 * The embedded SIP-over-WebSocket endpoint (RFC 7118, subprotocol `sip`) where agents'
 * softphones register and receive the simulator's calls. Our SDK sends the console session token
 * as the `token` query parameter of the WebSocket URL, the original script does not (see
 * register-request.ts for both).
 */
export function registerTelephonyRoutes(
  { app }: AppContext,
  { sipEndpoint: endpoint }: { sipEndpoint: SipEndpoint },
): void {
  websocketRoute(app, SIP_WEBSOCKET_PATH, (socket, request) => {
    if (socket.protocol !== 'sip') {
      socket.close(1002, 'subprotocol sip required');
      return;
    }
    const token = (request.query as Record<string, unknown>)[SIP_TOKEN_QUERY_PARAM];
    const connection = new SipConnection(
      { send: (text) => socket.send(text) },
      typeof token === 'string' && token !== '' ? token : undefined,
      request.protocol === 'https',
    );
    socket.on('message', (data) => endpoint.receive(connection, data.toString()));
    socket.on('close', () => connection.closed());
    socket.on('error', (error) => request.log.warn({ err: error }, 'sip websocket error'));
  });
}
