import { createHash } from 'node:crypto';
import { API_DOCS_PATH, accountApi, downloadApi, knowledgeApi, reportApi, userApi } from '@console/contracts';
import { contractEndpoints } from '@console/contracts/schemas';
import { validate } from '@scalar/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let document: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

interface Operation {
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  type?: string | string[];
  format?: string;
}

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/openapi.json` });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

const operation = (endpoint: { service: string; path: string; method: string }, prefix: string) =>
  document.paths[prefix + endpoint.path][endpoint.method.toLowerCase()];

const rowsOf = (op: Operation) =>
  op.responses[200].content?.['application/json'].schema.properties?.result.properties?.rows.items;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const { valid, errors } = await validate(document);
    expect(errors).toEqual([]);
    expect(valid).toBe(true);
  });

  it('describes every endpoint of the contract, with the token on session calls only', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(contractEndpoints.length);
    expect(operation(accountApi.login, '/uc').security).toEqual([]);
    expect(operation(reportApi.indexStatistics, '/data').security).toEqual([{ token: [] }]);
  });

  it('gives the request bodies and the rows of the answers from the schemas', () => {
    const login = operation(accountApi.login, '/uc');
    expect(login.requestBody?.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['phone', 'password']),
    );
    const summary = rowsOf(operation(reportApi.indexStatistics, '/data'));
    expect(summary?.required).toEqual(expect.arrayContaining(['totalCall', 'callAnalysis', 'tagIntention']));
    expect(rowsOf(operation(accountApi.logout, '/uc'))).toBeUndefined();
  });

  it('describes uploads as multipart and files as binary answers', () => {
    const upload = operation(userApi.uploadHeadPhoto, '/uc');
    expect(upload.requestBody?.content['multipart/form-data'].schema.properties?.attach).toEqual({
      type: 'string',
      format: 'binary',
      description: '也可用字段名 file',
    });
    const batch = operation(knowledgeApi.batchtask, '/brainkb');
    expect(batch.requestBody?.content['multipart/form-data'].schema.required).toEqual(['file', 'kbId']);
    const file = operation(downloadApi.downloadFile, '/download');
    expect(Object.keys(file.responses[200].content ?? {})).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
});

describe('the API reference page', () => {
  it('serves the Scalar page and its script from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const script = /<script src="([^"]+)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const bundle = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/${script}` });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    expect(page.body).not.toContain('fonts.scalar.com');
  });

  it('serves the document as YAML too, through the reference loaded on first use', async () => {
    const yaml = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/openapi.yaml` });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: ['"]?3\.1\.0/m);
    const missing = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/no-such-file.js` });
    expect(missing.statusCode).toBe(404);
  });

  it("lets only the page's own inline script run", async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    const inline = /<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
