import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import WarningFilled from '@ant-design/icons/WarningFilled';
import type { FlowDocument, FlowProblem } from '@console/contracts';

/** A validation message with the node it is about, if any. */
export type LocatedMessage = Pick<FlowProblem, 'message' | 'flowId' | 'nodeId'>;

/** Messages in the validator's order; one about a node brings it into view when clicked. */
function MessageItems({
  document,
  messages,
  onFocus,
}: {
  document: FlowDocument;
  messages: LocatedMessage[];
  onFocus: (message: LocatedMessage) => void;
}) {
  return (
    <ul>
      {messages.map((message, index) => {
        const flowName = document.flows.find((f) => f.id === message.flowId)?.name;
        return (
          // Messages have no identity of their own; their order is the validator's.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            {message.nodeId ? (
              <button type="button" className="problem-link" onClick={() => onFocus(message)}>
                {flowName && document.flows.length > 1 ? `［${flowName}］` : ''}
                {message.message}
              </button>
            ) : (
              <span>{message.message}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The validation list: every problem with its node; a click brings the node into view. Below it
 * the warnings the last submit or publication answered (transfers that would find nobody), which
 * do not stop a submission.
 */
export function ProblemList({
  document,
  problems,
  warnings = [],
  editable,
  onFocus,
}: {
  document: FlowDocument;
  problems: FlowProblem[];
  warnings?: LocatedMessage[];
  editable: boolean;
  onFocus: (message: LocatedMessage) => void;
}) {
  const reminders = warnings.length > 0 && (
    <div className="problem-list-warnings">
      <p role="status">
        <InfoCircleFilled /> {warnings.length} 条转人工提醒（不影响提交审核和发布）
      </p>
      <MessageItems document={document} messages={warnings} onFocus={onFocus} />
    </div>
  );
  if (problems.length === 0) {
    return (
      <>
        <p className="problem-list-ok" role="status">
          <CheckCircleFilled /> {editable ? '校验通过，可以提交审核' : '校验通过'}
        </p>
        {reminders}
      </>
    );
  }
  return (
    <div className="problem-list">
      <p role="status">
        <WarningFilled /> 发现 {problems.length} 个问题{editable ? '，修改后才能提交审核' : ''}
      </p>
      <MessageItems document={document} messages={problems} onFocus={onFocus} />
      {reminders}
    </div>
  );
}
