import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/account.ts';

/**
 * The live (not deleted) members, of one enterprise or of all, as a subquery other modules' repos
 * may join and filter (team's member table, a group's agents): read only. The account module
 * decides what of a member others see; the database still answers in one statement.
 */
export function liveMembers(db: Db, businessId?: number) {
  return db
    .select({
      userId: users.id,
      businessId: users.businessId,
      surname: users.surname,
      phone: users.phone,
      master: users.master,
      role: users.role,
      privilege: users.privilege,
      bindStatus: users.bindStatus,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(isNull(users.deletedAt), businessId === undefined ? undefined : eq(users.businessId, businessId)))
    .as('live_members');
}
