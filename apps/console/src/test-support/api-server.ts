/// <reference types="node" />
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Reply {
  status?: number;
  /** A string is sent as is (to test broken answers); anything else as JSON. */
  body: unknown;
}

export interface ApiServer {
  origin: string;
  requests: SeenRequest[];
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A real HTTP server on 127.0.0.1 answering with the test's replies, so the http client is tested
 * through fetch, URL encoding and JSON parsing as in the browser rather than against a mock.
 */
export async function startApiServer(answer: (request: SeenRequest) => Reply | Promise<Reply>): Promise<ApiServer> {
  const requests: SeenRequest[] = [];
  const server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const seen: SeenRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: await readBody(incoming),
    };
    requests.push(seen);
    const reply = await answer(seen);
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    outgoing.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json; charset=utf-8' });
    outgoing.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The platform's envelopes, as the server answers them. */
export function ok<Row>(rows: Row[] = []) {
  return { body: { code: 0, message: 'success', result: { rows, totalCount: rows.length } } };
}

export function fail(code: number, message: string, messageExt = message) {
  return { body: { code, message, messageExt, result: { rows: [], totalCount: 0 } } };
}
