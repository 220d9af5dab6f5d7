import type { CompiledScript } from './compile.ts';
import { type CallFacts, gradeOf } from './grading.ts';
import { normaliseText } from './normalise.ts';
import type { DialogueState, DialogueSummary } from './types.ts';

/**
 * What the call record keeps of a dialogue: the grade by the script's rules, labels, counts and
 * the 识别详情 dialog. Silent turns appear in the dialog as customer items with empty text.
 */
export function summarizeDialogue(script: CompiledScript, state: DialogueState): DialogueSummary {
  const customerLines: string[] = [];
  for (const item of state.dialog) {
    if (item.role === 'user' && item.text !== '') customerLines.push(normaliseText(item.text));
  }
  const facts: CallFacts = { state, customerLines, durationSeconds: state.atMs / 1000 };
  const { gradeRules, settings } = script.document;
  return {
    grade: gradeOf(gradeRules, settings.defaultGrade, facts),
    labels: [...state.labels],
    turns: state.turns,
    durationSeconds: facts.durationSeconds,
    intentsHit: { ...state.intentsHit },
    nodesReached: [...state.nodesReached],
    dialog: structuredClone(state.dialog),
  };
}
