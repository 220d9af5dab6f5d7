import { fillRule } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeeLack } from '../../../shared/fee/api/get-fee-lack.ts';
import { ASK_FOR_RECHARGE_TEXT, RECHARGE_PATH, useMayRecharge } from '../../../shared/fee/may-recharge.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useDeleteRule } from '../api/delete-rule.ts';
import { useReceptionNumbers } from '../api/get-reception-numbers.ts';
import { useSaveRule } from '../api/save-rule.ts';
import { ReceptionCard } from '../components/reception-card.tsx';
import { type ChosenScript, ScriptDialog } from '../components/script-dialog.tsx';
import type { ReceptionNumber } from '../reception-rule.ts';
import '../reception.css';

const FEE_LACK_TEXT = '您的账号余额不足，请充值后再来配置接待话术';
const EMPTY_TEXT = '当前还没有AI接待，如有需要可联系客户经理开通';

/** /ai/conf (modules-spec 5.1): each inbound number of the enterprise and the script that answers it. */
export function ReceptionConfPage() {
  const { message, modal } = AntdApp.useApp();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const businessId = user?.business.id ?? 0;
  const fee = useFeeLack(businessId, { fresh: true });
  const mayRecharge = useMayRecharge();
  const numbers = useReceptionNumbers(businessId);
  const save = useSaveRule();
  const remove = useDeleteRule();
  const [choosing, setChoosing] = useState<ReceptionNumber | null>(null);

  const bind = async (script: ChosenScript) => {
    // The number's rule as the list last answered it: gone means the list changed meanwhile.
    const number = numbers.data?.find((row) => row.cpnCode === choosing?.cpnCode);
    if (!number) {
      message.error('未找到对应CPN信息');
      return;
    }
    const rule = fillRule(number.rule, {
      cpnCode: number.cpnCode,
      robotId: String(script.id),
      robotName: script.name,
      businessId: String(businessId),
      businessName: user?.business.name ?? '',
    });
    try {
      await save.mutateAsync({ rule, traceId: user?.account ?? '' });
      message.success('保存成功');
      setChoosing(null);
    } catch {
      message.error('保存失败');
    }
  };

  const stop = (number: ReceptionNumber) =>
    modal.confirm({
      title: '提示',
      content: '此操作将永久删除该规则, 是否继续?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await remove.mutateAsync({ dni: number.cpnCode, ani: number.rule.ani || '*' });
          message.success('删除成功');
        } catch {
          message.error('删除失败');
        }
      },
    });

  const rows = numbers.data ?? [];
  let content: ReactNode;
  if (fee.isPending || numbers.isPending) {
    content = <Spin className="reception-loading" description="加载中..." size="large" />;
  } else if (fee.data) {
    content = (
      <Empty className="reception-empty" description={FEE_LACK_TEXT}>
        {mayRecharge ? (
          <Button type="primary" onClick={() => navigate(RECHARGE_PATH)}>
            立即充值
          </Button>
        ) : (
          ASK_FOR_RECHARGE_TEXT
        )}
      </Empty>
    );
  } else if (numbers.isError) {
    content = <Alert type="error" showIcon title="接待配置加载失败" />;
  } else if (rows.length === 0) {
    content = <Empty className="reception-empty" description={EMPTY_TEXT} />;
  } else {
    content = (
      <div className="reception-grid">
        {rows.map((number) => (
          <ReceptionCard key={number.cpnCode} number={number} onChoose={setChoosing} onStop={stop} />
        ))}
      </div>
    );
  }

  return (
    <Card title="接待配置" className="reception-page">
      {content}
      {choosing && (
        <ScriptDialog number={choosing} saving={save.isPending} onCancel={() => setChoosing(null)} onSubmit={bind} />
      )}
    </Card>
  );
}
