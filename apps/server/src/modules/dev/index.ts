/** Development helpers under /dev (never in production): SMS outbox, captchas, demo traffic, members. */
export { registerDevRoutes } from './routes.ts';
