import { API_DOCS_PATH } from '@console/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { CONSOLE_DIRECTIVES, inlineScriptHashes, useContentSecurityPolicy } from '../../plugins/security-headers.ts';
import { serverVersion } from '../runtime-config/index.ts';
import { openApiDocument } from './openapi.ts';

type Document = ReturnType<typeof openApiDocument>;

/** Hop-by-hop and length headers belong to the inner answer's transport, not to the forwarded one. */
const NOT_FORWARDED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/** What the reference's answer depends on: its format and the browser's cached copy. */
function forwardedRequestHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['accept', 'if-none-match', 'if-modified-since']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** An app of its own holding Scalar's reference plugin, the requests under /api-docs are handed to. */
async function scalarReference(content: () => Document): Promise<FastifyInstance> {
  const { default: scalarApiReference } = await import('@scalar/fastify-api-reference');
  const reference = Fastify({ logger: false });
  await reference.register(scalarApiReference, {
    routePrefix: API_DOCS_PATH,
    openApiDocumentEndpoints: { json: '/openapi.json', yaml: '/openapi.yaml' },
    configuration: {
      content,
      title: '智能外呼 API 参考',
      localization: { locale: 'zh-CN' },
      // Everything comes from this server: no web fonts, no hosted client, AI or MCP services.
      withDefaultFonts: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      mcp: { disabled: true },
      documentDownloadType: 'json',
    },
  });
  await reference.ready();
  return reference;
}

/**
 * The interface docs: the OpenAPI document at /api-docs/openapi.json and the Scalar API
 * reference page at /api-docs/, which the console's 接口文档 menu item opens in a new window.
 * Public, like any API reference: it describes the calls, it answers none of them.
 */
export async function registerApiDocsRoutes(ctx: AppContext): Promise<void> {
  const { app, config } = ctx;
  // Both are built on the first request for them, not at every start: the document takes seconds
  // and megabytes, Scalar's plugin some 20 MB of script, and most servers never serve either.
  let document: Document | undefined;
  const content = () => {
    document ??= openApiDocument({ prefixes: config.servicePrefixes, version: serverVersion() });
    return document;
  };
  let reference: Promise<FastifyInstance> | undefined;
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    reference ??= scalarReference(content).catch((error) => {
      reference = undefined;
      throw error;
    });
    const answer = await (await reference).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: forwardedRequestHeaders(request),
    });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!NOT_FORWARDED.has(name) && value !== undefined) reply.header(name, value);
    }
    reply.code(answer.statusCode);
    // A page goes on as text, for the security policy to hash its inline script.
    const isPage = String(answer.headers['content-type'] ?? '').startsWith('text/html');
    return reply.send(isPage ? answer.payload : answer.rawPayload);
  };
  await app.register(async (scope) => {
    // The reference page starts Scalar with an inline script: that one script, by its hash.
    useContentSecurityPolicy(scope, (page) => ({
      ...CONSOLE_DIRECTIVES,
      'script-src': ["'self'", ...inlineScriptHashes(page)],
    }));
    scope.get(`${API_DOCS_PATH}/openapi.json`, async () => content());
    scope.get(API_DOCS_PATH, forward);
    scope.get(`${API_DOCS_PATH}/*`, forward);
  });
}
