import type { FlowDocument } from '@console/contracts';

/** The enterprise's agents and groups as a script's transfers would find them. */
export interface TransferTargets {
  /** Live agents of the enterprise, in any group or none. */
  agents: number;
  groups: { id: number; name: string; agents: number }[];
}

export type TransferWarningCode = 'noAgent' | 'missingGroup' | 'emptyGroup';

/** Located like a flow problem, so the editor can bring the node into view. */
export interface TransferWarning {
  code: TransferWarningCode;
  message: string;
  flowId?: string;
  nodeId?: string;
}

/** Every transfer of the document: transfer nodes, and global intents that transfer. */
function transfersOf(document: FlowDocument) {
  const nodes = document.flows.flatMap((flow) =>
    flow.nodes.flatMap((node) =>
      node.kind === 'transfer'
        ? [{ name: `节点「${node.name}」`, acdGroupId: node.acdGroupId, flowId: flow.id, nodeId: node.id }]
        : [],
    ),
  );
  const globals = document.globalIntents
    .filter((global) => global.after === 'transfer')
    .map((global) => ({
      name: `全局意图「${document.intents.find((i) => i.id === global.intent)?.name ?? global.intent}」`,
      acdGroupId: global.acdGroupId,
    }));
  return [...nodes, ...globals];
}

/**
 * What the script's transfers would find now: an enterprise without agents, a group that no
 * longer exists or has no agents. Warnings, not problems: agents and groups change after a
 * script is submitted, and a transfer that finds nobody falls back politely.
 */
export function transferWarnings(document: FlowDocument, targets: TransferTargets): TransferWarning[] {
  const transfers = transfersOf(document);
  if (transfers.length === 0) return [];
  const warnings: TransferWarning[] = [];
  if (targets.agents === 0) {
    warnings.push({ code: 'noAgent', message: '企业还没有坐席，转人工将无人接听，请在 团队管理 中添加坐席' });
  }
  for (const { name, acdGroupId, ...at } of transfers) {
    if (acdGroupId === undefined) continue;
    const group = targets.groups.find((g) => g.id === acdGroupId);
    if (!group) warnings.push({ code: 'missingGroup', message: `${name}的转接坐席组已不存在`, ...at });
    else if (group.agents === 0 && targets.agents > 0) {
      warnings.push({ code: 'emptyGroup', message: `${name}的转接坐席组「${group.name}」没有坐席`, ...at });
    }
  }
  return warnings;
}
