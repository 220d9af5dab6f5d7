import { type AccountInfo, type LoginResult, privilegeBits, type SessionUser } from '@console/contracts';

type Member = LoginResult['member'];

function sessionUser(
  member: Member,
  account: string,
  token: string,
  business: LoginResult['business'],
  agent: LoginResult['agent'],
): SessionUser {
  return {
    account,
    id: member.id,
    surname: member.surname,
    photo: member.headPhoto ?? '',
    bindStatus: member.bindStatus === 1 ? 1 : 0,
    token,
    master: member.master,
    // lack (missing communication fees) comes from the fee check the shell makes after login.
    business: { id: business.id, name: business.name, status: business.status, lack: false },
    dn: agent?.dn ?? '',
    dnCode: agent?.dnCode ?? '',
    privilege: privilegeBits(member.privilege, member.master),
    mustChangePassword: member.mustChangePassword === 1,
  };
}

/** The login answer does not repeat the phone number, so the account is the one the user typed. */
export function sessionFromLogin(result: LoginResult, account: string): SessionUser {
  return sessionUser(result.member, account, result.token.access_token, result.business, result.agent);
}

export function sessionFromAccountInfo(info: AccountInfo, token: string): SessionUser {
  return sessionUser(info.user, info.user.phone, token, info.business, info.agent);
}
