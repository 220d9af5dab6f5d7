import { mergePermissions, type Permissions, privilegeBits, type Viewer } from '@console/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { SessionContext } from '../account/index.ts';
import * as repo from './repo.ts';

/**
 * A business's permissions: its business-config rows merged over DEFAULT_PERMISSIONS. Cached per
 * request (a gated call and its handler read them once), never across requests, so an operator's
 * change applies to the next call.
 */
export class PermissionService {
  private readonly perRequest = new WeakMap<FastifyRequest, Promise<Permissions>>();

  constructor(private readonly db: Db) {}

  load(businessId: number): Promise<Permissions> {
    return repo.businessConfigRows(this.db, businessId).then(mergePermissions);
  }

  /** The stored rows themselves (queryBusinessConfig), in key order. */
  configRows(businessId: number): Promise<{ key: string; value: string }[]> {
    return repo.businessConfigRows(this.db, businessId);
  }

  /** Sets one key of the business's config (the operator's flags, the monitor's colours). */
  saveConfig(businessId: number, entry: { key: string; value: string }, now: Date): Promise<void> {
    return repo.saveBusinessConfig(this.db, businessId, entry, now);
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
