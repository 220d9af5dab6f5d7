/**
 * AI接待: the script that answers each reception number (/ai/conf), the inbound calls it took
 * (/ai/data with its export), and outside production the inbound call simulator.
 */
export { callReportExportKind } from './data/export.ts';
export { CallReportService } from './data/service.ts';
export { registerReceptionDevRoutes } from './dev-routes.ts';
export { InboundSimulator, InboundTraffic } from './inbound-simulator.ts';
export { registerReceptionRoutes } from './routes.ts';
export { ReceptionService } from './service.ts';
