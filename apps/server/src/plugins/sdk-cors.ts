import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * CORS for what the softphone SDK calls from an integrator's own page (the sdk service, the
 * config it reads): a request from an allowed origin gets its origin back in
 * Access-Control-Allow-Origin, and a preflight (OPTIONS) below a prefix is answered. No cookies
 * are involved (the token travels in the query), so credentials are never allowed. Everything
 * else stays same-origin.
 */
const PREFLIGHT_MAX_AGE_S = 600;

export function registerSdkCors(app: FastifyInstance, options: { prefixes: string[]; allowedOrigins: string[] }) {
  const allowsAny = options.allowedOrigins.includes('*');
  const allowed = (origin: string | undefined): origin is string =>
    origin !== undefined && (allowsAny || options.allowedOrigins.includes(origin));
  const below = (url: string) => options.prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

  const allowOrigin = (request: FastifyRequest, reply: FastifyReply) => {
    const { origin } = request.headers;
    reply.header('Vary', 'Origin');
    if (allowed(origin)) reply.header('Access-Control-Allow-Origin', origin);
    return allowed(origin);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (below(request.url.split('?')[0]) && request.method !== 'OPTIONS') allowOrigin(request, reply);
  });

  for (const prefix of options.prefixes) {
    app.options(`${prefix}/*`, async (request, reply) => {
      if (allowOrigin(request, reply)) {
        reply
          .header('Access-Control-Allow-Methods', 'GET, POST')
          .header('Access-Control-Allow-Headers', 'Content-Type')
          .header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_S);
      }
      return reply.status(204).send();
    });
  }
}
