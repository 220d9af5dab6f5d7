import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { speechSkills, taskUploadNumbers } from '../../db/schema/index.ts';
import { createTestApp, DEMO_BUSINESS_ID, type TestApp } from '../../test/test-app.ts';
import { insertUpload, insertUploadNumbers } from './uploads-repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('stages a batch with its row numbers and variables as the file had them', async () => {
  const [script] = await t.database.db.select().from(speechSkills).limit(1);
  const uploadId = await insertUpload(t.database.db, {
    businessId: DEMO_BUSINESS_ID,
    speechSkillId: script.id,
    fileName: 'staged.csv',
    orgFileName: '号码.csv',
    totalRows: 0,
    acceptedRows: 0,
    createdAt: t.clock.now(),
  });
  const rows: { number: string; variables: Record<string, string> }[] = [
    { number: '13800138000', variables: { 姓名: '王"小\\明, {先生}', 备注: 'NULL' } },
    { number: '13800138001', variables: {} },
    { number: '02160001002', variables: { 姓名: '' } },
  ];
  await insertUploadNumbers(t.database.db, uploadId, 7, rows);
  await insertUploadNumbers(t.database.db, uploadId, 10, []);
  const staged = await t.database.db
    .select()
    .from(taskUploadNumbers)
    .where(eq(taskUploadNumbers.uploadId, uploadId))
    .orderBy(asc(taskUploadNumbers.rowNo));
  expect(staged.map(({ rowNo, number, variables }) => ({ rowNo, number, variables }))).toEqual(
    rows.map((row, index) => ({ rowNo: 7 + index, ...row })),
  );
});
