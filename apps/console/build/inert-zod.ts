/**
 * The console's build replaces zod with this inert stand-in (see vite.config.ts).
 *
 * The contract package builds its request schemas with zod when it is imported. Those schemas are
 * the server's business: it validates every request. The console reads only the endpoint table's
 * service, method and path, yet zod would cost about 24 KB gzip on every route, a tenth of the
 * login page's budget. This stand-in accepts any chain of schema-building calls and builds
 * nothing; parsing with it throws, so a console feature that starts validating with a contract
 * schema fails loudly instead of passing everything.
 */
const PARSE_METHODS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

function refuseParsing(): never {
  throw new Error('zod schemas are not bundled in the console; validate with the rule set of the contracts');
}

const inert: unknown = new Proxy(() => undefined, {
  get(_target, key) {
    if (typeof key === 'symbol') return undefined;
    if (PARSE_METHODS.has(key)) return refuseParsing;
    return inert;
  },
  apply: () => inert,
  construct: () => inert as object,
});

export const z = inert;
export const zod = inert;
export default inert;
