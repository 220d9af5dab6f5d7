/**
 * The signed-in person's own account (password, head photo, WeChat binding) and the WeChat
 * notifier seam, whose only implementation is the simulator. Owns weixin_bind_tickets.
 */
export { registerUserRoutes } from './routes.ts';
export { UserService } from './service.ts';
export { registerWeixinDevRoutes, SimulatorWeixinNotifier, type WeixinNotifier } from './weixin-notifier.ts';
