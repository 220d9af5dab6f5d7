/**
 * Accounts: the enterprises, their members, the platform's operators and their sessions (who is
 * calling, and the tenancy guard every module applies). A platform module with no routes of its
 * own: the auth plugins stand on it, and login, registration, personal info and team management
 * use it. It owns businesses, users, operators, sessions and login_failures.
 */

export {
  accountName,
  bindStatusOf,
  businessStatus,
  clearMustChangePassword,
  insertBusiness,
  insertMember,
  markMemberDeleted,
  memberIdByPhone,
  membersOf,
  renameBusiness,
  setBindStatus,
  setBusinessStatus,
  setHeadPhoto,
  updateMember,
  verificationOf,
} from './members-repo.ts';
export {
  clearFailures,
  clearInnerFailures,
  findBusiness,
  findMemberById,
  findMemberByPhone,
  findOperatorById,
  findOperatorByPhone,
  innerLoginState,
  memberOrMaster,
  phoneRegistered,
  recentFailureCount,
  recordFailure,
  recordInnerFailure,
  setPasswordHash,
} from './repo.ts';
export {
  memberAccountInfo,
  memberLoginResult,
  memberUser,
  operatorAccountInfo,
  operatorLoginResult,
  operatorUser,
} from './results.ts';
export { memberOfPhone, operatorOfPhone, seedBusiness, seedMember, seedOperator } from './seed.ts';
export type { RevokeReason } from './session-repo.ts';
export { type IssuedToken, type SessionContext, SessionService } from './sessions.ts';
export { checkBusiness, ownerOf, type RowOwner } from './tenancy.ts';
export { liveMembers } from './views.ts';
