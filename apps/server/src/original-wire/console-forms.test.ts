/**
 * The original console's requests, in its exact wire forms: what its axios sends (content type,
 * field names, value types), not what our console sends. Each answer must be what our own
 * forms get.
 */
import {
  accountApi,
  businessApi,
  DEFAULT_SERVICE_PREFIXES,
  downloadApi,
  type Endpoint,
  ErrorCode,
  feeApi,
  reportApi,
  sdkApi,
  userApi,
} from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, lastSmsCode } from '../test/fixtures.ts';
import { tinyPng } from '../test/images.ts';
import {
  createTestApp,
  DEMO_BUSINESS_ID,
  DEMO_PASSWORD,
  MASTER_PHONE,
  OPERATOR_PHONE,
  type TestApp,
} from '../test/test-app.ts';

interface Caller {
  token?: string;
  businessId?: number;
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ demoTraffic: true });
  token = (await t.login(MASTER_PHONE)).token.access_token;
});
afterAll(() => t.close());

const urlOf = (endpoint: Endpoint, businessId = DEMO_BUSINESS_ID) =>
  DEFAULT_SERVICE_PREFIXES[endpoint.service] + endpoint.path.replace('{businessId}', String(businessId));

/** A POST as the original console's axios sends it: a raw payload with its own content type. */
async function post(endpoint: Endpoint, payload: string | Buffer, contentType: string, as: Caller = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: urlOf(endpoint, as.businessId),
    query: { token: as.token ?? token },
    headers: { 'content-type': contentType },
    payload,
  });
  return response.json();
}
const json = (endpoint: Endpoint, body: unknown, as: Caller = {}) =>
  post(endpoint, JSON.stringify(body), 'application/json;charset=UTF-8', as);

describe('report and export ranges', () => {
  it('takes beginTime and endTime as YYYYMMDD numbers, answering what the text form answers', async () => {
    const numbers = await json(reportApi.indexStatistics, { beginTime: 20260201, endTime: 20260301, direction: 1 });
    const texts = await json(reportApi.indexStatistics, { beginTime: '20260201', endTime: '20260301', direction: 1 });
    expect(numbers.code).toBe(0);
    expect(numbers.result.rows[0].totalCall).toBeGreaterThan(0);
    expect(numbers).toEqual(texts);
  });

  it('takes them as numbers inside an export task query', async () => {
    const added = await json(downloadApi.addDownloadTask, {
      businessId: DEMO_BUSINESS_ID,
      sysType: 2,
      channelCode: 2,
      downloadType: 9,
      query: { businessId: DEMO_BUSINESS_ID, direction: 1, beginTime: 20260201, endTime: 20260301 },
    });
    expect(added.code).toBe(0);
  });

  it("exports the callin tab's report as it asks: downloadType 9 with direction 0", async () => {
    const added = await json(downloadApi.addDownloadTask, {
      businessId: DEMO_BUSINESS_ID,
      sysType: 2,
      channelCode: 2,
      downloadType: 9,
      query: { businessId: DEMO_BUSINESS_ID, direction: 0, beginTime: 20260201, endTime: 20260301 },
    });
    expect(added).toMatchObject({ code: 0 });
    expect(added.result.rows[0].fileName).toBe('数据统计-AI接待-20260201-20260301.xlsx');
  });

  it('still names the field when a number is not a day', async () => {
    const answer = await json(reportApi.indexStatistics, { beginTime: 2026, endTime: 20260301 });
    expect(answer).toMatchObject({ code: ErrorCode.ReportRangeInvalid, message: '开始日期格式错误，应为YYYYMMDD' });
  });
});

describe('the report summary', () => {
  it('has the figures in rows[0].summary and callAnalysis by measure, granularity and period key', async () => {
    const answer = await json(reportApi.indexStatistics, { beginTime: 20260223, endTime: 20260301, direction: 1 });
    const row = answer.result.rows[0];
    expect(row.summary).toEqual({
      totalCall: row.totalCall,
      totalAnswer: row.totalAnswer,
      totalTel: row.totalTel,
      avgDuration: row.avgDuration,
      totalDuration: row.totalDuration,
      A: row.A,
      B: row.B,
      transferCount: row.transferCount,
      smsCount: row.smsCount,
    });
    expect(Object.keys(row.callAnalysis)).toEqual([
      'callDuration',
      'interactCount',
      'callTotal',
      'callAnswer',
      'callAnswerRate',
    ]);
    const days = row.callAnalysis.callTotal.day as Record<string, number>;
    expect(Object.keys(days)).toEqual([
      '20260223',
      '20260224',
      '20260225',
      '20260226',
      '20260227',
      '20260228',
      '20260301',
    ]);
    expect(Object.values(days).reduce((sum, n) => sum + n, 0)).toBe(row.totalCall);
    expect(row.callAnalysis.callTotal.hour).toEqual({});
    expect(row.callAnalysis.callTotal.month).toEqual({});
  });
});

describe('login answers', () => {
  it('carry account {id, headPhoto} beside member, and the agent of a member who is one', async () => {
    const login = await json(accountApi.login, {
      phone: MASTER_PHONE,
      clientId: 'wire-login',
      kickOff: 1,
      ...t.encrypted(MASTER_PHONE, DEMO_PASSWORD),
    });
    const row = login.result.rows[0];
    expect(row.account).toEqual({ id: row.member.id, headPhoto: row.member.headPhoto });
    expect(row.agent).toEqual({ dn: '8001', dnCode: '8001' });
    token = row.token.access_token;
    const info = await post(accountApi.queryAccountInfo, '', 'application/x-www-form-urlencoded');
    expect(info.result.rows[0].agent).toEqual({ dn: '8001', dnCode: '8001' });
  });

  it('carry account for the inner login too, with no agent', async () => {
    const inner = await json(accountApi.speechSkillAdminLogin, {
      account: OPERATOR_PHONE,
      password: DEMO_PASSWORD,
      businessId: DEMO_BUSINESS_ID,
    });
    expect(inner.result.rows[0].account).toEqual({ id: inner.result.rows[0].member.id, headPhoto: '' });
    expect(inner.result.rows[0].agent).toBeNull();
  });
});

describe('queryEntAuthByBusId', () => {
  it('answers a row with status 0 for an enterprise that has submitted nothing', async () => {
    const phone = '13700000915';
    await createMember(t.database, { phone, master: true });
    const login = await t.login(phone);
    const answer = await post(businessApi.queryEntAuthByBusId, '', 'application/x-www-form-urlencoded', {
      token: login.token.access_token,
      businessId: login.business.id,
    });
    expect(answer.result.rows).toEqual([
      { enterpriseName: '', legalPersonName: '', legalPersonId: '', attachmentPath: '', status: 0, remark: '' },
    ]);
  });
});

describe('a POST without data', () => {
  const FORM = 'application/x-www-form-urlencoded';

  it('is an empty object when sent as an empty form (queryAccountInfo)', async () => {
    const answer = await post(accountApi.queryAccountInfo, '', FORM);
    expect(answer.code).toBe(0);
    expect(answer.result.rows[0].user.phone).toBe(MASTER_PHONE);
  });

  it('is an empty object when sent as an empty form (the softphone logout)', async () => {
    const login = await json(sdkApi.login, { phone: MASTER_PHONE, ...t.encrypted(MASTER_PHONE, DEMO_PASSWORD) });
    const sdkToken = login.result.rows[0].token.access_token;
    expect(await post(sdkApi.logout, '', FORM, { token: sdkToken })).toMatchObject({ code: '0' });
  });

  it('reads a filled form field by field, its values checked like JSON text', async () => {
    const answer = await post(feeApi.checkFeeLeft, 'productId=1&item=&feeCount=2', FORM);
    expect(answer.code).toBe(0);
    const bad = await post(feeApi.checkFeeLeft, 'productId=abc', FORM);
    expect(bad).toMatchObject({ code: ErrorCode.ParamInvalid, message: '产品必须为数字' });
  });
});

describe('optional integers sent as ""', () => {
  it('count as absent (checkFeeLeft as the original sends it)', async () => {
    const answer = await json(feeApi.checkFeeLeft, {
      channelCode: '',
      description: '通信费余额检查',
      productId: '',
      item: '',
      itemDesc: '通信费',
      feeCount: '',
      isCheckFrozenMoney: '',
    });
    expect(answer).toMatchObject({ code: 0, result: { rows: [{ lack: false }] } });
  });

  it('count as absent in a page request, which then gets its defaults', async () => {
    const answer = await json(downloadApi.queryDownloadTask, { pageIndex: '', pageSize: '' });
    expect(answer.code).toBe(0);
  });
});

describe('updatePassword with the original names', () => {
  const phone = '13700000901';
  const member: Caller = {};
  const signIn = async () => {
    const login = await t.login(phone);
    Object.assign(member, { token: login.token.access_token, businessId: login.business.id });
  };
  beforeAll(async () => {
    await createMember(t.database, { phone });
    await signIn();
  });

  const change = (from: string, to: string, confirm: string) => {
    const { timestamp } = t.encrypted(phone, from);
    const sealed = (password: string) => t.encrypted(phone, password).password;
    return json(
      userApi.updatePassword,
      { originPassword: sealed(from), password: sealed(to), confirmPassword: sealed(confirm), timestamp },
      member,
    );
  };

  it('names the original field when it is missing', async () => {
    const answer = await json(userApi.updatePassword, { password: 'x', confirmPassword: 'x' }, member);
    expect(answer).toMatchObject({ code: ErrorCode.ParamRequired, message: '原密码不能为空' });
  });

  it('refuses a confirmation that differs and changes nothing', async () => {
    expect(await change(DEMO_PASSWORD, 'newpass123', 'newpass124')).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '两次输入的密码不一致',
    });
    await signIn();
  });

  it('changes the password: originPassword, password and confirmPassword, all encrypted', async () => {
    expect((await change(DEMO_PASSWORD, 'newpass123', 'newpass123')).code).toBe(0);
    await expect(t.login(phone, 'newpass123')).resolves.toBeTruthy();
  });
});

describe('image uploads', () => {
  it('take the file part named file, as el-upload names it', async () => {
    const boundary = '----WebKitFormBoundaryoriginal';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      tinyPng(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await post(userApi.uploadHeadPhoto, payload, `multipart/form-data; boundary=${boundary}`);
    expect(answer.code).toBe(0);
    expect(answer.result.rows[0].headPhoto).toMatch(/^[a-f0-9]{16,64}\.png$/);

    // Shown as config staticUrl + '/' + name, with no token.
    const photo = await t.app.inject({ method: 'GET', url: `/static/${answer.result.rows[0].headPhoto}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(tinyPng())).toBe(true);
  });

  it('never show an enterprise verification image, or a made-up name, under staticUrl', async () => {
    const uploaded = await t.upload(businessApi.uploadEntAuthAttach, {
      token,
      businessId: DEMO_BUSINESS_ID,
      file: tinyPng(),
      filename: 'id-front.png',
      contentType: 'image/png',
    });
    const idCard = uploaded.body.result.rows[0].attachPath;
    for (const name of [idCard, `${'0'.repeat(32)}.png`, '..%2Fserver-secret', 'x.png']) {
      expect((await t.app.inject({ method: 'GET', url: `/static/${name}` })).statusCode).toBe(404);
    }
  });
});

describe('captchas without a clientId', () => {
  /** The captcha image as a page without clientId loads it: the answer sets the browser's cookie. */
  async function captchaImage(url: string, cookie?: string) {
    const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(response.headers['content-type']).toContain('image/svg+xml');
    const setCookie = String(response.headers['set-cookie'] ?? '');
    return { setCookie, cookie: setCookie.split(';')[0] };
  }
  const answerOf = async (cookie: string, type: string) => {
    const clientId = cookie.split('=')[1];
    const response = await t.app.inject({ method: 'GET', url: `/dev/captcha?clientId=${clientId}&type=${type}` });
    return response.json().result.rows[0].text as string;
  };
  const postWithCookie = async (endpoint: Endpoint, body: unknown, cookie: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf(endpoint),
      headers: { 'content-type': 'application/json;charset=UTF-8', cookie },
      payload: JSON.stringify(body),
    });
    return response.json();
  };

  it('bind the captcha to an HttpOnly cookie the image sets, and keep that browser on later images', async () => {
    const first = await captchaImage(urlOf(accountApi.createImgCode));
    expect(first.setCookie).toMatch(/^captcha_client=[\w-]{16,64}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const again = await captchaImage(`${urlOf(accountApi.createImgCode)}?type=1`, first.cookie);
    expect(again.cookie).toBe(first.cookie);
  });

  it('let a person register through createImgVerifyCode, the SMS and the form, with the cookie alone', async () => {
    const phone = '13700000902';
    const { cookie } = await captchaImage(`${urlOf(accountApi.createImgVerifyCode)}?t=1764000000000`);
    const imgCode = await answerOf(cookie, '1');
    expect(await postWithCookie(accountApi.sendSmsVerifyCode, { phoneNumber: phone, imgCode }, cookie)).toMatchObject({
      code: 0,
    });
    const smsCode = await lastSmsCode(t, phone);
    const registered = await postWithCookie(
      accountApi.register,
      { phoneNum: phone, smsCode, imgCode, ...t.encrypted(phone, 'abc12345') },
      cookie,
    );
    expect(registered.code).toBe(0);
    expect(registered.result.rows[0].token.access_token).toBeTruthy();
    expect(registered.result.rows[0].account).toEqual({ id: expect.any(Number), headPhoto: '' });
  });

  it('let a person register as the original register page does: the SMS with the phone alone', async () => {
    const phone = '13700000905';
    const { cookie } = await captchaImage(`${urlOf(accountApi.createImgVerifyCode)}?t=1764000000001`);
    expect(await postWithCookie(accountApi.sendSmsVerifyCode, { phoneNumber: phone }, cookie)).toMatchObject({
      code: 0,
    });
    const registered = await postWithCookie(
      accountApi.register,
      {
        phoneNum: phone,
        smsCode: await lastSmsCode(t, phone),
        imgCode: await answerOf(cookie, '1'),
        ...t.encrypted(phone, 'abc12345'),
      },
      cookie,
    );
    expect(registered.code).toBe(0);
  });

  it('let a person reset the password as the original reset page does, without any captcha', async () => {
    const phone = '13700000916';
    await createMember(t.database, { phone });
    expect(await json(accountApi.sendResetSmsCode, { phone })).toMatchObject({ code: 0 });
    const reset = await json(accountApi.resetPassword, {
      phone,
      smsCode: await lastSmsCode(t, phone),
      ...t.encrypted(phone, 'newPass99'),
    });
    expect(reset.code).toBe(0);
    expect((await t.login(phone, 'newPass99')).member.surname).toBeTruthy();
  });

  it('refuse an SMS when neither a clientId nor the cookie says whose captcha it is', async () => {
    const answer = await json(accountApi.sendSmsVerifyCode, { phoneNumber: '13700000903', imgCode: 'ABCD' });
    expect(answer.code).toBe(ErrorCode.ImgCodeExpired);
  });

  it('check the login captcha of the cookie after three failures', async () => {
    const phone = '13700000904';
    await createMember(t.database, { phone });
    const login = (extra: Record<string, unknown>, cookie = '') =>
      postWithCookie(accountApi.login, { phone, kickOff: 1, ...extra }, cookie);
    for (let i = 0; i < 3; i++) {
      expect((await login(t.encrypted(phone, 'wrong-pass'))).code).toBe(ErrorCode.WrongPassword);
    }
    const { cookie } = await captchaImage(urlOf(accountApi.createImgCode));
    const verifyCode = await answerOf(cookie, '0');
    const answer = await login({ ...t.encrypted(phone, DEMO_PASSWORD), verifyCode }, cookie);
    expect(answer.code).toBe(0);
  });
});

describe('the inner login as the original operator page sends it', () => {
  const inner = (password: string) =>
    json(accountApi.speechSkillAdminLogin, {
      account: OPERATOR_PHONE,
      password,
      businessId: String(DEMO_BUSINESS_ID),
      contextPath: '/login_inner',
    });

  it('takes a plain password without a timestamp', async () => {
    const answer = await inner(DEMO_PASSWORD);
    expect(answer.code).toBe(0);
    expect(answer.result.rows[0].member.master).toBe('2');
  });

  it('still refuses a wrong one', async () => {
    expect(await inner('wrong-pass')).toMatchObject({ code: ErrorCode.WrongPassword, message: '请输入正确的密码' });
  });
});
