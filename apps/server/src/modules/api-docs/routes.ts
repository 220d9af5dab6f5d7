import { API_DOCS_PATH } from '@console/contracts';
import scalarApiReference from '@scalar/fastify-api-reference';
import type { AppContext } from '../../context.ts';
import { CONSOLE_DIRECTIVES, inlineScriptHashes, useContentSecurityPolicy } from '../../plugins/security-headers.ts';
import { serverVersion } from '../runtime-config/index.ts';
import { openApiDocument } from './openapi.ts';

/**
 * The interface docs: the OpenAPI document at /api-docs/openapi.json and the Scalar API
 * reference page at /api-docs/, which the console's 接口文档 menu item opens in a new window.
 * Public, like any API reference: it describes the calls, it answers none of them.
 */
export async function registerApiDocsRoutes(ctx: AppContext): Promise<void> {
  const { app, config } = ctx;
  // Built on the first request for it, not at every start: it takes seconds and megabytes, and
  // most servers never serve it.
  let document: ReturnType<typeof openApiDocument> | undefined;
  const content = () => {
    document ??= openApiDocument({ prefixes: config.servicePrefixes, version: serverVersion() });
    return document;
  };
  await app.register(async (scope) => {
    // The reference page starts Scalar with an inline script: that one script, by its hash.
    useContentSecurityPolicy(scope, (page) => ({
      ...CONSOLE_DIRECTIVES,
      'script-src': ["'self'", ...inlineScriptHashes(page)],
    }));
    await scope.register(scalarApiReference, {
      routePrefix: API_DOCS_PATH,
      openApiDocumentEndpoints: { json: '/openapi.json', yaml: '/openapi.yaml' },
      logLevel: 'warn',
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
  });
}
