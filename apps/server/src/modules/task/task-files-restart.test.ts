import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/database.ts';
import { taskUploadNumbers, taskUploads } from '../../db/schema/index.ts';
import { exited, login, post, startServer, until } from '../../test/server-process.ts';

const ROWS = 200_000;

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const listing = (dir: string) => readdir(dir).catch(() => [] as string[]);

describe('a server killed with SIGKILL while it reads a numbers file', () => {
  it('leaves no incoming file, 错误名单 or staged numbers once it has started again', {
    timeout: 240_000,
  }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'upload-restart-'));
    dirs.push(dataDir);
    const first = await startServer(dataDir);
    const token = await login(first.base);
    const scripts = await post(first.base, '/brain/api/v1/speechSkill/10000/querySpeechSkill', { pageSize: 20 }, token);
    const script = (scripts.result.rows as { id: number; name: string }[]).find((row) => row.name === '教育课程邀约');
    const rows = Array.from({ length: ROWS }, (_, i) => `13${String(100_000_000 + i).slice(0, 9)}`);
    const form = new FormData();
    // A bad first row: its 错误名单 is begun as the reading starts.
    form.append('OBJECT', new Blob([['手机号码', '12345', ...rows].join('\n')], { type: 'text/csv' }), '号码.csv');
    form.append('speechSkillId', String(script?.id));
    const upload = fetch(`${first.base}/outbound/api/v1/outbound/taskmanage/10000/uploadTaskFile?token=${token}`, {
      method: 'POST',
      body: form,
    }).catch(() => undefined);

    // The file has arrived and its rows are being read: the 错误名单 being written says so.
    await until(
      () => listing(join(dataDir, 'task-errors')),
      (names) => names.length > 0,
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.child.kill('SIGKILL');
    await exited(first.child);
    await upload;
    expect(await listing(join(dataDir, 'uploads'))).not.toEqual([]);

    const second = await startServer(dataDir);
    expect(await listing(join(dataDir, 'uploads'))).toEqual([]);
    expect(await listing(join(dataDir, 'task-errors'))).toEqual([]);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const database = await openPglite(join(dataDir, 'pglite'));
    try {
      const count = async (table: typeof taskUploads | typeof taskUploadNumbers) => {
        const [row] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
        return row.n;
      };
      expect(await count(taskUploads)).toBe(0);
      expect(await count(taskUploadNumbers)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
