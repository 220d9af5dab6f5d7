import { PrivilegeBit } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { demoAccountInfo, demoLogin } from '../../../test/fixtures.ts';
import { sessionFromAccountInfo, sessionFromLogin } from './build-session.ts';

describe('sessionFromLogin', () => {
  it('builds the session user from the login answer and the typed phone', () => {
    expect(sessionFromLogin(demoLogin, '13800000000')).toEqual({
      account: '13800000000',
      id: 7,
      surname: '演示管理员',
      photo: '',
      bindStatus: 0,
      token: 'token-abc',
      master: 1,
      business: { id: 10000, name: '演示企业', status: 2, lack: false },
      dn: '8001',
      dnCode: 'dn-8001',
      privilege: [0, 0, 0, 1, 0, 0, 1, 1],
      mustChangePassword: false,
    });
  });

  it('reads privilege bits lowest first, 8 of them for members', () => {
    const user = sessionFromLogin({ ...demoLogin, member: { ...demoLogin.member, master: 0, privilege: 72 } }, 'x');
    expect(user.privilege).toEqual([0, 0, 0, 1, 0, 0, 1, 0]);
    expect(user.privilege[PrivilegeBit.reportExport]).toBe(1);
    expect(user.privilege[PrivilegeBit.statistics]).toBe(1);
    expect(user.privilege[PrivilegeBit.team]).toBe(0);
  });

  it('gives the inner-login account (master 2) a 4-bit privilege array', () => {
    const user = sessionFromLogin(
      { ...demoLogin, member: { ...demoLogin.member, master: '2', privilege: 0b1010 } },
      'x',
    );
    expect(user.master).toBe('2');
    expect(user.privilege).toEqual([0, 1, 0, 1]);
  });

  it('leaves the extension empty when the member has no agent', () => {
    const user = sessionFromLogin({ ...demoLogin, agent: null }, 'x');
    expect(user.dn).toBe('');
    expect(user.dnCode).toBe('');
  });
});

describe('sessionFromAccountInfo', () => {
  it('takes the account from the user record and keeps the given token', () => {
    const user = sessionFromAccountInfo(demoAccountInfo, 'token-xyz');
    expect(user).toMatchObject({
      account: '13800000001',
      id: 8,
      surname: '演示成员',
      photo: '/photo.png',
      bindStatus: 1,
      token: 'token-xyz',
      master: 0,
      business: { id: 10000, name: '演示企业', status: 1, lack: false },
      dn: '',
    });
    expect(user.privilege).toEqual([0, 0, 0, 1, 0, 0, 1, 0]);
  });
});
