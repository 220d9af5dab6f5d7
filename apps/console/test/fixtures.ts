import type { AccountInfo, LoginResult, RuntimeConfig, SessionUser } from '@console/contracts';
import { setConfigFileOrigin } from '../src/shared/config/config-file.ts';
import { setRuntimeConfig, withDefaults } from '../src/shared/config/runtime-config.ts';
import { useSessionStore } from '../src/shared/session/session-store.ts';

/** Runtime config pointing every service at a test server's origin. */
export function configureForTest(origin: string, overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  const config = withDefaults({ interfaceUrl: origin, encrypt: false, ...overrides });
  setRuntimeConfig(config);
  setConfigFileOrigin(origin);
  return config;
}

export const demoLogin: LoginResult = {
  account: { id: 7, headPhoto: '' },
  member: {
    id: 7,
    surname: '演示管理员',
    headPhoto: '',
    bindStatus: 0,
    master: 1,
    privilege: 0b1100_1000,
    mustChangePassword: 0,
  },
  token: { access_token: 'token-abc', expires_in: 7200 },
  business: { id: 10000, name: '演示企业', status: 2 },
  agent: { dn: '8001', dnCode: 'dn-8001' },
};

export const demoAccountInfo: AccountInfo = {
  user: {
    id: 8,
    phone: '13800000001',
    surname: '演示成员',
    headPhoto: '/photo.png',
    bindStatus: 1,
    master: 0,
    privilege: 0b0100_1000,
    mustChangePassword: 0,
  },
  business: { id: 10000, name: '演示企业', status: 1 },
  agent: null,
};

export const demoSession: SessionUser = {
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
};

export function signInForTest(user: SessionUser = demoSession): void {
  useSessionStore.getState().signIn(user);
}

export function signOutForTest(): void {
  useSessionStore.getState().signOut();
}
