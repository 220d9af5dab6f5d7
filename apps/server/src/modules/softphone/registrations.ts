import type { Db } from '../../db/database.ts';
import type { SessionService } from '../account/index.ts';
import { agentDn } from '../team/index.ts';
import type { AgentRegistrations } from '../telephony/index.ts';
import { sipCredentialsOf } from './repo.ts';

/**
 * What a SIP endpoint checks a REGISTER against: the console sessions behind the tokens, the
 * member's agent extension, and the digests kept when the SDK logged in with each token.
 */
export function agentRegistrations(deps: { db: Db; sessions: SessionService }): AgentRegistrations {
  const { db, sessions } = deps;
  return {
    resolve: (token) => sessions.resolve(db, token),
    resolveHash: (tokenHash) => sessions.resolveHash(db, tokenHash),
    extensionOf: (userId) => agentDn(db, userId),
    digestsOf: (dn) => sipCredentialsOf(db, dn),
  };
}
