import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallDialog } from './call-dialog.tsx';

describe('CallDialog', () => {
  it("shows the robot's node above its line and the node the customer's words hit", () => {
    render(
      <CallDialog
        dialog={[
          { role: 'robot', nodeName: '开场白', text: '您好，请问是张先生吗', nodeStartTime: 0 },
          { role: 'user', text: '是的', hits: [{ hit: '肯定' }], userSpeakingTime: 3200 },
          { role: 'user', text: '', hits: [], userSpeakingTime: 9000 },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: '对话识别结果' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '开场白您好，请问是张先生吗',
      '是的命中节点：肯定',
      '（无应答）',
    ]);
  });

  it('says so when the call has no dialog', () => {
    render(<CallDialog dialog={[]} />);
    expect(screen.getByText('本通话没有对话记录')).toBeTruthy();
  });
});
