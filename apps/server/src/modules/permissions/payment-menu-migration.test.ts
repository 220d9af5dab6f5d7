import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { businessConfigs, businesses, feeAccounts } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/test-database.ts';

/** The migration that gives enterprises out of fees the payment menu (it ran on the empty database too). */
function paymentMenuMigration(): string {
  const folder = join(SERVER_ROOT, 'drizzle');
  const [file] = readdirSync(folder).filter((name) => name.endsWith('_payment_menu_where_fee_lacks.sql'));
  return readFileSync(join(folder, file), 'utf8');
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

async function enterprise(name: string, balanceFen: number | null, menu?: string): Promise<number> {
  const { db } = database;
  const now = new Date();
  const [{ id }] = await db.insert(businesses).values({ name, createdAt: now }).returning({ id: businesses.id });
  if (balanceFen !== null) await db.insert(feeAccounts).values({ businessId: id, balanceFen, updatedAt: now });
  if (menu !== undefined)
    await db.insert(businessConfigs).values({ businessId: id, key: 'menu', value: menu, updatedAt: now });
  return id;
}

async function menuOf(businessId: number): Promise<string | undefined> {
  const rows = await database.db
    .select({ key: businessConfigs.key, value: businessConfigs.value })
    .from(businessConfigs)
    .where(eq(businessConfigs.businessId, businessId));
  return rows.find((row) => row.key === 'menu')?.value;
}

describe('the payment menu for enterprises out of fees', () => {
  it("turns on where the fee banner shows, keeping the other flags and an operator's own choice", async () => {
    const fresh = await enterprise('新注册', null);
    const spent = await enterprise('用完', 0, '{"ai":true}');
    const refused = await enterprise('运营关闭', 0, '{"fee":false}');
    const broken = await enterprise('坏配置', 0, '{ai');
    const paying = await enterprise('有余额', 50_000, '{"ai":true}');
    await database.db.execute(sql.raw(paymentMenuMigration()));

    expect(JSON.parse((await menuOf(fresh)) ?? '')).toEqual({ fee: true });
    expect(JSON.parse((await menuOf(spent)) ?? '')).toEqual({ ai: true, fee: true });
    expect(await menuOf(refused)).toBe('{"fee":false}');
    expect(await menuOf(broken)).toBe('{ai');
    expect(await menuOf(paying)).toBe('{"ai":true}');
  });
});
