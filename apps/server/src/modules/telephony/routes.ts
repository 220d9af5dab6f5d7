import { SIP_TOKEN_QUERY_PARAM, SIP_WEBSOCKET_PATH } from '@console/contracts';
import type { AppContext } from '../../context.ts';
import { websocketRoute } from '../../plugins/websocket-route.ts';
import { NonceStore } from './digest.ts';
import type { TelephonySimulator } from './simulator.ts';
import { SipConnection } from './sip-connection.ts';
import { SipEndpoint } from './sip-endpoint.ts';

/**
 * The embedded SIP-over-WebSocket endpoint (RFC 7118, subprotocol `sip`) where agents'
 * softphones register and receive the simulator's calls. Our SDK sends the console session token
 * as the `token` query parameter of the WebSocket URL, the original script does not (see
 * register-request.ts for both).
 */
export function registerTelephonyRoutes(ctx: AppContext, simulator: TelephonySimulator): void {
  const { app, config, db, sessions } = ctx;
  const endpoint = new SipEndpoint(
    simulator,
    { db, sessions, domain: config.sip.domain, nonces: new NonceStore() },
    app.log,
  );
  const dropRemovedAgent = (agent: { businessId: number; dn: string }) => simulator.registrar.unbindExtension(agent);
  ctx.events.on('agentRemoved', dropRemovedAgent);
  app.addHook('onClose', async () => {
    ctx.events.off('agentRemoved', dropRemovedAgent);
    await simulator.close();
  });

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
