/**
 * A business's permissions: its business configuration (menu and function flags, limits, the
 * monitor's colours) merged over the defaults, and the viewer of a session. The module owns
 * business_configs; the plugins check every endpoint's access with it.
 */
export { seedBusinessConfig } from './repo.ts';
export { PermissionService, viewerOf } from './service.ts';
