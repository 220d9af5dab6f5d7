import { CUSTOMER_TEXTS } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Reply } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled } from '../../../../test/dialogs.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { openOption } from '../../../../test/selects.ts';
import { customerInfo, traceRow } from '../test-rows.ts';
import { CustomerDetailPage } from './customer-detail-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const ERROR = { selector: '.ant-form-item-explain-error' };

let infoAnswer: Reply;
let traceAnswer: Reply;

const server = stubApiForPage((request) => {
  if (request.path.endsWith('/customer/queryCustomerInfo')) return infoAnswer;
  if (request.path.endsWith('/customer/queryCustomerTrace')) {
    return ok([
      traceRow({
        trace_id: 302,
        trace_type: 'manual',
        cm_name: '演示成员',
        contact_way: 1,
        call_result: '',
        trace_stage: 4,
        tag_cm_intention: 'A',
        trace_detail: '上门报价',
        time_trace: '2026-11-21 15:00:00',
        call_duration: 0,
      }),
      traceRow(),
    ]);
  }
  if (request.path.endsWith('/customer/addTrace')) return traceAnswer;
  if (request.path.endsWith('/queryLabelOptionList')) {
    return ok(['A', 'B'].map((name) => ({ contextId: name, name, description: '', talkScriptFlag: 1 })));
  }
  return ok();
});
beforeEach(() => {
  infoAnswer = ok([customerInfo()]);
  traceAnswer = ok([{ trace_id: 303 }]);
});

const bodiesOf = (suffix: string) =>
  server.requests.filter((request) => request.path.endsWith(suffix)).map((request) => request.body);

async function renderDetail() {
  const router = renderRoute('/custinfo/:telnum/:id/:taskId', '/custinfo/13900000001/41/5', <CustomerDetailPage />);
  await screen.findByText('基本资料');
  await screen.findByText('上门报价');
  return router;
}

describe('the customer detail', { timeout: 30_000 }, () => {
  it('shows the profile, the task’s current stage and its records, newest first', async () => {
    await renderDetail();
    expect(bodiesOf('/queryCustomerInfo')[0]).toEqual({ user_id: 41 });
    expect(bodiesOf('/queryCustomerTrace')[0]).toEqual({ tel_number: '13900000001', task_id: 5 });
    expect(screen.getByText('<返回').closest('a')?.getAttribute('href')).toBe('/customercenter');
    // 负责人 is who wrote the newest record; empty details show --.
    expect(screen.getByText('负责人：').textContent).toBe('负责人：演示成员');
    const profile = document.querySelector('.customer-profile') as HTMLElement;
    expect(within(profile).getByText('zhang_san')).toBeTruthy();
    expect(within(profile).getAllByText('--')).toHaveLength(3);
    expect(screen.getByText('当前跟进阶段：').textContent).toBe('当前跟进阶段：客户报价');
    expect(screen.getByText('当前意向等级：').textContent).toBe('当前意向等级：A');

    const entries = [...document.querySelectorAll('.customer-trace')].map((entry) => entry.textContent);
    expect(entries).toEqual([
      '演示成员-当面拜访2026-11-21 15:00:00跟进阶段：客户报价意向等级：A上门报价',
      'AI-电话拜访-张三-已接通2026-11-20 10:00:00跟进阶段：AI初访意向等级：B42秒通话详情',
    ]);
    expect(screen.getByText('通话详情').closest('a')?.getAttribute('href')).toBe('/custcall/41/5/301');
  });

  it('says 获取客户信息失败 when the profile does not load', async () => {
    infoAnswer = fail(100404, '客户不存在');
    renderRoute('/custinfo/:telnum/:id/:taskId', '/custinfo/13900000001/41/5', <CustomerDetailPage />);
    expect(await screen.findByText(CUSTOMER_TEXTS.infoFailed)).toBeTruthy();
  });

  it('checks 编辑信息 with the contract’s texts and saves the profile', async () => {
    const user = userEvent.setup();
    await renderDetail();
    await user.click(screen.getByRole('button', { name: '编辑信息' }));
    const dialog = await dialogTitled('编辑信息');
    const name = within(dialog).getByLabelText('客户姓名');
    await user.clear(name);
    await user.type(within(dialog).getByLabelText('微信号'), '{Control>}a{/Control}ab');
    await user.type(within(dialog).getByLabelText('QQ'), '123');
    await user.type(within(dialog).getByLabelText('电子邮件'), 'zs@');
    await user.click(buttonIn(dialog, '保存'));
    for (const text of ['请输入姓名', '微信号格式不正确', 'qq格式不正确', '邮箱格式不正确']) {
      expect(await within(dialog).findByText(text, ERROR)).toBeTruthy();
    }
    await user.type(name, '张三!');
    expect(await within(dialog).findByText('姓名格式不正确', ERROR)).toBeTruthy();
    expect(bodiesOf('/updateCustomer')).toEqual([]);

    await user.clear(name);
    await user.type(name, '张三丰');
    await user.clear(within(dialog).getByLabelText('微信号'));
    await user.type(within(dialog).getByLabelText('微信号'), 'zsf_2026');
    await user.type(within(dialog).getByLabelText('QQ'), '4');
    await user.type(within(dialog).getByLabelText('电子邮件'), 'example.cn');
    await user.type(within(dialog).getByLabelText('备注'), '周末联系');
    await user.click(buttonIn(dialog, '保存'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(bodiesOf('/updateCustomer')).toEqual([
      {
        user_id: 41,
        customer_name: '张三丰',
        user_data: { qq: '1234', wechat: 'zsf_2026', email: 'zs@example.cn', remark: '周末联系' },
      },
    ]);
  });

  it('requires every select of 跟进记录, 通话结果 only with 电话拜访, and submits it', async () => {
    const user = userEvent.setup();
    await renderDetail();
    const form = screen.getByRole('form', { name: '跟进记录' });
    await user.click(buttonIn(form, '提交'));
    for (const text of ['请选择拜访形式', '请选择跟进阶段', '请选择客户意向', '请输入跟进记录']) {
      expect(await within(form).findByText(text, ERROR)).toBeTruthy();
    }
    expect(within(form).queryByLabelText('通话结果')).toBeNull();
    await user.click(within(form).getByLabelText('拜访形式'));
    await user.click(await openOption('电话拜访'));
    await user.click(within(form).getByLabelText('跟进阶段'));
    await user.click(await openOption('客户意向'));
    await user.click(within(form).getByLabelText('意向等级'));
    await user.click(await openOption('B'));
    await user.type(within(form).getByLabelText('跟进记录'), '约了下周面谈');
    await user.click(buttonIn(form, '提交'));
    expect(await within(form).findByText('请选择通话结果', ERROR)).toBeTruthy();
    expect(bodiesOf('/addTrace')).toEqual([]);

    await user.click(within(form).getByLabelText('通话结果'));
    await user.click(await openOption('无人接听'));
    await user.click(buttonIn(form, '提交'));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(bodiesOf('/addTrace')).toEqual([
      {
        tel_number: '13900000001',
        task_id: 5,
        task_name: '春季回访',
        contact_way: 0,
        trace_stage: 3,
        tag_cm_intention: 'B',
        callresult: '1',
        trace_detail: '约了下周面谈',
      },
    ]);
    // The timeline is read again.
    await waitFor(() => expect(bodiesOf('/queryCustomerTrace').length).toBeGreaterThan(1));
  });

  it('says 提交失败 when the server refuses the record', async () => {
    traceAnswer = fail(100001, '意向等级不存在');
    const user = userEvent.setup();
    await renderDetail();
    const form = screen.getByRole('form', { name: '跟进记录' });
    await user.click(within(form).getByLabelText('拜访形式'));
    await user.click(await openOption('网络拜访'));
    await user.click(within(form).getByLabelText('跟进阶段'));
    await user.click(await openOption('人工接管'));
    await user.click(within(form).getByLabelText('意向等级'));
    await user.click(await openOption('A'));
    await user.type(within(form).getByLabelText('跟进记录'), '微信沟通');
    await user.click(buttonIn(form, '提交'));
    expect(await screen.findByText('提交失败')).toBeTruthy();
    expect(bodiesOf('/addTrace')[0]).toMatchObject({ contact_way: 2, trace_stage: 6, callresult: '' });
  });

  it('opens another task of the customer from 选择任务', async () => {
    const user = userEvent.setup();
    const router = await renderDetail();
    await user.click(screen.getByLabelText('选择任务'));
    await user.click(await openOption('成员回访'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/custinfo/13900000001/41/7'));
  });
});
