/**
 * 实时监控 (modules-spec 10): the live board of calls in progress (fed by every process's call
 * simulators through shared events), the watches that push them to consoles, 监听 and 接管.
 */
export { LiveBoard } from './live-board.ts';
export { registerMonitorRoutes } from './routes.ts';
export { MonitorScope } from './scope.ts';
export { MonitorService } from './service.ts';
export { type DeskRinger, Supervision } from './supervision.ts';
export { MonitorWatches } from './watches.ts';
