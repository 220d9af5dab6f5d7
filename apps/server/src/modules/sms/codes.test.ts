import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../db/schema/index.ts';
import { SERVER_SECRET_FILE } from '../../lib/server-secret.ts';
import { lastSmsCode, sendRegisterSms } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** Sends a registration code to the phone; answers the code and the hash the server stored. */
async function sendRegisterCode(t: TestApp, phone: string): Promise<{ code: string; stored: string }> {
  const answer = await sendRegisterSms(t, phone);
  expect(answer.body.code).toBe(0);
  const [row] = await t.database.db
    .select({ codeHash: smsCodes.codeHash })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone));
  return { code: await lastSmsCode(t, phone), stored: row.codeHash };
}

describe('stored SMS codes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-secret-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are HMAC-SHA256 keyed with SERVER_SECRET, never a plain hash of six digits', async () => {
    const secret = 'a-server-secret-of-forty-characters-0001';
    const t = await createTestApp({ config: { serverSecret: secret } });
    try {
      const { code, stored } = await sendRegisterCode(t, '13512340001');
      expect(stored).toBe(hmac(secret, `register:13512340001:${code}`));
      expect(stored).not.toBe(createHash('sha256').update(`register:13512340001:${code}`).digest('hex'));
    } finally {
      await t.close();
    }
  });

  it('without SERVER_SECRET use one generated once under DATA_DIR, readable by its owner only', async () => {
    const first = await createTestApp({ config: { dataDir } });
    const file = join(dataDir, SERVER_SECRET_FILE);
    const secret = readFileSync(file, 'utf8');
    try {
      expect(secret).toMatch(/^[\w-]{43}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const { code, stored } = await sendRegisterCode(first, '13512340002');
      expect(stored).toBe(hmac(secret, `register:13512340002:${code}`));
    } finally {
      await first.close();
    }
    // A restart, or a second instance on the same DATA_DIR, keys with the same secret.
    const second = await createTestApp({ config: { dataDir } });
    try {
      const { code, stored } = await sendRegisterCode(second, '13512340003');
      expect(stored).toBe(hmac(secret, `register:13512340003:${code}`));
      expect(readFileSync(file, 'utf8')).toBe(secret);
    } finally {
      await second.close();
    }
  });
});
