import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { businesses } from '../db/schema/index.ts';
import { countRows } from './fixtures.ts';
import { openTestDatabase } from './test-database.ts';

async function timeZone(database: Database): Promise<string> {
  const result = await database.db.execute<{ TimeZone: string }>(sql`SHOW TIME ZONE`);
  return (result as unknown as { rows: { TimeZone: string }[] }).rows[0].TimeZone;
}

describe('test databases', () => {
  it('are handed out again as empty as new ones: no rows, identities from their start, a fresh session', async () => {
    const used = await openTestDatabase();
    await used.migrate();
    const zone = await timeZone(used);
    await used.db.insert(businesses).values({ name: '用过的企业', createdAt: new Date() });
    await used.db.execute(sql`SET TIME ZONE 'America/New_York'`);
    await used.close();

    const next = await openTestDatabase();
    await next.migrate();
    expect(await countRows(next, businesses)).toBe(0);
    const [created] = await next.db
      .insert(businesses)
      .values({ name: '新企业', createdAt: new Date() })
      .returning({ id: businesses.id });
    expect(created.id).toBe(10001);
    expect(await timeZone(next)).toBe(zone);
    await next.close();
  });
});
