/**
 * Telephony for the agents' softphones: the Telephony port that places their calls and tells their
 * presence, and the embedded SIP-over-WebSocket endpoint with its simulator (registrar, simulated
 * customers, media), which production replaces with a real SIP platform.
 */
export type { ScriptLine } from './customer-script.ts';
export {
  businessId as devBusinessId,
  callBody as devCallBody,
  phoneNumber as devPhoneNumber,
  registerTelephonyDevRoutes,
} from './dev-routes.ts';
export { digestHa1, NonceStore } from './digest.ts';
export type { AgentRegistrations } from './register-request.ts';
export { registerTelephonyRoutes } from './routes.ts';
export { type DialRequest, TelephonySimulator, timingsFromEnv } from './simulator.ts';
export { SipEndpoint } from './sip-endpoint.ts';
export {
  type AgentExtension,
  type AgentPresence,
  ExtensionRegistry,
  NoSipEndpoint,
  type OutboundCall,
  type PlacedCall,
  type Telephony,
} from './telephony.ts';
