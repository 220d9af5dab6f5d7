import { emptyFlowDocument } from '@console/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProblemList } from './problem-list.tsx';

const document = emptyFlowDocument();
const warnings = [
  { message: '企业还没有坐席，转人工将无人接听，请在 团队管理 中添加坐席' },
  { message: '节点「转人工」的转接坐席组已不存在', flowId: 'main', nodeId: 'human' },
];

describe('ProblemList', () => {
  it('shows the transfer warnings below a passed validation; one about a node brings it into view', async () => {
    const onFocus = vi.fn();
    render(<ProblemList document={document} problems={[]} warnings={warnings} editable={false} onFocus={onFocus} />);
    expect(screen.getAllByRole('status').map((status) => status.textContent?.trim())).toEqual([
      '校验通过',
      '2 条转人工提醒（不影响提交审核和发布）',
    ]);
    expect(screen.getByText(warnings[0].message).tagName).toBe('SPAN');
    await userEvent.click(screen.getByRole('button', { name: warnings[1].message }));
    expect(onFocus).toHaveBeenCalledWith(warnings[1]);
  });

  it('keeps the warnings below the problems, and shows none without any', () => {
    const problem = {
      code: 'noNext' as const,
      message: '节点「开场白」没有下一节点',
      flowId: 'main',
      nodeId: 'opening',
    };
    const { rerender } = render(
      <ProblemList document={document} problems={[problem]} warnings={warnings} editable onFocus={() => {}} />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      problem.message,
      ...warnings.map((warning) => warning.message),
    ]);
    rerender(<ProblemList document={document} problems={[problem]} editable onFocus={() => {}} />);
    expect(screen.queryByText(/转人工提醒/)).toBeNull();
  });
});
