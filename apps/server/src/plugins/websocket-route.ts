import { ErrorCode, failure } from '@console/contracts';
import type { WebsocketHandler } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from './envelope.ts';

const UPGRADE_REQUIRED = '该地址只接受WebSocket连接';

/**
 * A WebSocket endpoint. A plain GET on its path (a browser tab, a monitor, a proxy without
 * upgrade support) answers the envelope with 400 instead of an empty 404, as RFC 6455 4.2.2 asks
 * of a request that is not a valid handshake.
 */
export function websocketRoute(app: FastifyInstance, path: string, onSocket: WebsocketHandler): void {
  app.route({
    method: 'GET',
    url: path,
    handler: (_request, reply) => sendEnvelope(reply, failure(ErrorCode.ParamInvalid, UPGRADE_REQUIRED), 400),
    wsHandler: onSocket,
  });
}
