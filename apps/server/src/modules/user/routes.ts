import {
  ErrorCode,
  envelope,
  PASSWORD_PATTERN,
  type UserInfoRow,
  type UserListRow,
  WEIXIN_SCAN_PATH,
  type WeixinBindTicketRow,
} from '@console/contracts';
import { userEndpoints } from '@console/contracts/schemas';
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { countAll } from '../../db/database.ts';
import { users, weixinBindTickets } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { findMemberById, findOperatorById } from '../account/repo.ts';
import type { SessionContext } from '../session/service.ts';

const BIND_TICKET_TTL_MS = 5 * 60_000;

const scanQuery = z.object({
  ticket: z.string({ error: '二维码参数不能为空' }).trim().min(1, '二维码参数不能为空').max(200, '二维码参数格式错误'),
});

/** Calls only an enterprise member can make (the inner-login account has no member record). */
function memberId(session: SessionContext): number {
  if (session.userId === null) throw new AppError(ErrorCode.AccessDenied);
  return session.userId;
}

const bit = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/**
 * The signed-in person's own account (password, head photo, WeChat binding) and the members of
 * the enterprise. The WeChat binding is simulated: a ticket stands for the QR code, and outside
 * production GET /dev/wechat/scan?ticket=… is the scan that binds the member. Every binding
 * change is published as bindStatusChanged for the real-time module.
 */
export function registerUserRoutes(ctx: AppContext): void {
  const { router, db, clock, passwords, sessions, uploads, events, config, app } = ctx;

  async function setBindStatus(businessId: number, userId: number, bindStatus: 0 | 1): Promise<void> {
    await db.update(users).set({ bindStatus }).where(eq(users.id, userId));
    events.emit('bindStatusChanged', { businessId, userId, bindStatus });
  }

  router.sessionRoute(userEndpoints.queryUserInfo, async ({ session }) => {
    if (session.userId !== null) {
      const found = await findMemberById(db, session.userId);
      if (!found) throw new AppError(ErrorCode.TokenUnknown);
      const { member } = found;
      const row: UserInfoRow = {
        id: member.id,
        phone: member.phone,
        surname: member.surname,
        headPhoto: member.headPhoto,
        bindStatus: bit(member.bindStatus),
        master: member.master ? 1 : 0,
        privilege: member.privilege,
      };
      return envelope([row]);
    }
    const operator = session.operatorId === null ? undefined : await findOperatorById(db, session.operatorId);
    if (!operator) throw new AppError(ErrorCode.TokenUnknown);
    const row: UserInfoRow = {
      id: operator.id,
      phone: operator.phone,
      surname: operator.name,
      headPhoto: '',
      bindStatus: 0,
      master: '2',
      privilege: operator.privilege,
    };
    return envelope([row]);
  });

  router.sessionRoute(userEndpoints.updatePassword, async ({ body, session }) => {
    const userId = memberId(session);
    const found = await findMemberById(db, userId);
    if (!found) throw new AppError(ErrorCode.TokenUnknown);
    const phone = found.member.phone;
    const oldPassword = passwords.read(body.oldPassword, phone, body.timestamp);
    if (oldPassword === null || !(await verifyPassword(oldPassword, found.member.passwordHash))) {
      throw new AppError(ErrorCode.WrongPassword, '原密码错误');
    }
    const newPassword = passwords.read(body.newPassword, phone, body.timestamp);
    if (newPassword === null || !PASSWORD_PATTERN.test(newPassword)) throw new AppError(ErrorCode.InvalidPassword);
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      // The other browsers of this account may have been the reason for the change.
      await sessions.revokeOthersOfUser(tx, userId, session.sessionId, 'password_changed');
    });
    return envelope();
  });

  router.sessionRoute(userEndpoints.uploadHeadPhoto, async ({ request, session }) => {
    const userId = memberId(session);
    const stored = await uploads.receive(request, session, 'headPhoto');
    await db.update(users).set({ headPhoto: stored.name }).where(eq(users.id, userId));
    return envelope([{ headPhoto: stored.name }]);
  });

  router.sessionRoute(userEndpoints.headPhoto, async ({ query, reply, session }) =>
    uploads.send(reply, session.businessId, query.name, 'headPhoto'),
  );

  router.sessionRoute(userEndpoints.unbindWeixinMp, async ({ session }) => {
    await setBindStatus(session.businessId, memberId(session), 0);
    return envelope([{ bindStatus: 0 }]);
  });

  router.sessionRoute(userEndpoints.createWeixinBindTicket, async ({ session }) => {
    const userId = memberId(session);
    const ticket = newToken();
    const now = clock();
    const expiresAt = addMs(now, BIND_TICKET_TTL_MS);
    await db.insert(weixinBindTickets).values({
      ticketHash: sha256(ticket),
      businessId: session.businessId,
      userId,
      expiresAt,
      createdAt: now,
    });
    const row: WeixinBindTicketRow = {
      ticket,
      scanUrl: config.production ? '' : `${WEIXIN_SCAN_PATH}?ticket=${encodeURIComponent(ticket)}`,
      expiresAt: expiresAt.toISOString(),
    };
    return envelope([row]);
  });

  router.sessionRoute(userEndpoints.queryUserList, async ({ body, session }) => {
    const where = and(
      eq(users.businessId, session.businessId),
      body.phone ? like(users.phone, `%${body.phone.replace(/[%_\\]/g, '')}%`) : undefined,
    );
    const [{ n }] = await db.select({ n: countAll() }).from(users).where(where);
    const found = await db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(body.pageSize)
      .offset((body.pageIndex - 1) * body.pageSize);
    const rows: UserListRow[] = found.map((u) => ({
      id: u.id,
      phone: u.phone,
      surname: u.surname,
      master: u.master ? 1 : 0,
      privilege: u.privilege,
      bindStatus: bit(u.bindStatus),
    }));
    return envelope(rows, n);
  });

  router.sessionRoute(userEndpoints.updateUser, async ({ body, session }) => {
    if (session.master !== 1 && session.master !== '2') throw new AppError(ErrorCode.AccessDenied);
    const [target] = await db
      .select({ id: users.id, phone: users.phone, surname: users.surname, privilege: users.privilege })
      .from(users)
      .where(
        and(
          eq(users.businessId, session.businessId),
          body.id !== undefined ? eq(users.id, body.id) : undefined,
          body.phone !== undefined ? eq(users.phone, body.phone) : undefined,
        ),
      )
      .limit(1);
    if (!target) throw new AppError(ErrorCode.NotFound, '成员不存在');
    const changes = {
      ...(body.surname ? { surname: body.surname } : {}),
      ...(body.privilege !== undefined ? { privilege: body.privilege } : {}),
    };
    if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, target.id));
    return envelope([{ ...target, ...changes }]);
  });

  if (!config.production) {
    // The simulator's scan: what WeChat would report after the member scanned the QR code.
    app.get(WEIXIN_SCAN_PATH, { schema: { querystring: scanQuery } }, async (request) => {
      const { ticket } = request.query as z.output<typeof scanQuery>;
      const now = clock();
      const [row] = await db
        .update(weixinBindTickets)
        .set({ usedAt: now })
        .where(and(eq(weixinBindTickets.ticketHash, sha256(ticket)), isNull(weixinBindTickets.usedAt)))
        .returning();
      if (!row || row.expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.BindTicketInvalid);
      await setBindStatus(row.businessId, row.userId, 1);
      return envelope([{ userId: row.userId, bindStatus: 1 }]);
    });
  }
}
