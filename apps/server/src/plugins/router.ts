import {
  canAccessAny,
  type EndpointRoute,
  type Envelope,
  ErrorCode,
  Master,
  type RowInputOf,
  routePattern,
  type ServiceName,
} from '@console/contracts';
import type { ValidatedEndpoint } from '@console/contracts/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import type { SessionContext, SessionService } from '../modules/account/index.ts';
import { type PermissionService, viewerOf } from '../modules/permissions/index.ts';
import { sessionHook } from './auth.ts';

/**
 * Registers routes from the contract's endpoint table: the path is the service's prefix plus the
 * endpoint's path, the body and query are validated by the endpoint's zod schemas, and auth
 * 'session' endpoints get the token check. An endpoint with `access` is refused with 100403 when
 * the viewer may not open that area (permissions.ts canAccess over the business's permissions
 * and the special switch); an operatorOnly route is refused with 100403 unless the session is an
 * inner login (master '2'). Both refusals come before the body is validated. A handler receives parsed input and returns the
 * envelope (or sends a non-JSON answer itself and returns the reply).
 */
type Parsed<E, K extends 'body' | 'query'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

export interface RouteInput<E> {
  body: Parsed<E, 'body'>;
  query: Parsed<E, 'query'>;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The envelope with rows of the endpoint's row schema, or a reply the handler sent itself (a file). */
export type RouteAnswer<E> = Envelope<RowInputOf<E>> | FastifyReply;

export interface RouteOptions {
  /** Requests per window and client address; omitted means no limit on this route. */
  rateLimit?: { max: number; windowMs: number };
  /** Only the platform operator (inner login, master '2') may call it. */
  operatorOnly?: boolean;
}

export interface Router {
  /** The full URL path of an endpoint on this server. */
  url(endpoint: EndpointRoute): string;
  publicRoute<E extends ValidatedEndpoint>(
    endpoint: E,
    handler: (input: RouteInput<E>) => Promise<RouteAnswer<E>>,
    options?: RouteOptions,
  ): void;
  sessionRoute<E extends ValidatedEndpoint>(
    endpoint: E,
    handler: (input: RouteInput<E> & { session: SessionContext }) => Promise<RouteAnswer<E>>,
    options?: RouteOptions,
  ): void;
}

export function createRouter(
  app: FastifyInstance,
  deps: {
    prefixes: Record<ServiceName, string>;
    db: Db;
    sessions: SessionService;
    permissions: PermissionService;
    /** The runtime config's permission.special switch. */
    special: boolean;
  },
): Router {
  const checkSession = sessionHook(deps.db, deps.sessions);
  const url = (endpoint: EndpointRoute) => deps.prefixes[endpoint.service] + routePattern(endpoint.path);

  function add(
    endpoint: ValidatedEndpoint,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    options: RouteOptions = {},
  ) {
    const { rateLimit, operatorOnly } = options;
    const { access } = endpoint;
    app.route({
      method: endpoint.method,
      url: url(endpoint),
      schema: {
        ...(endpoint.body && endpoint.method === 'POST' ? { body: endpoint.body } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
      },
      config: rateLimit ? { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } } : {},
      onRequest: endpoint.auth === 'session' ? [checkSession] : [],
      // A POST without a body is read as an empty object so the answer names the first missing field.
      preValidation: async (request) => {
        const { session } = request;
        if (session?.mustChangePassword && !endpoint.beforeInitialPassword) {
          throw new AppError(ErrorCode.InitialPasswordRequired);
        }
        if (session && operatorOnly && session.master !== Master.operator) throw new AppError(ErrorCode.AccessDenied);
        if (session && access) {
          const permissions = await deps.permissions.forRequest(request, session.businessId);
          if (!canAccessAny(access, viewerOf(session), permissions, deps.special)) {
            throw new AppError(ErrorCode.AccessDenied);
          }
        }
        if (endpoint.body && (request.body === undefined || request.body === null)) request.body = {};
      },
      handler,
    });
  }

  function input<E>(request: FastifyRequest, reply: FastifyReply): RouteInput<E> {
    return {
      body: request.body as RouteInput<E>['body'],
      query: request.query as RouteInput<E>['query'],
      params: request.params as Record<string, string>,
      request,
      reply,
    };
  }

  return {
    url,
    publicRoute(endpoint, handler, options) {
      if (endpoint.auth !== 'public') throw new Error(`${endpoint.path} needs a session`);
      if (options?.operatorOnly) throw new Error(`${endpoint.path}: operatorOnly needs a session endpoint`);
      add(endpoint, (request, reply) => handler(input(request, reply)), options);
    },
    sessionRoute(endpoint, handler, options) {
      if (endpoint.auth !== 'session') throw new Error(`${endpoint.path} is not a session endpoint`);
      add(
        endpoint,
        (request, reply) => {
          const { session } = request;
          if (!session) throw new Error('session hook did not run');
          return handler({ ...input(request, reply), session });
        },
        options,
      );
    },
  };
}
