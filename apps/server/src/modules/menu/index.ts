/** The menu permission list: MENU's groups and pages this viewer may open. */
export { registerMenuRoutes } from './routes.ts';
