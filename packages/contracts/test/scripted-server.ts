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
  /** Holds the answer back, to test the time-out. */
  delayMs?: number;
}

export interface ScriptedServer {
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
 * A real HTTP server on 127.0.0.1 answering the test's scripted replies, so the console's and the
 * softphone's http clients are tested through fetch, URL building and JSON parsing as in the
 * browser rather than against a mock. Test support only: nothing of the apps imports it.
 */
export async function startScriptedServer(
  answer: (request: SeenRequest) => Reply | Promise<Reply>,
): Promise<ScriptedServer> {
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
    // A real timer even under fake timers: the server stands for the network, not the SDK's clock.
    if (reply.delayMs) await new Promise((resolve) => realSetTimeout(resolve, reply.delayMs));
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

const realSetTimeout = globalThis.setTimeout;
