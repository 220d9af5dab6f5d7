import { businessApi, type SessionUser, userApi } from '@console/contracts';
import { buildApiUrl } from '../http/api-url.ts';

/** The URL of a member's head photo (a server-generated name), fetched with the session's token. */
export function headPhotoUrl(user: Pick<SessionUser, 'photo' | 'token' | 'business'>): string | undefined {
  if (!user.photo) return undefined;
  return buildApiUrl(userApi.headPhoto, {
    businessId: user.business.id,
    token: user.token,
    query: { name: user.photo },
  });
}

/** The URL of an enterprise-verification attachment, only served to a session of the same business. */
export function entAuthAttachUrl(user: Pick<SessionUser, 'token' | 'business'>, name: string): string {
  return buildApiUrl(businessApi.entAuthAttach, { businessId: user.business.id, token: user.token, query: { name } });
}
