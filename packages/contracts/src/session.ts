import type { MasterFlag } from './account/endpoints.ts';

/** The master flag's values: a member, the enterprise's main account, the platform operator's inner login. */
export const Master = { member: 0, main: 1, operator: '2' } as const;

/** The signed-in user as the console keeps it in sessionStorage (spec section 3). */
export interface SessionUser {
  account: string;
  id: number;
  surname: string;
  photo: string;
  bindStatus: 0 | 1;
  token: string;
  master: MasterFlag;
  business: { id: number; name: string; status: number; lack: boolean };
  dn: string;
  dnCode: string;
  privilege: number[];
  /** A member added by the master who has not yet replaced the initial password (absent: false). */
  mustChangePassword?: boolean;
}

/**
 * A member's privilege integer as the bit array the console checks: 8 bits for members (bit i is
 * the i-th lowest bit, i.e. the binary string reversed), 4 bits for the inner-login account.
 */
export function privilegeBits(privilege: number, master: MasterFlag): number[] {
  const width = master === Master.operator ? 4 : 8;
  return Array.from({ length: width }, (_, i) => (privilege >> i) & 1);
}

export const PrivilegeBit = { reportExport: 3, statistics: 6, team: 7 } as const;
