/**
 * The softphone's API (service sdk, spec sections 7 and 8): logins, logout, log uploads and
 * search, makeCall; the SDK's browser scripts; and what a SIP endpoint checks a REGISTER against.
 */
export { registerSdkScripts } from './browser-scripts.ts';
export { agentRegistrations } from './registrations.ts';
export { registerSdkRoutes } from './routes.ts';
export { SdkService } from './service.ts';
