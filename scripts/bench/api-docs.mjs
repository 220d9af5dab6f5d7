/**
 * Prints the size of the API reference route (/api-docs/): the page, the Scalar script it loads
 * and the OpenAPI document, raw and gzip. The server is built in this process on an in-memory
 * database and asked with inject(), so nothing listens and nothing is left running.
 */
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const server = (path) => tsImport(new URL(`../../apps/server/src/${path}`, import.meta.url).href, import.meta.url);
const { buildApp } = await server('app.ts');
const { openPglite } = await server('db/database.ts');
const { API_DOCS_PATH } = await tsImport('@console/contracts', import.meta.url);

const database = await openPglite();
const app = await buildApp({
  env: {},
  config: { seed: false, consoleDist: '/nonexistent' },
  database,
  logger: { level: 'silent' },
  downloads: { start: false },
});
try {
  const page = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
  const scriptPath = /<script src="([^"]+)"/.exec(page.body)?.[1];
  const script = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/${scriptPath}` });
  const document = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/openapi.json` });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const parts = [
    ['page', page.rawPayload],
    [`script (${scriptPath})`, script.rawPayload],
    ['openapi.json', document.rawPayload],
  ].map(([part, body]) => ({ part, raw: body.length, gzip: gzipSync(body).length }));
  console.table(parts.map(({ part, raw, gzip }) => ({ part, raw: kb(raw), gzip: kb(gzip) })));
  const sum = (key) => parts.reduce((total, part) => total + part[key], 0);
  console.log(`API reference route ${API_DOCS_PATH}/: ${kb(sum('raw'))} raw, ${kb(sum('gzip'))} gzip in all`);
} finally {
  await app.close();
  await database.close();
}
