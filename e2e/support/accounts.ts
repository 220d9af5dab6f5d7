import { randomUUID } from 'node:crypto';
import { encryptPassword } from '@console/contracts';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Test accounts made the way a person makes them: through the real registration endpoints, with
 * the captcha and SMS code read back from the server's development helpers (simulated SMS outbox).
 */
export const demo = {
  master: { phone: '13800000000', password: 'demo1234', surname: '演示管理员' },
  member: { phone: '13800000001', password: 'demo1234', surname: '演示成员' },
  operator: { phone: '13900000000', password: 'demo1234', businessId: '10000' },
  businessName: '演示企业',
};

let serial = 0;
/** A fresh, valid mainland mobile number unlikely to collide across parallel workers. */
export function freshPhone(): string {
  serial += 1;
  const tail = `${Date.now() % 1_000_000}${process.pid % 10}${serial % 100}`.padStart(9, '0').slice(-9);
  return `15${tail}`;
}

async function rowsOf<T>(response: { json(): Promise<unknown> }): Promise<T[]> {
  const body = (await response.json()) as { code: unknown; message: string; result: { rows: T[] } };
  if (body.code !== 0 && body.code !== '000000') throw new Error(`${body.code} ${body.message}`);
  return body.result.rows;
}

/**
 * The captcha the page shows. The page may still be fetching its image when the test asks, so
 * an answer without one is asked again for a while.
 */
export async function captchaText(
  request: APIRequestContext,
  clientId: string,
  type: '0' | '1' | '2',
): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await rowsOf<{ text: string }>(await request.get(`/dev/captcha?clientId=${clientId}&type=${type}`));
    if (rows[0]) return rows[0].text;
    if (Date.now() > deadline) throw new Error(`no captcha for ${clientId} (type ${type})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const rows = await rowsOf<{ code: string }>(await request.get(`/dev/sms/outbox?phone=${phone}`));
  if (!rows.length) throw new Error(`no SMS for ${phone}`);
  return rows[0].code;
}

export async function post(request: APIRequestContext, path: string, data: object, token?: string) {
  const url = token ? `${path}?token=${token}` : path;
  return rowsOf<Record<string, unknown>>(await request.post(url, { data }));
}

export async function registerAccount(request: APIRequestContext, password = 'test1234') {
  const phone = freshPhone();
  const clientId = randomUUID();
  await request.get(`/uc/api/v1/account/createImgCode?clientId=${clientId}&type=1`);
  const imgCode = await captchaText(request, clientId, '1');
  // The captcha answered for the SMS is accepted once more by the registration of that phone.
  await post(request, '/uc/api/v1/register/sendSmsVerifyCode', { phoneNumber: phone, imgCode, clientId });
  const smsCode = await latestSmsCode(request, phone);
  const timestamp = Date.now();
  const [result] = await post(request, '/uc/api/v1/register/register', {
    phoneNum: phone,
    smsCode,
    imgCode,
    clientId,
    timestamp,
    password: encryptPassword(password, phone, timestamp),
  });
  const token = (result.token as { access_token: string }).access_token;
  await post(request, '/uc/api/v1/account/logout', {}, token);
  return { phone, password, businessId: (result.business as { id: number }).id };
}

/** The clientId the page bound its captcha image to, read from the image request it made. */
export async function captchaClientIdOf(page: Page, action: () => Promise<unknown>): Promise<string> {
  const [imageRequest] = await Promise.all([page.waitForRequest(/createImgCode/), action()]);
  const clientId = new URL(imageRequest.url()).searchParams.get('clientId');
  if (!clientId) throw new Error('captcha image without clientId');
  return clientId;
}

/**
 * Gives the page's requests a client address of their own (the e2e server trusts X-Forwarded-For):
 * the SMS sends without a captcha are budgeted per address, and the tests run in parallel.
 */
export async function ownClientAddress(page: Page): Promise<string> {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  const address = `10.${byte()}.${byte()}.${byte()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}
