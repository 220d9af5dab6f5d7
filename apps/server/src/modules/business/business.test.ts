import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { accountApi, businessApi, ErrorCode, type LoginResult, limits, userApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { jpegOfSize, tinyGif, tinyPng } from '../../test/images.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: LoginResult;
let other: LoginResult;
let otherBusinessId: number;
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login(MASTER_PHONE);
  const created = await createMember(t.database, { phone: '13700000011', businessName: '另一企业' });
  otherBusinessId = created.business.id;
  other = await t.login('13700000011');
});
afterAll(() => t.close());

function uploadAttach(who: LoginResult, file: Buffer, filename: string, contentType: string, businessId?: number) {
  return t.upload(businessApi.uploadEntAuthAttach, {
    token: who.token.access_token,
    businessId: businessId ?? who.business.id,
    file,
    filename,
    contentType,
    fields: { fileName: filename },
  });
}

function filesOf(businessId: number): string[] {
  const folder = join(t.dataDir, 'uploads', String(businessId));
  return existsSync(folder) ? readdirSync(folder) : [];
}

async function fetchAttach(who: LoginResult, businessId: number, name: string) {
  return t.app.inject({
    method: 'GET',
    url: `/bm/api/v1/business/${businessId}/entAuthAttach`,
    query: { name, token: who.token.access_token },
  });
}

describe('attachment uploads', () => {
  it('stores a real png under a server-generated name and serves it to its own business', async () => {
    const { body } = await uploadAttach(master, tinyPng(), '../../evil name.png', 'image/png');
    expect(body.code).toBe(0);
    const name = body.result.rows[0].attachPath;
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(filesOf(DEMO_BUSINESS_ID)).toContain(name);

    const image = await fetchAttach(master, DEMO_BUSINESS_ID, name);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(tinyPng())).toBe(true);
  });

  it('judges by content: a gif named .png and declared image/png is refused', async () => {
    const before = filesOf(DEMO_BUSINESS_ID).length;
    const { body } = await uploadAttach(master, tinyGif(), 'photo.png', 'image/png');
    expect(body).toMatchObject({ code: ErrorCode.ImageInvalid, message: '图片格式不正确' });
    expect(filesOf(DEMO_BUSINESS_ID).length).toBe(before);
  });

  it('refuses a file that starts like a zip and is not one as 图片格式不正确, on both image uploads', async () => {
    const brokenZip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26, 0xff), Buffer.from('x')]);
    const before = filesOf(DEMO_BUSINESS_ID).length;
    const attach = await uploadAttach(master, brokenZip, 'id.png', 'image/png');
    expect(attach.body).toMatchObject({ code: ErrorCode.ImageInvalid, message: '图片格式不正确' });
    const photo = await t.upload(userApi.uploadHeadPhoto, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
      file: brokenZip,
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(photo.body).toMatchObject({ code: ErrorCode.ImageInvalid, message: '图片格式不正确' });
    expect(filesOf(DEMO_BUSINESS_ID).length).toBe(before);
  });

  it('refuses a NUL in the file name or the fileName field, storing nothing', async () => {
    const before = filesOf(DEMO_BUSINESS_ID).length;
    const inName = await uploadAttach(master, tinyPng(), 'id\u0000.png', 'image/png');
    expect(inName.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '文件名格式错误' });
    const inField = await t.upload(businessApi.uploadEntAuthAttach, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
      file: tinyPng(),
      filename: 'id.png',
      contentType: 'image/png',
      fields: { fileName: 'id\u0000.png' },
    });
    expect(inField.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '文件名格式错误' });
    expect(filesOf(DEMO_BUSINESS_ID).length).toBe(before);
  });

  it('accepts a jpeg named .gif and stores it as .jpg', async () => {
    const { body } = await uploadAttach(master, jpegOfSize(2048), 'odd.gif', 'image/gif');
    expect(body.code).toBe(0);
    expect(body.result.rows[0].attachPath).toMatch(/\.jpg$/);
  });

  it('refuses a jpeg over 5120 KB without keeping any part of it', async () => {
    const before = filesOf(DEMO_BUSINESS_ID);
    const { body } = await uploadAttach(master, jpegOfSize(limits.uploadMaxBytes + 1), 'big.jpg', 'image/jpeg');
    expect(body).toMatchObject({ code: ErrorCode.ImageTooLarge, message: '图片大小不能超过5MB' });
    expect(filesOf(DEMO_BUSINESS_ID)).toEqual(before);
    const exact = await uploadAttach(master, jpegOfSize(limits.uploadMaxBytes), 'max.jpg', 'image/jpeg');
    expect(exact.body.code).toBe(0);
  });

  it('answers over real HTTP too: a 6 MB jpeg gets the envelope, not a reset connection', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const form = new FormData();
    form.append('fileName', 'big.jpg');
    form.append('attach', new Blob([jpegOfSize(6 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
    const response = await fetch(
      `${address}/bm/api/v1/business/${DEMO_BUSINESS_ID}/uploadEntAuthAttach?token=${master.token.access_token}`,
      { method: 'POST', body: form },
    );
    expect(await response.json()).toMatchObject({ code: ErrorCode.ImageTooLarge, message: '图片大小不能超过5MB' });
  });

  it('answers 上传失败 without a file', async () => {
    const json = await t.call(businessApi.uploadEntAuthAttach, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
      body: {},
    });
    expect(json.body).toMatchObject({ code: ErrorCode.UploadFailed, message: '上传失败' });
  });

  it('keeps other businesses out: 709006 through the path, not found by name', async () => {
    const { body } = await uploadAttach(master, tinyPng(), 'a.png', 'image/png');
    const name = body.result.rows[0].attachPath;
    const throughPath = await fetchAttach(other, DEMO_BUSINESS_ID, name);
    expect(throughPath.json().code).toBe(ErrorCode.BusinessMismatch);
    const byName = await fetchAttach(other, otherBusinessId, name);
    expect(byName.statusCode).toBe(404);
    expect(byName.json().code).toBe(ErrorCode.NotFound);
    const uploadInto = await uploadAttach(other, tinyPng(), 'a.png', 'image/png', DEMO_BUSINESS_ID);
    expect(uploadInto.body.code).toBe(ErrorCode.BusinessMismatch);
  });

  it('refuses a name that is not a stored file name', async () => {
    const image = await fetchAttach(master, DEMO_BUSINESS_ID, '../../../etc/passwd');
    expect(image.json()).toMatchObject({ code: ErrorCode.ParamInvalid, message: '文件名格式错误' });
  });
});

describe('enterprise verification', () => {
  const valid = {
    enterpriseName: '演示科技有限公司',
    legalPersonName: '张三',
    legalPersonId: '11010519491231002x',
  };

  async function threeUploads(who: LoginResult): Promise<string[]> {
    const names: string[] = [];
    for (let i = 0; i < 3; i++)
      names.push((await uploadAttach(who, tinyPng(), `${i}.png`, 'image/png')).body.result.rows[0].attachPath);
    return names;
  }

  function submit(who: LoginResult, body: unknown) {
    return t.call(businessApi.enterpriseAuth, { token: who.token.access_token, businessId: who.business.id, body });
  }

  it('validates with the spec messages', async () => {
    const fileNames = await threeUploads(master);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ enterpriseName: '' }, ErrorCode.ParamRequired, '请输入企业名称'],
      [{ enterpriseName: 'A' }, ErrorCode.ParamInvalid, '企业名称不正确'],
      [{ enterpriseName: '公'.repeat(31) }, ErrorCode.ParamInvalid, '企业名称不正确'],
      [{ legalPersonName: undefined }, ErrorCode.ParamRequired, '请输入法人代表'],
      [{ legalPersonName: '名'.repeat(16) }, ErrorCode.ParamInvalid, '格式不正确'],
      [{ legalPersonId: ' ' }, ErrorCode.ParamRequired, '请输入法人身份证号'],
      [{ legalPersonId: '110105194912310021' }, ErrorCode.ParamInvalid, '身份证格式不正确'],
      [{ legalPersonId: '11010519491231002' }, ErrorCode.ParamInvalid, '身份证格式不正确'],
      [{ fileNames: undefined }, ErrorCode.ParamRequired, '请上传身份证正面照'],
      [{ fileNames: [fileNames[0]] }, ErrorCode.ParamRequired, '请上传身份证反面照'],
      [{ fileNames: [fileNames[0], fileNames[1], ''] }, ErrorCode.ParamRequired, '请上传营业执照'],
    ];
    for (const [change, code, message] of cases) {
      const { body } = await submit(master, { ...valid, fileNames, ...change });
      expect(body, message).toMatchObject({ code, message });
    }
  });

  it('accepts only uploads of this business', async () => {
    const mine = await threeUploads(master);
    const theirs = await threeUploads(other);
    const { body } = await submit(master, { ...valid, fileNames: [mine[0], theirs[1], mine[2]] });
    expect(body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '请上传身份证反面照' });
    const invented = await submit(master, { ...valid, fileNames: [mine[0], mine[1], `${'0'.repeat(32)}.png`] });
    expect(invented.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '请上传营业执照' });
  });

  it('saves, sets the status to 1 and answers the saved data', async () => {
    const status = async () =>
      (
        await t.call(businessApi.queryBusinessStatus, {
          token: master.token.access_token,
          businessId: DEMO_BUSINESS_ID,
          body: {},
        })
      ).body.result.rows[0].status;
    expect(await status()).toBe(0);
    const none = await t.call(businessApi.queryEntAuthByBusId, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
      body: {},
    });
    // Always a row: the status, with empty data until something was submitted.
    expect(none.body.result.rows).toEqual([
      { enterpriseName: '', legalPersonName: '', legalPersonId: '', attachmentPath: '', status: 0, remark: '' },
    ]);

    const fileNames = await threeUploads(master);
    const { body } = await submit(master, { ...valid, createUser: MASTER_PHONE, fileNames });
    expect(body.code).toBe(0);
    expect(await status()).toBe(1);
    const saved = await t.call(businessApi.queryEntAuthByBusId, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
      body: {},
    });
    expect(saved.body.result.rows).toEqual([
      {
        enterpriseName: valid.enterpriseName,
        legalPersonName: valid.legalPersonName,
        legalPersonId: '11010519491231002X',
        attachmentPath: fileNames.join(','),
        status: 1,
        remark: '',
      },
    ]);
    const info = await t.call(accountApi.queryAccountInfo, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
    });
    expect(info.body.result.rows[0].business.status).toBe(1);
  });

  it("is the main account's: a member may not submit, upload or see the legal person's data", async () => {
    const member = await t.login(MEMBER_PHONE);
    const fileNames = await threeUploads(master);
    await submit(master, { ...valid, fileNames });
    const asMember = { token: member.token.access_token, businessId: DEMO_BUSINESS_ID };

    const denied = await submit(member, { ...valid, enterpriseName: '成员提交的企业', fileNames });
    expect(denied.body).toMatchObject({ code: ErrorCode.AccessDenied });
    const upload = await uploadAttach(member, tinyPng(), 'id.png', 'image/png');
    expect(upload.body).toMatchObject({ code: ErrorCode.AccessDenied });
    const image = await fetchAttach(member, DEMO_BUSINESS_ID, fileNames[0]);
    expect(image.json()).toMatchObject({ code: ErrorCode.AccessDenied });

    const seen = await t.call(businessApi.queryEntAuthByBusId, { ...asMember, body: {} });
    expect(seen.body.result.rows).toEqual([
      {
        enterpriseName: valid.enterpriseName,
        legalPersonName: '',
        legalPersonId: '',
        attachmentPath: '',
        status: 1,
        remark: '',
      },
    ]);
    const byMaster = await t.call(businessApi.queryEntAuthByBusId, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
      body: {},
    });
    expect(byMaster.body.result.rows[0].enterpriseName).toBe(valid.enterpriseName);
  });
});

describe('operator status change', () => {
  it('sets the status', async () => {
    const operator = await t.innerLogin(otherBusinessId);
    const { body } = await t.call(businessApi.updateBusinessStatus, {
      token: operator.token.access_token,
      businessId: otherBusinessId,
      body: { status: 2 },
    });
    expect(body.code).toBe(0);
    const status = await t.call(businessApi.queryBusinessStatus, {
      token: other.token.access_token,
      businessId: otherBusinessId,
      body: {},
    });
    expect(status.body.result.rows[0].status).toBe(2);
  });

  it('keeps the remark of a failure for the enterprise to read, and drops it with the next status', async () => {
    const operator = await t.innerLogin(otherBusinessId);
    const set = (body: { status: number; remark?: string }) =>
      t.call(businessApi.updateBusinessStatus, {
        token: operator.token.access_token,
        businessId: otherBusinessId,
        body,
      });
    const seen = async () =>
      (
        await t.call(businessApi.queryEntAuthByBusId, {
          token: other.token.access_token,
          businessId: otherBusinessId,
          body: {},
        })
      ).body.result.rows[0];
    expect((await set({ status: 3, remark: '营业执照不清晰' })).body.code).toBe(0);
    expect(await seen()).toMatchObject({ status: 3, remark: '营业执照不清晰' });
    expect((await set({ status: 2, remark: '不该保存' })).body.code).toBe(0);
    expect(await seen()).toMatchObject({ status: 2, remark: '' });
    const long = await set({ status: 3, remark: '长'.repeat(201) });
    expect(long.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '审核意见不能超过200个字符' });
    expect(await seen()).toMatchObject({ status: 2, remark: '' });
  });

  it.each([[7], [-1], ['x']])('stores only a defined status, not %j', async (value) => {
    const operator = await t.innerLogin(otherBusinessId);
    const { body } = await t.call(businessApi.updateBusinessStatus, {
      token: operator.token.access_token,
      businessId: otherBusinessId,
      body: { status: value },
    });
    expect(body).toMatchObject({ code: ErrorCode.ParamInvalid });
    expect(body.message).toMatch(/^企业状态/);
    const status = await t.call(businessApi.queryBusinessStatus, {
      token: other.token.access_token,
      businessId: otherBusinessId,
      body: {},
    });
    expect(status.body.result.rows[0].status).toBe(2);
  });
});

describe('head photo', () => {
  it('stores a png as the member head photo and serves it to the same business only', async () => {
    const { body } = await t.upload(userApi.uploadHeadPhoto, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
      file: tinyPng(),
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(body.code).toBe(0);
    const name = body.result.rows[0].headPhoto;
    const info = await t.call(accountApi.queryAccountInfo, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
    });
    expect(info.body.result.rows[0].user.headPhoto).toBe(name);
    const url = (who: LoginResult, businessId: number) => ({
      method: 'GET' as const,
      url: `/uc/api/v1/account/${businessId}/headPhoto`,
      query: { name, token: who.token.access_token },
    });
    const mine = await t.app.inject(url(master, DEMO_BUSINESS_ID));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect((await t.app.inject(url(other, otherBusinessId))).statusCode).toBe(404);
    // An enterprise attachment is not a head photo.
    const gif = await t.upload(userApi.uploadHeadPhoto, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
      file: tinyGif(),
      filename: 'me.jpg',
      contentType: 'image/jpeg',
    });
    expect(gif.body.code).toBe(ErrorCode.ImageInvalid);
  });
});
