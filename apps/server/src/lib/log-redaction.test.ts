import { accountApi, ErrorCode } from '@console/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCaptcha, lastSmsCode, sendRegisterSms } from '../test/fixtures.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from '../test/test-app.ts';
import { redactUrl } from './log-redaction.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain tokens, passwords, SMS codes or captcha texts', async () => {
    const body = { phone: MASTER_PHONE, clientId: 'log-1', kickOff: 1, ...t.encrypted(MASTER_PHONE, 'demo1234') };
    const login = await t.call(accountApi.login, { body });
    const token = login.body.result.rows[0].token.access_token;
    await t.call(accountApi.queryAccountInfo, { token, businessId: DEMO_BUSINESS_ID });
    await sendRegisterSms(t, '13012345678');
    const smsCode = await lastSmsCode(t, '13012345678');
    const captcha = await freshCaptcha(t, 'log-1', '1');
    const text = t.logs.join('\n');

    expect(text).toContain('queryAccountInfo?token=[REDACTED]');
    expect(text).toContain('130****5678');
    for (const secret of [token, body.password, 'demo1234']) {
      expect(text).not.toContain(secret);
    }
    // Short secrets could occur by chance inside timestamps, so look for them as values.
    expect(text).not.toContain('验证码为');
    expect(text).not.toContain(`"${smsCode}"`);
    expect(text).not.toContain(`"${captcha}"`);
    expect(login.body.code).toBe(0);
  });

  it('redact the token wherever it sits in the query', () => {
    expect(redactUrl('/a?token=abc&x=1')).toBe('/a?token=[REDACTED]&x=1');
    expect(redactUrl('/a?x=1&TOKEN=abc')).toBe('/a?x=1&TOKEN=[REDACTED]');
    expect(redactUrl('/a?mytoken=abc')).toBe('/a?mytoken=abc');
  });
});

describe('logs of database errors', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp({ captureLogs: true });
    // The outbox refuses every new message: the failing insert carries the SMS text, code included.
    await broken.database.db.execute(
      sql.raw('alter table sms_outbox add constraint refuse_all check (false) not valid'),
    );
  });
  afterAll(() => broken.close());

  it('name the query and the database error, never a bound value', async () => {
    const phone = '13312340001';
    const answer = await sendRegisterSms(broken, phone, 'broken-outbox');
    expect(answer.body.code).toBe(ErrorCode.Internal);
    const text = broken.logs.join('\n');
    expect(text).toContain('insert into \\"sms_outbox\\"');
    expect(text).toContain('refuse_all');
    expect(text).not.toContain('验证码为');
    expect(text).not.toContain(phone);
  });

  it('stay free of bound values when code logs the error itself', async () => {
    const secret = 'LEAK-9f27c1';
    const error = await broken.database.db.execute(sql`select ${secret}::integer`).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    broken.app.log.error({ err: error }, 'lookup failed');
    const line = broken.logs.find((entry) => entry.includes('lookup failed')) ?? '';
    expect(line).toContain('22P02');
    expect(line).not.toContain(secret);
  });
});
