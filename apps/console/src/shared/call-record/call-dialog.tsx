import type { DialogItem } from '@console/contracts';
import './call-record.css';

/**
 * A call's 识别详情 as an AB conversation (modules-spec 4.6): the robot's lines with the node's
 * name above, the customer's with the node their words hit.
 */
export function CallDialog({ dialog }: { dialog: readonly DialogItem[] }) {
  if (dialog.length === 0) return <p className="call-dialog-empty">本通话没有对话记录</p>;
  return (
    <ol className="call-dialog" aria-label="对话识别结果">
      {dialog.map((item, index) =>
        item.role === 'robot' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a call's dialog never reorders
          <li key={index} className="call-dialog-item call-dialog-robot">
            <span className="call-dialog-node">{item.nodeName}</span>
            <span className="call-dialog-bubble">{item.text}</span>
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a call's dialog never reorders
          <li key={index} className="call-dialog-item call-dialog-user">
            <span className="call-dialog-bubble">{item.text || '（无应答）'}</span>
            {item.hits.length > 0 && <span className="call-dialog-hit">命中节点：{item.hits[0].hit}</span>}
          </li>
        ),
      )}
    </ol>
  );
}
