/**
 * The demo enterprise: its accounts, scripts, knowledge, lines and generated calls, seeded at
 * start-up through the modules that own each of them.
 */
export { DEMO, demoAccountsUsable, seedDemo } from './seed.ts';
export { DEMO_SCRIPTS, seedDemoCatalogue, writeDemoTraffic } from './traffic.ts';
