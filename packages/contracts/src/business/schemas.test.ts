import { describe, expect, it } from 'vitest';
import { businessEndpoints, feeEndpoints, userEndpoints } from '../schemas/index.ts';
import { countsAsVerified, EnterpriseStatus } from './constants.ts';

const auth = businessEndpoints.enterpriseAuth.body;
const valid = {
  createUser: 1,
  enterpriseName: '测试科技有限公司',
  legalPersonName: '张三',
  legalPersonId: '11010519491231002X',
  fileNames: [`${'a'.repeat(32)}.png`, `${'b'.repeat(32)}.jpg`, `${'c'.repeat(32)}.png`],
};
const firstMessage = (input: unknown) => {
  const result = auth.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('enterpriseAuth schema', () => {
  it('accepts a complete submission', () => {
    expect(firstMessage(valid)).toBeNull();
  });
  it('answers the spec messages', () => {
    expect(firstMessage({ ...valid, enterpriseName: '' })).toBe('请输入企业名称');
    expect(firstMessage({ ...valid, enterpriseName: '公' })).toBe('企业名称不正确');
    expect(firstMessage({ ...valid, legalPersonName: undefined })).toBe('请输入法人代表');
    expect(firstMessage({ ...valid, legalPersonName: '一二三四五六七八九十一二三四五六' })).toBe('格式不正确');
    expect(firstMessage({ ...valid, legalPersonId: '' })).toBe('请输入法人身份证号');
    expect(firstMessage({ ...valid, legalPersonId: '110105194912310021' })).toBe('身份证格式不正确');
    expect(firstMessage({ ...valid, fileNames: undefined })).toBe('请上传身份证正面照');
    expect(firstMessage({ ...valid, fileNames: [valid.fileNames[0]] })).toBe('请上传身份证反面照');
    expect(firstMessage({ ...valid, fileNames: [valid.fileNames[0], valid.fileNames[1], ''] })).toBe('请上传营业执照');
  });
});

describe('other schemas', () => {
  it('fee check accepts an empty body and the privilege is bounded', () => {
    expect(feeEndpoints.checkFeeLeft.body.safeParse({}).success).toBe(true);
    expect(userEndpoints.updateUser.body.safeParse({ phone: '13800000001', privilege: 128 }).success).toBe(true);
    expect(userEndpoints.updateUser.body.safeParse({ phone: '13800000001', privilege: 256 }).success).toBe(false);
    expect(userEndpoints.updateUser.body.safeParse({ privilege: 1 }).success).toBe(false);
  });
});

describe('countsAsVerified', () => {
  it('is true while the verification is under review and once it passed, false before and after a refusal', () => {
    expect(countsAsVerified(EnterpriseStatus.notVerified)).toBe(false);
    expect(countsAsVerified(EnterpriseStatus.reviewing)).toBe(true);
    expect(countsAsVerified(EnterpriseStatus.verified)).toBe(true);
    expect(countsAsVerified(EnterpriseStatus.failed)).toBe(false);
  });
});
