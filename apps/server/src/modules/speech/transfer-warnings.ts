import {
  type FlowDocument,
  type FlowProblem,
  TRANSFER_WARNING_TEXTS,
  type TransferWarningCode,
} from '@console/contracts';

/** The enterprise's agents and groups as a script's transfers would find them. */
export interface TransferTargets {
  /** Live agents of the enterprise, in any group or none. */
  agents: number;
  groups: { id: number; name: string; agents: number }[];
}

/** Located like a flow problem, so the editor can bring the node into view. */
export type TransferWarning = Omit<FlowProblem, 'code'> & { code: TransferWarningCode };

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
    warnings.push({ code: 'noAgent', message: TRANSFER_WARNING_TEXTS.noAgent });
  }
  for (const { name, acdGroupId, ...at } of transfers) {
    if (acdGroupId === undefined) continue;
    const group = targets.groups.find((g) => g.id === acdGroupId);
    if (!group) warnings.push({ code: 'missingGroup', message: TRANSFER_WARNING_TEXTS.missingGroup(name), ...at });
    else if (group.agents === 0 && targets.agents > 0) {
      warnings.push({ code: 'emptyGroup', message: TRANSFER_WARNING_TEXTS.emptyGroup(name, group.name), ...at });
    }
  }
  return warnings;
}
