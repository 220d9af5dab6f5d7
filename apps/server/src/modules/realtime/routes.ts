import type { AppContext } from '../../context.ts';
import { websocketRoute } from '../../plugins/websocket-route.ts';
import type { MessagingHub } from './hub.ts';

/** Where the console's messaging client connects in the default install (hub.ts has what it carries). */
export const XMPP_WEBSOCKET_PATH = '/xmpp-websocket';

/** The embedded XMPP-over-WebSocket endpoint (RFC 7395, subprotocol `xmpp`). */
export function registerRealtimeRoutes({ app }: AppContext, { messaging }: { messaging: MessagingHub }): void {
  websocketRoute(app, XMPP_WEBSOCKET_PATH, (socket, request) => {
    if (socket.protocol !== 'xmpp') {
      // RFC 7395 section 3.2: without the xmpp subprotocol there is no XMPP session.
      socket.close(1002, 'subprotocol xmpp required');
      return;
    }
    const stream = messaging.open(
      { send: (text) => socket.send(text), close: (code) => socket.close(code) },
      request.log,
    );
    socket.on('message', (data, isBinary) => {
      if (isBinary) return stream.streamError('unsupported-encoding');
      stream.receive(data.toString());
    });
    socket.on('close', () => stream.closed());
    socket.on('error', (error) => request.log.warn({ err: error }, 'xmpp websocket error'));
  });
}
