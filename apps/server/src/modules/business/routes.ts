import { ErrorCode, envelope } from '@console/contracts';
import { ATTACHMENT_LABELS, businessEndpoints } from '@console/contracts/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { businessConfigs, businesses, enterpriseAuths } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { businessConfigRows } from '../permissions/service.ts';

/**
 * Enterprise verification (with its attachments), business status and business configuration.
 * The business is always the session's: the auth hook has already refused a token of another
 * business (709006).
 */
export function registerBusinessRoutes(ctx: AppContext): void {
  const { router, db, clock, uploads } = ctx;

  async function businessStatus(businessId: number): Promise<number> {
    const [row] = await db.select({ status: businesses.status }).from(businesses).where(eq(businesses.id, businessId));
    return row?.status ?? 0;
  }

  router.sessionRoute(businessEndpoints.queryEntAuthByBusId, async ({ session }) => {
    const [row] = await db
      .select({
        enterpriseName: enterpriseAuths.enterpriseName,
        legalPersonName: enterpriseAuths.legalPersonName,
        legalPersonId: enterpriseAuths.legalPersonId,
        attachmentPath: enterpriseAuths.attachmentPath,
        status: businesses.status,
      })
      .from(enterpriseAuths)
      .innerJoin(businesses, eq(businesses.id, enterpriseAuths.businessId))
      .where(eq(enterpriseAuths.businessId, session.businessId));
    return envelope(row ? [row] : []);
  });

  router.sessionRoute(businessEndpoints.enterpriseAuth, async ({ body, session }) => {
    const owned = await uploads.ownsAll(session.businessId, 'entAuth', body.fileNames);
    const missing = owned.indexOf(false);
    if (missing >= 0) throw new AppError(ErrorCode.ParamInvalid, ATTACHMENT_LABELS[missing]);
    const now = clock();
    const values = {
      enterpriseName: body.enterpriseName,
      legalPersonName: body.legalPersonName,
      legalPersonId: body.legalPersonId.toUpperCase(),
      attachmentPath: body.fileNames.join(','),
      createUser: String(body.createUser ?? session.phone),
      updatedAt: now,
    };
    await db.transaction(async (tx) => {
      await tx
        .insert(enterpriseAuths)
        .values({ businessId: session.businessId, createdAt: now, ...values })
        .onConflictDoUpdate({ target: enterpriseAuths.businessId, set: values });
      await tx.update(businesses).set({ status: 1 }).where(eq(businesses.id, session.businessId));
    });
    return envelope([{ status: 1 }]);
  });

  router.sessionRoute(businessEndpoints.uploadEntAuthAttach, async ({ request, session }) => {
    const stored = await uploads.receive(request, session, 'entAuth');
    return envelope([{ attachPath: stored.name }]);
  });

  router.sessionRoute(businessEndpoints.entAuthAttach, async ({ query, reply, session }) =>
    uploads.send(reply, session.businessId, query.name, 'entAuth'),
  );

  router.sessionRoute(businessEndpoints.queryBusinessStatus, async ({ session }) =>
    envelope([{ status: await businessStatus(session.businessId) }]),
  );

  router.sessionRoute(
    businessEndpoints.updateBusinessStatus,
    async ({ body, session }) => {
      await db.update(businesses).set({ status: body.status }).where(eq(businesses.id, session.businessId));
      return envelope([{ status: body.status }]);
    },
    { operatorOnly: true },
  );

  router.sessionRoute(businessEndpoints.queryBusinessConfig, async ({ session }) =>
    envelope(await businessConfigRows(db, session.businessId)),
  );

  router.sessionRoute(
    businessEndpoints.saveBusinessConfig,
    async ({ body, session }) => {
      const now = clock();
      await db
        .insert(businessConfigs)
        .values({ businessId: session.businessId, key: body.key, value: body.value, updatedAt: now })
        .onConflictDoUpdate({
          target: [businessConfigs.businessId, businessConfigs.key],
          set: { value: body.value, updatedAt: now },
        });
      return envelope([{ key: body.key, value: body.value }]);
    },
    { operatorOnly: true },
  );
}
