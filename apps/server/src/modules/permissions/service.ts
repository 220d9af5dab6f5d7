import { mergePermissions, type Permissions, privilegeBits, type Viewer } from '@console/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { SessionContext } from '../account/sessions.ts';
import { businessConfigRows } from '../business/repo.ts';

/**
 * A business's permissions: its business-config rows merged over DEFAULT_PERMISSIONS. Cached per
 * request (a gated call and its handler read them once), never across requests, so an operator's
 * change applies to the next call.
 */
export class PermissionService {
  private readonly perRequest = new WeakMap<FastifyRequest, Promise<Permissions>>();

  constructor(private readonly db: Db) {}

  load(businessId: number): Promise<Permissions> {
    return businessConfigRows(this.db, businessId).then(mergePermissions);
  }

  forRequest(request: FastifyRequest, businessId: number): Promise<Permissions> {
    let cached = this.perRequest.get(request);
    if (!cached) {
      cached = this.load(businessId);
      this.perRequest.set(request, cached);
    }
    return cached;
  }
}

/** The viewer of permissions.ts for a session: master flag and privilege bits. */
export function viewerOf(session: Pick<SessionContext, 'master' | 'privilege'>): Viewer {
  return { master: session.master, privilege: privilegeBits(session.privilege, session.master) };
}
