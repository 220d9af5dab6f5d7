import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The browser-side protections of every answer, in one place. Tokens travel in query strings, so
 * no URL may leave in a Referer; no page may be framed (clickjacking of the console's buttons);
 * no answer may be sniffed into another type (an uploaded image or the captcha SVG run as HTML).
 *
 * Content-Security-Policy: the console's pages get CONSOLE_DIRECTIVES, everything else (JSON,
 * images, files) nothing at all, since none of it is a page. A route that serves another page
 * declares its own policy: one route with `config: { contentSecurityPolicy }`, or every route of
 * a plugin (a documentation page with its own scripts) registered inside a scope that called
 * `useContentSecurityPolicy`.
 */
type PolicyDirectives = Record<string, readonly string[]>;

/** A policy, or one made for the page being sent (e.g. allowing its own inline scripts by hash). */
type PagePolicy = PolicyDirectives | ((page: string) => PolicyDirectives);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's Content-Security-Policy, instead of the console's. */
    contentSecurityPolicy?: PagePolicy;
  }
}

export const FIXED_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
} as const;

/**
 * What the console loads: its own scripts (no inline script, no eval), antd's CSS-in-JS (style
 * elements and style attributes, hence 'unsafe-inline' for styles only), images from the API and
 * as data:/blob: URLs (inlined brand images, upload previews), the softphone's ring tone as a
 * blob: URL, and its WebSockets: same origin ('self' covers ws: and wss: to this host) plus the
 * messaging and SIP servers when IM_URL or SIP_URL name another origin.
 */
export const CONSOLE_DIRECTIVES: PolicyDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const NOT_A_PAGE: PolicyDirectives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

function serializePolicy(directives: PolicyDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The origin of an absolute URL (wss://im.example.com/ws -> wss://im.example.com); none for a path. */
function externalOrigin(url: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** 'sha256-…' sources for the inline scripts of an HTML page, so exactly those may run. */
export function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

/** Every route registered in this scope (and the plugins it registers) answers with this policy. */
export function useContentSecurityPolicy(scope: FastifyInstance, directives: PagePolicy): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, contentSecurityPolicy: directives };
  });
}

export function registerSecurityHeaders(app: FastifyInstance, options: { connectUrls: readonly string[] }): void {
  const connectOrigins = [...new Set(options.connectUrls.map(externalOrigin).filter((origin) => origin !== undefined))];
  const consolePolicy = serializePolicy({
    ...CONSOLE_DIRECTIVES,
    'connect-src': [...CONSOLE_DIRECTIVES['connect-src'], ...connectOrigins],
  });
  const notAPage = serializePolicy(NOT_A_PAGE);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(FIXED_SECURITY_HEADERS);
    // A browser merges a 304's headers into the answer it stored, which keeps its own policy; a
    // 304 has no content type to tell a page by, and a wrong policy would stick to the page.
    if (reply.statusCode === 304) return payload;
    const declared = request.routeOptions.config?.contentSecurityPolicy;
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const policy =
      typeof declared === 'function'
        ? isPage && typeof payload === 'string'
          ? serializePolicy(declared(payload))
          : notAPage
        : declared
          ? serializePolicy(declared)
          : isPage
            ? consolePolicy
            : notAPage;
    reply.header('Content-Security-Policy', policy);
    return payload;
  });
}
