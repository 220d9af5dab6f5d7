import {
  type AccountInfo,
  type BusinessSummary,
  type LoginResult,
  Master,
  type MasterFlag,
  type UserInfoRow,
} from '@console/contracts';
import type { IssuedToken } from './sessions.ts';

/** The rows of login, inner login and registration (contracts LoginResult / AccountInfo). */
interface MemberRow {
  id: number;
  phone: string;
  surname: string;
  headPhoto: string;
  bindStatus: number;
  master: boolean;
  privilege: number;
  mustChangePassword: boolean;
}

type AgentLink = LoginResult['agent'];

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
const memberMaster = (row: MemberRow): MasterFlag => (row.master ? Master.main : Master.member);

function token(issued: IssuedToken): LoginResult['token'] {
  return { access_token: issued.token, expires_in: issued.expiresIn };
}

/** The login's member: the user info without the phone the person just typed. */
function loginResult(user: UserInfoRow, biz: BusinessRow, issued: IssuedToken, agent: AgentLink): LoginResult {
  const { phone: _phone, ...member } = user;
  return {
    account: { id: member.id, headPhoto: member.headPhoto },
    member,
    token: token(issued),
    business: business(biz),
    agent,
  };
}

export function memberLoginResult(
  member: MemberRow,
  biz: BusinessRow,
  issued: IssuedToken,
  agent: AgentLink = null,
): LoginResult {
  return loginResult(memberUser(member), biz, issued, agent);
}

export function operatorLoginResult(operator: OperatorRow, biz: BusinessRow, issued: IssuedToken): LoginResult {
  return loginResult(operatorUser(operator), biz, issued, null);
}

/** A member as the account info and the user info answer them. */
export function memberUser(member: MemberRow): UserInfoRow {
  return {
    id: member.id,
    phone: member.phone,
    surname: member.surname,
    headPhoto: member.headPhoto,
    bindStatus: bindStatus(member.bindStatus),
    master: memberMaster(member),
    privilege: member.privilege,
    mustChangePassword: member.mustChangePassword ? 1 : 0,
  };
}

/** The inner-login account in the member's place: no photo, no WeChat binding. */
export function operatorUser(operator: OperatorRow): UserInfoRow {
  return {
    id: operator.id,
    phone: operator.phone,
    surname: operator.name,
    headPhoto: '',
    bindStatus: 0,
    master: Master.operator,
    privilege: operator.privilege,
    mustChangePassword: 0,
  };
}

export function memberAccountInfo(member: MemberRow, biz: BusinessRow, agent: AgentLink): AccountInfo {
  return { user: memberUser(member), business: business(biz), agent };
}

export function operatorAccountInfo(operator: OperatorRow, biz: BusinessRow): AccountInfo {
  return { user: operatorUser(operator), business: business(biz), agent: null };
}
