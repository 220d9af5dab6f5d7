import { unzipSync } from 'fflate';
import { post } from './support/accounts.ts';
import { expect, test } from './support/console-test.ts';
import { loginToShell } from './support/shell.ts';
import { callingEnterprise, createCallingTask, historyStatus, sessionToken, taskRecords } from './support/tasks.ts';

/**
 * A call's recording as a person meets it: a task runs to the end on the carrier simulator, its
 * answered call's recording is synthesised on first play, and the 识别详情 dialog of /taskinfo
 * loads it with its waveform, shows its length and plays it; 录音下载 in the history then packs
 * the task's recordings into a zip in the download centre.
 */

const NUMBERS = Array.from({ length: 8 }, (_, i) => `1390002${String(i).padStart(4, '0')}`);

interface RecordRow {
  tel_number: string;
  time_callout: string;
  voice_url: string;
  dialog: unknown[];
}

test("an answered call's recording loads with its waveform and plays", async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const account = await callingEnterprise(request, baseURL ?? '');
  const businessId = account.businessId;
  await loginToShell(page, account.phone, account.password);
  const token = await sessionToken(page);
  const { taskId, speechSkillId } = await createCallingTask(request, {
    token,
    businessId,
    name: '录音回访',
    script: '教育课程邀约',
    numbers: NUMBERS,
  });

  const owner = { token, businessId };
  await expect.poll(() => historyStatus(request, owner, '录音回访'), { timeout: 120_000 }).toBe(4);

  const records = await taskRecords<RecordRow>(request, owner, taskId);
  const answered = records.find((row) => row.voice_url && row.dialog.length > 0);
  if (!answered) throw new Error('the simulator answered none of the calls');

  // The link plays without the token, by range, as the player asks for it.
  const first = await request.get(`/voice${answered.voice_url}`, { headers: { range: 'bytes=0-11' } });
  expect(first.status()).toBe(206);
  expect((await first.body()).toString('latin1')).toMatch(/^RIFF....WAVE$/s);

  await page.goto(`/taskinfo?businessId=${businessId}&taskId=${taskId}&speechSkillId=${speechSkillId}`);
  const row = page.getByRole('row').filter({ hasText: answered.tel_number }).filter({ hasText: answered.time_callout });
  await row.getByRole('button', { name: '查看' }).click();
  const dialog = page.getByRole('dialog');
  const wave = dialog.getByRole('slider', { name: '播放进度' });
  await expect(wave).toBeVisible({ timeout: 30_000 });
  expect(Number(await wave.getAttribute('aria-valuemax'))).toBeGreaterThan(1);
  // Its length, seconds or minutes: the list shows the last call placed first, whichever it is.
  await expect(dialog.getByText(/^00:00 \/ (00:(0[2-9]|[1-5]\d)|0[1-9]:[0-5]\d)$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recording-dialog.png') });

  await dialog.getByRole('button', { name: '播放' }).click();
  await expect(dialog.getByRole('button', { name: '暂停' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector<HTMLAudioElement>('[role="dialog"] audio')?.currentTime ?? 0),
    )
    .toBeGreaterThan(0.5);
  expect(Number(await wave.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
  await dialog.getByRole('button', { name: '暂停' }).click();
  await expect(dialog.getByRole('button', { name: '播放' })).toBeVisible();

  // End moves to the end of the recording on the waveform.
  await wave.focus();
  await page.keyboard.press('End');
  await expect(wave).toHaveAttribute('aria-valuenow', String(await wave.getAttribute('aria-valuemax')));

  // 录音下载 on the history: the download centre's badge counts it, and its zip holds the call.
  await page.goto('/task/taskhistory');
  await page
    .getByRole('row', { name: /录音回访/ })
    .getByRole('button', { name: '录音下载' })
    .click();
  const listed = () =>
    post(request, `/download/api/v1/task/${businessId}/queryDownloadTask`, { pageIndex: 1, pageSize: 10 }, token);
  await expect
    .poll(async () => (await listed()).find((task) => task.downloadType === 4)?.taskStatus, {
      timeout: 60_000,
    })
    .toBe(3);
  const zipTask = (await listed()).find((task) => task.downloadType === 4);
  expect(zipTask?.fileName).toBe('录音回访-录音.zip');
  const zip = await request.get(`/download/files${zipTask?.filePath}`);
  expect(zip.headers()['content-type']).toBe('application/zip');
  const entries = Object.keys(unzipSync(new Uint8Array(await zip.body())));
  const answeredCount = records.filter((row) => row.voice_url && row.dialog.length > 0).length;
  expect(entries).toHaveLength(answeredCount);
  const stamp = answered.time_callout.replace(/\D/g, '');
  expect(entries.some((name) => name.startsWith(`${answered.tel_number}_${stamp}_`))).toBe(true);
});
