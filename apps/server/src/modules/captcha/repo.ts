import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { captchas } from '../../db/schema/captcha.ts';

export type CaptchaType = '0' | '1' | '2';

/** A new image replaces whatever text this browser was shown before for the same purpose. */
export async function saveCaptcha(db: Db, row: { clientId: string; type: CaptchaType; text: string; expiresAt: Date }) {
  await db
    .insert(captchas)
    .values(row)
    .onConflictDoUpdate({
      target: [captchas.clientId, captchas.type],
      set: { text: row.text, expiresAt: row.expiresAt, phone: null },
    });
}

/** Removes and returns the captcha in one statement, so two requests can never both use it. */
export async function takeCaptcha(db: Db, clientId: string, type: CaptchaType) {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.clientId, clientId), eq(captchas.type, type)))
    .returning({ text: captchas.text, expiresAt: captchas.expiresAt, phone: captchas.phone });
  return row;
}

/** Like takeCaptcha, for one not yet answered for an SMS: a captcha pays for one SMS only. */
export async function takeUnsentCaptcha(db: Db, clientId: string, type: CaptchaType) {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.clientId, clientId), eq(captchas.type, type), isNull(captchas.phone)))
    .returning({ text: captchas.text, expiresAt: captchas.expiresAt });
  return row;
}

/** Puts an answered captcha back, bound to the phone its SMS went to; a newer image wins. */
export async function keepCaptchaForPhone(
  db: Db,
  row: { clientId: string; type: CaptchaType; text: string; phone: string; expiresAt: Date },
) {
  await db.insert(captchas).values(row).onConflictDoNothing();
}

export async function findCaptcha(db: Db, clientId: string, type: CaptchaType) {
  const [row] = await db
    .select({ text: captchas.text, expiresAt: captchas.expiresAt })
    .from(captchas)
    .where(and(eq(captchas.clientId, clientId), eq(captchas.type, type)))
    .limit(1);
  return row;
}

/** Unanswered captchas would pile up otherwise: every page view of the login form makes one. */
export async function deleteExpiredCaptchas(db: Db, now: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}
