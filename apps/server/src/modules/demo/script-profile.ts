import type { FlowDocument } from '@console/contracts';
import { labelsOf } from '../speech/index.ts';

/**
 * What the generator knows of a published script, worked out once per script so a call costs a
 * few random draws: the grades it gives, and which of its labels (labelsOf) go with which grade.
 * A label goes with the grades of the rules that name where it comes from (its node, its branch's
 * intent or target, its intent, a global intent's intent or target); a label no rule names goes with any grade. A label given only by
 * transfer nodes goes with transferred calls, one given only by SMS nodes with calls that sent one.
 */
export interface ScriptProfile {
  id: number;
  grades: ReadonlySet<string>;
  defaultGrade: string;
  byGrade: ReadonlyMap<string, { graded: string[]; anyGrade: string[] }>;
  transfers: boolean;
  sends: boolean;
  transferLabels: string[];
  smsLabels: string[];
}

/** Per label: the grades of the rules naming its sources, and the kinds of its sources. */
function labelSources(document: FlowDocument) {
  const named = new Map<string, Set<string>>();
  for (const rule of document.gradeRules) {
    for (const condition of rule.conditions) {
      const key =
        condition.kind === 'nodeReached'
          ? `node:${condition.nodeId}`
          : condition.kind === 'intentHit'
            ? `intent:${condition.intentId}`
            : undefined;
      if (key) named.set(key, new Set([...(named.get(key) ?? []), rule.grade]));
    }
  }
  const sources = new Map<string, { grades: Set<string>; kinds: Set<string> }>();
  const give = (labels: readonly string[], kind: string, keys: string[]) => {
    for (const label of labels) {
      const source = sources.get(label) ?? { grades: new Set<string>(), kinds: new Set<string>() };
      source.kinds.add(kind);
      for (const key of keys) for (const grade of named.get(key) ?? []) source.grades.add(grade);
      sources.set(label, source);
    }
  };
  for (const flow of document.flows) {
    for (const node of flow.nodes) {
      give(node.labels, node.kind, [`node:${node.id}`]);
      if (node.kind !== 'listen') continue;
      for (const branch of node.branches) {
        give(branch.labels, 'branch', [`intent:${branch.intent}`, `node:${branch.target ?? ''}`]);
      }
    }
  }
  for (const global of document.globalIntents) {
    give(global.labels, 'global', [`intent:${global.intent}`, `node:${global.target?.nodeId ?? ''}`]);
  }
  for (const intent of document.intents) give(intent.labels, 'intent', [`intent:${intent.id}`]);
  return sources;
}

export function profileOf(id: number, document: FlowDocument): ScriptProfile {
  const labels = labelsOf(document);
  const sources = labelSources(document);
  const onlyFrom = (kind: string) =>
    labels.filter((label) => {
      const kinds = sources.get(label)?.kinds;
      return kinds?.size === 1 && kinds.has(kind);
    });
  const transferLabels = onlyFrom('transfer');
  const smsLabels = onlyFrom('sms');
  const free = labels.filter((label) => !transferLabels.includes(label) && !smsLabels.includes(label));
  const grades = new Set([...document.gradeRules.map((rule) => rule.grade), document.settings.defaultGrade]);
  const kinds = new Set(document.flows.flatMap((flow) => flow.nodes.map((node) => node.kind)));
  return {
    id,
    grades,
    defaultGrade: document.settings.defaultGrade,
    byGrade: new Map(
      [...grades].map((grade) => [
        grade,
        {
          graded: free.filter((label) => sources.get(label)?.grades.has(grade)),
          anyGrade: free.filter((label) => sources.get(label)?.grades.size === 0),
        },
      ]),
    ),
    transfers: kinds.has('transfer'),
    sends: kinds.has('sms'),
    transferLabels,
    smsLabels,
  };
}

/** A call's labels: some of its grade's, a few of any grade's, and those its transfer or SMS gave. */
export function labelsOfCall(
  script: ScriptProfile,
  call: { intention: string; transferred: boolean; smsSent: boolean },
  random: () => number,
): string[] {
  const pool = script.byGrade.get(call.intention);
  const picked = [
    ...(pool?.graded.filter(() => random() < 0.5) ?? []),
    ...(pool?.anyGrade.filter(() => random() < 0.12) ?? []),
  ].slice(0, 3);
  return [...picked, ...(call.transferred ? script.transferLabels : []), ...(call.smsSent ? script.smsLabels : [])];
}
