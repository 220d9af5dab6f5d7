import { accountApi, type Envelope } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { countAll } from '../db/database.ts';
import { acdAgents, businessConfigs, businesses, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password-hash.ts';
import type { TestApp } from './test-app.ts';

/** An enterprise with one member, written straight to the database. */
export async function createMember(
  database: Database,
  options: { phone: string; password?: string; master?: boolean; businessName?: string },
) {
  const now = new Date();
  const [business] = await database.db
    .insert(businesses)
    .values({ name: options.businessName ?? '测试企业', createdAt: now })
    .returning();
  const [user] = await database.db
    .insert(users)
    .values({
      businessId: business.id,
      phone: options.phone,
      surname: '测试成员',
      passwordHash: await hashPassword(options.password ?? 'demo1234'),
      master: options.master ?? true,
      privilege: 255,
      createdAt: now,
    })
    .returning();
  return { business, user };
}

/** A member of a new enterprise with the agent function, who is an agent with extension `dn`. */
export async function createAgentMember(
  database: Database,
  options: { phone: string; dn: string; businessName?: string },
) {
  const { business, user } = await createMember(database, options);
  const now = new Date();
  await database.db
    .insert(acdAgents)
    .values({ businessId: business.id, userId: user.id, code: options.dn, dn: options.dn, createdAt: now });
  await database.db
    .insert(businessConfigs)
    .values({ businessId: business.id, key: 'function', value: JSON.stringify({ agent: true }), updatedAt: now });
  return { business, user };
}

async function storeBusinessConfig(database: Database, businessId: number, key: string, value: string) {
  const row = { value, updatedAt: new Date() };
  await database.db
    .insert(businessConfigs)
    .values({ businessId, key, ...row })
    .onConflictDoUpdate({ target: [businessConfigs.businessId, businessConfigs.key], set: row });
}

/** A key of the enterprise's business config, as the operator's flag sets it (replacing what is stored). */
export function setBusinessConfig(database: Database, businessId: number, key: string, value: unknown) {
  return storeBusinessConfig(database, businessId, key, JSON.stringify(value));
}

/** Runs `body` with a key of the enterprise's business config set to `value`, then puts back what was stored. */
export async function withBusinessConfig<T>(
  database: Database,
  businessId: number,
  key: string,
  value: unknown,
  body: () => Promise<T>,
): Promise<T> {
  const row = and(eq(businessConfigs.businessId, businessId), eq(businessConfigs.key, key));
  const [stored] = await database.db.select({ value: businessConfigs.value }).from(businessConfigs).where(row);
  await setBusinessConfig(database, businessId, key, value);
  try {
    return await body();
  } finally {
    if (stored) await storeBusinessConfig(database, businessId, key, stored.value);
    else await database.db.delete(businessConfigs).where(row);
  }
}

export async function countRows(database: Database, table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: countAll() }).from(table);
  return row.n;
}

async function devGet<Row>(t: TestApp, url: string): Promise<Envelope<Row>> {
  const response = await t.app.inject({ method: 'GET', url });
  return response.json() as Envelope<Row>;
}

/** The newest code the SMS simulator "sent" to this phone. */
export async function lastSmsCode(t: TestApp, phone: string): Promise<string> {
  const body = await devGet<{ code: string }>(t, `/dev/sms/outbox?phone=${phone}`);
  const code = body.result.rows[0]?.code;
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

/** Requests a captcha image for this browser and reads its text through the dev helper. */
export async function freshCaptcha(t: TestApp, clientId: string, type: '0' | '1' | '2'): Promise<string> {
  const image = await t.call(accountApi.createImgCode, { query: { clientId, type } });
  if (image.status !== 200) throw new Error(`captcha image failed: ${image.status}`);
  const body = await devGet<{ text: string }>(t, `/dev/captcha?clientId=${clientId}&type=${type}`);
  return body.result.rows[0].text;
}

/**
 * The registration page's 获取验证码 as a person uses it: the captcha of this browser solved,
 * then the SMS asked for with it. The captcha stays valid for the registration of this phone.
 */
export async function sendRegisterSms(t: TestApp, phone: string, clientId = `sms-${phone}`) {
  const imgCode = await freshCaptcha(t, clientId, '1');
  return t.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: phone, imgCode, clientId } });
}

/**
 * An enterprise registered as a person registers one (captcha, SMS code, 注册): what the
 * registration writes besides the enterprise and its master is part of what the test sees.
 */
export async function registerEnterprise(t: TestApp, phone: string) {
  const clientId = `register-${phone}`;
  const sent = await sendRegisterSms(t, phone, clientId);
  if (sent.body.code !== 0) throw new Error(`SMS for ${phone}: ${sent.body.message}`);
  // The captcha answered for the SMS, still in its field.
  const imgCode = (await devGet<{ text: string }>(t, `/dev/captcha?clientId=${clientId}&type=1`)).result.rows[0].text;
  const smsCode = await lastSmsCode(t, phone);
  const registered = await t.call(accountApi.register, {
    body: { phoneNum: phone, smsCode, imgCode, clientId, ...t.encrypted(phone, 'abc12345') },
  });
  const [result] = registered.body.result.rows;
  if (!result) throw new Error(`registration of ${phone}: ${registered.body.message}`);
  return result;
}

/** The reset page's 获取验证码: its own captcha (type 2) solved, then the SMS asked for. */
export async function sendResetSms(t: TestApp, phone: string, clientId = `reset-${phone}`) {
  const imgCode = await freshCaptcha(t, clientId, '2');
  return t.call(accountApi.sendResetSmsCode, { body: { phone, imgCode, clientId } });
}

/** The enterprise's verification approved (status 2), as the platform operator does: it may create tasks then. */
export async function verifyEnterprise(database: Database, businessId: number): Promise<void> {
  await database.db.update(businesses).set({ status: 2 }).where(eq(businesses.id, businessId));
}
