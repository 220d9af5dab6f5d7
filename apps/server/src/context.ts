import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Router } from './plugins/router.ts';

/**
 * What route registration takes from the platform: the Fastify instance (for the few routes
 * outside the contract: files, WebSockets, dev helpers), the configuration, and the router that
 * registers the contract's endpoints. Services come from the composition root (services.ts).
 */
export interface AppContext {
  app: FastifyInstance;
  config: AppConfig;
  router: Router;
}
