import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import WarningFilled from '@ant-design/icons/WarningFilled';
import type { FlowDocument, FlowProblem } from '@console/contracts';

/** The validation list: every problem with its node; a click brings the node into view. */
export function ProblemList({
  document,
  problems,
  editable,
  onFocus,
}: {
  document: FlowDocument;
  problems: FlowProblem[];
  editable: boolean;
  onFocus: (problem: FlowProblem) => void;
}) {
  if (problems.length === 0) {
    return (
      <p className="problem-list-ok" role="status">
        <CheckCircleFilled /> {editable ? '校验通过，可以提交审核' : '校验通过'}
      </p>
    );
  }
  return (
    <div className="problem-list">
      <p role="status">
        <WarningFilled /> 发现 {problems.length} 个问题{editable ? '，修改后才能提交审核' : ''}
      </p>
      <ul>
        {problems.map((problem, index) => {
          const flowName = document.flows.find((f) => f.id === problem.flowId)?.name;
          return (
            // Problems have no identity of their own; their order is the validator's.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              {problem.nodeId ? (
                <button type="button" className="problem-link" onClick={() => onFocus(problem)}>
                  {flowName && document.flows.length > 1 ? `［${flowName}］` : ''}
                  {problem.message}
                </button>
              ) : (
                <span>{problem.message}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
