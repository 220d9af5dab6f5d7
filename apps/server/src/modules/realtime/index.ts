/** The embedded XMPP-over-WebSocket endpoint that pushes notices to the consoles. */
export { MessagingHub } from './hub.ts';
export { registerRealtimeRoutes, XMPP_WEBSOCKET_PATH } from './routes.ts';
