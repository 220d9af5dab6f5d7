import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSoftphone } from './build.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The SDK as an integrator gets it: what `npm run build -w packages/softphone` writes. */
describe('the built softphone SDK', { timeout: 60_000 }, () => {
  /** An integrator's project with the SDK installed: the build goes where npm would put it. */
  let consumer;
  let dist;

  beforeAll(async () => {
    consumer = mkdtempSync(join(tmpdir(), 'softphone-consumer-'));
    dist = join(consumer, 'node_modules/@console/softphone');
    await buildSoftphone(dist);
    const manifest = JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.dependencies)) {
      mkdirSync(dirname(join(consumer, 'node_modules', name)), { recursive: true });
      symlinkSync(join(REPO_ROOT, 'node_modules', name), join(consumer, 'node_modules', name));
    }
    writeFileSync(join(consumer, 'package.json'), '{"type":"module"}');
  }, 60_000);
  afterAll(() => {
    if (consumer) rmSync(consumer, { recursive: true, force: true });
  });

  it('the ES module imports only the published dependencies; the contracts are bundled in', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8'));
    const published = ['@noble/ciphers', '@noble/hashes', 'idb', 'jssip', 'strophe.js', 'zod'];
    expect(Object.keys(manifest.dependencies).sort()).toEqual(published);
    const code = readFileSync(join(dist, 'esm/index.js'), 'utf8');
    const imported = [...code.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']/g)].map(
      ([, from, dynamic]) => from ?? dynamic,
    );
    expect(
      imported.every((specifier) => published.some((name) => specifier === name || specifier.startsWith(`${name}/`))),
    ).toBe(true);
    expect(imported).toContain('jssip');
  });

  it('writes no source maps: the scripts a server hands out carry no sources', () => {
    const written = readdirSync(dist, { recursive: true }).map(String);
    expect(written.filter((name) => name.endsWith('.map'))).toEqual([]);
    for (const file of ['browser/softphone.js', 'browser/xiaoman.js', 'esm/index.js']) {
      expect(readFileSync(join(dist, file), 'utf8')).not.toContain('sourceMappingURL');
    }
  });

  /** Runs a browser script as a <script src> from this address would, in a scope of its own. */
  function runScript(file, scriptSrc, fetch = async () => new Response('', { status: 404 })) {
    const scope = {
      document: { currentScript: { src: scriptSrc } },
      location: { origin: 'https://integrator.example', protocol: 'https:', host: 'integrator.example' },
      fetch,
      // Every console method is there (the SIP library binds some at load) and says nothing.
      console: new Proxy({}, { get: () => () => {} }),
      URL,
      Response,
      crypto,
      TextEncoder,
      setTimeout,
      clearTimeout,
    };
    scope.globalThis = scope;
    scope.window = scope;
    runInNewContext(readFileSync(join(dist, 'browser', file), 'utf8'), scope);
    return scope;
  }

  it('softphone.js defines the global ConsoleSoftphone with this package exports', () => {
    const { ConsoleSoftphone } = runScript('softphone.js', 'https://platform.example/static/sdk/softphone.js');
    expect(typeof ConsoleSoftphone.createBrowserSoftphone).toBe('function');
    expect(ConsoleSoftphone.SdkError.Success).toEqual({ code: '000000', desc: '成功' });
  });

  it('xiaoman.js defines the original global API and reads the config where the script came from', async () => {
    const asked = [];
    const { xiaoman } = runScript('xiaoman.js', 'https://platform.example:8443/static/sdk/xiaoman.js', async (url) => {
      asked.push(String(url));
      return new Response('not here', { status: 404 });
    });
    for (const name of ['login', 'loginWithToken', 'loginWithUser', 'logout']) {
      expect(typeof xiaoman.base[name]).toBe('function');
    }
    for (const name of ['open', 'close', 'answer', 'callOut', 'release', 'isOpen']) {
      expect(typeof xiaoman.phone[name]).toBe('function');
    }
    expect(typeof xiaoman.phone.event.onMessage).toBe('function');
    expect(xiaoman.phone.isOpen()).toBe(false);

    const results = [];
    const answer = await xiaoman.base.loginWithToken({ businessId: 1, token: 't' }, (result) => results.push(result));
    expect(asked).toEqual(['https://platform.example:8443/static/config/config.json']);
    expect(answer).toEqual({ code: '999999', desc: '配置文件加载失败' });
    expect(results).toEqual([answer]);
  });

  function typecheckConsumer(source) {
    writeFileSync(join(consumer, 'main.ts'), source);
    const options = {
      strict: true,
      module: 'nodenext',
      moduleResolution: 'nodenext',
      target: 'es2022',
      lib: ['es2023', 'dom'],
      noEmit: true,
      types: [],
    };
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['main.ts'] }));
    const tsc = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', consumer], { encoding: 'utf8' });
    // Only what concerns the consumer and the SDK's declarations: jssip and strophe.js ship
    // declarations that a strict nodenext check of library files finds fault with.
    return result.stdout
      .split('\n')
      .filter((line) => /error TS/.test(line) && !/node_modules\/(jssip|strophe\.js)\//.test(line));
  }

  it('an integrator TypeScript project type-checks against the declarations, and a wrong use fails', () => {
    const use = `
      import { createBrowserSoftphone, SdkError, type CallEventPayload } from '@console/softphone';
      const phone = createBrowserSoftphone({ baseUrl: '', sip: { url: '/sip-ws', domain: 'console.local' } });
      phone.on('ringing', (event: CallEventPayload) => console.log(event.userData['call-relation-id'], event.ani));
      const login = await phone.login({ businessId: 10000, token: 'token' });
      if (login.code === SdkError.Success.code) console.log(login.data?.outshowtel.join(','));
    `;
    expect(typecheckConsumer(use)).toEqual([]);
    expect(typecheckConsumer(`${use}\nconst wrong: number = login.desc;\nphone.on('rang', () => {});`)).toEqual([
      expect.stringContaining("error TS2322: Type 'string' is not assignable to type 'number'"),
      expect.stringContaining('error TS2345'),
    ]);
  });
});
