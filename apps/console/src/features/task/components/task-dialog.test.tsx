import type { TaskUploadRow } from '@console/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiServer, ok, type SeenRequest, startApiServer } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled } from '../../../../test/dialogs.ts';
import { configureForTest, demoSession, signInForTest } from '../../../../test/fixtures.ts';
import { nodeFile, stubNodeFormData } from '../../../../test/node-files.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { openOption } from '../../../../test/selects.ts';
import { queryClient } from '../../../shared/query/query-client.ts';
import type { NewTask } from '../api/create-task.ts';
import { lineRow, scriptRow, taskRow } from '../test-rows.ts';
import { TaskDialog } from './task-dialog.tsx';

configure({ asyncUtilTimeout: 5_000 });

let server: ApiServer;
let upload: TaskUploadRow;

beforeAll(async () => {
  await stubNodeFormData();
  server = await startApiServer((request: SeenRequest) => {
    const path = request.path;
    if (path.endsWith('/querySpeechSkill')) return ok([scriptRow()]);
    if (path.endsWith('/queryLabelOptionList'))
      return ok(['A', 'B', 'C'].map((name) => ({ contextId: name, name, description: '', talkScriptFlag: 0 })));
    if (path.endsWith('/searchTel'))
      return ok([
        lineRow(),
        lineRow({ cpnCode: '02160001002', lineName: '', concurrentName: '', concurrentShow: 5, expired: 1 }),
        lineRow({ cpnCode: '02160001003', lineName: '占用线路', used: 1 }),
      ]);
    if (path.endsWith('/uploadTaskFile')) return ok([upload]);
    if (path.endsWith('/createTaskWithFile')) return ok([{ taskId: 41 }]);
    if (path.endsWith('/searchTaskList')) return ok([taskRow({ telNum: '02160001003', status: 2 })]);
    return ok();
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
beforeEach(() => {
  configureForTest(server.origin, { staticUrl: '/static' });
  server.requests.length = 0;
  queryClient.clear();
  signInForTest();
  upload = { fileName: 'u-1.csv', errorRate: 0, errorFilePath: '', totalRows: 3, acceptedRows: 3 };
});

const ERROR = { selector: '.ant-form-item-explain-error' };
const bodiesOf = (path: string) => server.requests.filter((r) => r.path.endsWith(path)).map((r) => r.body);
const itemOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'label, label *' }).closest('.ant-form-item') as HTMLElement;

/** A line of the open 外显号码 list by its label (the option also holds its 已过期/占用中 tag). */
async function lineOption(label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .task-line-label',
      ),
    ].find((element) => element.textContent === label);
    if (!found) throw new Error(`no line ${label}`);
    return found.closest('.ant-select-item-option') as HTMLElement;
  });
}

async function openCreate() {
  const onClose = vi.fn();
  renderRoute('/task/tasknow', '/task/tasknow', <TaskDialog onClose={onClose} />);
  return { onClose, dialog: await dialogTitled('创建任务') };
}

describe('TaskDialog', { timeout: 40_000 }, () => {
  it('gates 开始创建 on the agreement and names every missing field', async () => {
    const user = userEvent.setup();
    const { dialog } = await openCreate();
    expect(buttonIn(dialog, '开始创建').disabled).toBe(true);
    expect(within(dialog).getByText('请先选择话术')).toBeTruthy();
    expect(within(dialog).getByText('开启高性能模式将不会产生通话录音')).toBeTruthy();
    expect(within(dialog).getByText('《Yeta外呼协议》').getAttribute('href')).toBe('/static/html/protocal.html');
    // The session user has not bound WeChat: the grades cannot be chosen.
    await within(dialog).findByText('A');
    expect(within(dialog).queryByText('C')).toBeNull();
    expect((within(dialog).getByLabelText('A') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('未绑定微信，去绑定')).toBeTruthy();

    await user.click(within(dialog).getByText('请阅读'));
    await user.click(buttonIn(dialog, '开始创建'));
    for (const text of [
      '请输入任务名称',
      '请选择话术',
      '请上传外呼数据',
      '请选择外显号码',
      '请设置开始时间',
      '请设置结束时间',
    ])
      expect(await within(dialog).findByText(text, ERROR)).toBeTruthy();
    await user.type(within(dialog).getByPlaceholderText('请输入任务名称'), '回访!');
    expect(await within(dialog).findByText('任务名称格式不正确', ERROR)).toBeTruthy();
    await user.click(within(dialog).getByLabelText('外呼次数'));
    await user.click(await openOption('2次'));
    expect(await within(dialog).findByText('请选择外呼间隔时间', ERROR)).toBeTruthy();
    expect(bodiesOf('/createTaskWithFile')).toEqual([]);
  });

  it('uploads the numbers, warns at 5% rejected, and creates the task', async () => {
    signInForTest({ ...demoSession, bindStatus: 1 });
    upload = { ...upload, errorRate: 0.1, errorFilePath: 'task-errors/abc.xlsx' };
    const user = userEvent.setup({ applyAccept: false });
    const { dialog, onClose } = await openCreate();
    await user.type(within(dialog).getByPlaceholderText('请输入任务名称'), '十一月回访');
    await user.click(within(itemOf(dialog, '话术')).getByRole('combobox'));
    await user.click(await openOption('教育课程邀约'));
    const template = await within(dialog).findByText('模板下载');
    expect(template.getAttribute('href')).toBe('/static/speech-templates/10000/5.xlsx?expires=1&sig=s');
    expect(template.getAttribute('download')).toBe('教育课程邀约.xlsx');

    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, nodeFile('名单.txt', 10));
    expect(await screen.findByText('文件格式不正确')).toBeTruthy();
    await user.upload(input, nodeFile('名单.csv', 10, 'text/csv'));
    const alert = await dialogTitled('提示');
    expect(within(alert).getByText('您上传的外呼数据，超过5%的号码格式错误！请检验您的外呼数据')).toBeTruthy();
    expect(within(alert).getByText('错误名单').getAttribute('href')).toBe('/static/task-errors/abc.xlsx');
    expect(await within(dialog).findByText('上传数据有误', ERROR)).toBeTruthy();
    const sent = String(bodiesOf('/uploadTaskFile')[0]);
    expect(sent).toContain('name="OBJECT"; filename="名单.csv"');
    expect(sent).toMatch(/name="speechSkillId"\r\n\r\n5\r\n/);
    expect(sent).toMatch(/name="fileSuffix"\r\n\r\ncsv\r\n/);
    await user.click(buttonIn(alert, '忽略错误号码'));
    await waitFor(() => expect(within(dialog).queryByText('上传数据有误', ERROR)).toBeNull());
    expect(within(dialog).getByText('名单.csv')).toBeTruthy();
    expect(buttonIn(dialog, '重新上传')).toBeTruthy();

    await user.click(within(dialog).getByLabelText('A'));
    await user.click(within(itemOf(dialog, '外显号码')).getByRole('combobox'));
    const expired = await lineOption('02160001002  5路并发');
    expect(expired.className).toContain('disabled');
    expect(within(expired).getByText('已过期')).toBeTruthy();
    await user.click(await lineOption('营销一线  10路并发'));

    const begin = within(dialog).getByPlaceholderText('请选择开始时间');
    fireEvent.mouseDown(begin);
    fireEvent.click(begin);
    await user.click(await screen.findByText('1小时后'));
    const end = within(dialog).getByPlaceholderText('请选择结束时间');
    await user.click(end);
    await user.type(end, '2099-01-01 10:00:00{Enter}');
    await user.click(within(dialog).getByText('请阅读'));
    await user.click(buttonIn(dialog, '开始创建'));
    expect(await screen.findByText('创建成功')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const [body] = bodiesOf('/createTaskWithFile') as NewTask[];
    expect(body).toMatchObject({
      accountId: 7,
      accountName: '演示管理员',
      name: '十一月回访',
      sysType: 2,
      fileName: 'u-1.csv',
      orgFileName: '名单.csv',
      taskConfig: {
        telNum: '02160001001',
        mcp: '教育',
        speechSkillId: 5,
        endTime: new Date(2099, 0, 1, 10, 0, 0).getTime(),
        timeRange: ['09:00:00-12:00:00', '13:30:00-20:00:00'],
        recallMaxCount: 0,
        recallWaitTime: 0,
        miniConnectRate: '',
        transferAgent: { flag: 0, type: '', number: [] },
        transferSilenceAgent: { flag: 0, number: [] },
        pushIntention: ['A'],
        connectRateAlarmTel: '',
        recallStatus: [],
        isRecord: 1,
      },
    });
    expect(Math.abs(Number(body?.taskConfig.beginTime) - (Date.now() + 3_600_000))).toBeLessThan(60_000);
  });

  it('edits only the lines, the end time and the work windows', async () => {
    const user = userEvent.setup();
    renderRoute('/task/tasknow', '/task/tasknow', <TaskDialog taskId={31} onClose={() => {}} />);
    // The dialog shows a spinner until the task has been read again, then the form.
    await screen.findByText('号码.csv');
    const dialog = await dialogTitled('编辑任务');
    expect(bodiesOf('/searchTaskList')[0]).toEqual({ sysType: 2, taskId: 31 });
    expect((within(dialog).getByPlaceholderText('请输入任务名称') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByPlaceholderText('请选择开始时间') as HTMLInputElement).disabled).toBe(true);
    expect(buttonIn(dialog, '保存').disabled).toBe(false);
    // The task's own line is busy with the task itself, and stays choosable.
    await user.click(within(itemOf(dialog, '外显号码')).getByRole('combobox'));
    const own = await lineOption('占用线路  10路并发');
    expect(own.className).not.toContain('disabled');
    expect(within(own).getByText('占用中')).toBeTruthy();
    await user.click(await lineOption('营销一线  10路并发'));
    await user.click(buttonIn(dialog, '保存'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(bodiesOf('/modifyTask')).toEqual([
      {
        taskId: 31,
        sysType: 2,
        taskConfig: {
          telNum: '02160001003;02160001001',
          endTime: taskRow().endTime,
          timeRange: ['09:00:00-12:00:00', '13:30:00-20:00:00'],
        },
      },
    ]);
  });
});
