import type { AccountInfo, BusinessSummary, LoginResult, MasterFlag } from '@console/contracts';
import type { IssuedToken } from '../session/service.ts';

/** The rows of login, inner login and registration (contracts LoginResult / AccountInfo). */
interface MemberRow {
  id: number;
  phone: string;
  surname: string;
  headPhoto: string;
  bindStatus: number;
  master: boolean;
  privilege: number;
}

interface OperatorRow {
  id: number;
  phone: string;
  name: string;
  privilege: number;
}

interface BusinessRow {
  id: number;
  name: string;
  status: number;
}

const business = (row: BusinessRow): BusinessSummary => ({ id: row.id, name: row.name, status: row.status });
const bindStatus = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const memberMaster = (row: MemberRow): MasterFlag => (row.master ? 1 : 0);

function token(issued: IssuedToken): LoginResult['token'] {
  return { access_token: issued.token, expires_in: issued.expiresIn };
}

export function memberLoginResult(member: MemberRow, biz: BusinessRow, issued: IssuedToken): LoginResult {
  return {
    member: {
      id: member.id,
      surname: member.surname,
      headPhoto: member.headPhoto,
      bindStatus: bindStatus(member.bindStatus),
      master: memberMaster(member),
      privilege: member.privilege,
    },
    token: token(issued),
    business: business(biz),
    agent: null,
  };
}

export function operatorLoginResult(operator: OperatorRow, biz: BusinessRow, issued: IssuedToken): LoginResult {
  return {
    member: {
      id: operator.id,
      surname: operator.name,
      headPhoto: '',
      bindStatus: 0,
      master: '2',
      privilege: operator.privilege,
    },
    token: token(issued),
    business: business(biz),
    agent: null,
  };
}

export function memberAccountInfo(member: MemberRow, biz: BusinessRow): AccountInfo {
  return {
    user: {
      id: member.id,
      phone: member.phone,
      surname: member.surname,
      headPhoto: member.headPhoto,
      bindStatus: bindStatus(member.bindStatus),
      master: memberMaster(member),
      privilege: member.privilege,
    },
    business: business(biz),
    agent: null,
  };
}

export function operatorAccountInfo(operator: OperatorRow, biz: BusinessRow): AccountInfo {
  return {
    user: {
      id: operator.id,
      phone: operator.phone,
      surname: operator.name,
      headPhoto: '',
      bindStatus: 0,
      master: '2',
      privilege: operator.privilege,
    },
    business: business(biz),
    agent: null,
  };
}
