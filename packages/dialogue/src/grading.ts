import type { GradeCondition, GradeRule } from '@console/contracts';
import { countOf } from './counters.ts';
import { normaliseText } from './normalise.ts';
import type { DialogueState } from './types.ts';

/** What grade conditions look at, worked out once per summary. */
export interface CallFacts {
  state: DialogueState;
  /** The customer's spoken lines, normalised. */
  customerLines: string[];
  durationSeconds: number;
}

const within = (value: number, min?: number, max?: number) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

export function holds(condition: GradeCondition, facts: CallFacts): boolean {
  const { state } = facts;
  switch (condition.kind) {
    case 'nodeReached':
      return state.nodesReached.includes(condition.nodeId);
    case 'intentHit':
      return countOf(state.intentsHit, condition.intentId) >= condition.minTimes;
    case 'turns':
      return within(state.turns, condition.min, condition.max);
    case 'keyword': {
      const words = condition.words.map(normaliseText).filter((word) => word !== '');
      return facts.customerLines.some((line) => words.some((word) => line.includes(word)));
    }
    case 'duration':
      return within(facts.durationSeconds, condition.minSeconds, condition.maxSeconds);
  }
}

/** The grade of the first rule whose conditions all hold, else the default grade. */
export function gradeOf(rules: readonly GradeRule[], defaultGrade: string, facts: CallFacts): string {
  const rule = rules.find((candidate) => candidate.conditions.every((condition) => holds(condition, facts)));
  return rule ? rule.grade : defaultGrade;
}
