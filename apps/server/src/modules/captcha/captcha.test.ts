import { accountApi, ErrorCode, limits } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema/index.ts';
import { countRows } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CaptchaService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedText(clientId: string, type: '0' | '1'): Promise<string | undefined> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/captcha?clientId=${clientId}&type=${type}` });
  return response.json().result.rows[0]?.text;
}

describe('createImgCode', () => {
  it('answers an uncacheable SVG image of 4 unambiguous characters', async () => {
    const image = await t.call(accountApi.createImgCode, { query: { clientId: 'img-1', t: '123' } });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.text).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    const text = await storedText('img-1', '0');
    expect(text).toMatch(/^[ACDEFHJKMNPQRTUVWXY34679]{4}$/);
    // The text is drawn as paths, never written into the image.
    expect(image.text).not.toContain(`>${text}<`);
  });

  it('keeps login and registration captchas of one browser apart, and a new image replaces the old text', async () => {
    await t.call(accountApi.createImgCode, { query: { clientId: 'img-2', type: '0' } });
    await t.call(accountApi.createImgCode, { query: { clientId: 'img-2', type: '1' } });
    expect(await storedText('img-2', '0')).toBeDefined();
    expect(await storedText('img-2', '1')).toBeDefined();
    const before = await countRows(t.database, captchas);
    await t.call(accountApi.createImgCode, { query: { clientId: 'img-2', type: '1' } });
    expect(await countRows(t.database, captchas)).toBe(before);
  });

  it('takes the ids browsers send: 32 hex digits, a uuid, or none (the cookie then)', async () => {
    for (const clientId of ['0f1e2d3c4b5a69788796a5b4c3d2e1f0', '123e4567-e89b-12d3-a456-426614174000']) {
      const image = await t.call(accountApi.createImgCode, { query: { clientId, type: '0' } });
      expect(image.status).toBe(200);
      expect(await storedText(clientId, '0')).toBeDefined();
    }
    const cookie = await t.call(accountApi.createImgCode, { query: { clientId: '' } });
    expect(cookie.status).toBe(200);
    expect(String(cookie.headers['set-cookie'])).toMatch(/^captcha_client=[\w-]{16,64};/);
  });

  it.each([
    [{ clientId: 'x', type: '7' }, ErrorCode.ParamInvalid, '验证码类型格式错误'],
    [{ clientId: 'x'.repeat(65) }, ErrorCode.ParamInvalid, '客户端标识不能超过64个字符'],
    [{ clientId: 'x'.repeat(8192) }, ErrorCode.ParamInvalid, '客户端标识不能超过64个字符'],
    [{ clientId: '../../etc/passwd' }, ErrorCode.ParamInvalid, '客户端标识格式错误'],
    [{ clientId: 'client\u{1F600}' }, ErrorCode.ParamInvalid, '客户端标识格式错误'],
    [{ clientId: 'a b' }, ErrorCode.ParamInvalid, '客户端标识格式错误'],
    [{ clientId: '<script>' }, ErrorCode.ParamInvalid, '客户端标识格式错误'],
  ])('rejects query %j with %i %s', async (query, code, message) => {
    const before = await countRows(t.database, captchas);
    const answer = await t.call(accountApi.createImgCode, { query: query as Record<string, string> });
    expect(answer.body).toMatchObject({ code, message });
    expect(await countRows(t.database, captchas)).toBe(before);
  });
});

describe('captcha checks', () => {
  const service = () => new CaptchaService(t.clock.now);

  it('compares without regard to case and only once', async () => {
    await t.call(accountApi.createImgCode, { query: { clientId: 'chk-1', type: '1' } });
    const text = (await storedText('chk-1', '1')) ?? '';
    expect(await service().check(t.database.db, 'chk-1', '1', ` ${text.toLowerCase()} `)).toBe('ok');
    expect(await service().check(t.database.db, 'chk-1', '1', text)).toBe('missing');
  });

  it('is used up by a wrong answer', async () => {
    await t.call(accountApi.createImgCode, { query: { clientId: 'chk-2', type: '0' } });
    const text = (await storedText('chk-2', '0')) ?? '';
    expect(await service().check(t.database.db, 'chk-2', '0', 'zzzz')).toBe('wrong');
    expect(await service().check(t.database.db, 'chk-2', '0', text)).toBe('missing');
  });

  it('expires, and expired ones are cleared when new images are made', async () => {
    await t.call(accountApi.createImgCode, { query: { clientId: 'chk-3', type: '0' } });
    const text = (await storedText('chk-3', '0')) ?? '';
    t.clock.advance(limits.captchaTtlMs + 1);
    expect(await service().check(t.database.db, 'chk-3', '0', text)).toBe('missing');

    await t.call(accountApi.createImgCode, { query: { clientId: 'chk-3b', type: '0' } });
    t.clock.advance(limits.captchaTtlMs + 1);
    await t.call(accountApi.createImgCode, { query: { clientId: 'chk-3c', type: '0' } });
    expect(await storedText('chk-3b', '0')).toBeUndefined();
    expect(await storedText('chk-3c', '0')).toBeDefined();
  });

  it('belongs to the browser that asked for it', async () => {
    await t.call(accountApi.createImgCode, { query: { clientId: 'chk-4', type: '0' } });
    const text = (await storedText('chk-4', '0')) ?? '';
    expect(await service().check(t.database.db, 'chk-5', '0', text)).toBe('missing');
    expect(await service().check(t.database.db, 'chk-4', '1', text)).toBe('missing');
    expect(await service().check(t.database.db, 'chk-4', '0', text)).toBe('ok');
  });
});
