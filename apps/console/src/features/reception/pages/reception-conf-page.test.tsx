import { RULE_TEMPLATE } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled } from '../../../../test/dialogs.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { answerPaymentAccess, loadAccessForTest } from '../../../../test/payment-access.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { openOption } from '../../../../test/selects.ts';
import { queryClient } from '../../../shared/query/query-client.ts';
import { ReceptionConfPage } from './reception-conf-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

interface NumberRow {
  resId: number;
  cpnCode: string;
  cpnType: number;
  status: number;
  expirationStatus: number;
  itemJson: string;
}

const boundRule = {
  ...RULE_TEMPLATE,
  id: '7',
  ani: '*',
  dni: '02160001002',
  headers: { 'robot-id': '1002', 'business-id': '10000' },
  relation: { ...RULE_TEMPLATE.relation, 'robot-id': '1002', 'robot-name': '教育课程邀约', 'business-id': '10000' },
};

const numberRow = (cpnCode: string, extra: Partial<NumberRow> = {}): NumberRow => ({
  resId: Number(cpnCode.slice(-3)),
  cpnCode,
  cpnType: 1,
  status: 1,
  expirationStatus: 0,
  itemJson: '',
  ...extra,
});

const scriptRow = (id: number, name: string) => ({ id, name, status: 4, type: 1 });

let lack: boolean;
let numbers: NumberRow[];
let saveAnswer: Reply;
let deleteAnswer: Reply;

const server = stubApiForPage((request: SeenRequest) => {
  const path = request.path;
  const access = answerPaymentAccess(request);
  if (access) return access;
  if (path.endsWith('/checkFeeLeft')) return ok([{ lack }]);
  if (path.endsWith('/queryCPNInfoWithBus')) return ok(numbers);
  if (path.endsWith('/querySpeechSkill')) {
    const name = (request.body as { name?: string }).name ?? '';
    return ok([scriptRow(1001, '房产意向回访'), scriptRow(1002, '教育课程邀约')].filter((s) => s.name.includes(name)));
  }
  if (path.endsWith('/rule/save')) return saveAnswer;
  if (path.endsWith('/rule/delete')) return deleteAnswer;
  return ok();
});
beforeEach(async () => {
  await loadAccessForTest();
  lack = false;
  numbers = [
    numberRow('4008001001'),
    numberRow('02160001002', { cpnType: 3, itemJson: JSON.stringify(boundRule) }),
    numberRow('4008001005', { expirationStatus: 1 }),
  ];
  saveAnswer = ok();
  deleteAnswer = ok();
});

const requestsTo = (path: string) => server.requests.filter((r) => r.path.endsWith(path));
const render = () => renderRoute('*', '/ai/conf', <ReceptionConfPage />);
const cardOf = (cpnCode: string) => screen.getByText(cpnCode).closest('.reception-card') as HTMLElement;

describe('ReceptionConfPage', { timeout: 30_000 }, () => {
  it('shows a card per number in service, sorted by number, with its script or 请选择接待话术', async () => {
    render();
    await screen.findByText('4008001001');
    expect(requestsTo('/queryCPNInfoWithBus')[0].body).toEqual({ businessId: 10000, cpnTypeArr: [1, 3], status: 1 });
    const cards = [...document.querySelectorAll('.reception-card')];
    expect(cards.map((card) => card.querySelector('.reception-card-number')?.textContent)).toEqual([
      '02160001002',
      '4008001001',
    ]);
    const bound = cardOf('02160001002');
    expect(within(bound).getByText('话术：教育课程邀约')).toBeTruthy();
    expect(buttonIn(bound, '更换话术')).toBeTruthy();
    expect(buttonIn(bound, '停止接待')).toBeTruthy();
    const free = cardOf('4008001001');
    expect(within(free).queryByText(/话术：/)).toBeNull();
    expect(buttonIn(free, '请选择接待话术')).toBeTruthy();
    expect(screen.queryByText('4008001005')).toBeNull();
  });

  it('shows the robot id when the rule has no robot-name', async () => {
    const rule = { ...boundRule, relation: { ...boundRule.relation, 'robot-name': '' } };
    numbers = [numberRow('02160001002', { itemJson: JSON.stringify(rule) })];
    render();
    expect(await screen.findByText('话术：1002')).toBeTruthy();
  });

  it('says when the enterprise has no reception number', async () => {
    numbers = [numberRow('4008001005', { expirationStatus: 1 })];
    render();
    expect(await screen.findByText('当前还没有AI接待，如有需要可联系客户经理开通')).toBeTruthy();
  });

  it('asks for a recharge when the balance is short, and 立即充值 goes to the payment page', async () => {
    lack = true;
    const router = render();
    expect(await screen.findByText('您的账号余额不足，请充值后再来配置接待话术')).toBeTruthy();
    expect(document.querySelector('.reception-card')).toBeNull();
    await userEvent.click(buttonIn(document.body, '立即充值'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/recharge'));
  });

  it('binds a script from the template rule: required check, search body and the saved rule', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('4008001001');
    await user.click(buttonIn(cardOf('4008001001'), '请选择接待话术'));
    const dialog = await dialogTitled('选择接待话术');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('40%');
    await user.click(buttonIn(dialog, '确定'));
    expect(
      await within(dialog).findByText('请选择接待话术', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(requestsTo('/rule/save')).toHaveLength(0);

    await waitFor(() => expect(requestsTo('/querySpeechSkill').length).toBeGreaterThan(0));
    expect(requestsTo('/querySpeechSkill')[0].body).toEqual({
      name: '',
      pageIndex: 1,
      pageSize: 50,
      sortName: 'createTime',
      sortOrder: 'desc',
      sysType: '2',
      status: 4,
    });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await openOption('房产意向回访'));
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const [save] = requestsTo('/rule/save');
    expect(save.query.get('traceId')).toBe('13800000000');
    expect(save.body).toEqual({
      ...RULE_TEMPLATE,
      ani: '*',
      dni: '4008001001',
      headers: { 'robot-id': '1001', 'business-id': '10000' },
      relation: {
        ...RULE_TEMPLATE.relation,
        'robot-id': '1001',
        'robot-name': '房产意向回访',
        'business-id': '10000',
        'business-name': '演示企业',
      },
    });
    // The numbers are read again after the change.
    await waitFor(() => expect(requestsTo('/queryCPNInfoWithBus').length).toBeGreaterThan(1));
  });

  it('更换话术 keeps the rule and changes its script; a refusal says 保存失败', async () => {
    const user = userEvent.setup();
    saveAnswer = fail(100404, '接待话术不存在或未发布');
    render();
    await screen.findByText('02160001002');
    await user.click(buttonIn(cardOf('02160001002'), '更换话术'));
    const dialog = await dialogTitled('选择接待话术');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await openOption('房产意向回访'));
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('保存失败')).toBeTruthy();
    const [save] = requestsTo('/rule/save');
    expect(save.body).toMatchObject({
      id: '7',
      ani: '*',
      dni: '02160001002',
      headers: { 'robot-id': '1001' },
      relation: { 'robot-id': '1001', 'robot-name': '房产意向回访' },
    });
    // The dialog stays open to try again, and 取 消 closes it.
    await user.click(buttonIn(dialog, '取消'));
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-modal-title')].map((title) => title.textContent)).not.toContain(
        '选择接待话术',
      ),
    );
  });

  it('says 未找到对应CPN信息 when the number left the list meanwhile', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('4008001001');
    await user.click(buttonIn(cardOf('4008001001'), '请选择接待话术'));
    const dialog = await dialogTitled('选择接待话术');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await openOption('房产意向回访'));
    numbers = [];
    await queryClient.refetchQueries({ queryKey: ['reception', 'numbers'] });
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('未找到对应CPN信息')).toBeTruthy();
    expect(requestsTo('/rule/save')).toHaveLength(0);
  });

  it('停止接待 asks first, then deletes the rule {dni, ani}; a refusal says 删除失败', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('02160001002');
    const question = '此操作将永久删除该规则, 是否继续?';
    // A closed confirm stays in the page: the newest one is the last.
    const stop = async () => {
      const before = screen.queryAllByText(question).length;
      await user.click(buttonIn(cardOf('02160001002'), '停止接待'));
      await waitFor(() => expect(screen.queryAllByText(question).length).toBe(before + 1));
      const confirm = screen.getAllByText(question).at(-1)?.closest('.ant-modal') as HTMLElement;
      expect(within(confirm).getByText('提示', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
      return confirm;
    };
    await user.click(buttonIn(await stop(), '取消'));
    expect(requestsTo('/rule/delete')).toHaveLength(0);

    await user.click(buttonIn(await stop(), '确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(requestsTo('/rule/delete')[0].body).toEqual({ dni: '02160001002', ani: '*' });

    deleteAnswer = fail(100404, '未找到该号码的接待规则');
    await user.click(buttonIn(await stop(), '确定'));
    expect(await screen.findByText('删除失败')).toBeTruthy();
  });
});
