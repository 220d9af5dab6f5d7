import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.ts';
import { verifyPassword } from '../lib/password-hash.ts';
import { DEMO, demoAccountsUsable, seedDemo } from '../modules/demo/seed.ts';
import { countRows } from '../test/fixtures.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { countAll, type Database } from './database.ts';
import { businesses, callSessions, channelCodes, operators, users } from './schema/index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

describe('database', () => {
  it('applies migrations idempotently', async () => {
    await database.migrate();
    const [row] = await database.db.select({ n: countAll() }).from(businesses);
    expect(row.n).toBe(0);
  });

  it('seeds the demo enterprise and accounts once, however often it runs', async () => {
    await seedDemo(database.db, systemClock, { traffic: false });
    await seedDemo(database.db, systemClock, { traffic: false });
    const [business] = await database.db.select().from(businesses);
    expect(business).toMatchObject({ id: 10000, name: '演示企业', status: 0, disabled: false });
    const members = await database.db.select().from(users).orderBy(users.phone);
    expect(members.map((m) => [m.phone, m.surname, m.master, m.privilege, m.businessId])).toEqual([
      ['13800000000', '演示管理员', true, 255, 10000],
      ['13800000001', '演示成员', false, 0, 10000],
    ]);
    expect(await verifyPassword('demo1234', members[0].passwordHash)).toBe(true);
    const ops = await database.db.select().from(operators);
    expect(ops.map((o) => [o.phone, o.name, o.privilege])).toEqual([['13900000000', '平台运营', 15]]);
    expect(await database.db.select().from(channelCodes)).toEqual([{ code: 'demo', name: '演示渠道', valid: true }]);
    expect(await demoAccountsUsable(database.db)).toBe(true);
  });

  it('writes the demo calls unless told to leave them out', async () => {
    expect(await countRows(database, callSessions)).toBe(0);
    await seedDemo(database.db, systemClock);
    expect(await countRows(database, callSessions)).toBeGreaterThan(2500);
  });

  it('counts as numbers on both drivers', async () => {
    const [row] = await database.db.select({ n: countAll() }).from(users);
    expect(row.n).toBe(2);
    expect(typeof row.n).toBe('number');
  });

  it('numbers new enterprises from 10001 on', async () => {
    const [created] = await database.db
      .insert(businesses)
      .values({ name: '新企业', createdAt: new Date() })
      .returning({ id: businesses.id });
    expect(created.id).toBe(10001);
  });

  it('keeps a changed demo password and stops advertising it', async () => {
    await database.db.update(users).set({ passwordHash: 'changed' }).where(eq(users.phone, DEMO.master.phone));
    await seedDemo(database.db, systemClock, { traffic: false });
    const [master] = await database.db.select().from(users).where(eq(users.phone, DEMO.master.phone));
    expect(master.passwordHash).toBe('changed');
    expect(await demoAccountsUsable(database.db)).toBe(false);
  });

  it('rolls a failed transaction back completely', async () => {
    const before = await database.db.select({ n: countAll() }).from(businesses);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(businesses).values({ name: '回滚企业', createdAt: new Date() });
        await tx.insert(users).values({
          businessId: 10000,
          phone: DEMO.master.phone,
          surname: 'duplicate',
          passwordHash: 'x',
          createdAt: new Date(),
        });
      }),
    ).rejects.toThrow();
    expect(await database.db.select({ n: countAll() }).from(businesses)).toEqual(before);
  });
});
