/** /config/config.json, version.json and updatelog.json, in ours and the original product's shapes. */
export { registerRuntimeConfigRoutes, serverVersion } from './routes.ts';
