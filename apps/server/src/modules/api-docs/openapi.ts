import { ErrorText, type ServiceName } from '@console/contracts';
import { contractAreas, type ValidatedEndpoint } from '@console/contracts/schemas';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 document of the whole API, generated from the contract: every endpoint of
 * packages/contracts with its body, query and row schemas. Nothing here is written by hand per
 * endpoint, so the reference cannot drift from what the server validates and answers.
 */
type JsonSchema = Record<string, unknown>;

const TOKEN_SCHEME = 'token';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The envelope every JSON answer is wrapped in, with the endpoint's row. */
function envelopeSchema(row: JsonSchema | undefined): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'message', 'result'],
    properties: {
      code: { description: '0 成功（软电话接口为 "0"）；其他值见错误码', type: ['integer', 'string'] },
      message: { type: 'string' },
      messageExt: { type: 'string', description: '给用户看的补充说明' },
      result: {
        type: 'object',
        required: ['rows', 'totalCount'],
        properties: {
          rows: row ? { type: 'array', items: row } : { type: 'array', maxItems: 0 },
          totalCount: { type: 'integer' },
        },
      },
    },
  };
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description: name === 'businessId' ? '企业ID，必须是令牌所属企业（否则 709006）' : '当前账号',
    schema: { type: name === 'businessId' ? 'integer' : 'string' },
  }));
}

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const schema = jsonSchema(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== 'token')
    .map(([name, property]) => ({
      name,
      in: 'query',
      required: schema.required?.includes(name) ?? false,
      schema: property,
    }));
}

function requestBody(endpoint: ValidatedEndpoint) {
  if (endpoint.upload) {
    const fields = endpoint.upload.fields
      ? (jsonSchema(endpoint.upload.fields, 'input') as { properties?: JsonSchema; required?: string[] })
      : {};
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [endpoint.upload.fileField, ...(fields.required ?? [])],
            properties: {
              ...fields.properties,
              [endpoint.upload.fileField]: {
                type: 'string',
                format: 'binary',
                ...(endpoint.upload.aliases?.length
                  ? { description: `也可用字段名 ${endpoint.upload.aliases.join('、')}` }
                  : {}),
              },
            },
          },
        },
      },
    };
  }
  if (!endpoint.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } };
}

function responses(endpoint: ValidatedEndpoint) {
  const answer = endpoint.file
    ? {
        description: '文件本身；失败时为信封',
        content: {
          [endpoint.file]: { schema: { type: 'string', format: 'binary' } },
          'application/json': { schema: envelopeSchema(undefined) },
        },
      }
    : {
        description: '信封：成功时 code 为 0，rows 为本接口的行；业务错误同样以 200 返回，code 为错误码',
        content: {
          'application/json': { schema: envelopeSchema(endpoint.row ? jsonSchema(endpoint.row, 'output') : undefined) },
        },
      };
  return {
    200: answer,
    404: { description: '路径不存在（信封，code 100404）' },
    429: { description: '请求过于频繁（信封，code 100429，带 Retry-After）' },
  };
}

function describe(endpoint: ValidatedEndpoint): string {
  const notes: string[] = [];
  if (endpoint.auth === 'session') notes.push('需要登录：查询参数 token 为登录返回的 access_token。');
  if (endpoint.access) {
    const keys = [endpoint.access].flat().map((key) => `\`${key}\``);
    notes.push(`需要访问权限 ${keys.join(' 或 ')}，否则 100403。`);
  }
  return notes.join('\n\n');
}

const errorTable = [
  '| code | 含义 |',
  '| --- | --- |',
  ...Object.entries(ErrorText).map(([code, text]) => `| ${code} | ${text} |`),
].join('\n');

export function openApiDocument(options: {
  prefixes: Record<ServiceName, string>;
  version: string;
}): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const area of contractAreas) {
    for (const [name, endpoint] of Object.entries(area.endpoints)) {
      const path = options.prefixes[endpoint.service] + endpoint.path;
      paths[path] ??= {};
      paths[path][endpoint.method.toLowerCase()] = {
        operationId: `${endpoint.service}.${name}`,
        summary: endpoint.summary,
        description: describe(endpoint),
        tags: [area.title],
        ...(endpoint.auth === 'session' ? { security: [{ [TOKEN_SCHEME]: [] }] } : { security: [] }),
        parameters: [...pathParameters(endpoint.path), ...queryParameters(endpoint.query)],
        ...(endpoint.method === 'POST' ? { requestBody: requestBody(endpoint) } : {}),
        responses: responses(endpoint),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '智能外呼 API',
      version: options.version,
      description: [
        '所有接口（除注明外）为 POST + JSON，返回信封 `{code, message, messageExt, result: {rows, totalCount}}`。',
        '登录后的接口在查询参数中携带 `token`；路径中的 `{businessId}` 必须是令牌所属企业。',
        '参数错误返回 100000（缺少）或 100001（格式错误），message 指明字段。',
        '',
        '## 错误码',
        '',
        errorTable,
      ].join('\n'),
    },
    tags: contractAreas.map((area) => ({ name: area.title })),
    components: {
      securitySchemes: { [TOKEN_SCHEME]: { type: 'apiKey', in: 'query', name: 'token' } },
    },
    paths,
  };
}
