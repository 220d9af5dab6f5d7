import { DEFAULT_SERVICE_PREFIXES } from '@console/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiServer, type Reply, startApiServer } from '../../test/api-server.ts';
import { loadRuntimeConfig } from './load-config.ts';

let server: ApiServer;
let reply: Reply;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  server = await startApiServer(() => reply);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('loadRuntimeConfig', () => {
  it('loads /config/config.json with a cache-busting timestamp and fills defaults', async () => {
    reply = { body: { interfaceUrl: '', service: { uc: '/gw/uc' }, debug: true } };
    const before = Date.now();
    const config = await loadRuntimeConfig(server.origin);
    expect(server.requests[0].path).toBe('/config/config.json');
    expect(Number(server.requests[0].query.get('t'))).toBeGreaterThanOrEqual(before);
    expect(config.service).toEqual({ ...DEFAULT_SERVICE_PREFIXES, uc: '/gw/uc' });
    expect(config).toMatchObject({ interfaceUrl: '', debug: true, encrypt: true, permission: { special: false } });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps encryption off only when the config says so', async () => {
    reply = { body: { encrypt: false } };
    expect((await loadRuntimeConfig(server.origin)).encrypt).toBe(false);
  });

  it('logs "config parse error" when the file is not JSON', async () => {
    reply = { body: '{"interfaceUrl": ' };
    await expect(loadRuntimeConfig(server.origin)).rejects.toThrow();
    expect(consoleError).toHaveBeenCalledWith('config parse error', expect.any(SyntaxError));
  });

  it.each(['null', '', '{}'])('logs "config is null" for %o', async (body) => {
    reply = { body };
    await expect(loadRuntimeConfig(server.origin)).rejects.toThrow('config is null');
    expect(consoleError).toHaveBeenCalledWith('config is null');
  });

  it('fails when the file is missing', async () => {
    reply = { status: 404, body: 'not found' };
    await expect(loadRuntimeConfig(server.origin)).rejects.toThrow('HTTP 404');
  });
});
