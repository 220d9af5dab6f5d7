import {
  type CompiledScript,
  type DialogItem,
  DialogueFinishedError,
  type DialogueTransfer,
  respond,
  startDialogue,
  summarizeDialogue,
} from '@console/dialogue';

/** A simulated customer: what they say, turn by turn, once the robot has spoken. null is silence. */
export interface Persona {
  name: 'interested' | 'hesitant' | 'asks' | 'refuses' | 'silent' | 'hangsUp';
  lines: readonly (string | null)[];
  /** Says the refusal that puts the number on the suppression list. */
  refuses?: boolean;
}

/** Shares in per mille of the answered calls. */
export const PERSONAS: readonly [Persona, number][] = [
  [{ name: 'interested', lines: ['好的，您说', '挺感兴趣的，可以详细介绍一下', '可以，加我微信吧', '好的'] }, 250],
  [{ name: 'hesitant', lines: ['嗯，你说吧', '我再考虑考虑', '价格大概多少', '那我想想吧'] }, 250],
  [{ name: 'asks', lines: ['你们在哪里', '你们校区在哪里', '好的，知道了'] }, 150],
  [{ name: 'refuses', lines: ['不需要', '别再打了'], refuses: true }, 150],
  [{ name: 'silent', lines: [null, null, null, null] }, 100],
  [{ name: 'hangsUp', lines: ['喂？'] }, 100],
];

export function personaAt(draw: number): Persona {
  let pick = draw * 1000;
  for (const [persona, share] of PERSONAS) {
    if (pick < share) return persona;
    pick -= share;
  }
  return PERSONAS[0][0];
}

export interface Conversation {
  turns: number;
  grade: string;
  labels: string[];
  /** Where the script handed the call over (a transfer node's group) and the labels it gave, or null. */
  transfer: DialogueTransfer | null;
  smsSent: boolean;
  refused: boolean;
  /** Seconds the conversation lasted by the engine's clock. */
  seconds: number;
  dialog: DialogItem[];
}

/**
 * Talks a persona through the script with the dialogue engine, the way a call would: the robot
 * opens, the customer answers line by line (silence as silence) until the script ends, hands the
 * call over or the customer has nothing more to say (they hang up).
 */
export function converse(script: CompiledScript, persona: Persona, variables: Record<string, string>): Conversation {
  let turn = startDialogue(script, variables);
  let transfer = turn.transfer ?? null;
  let smsSent = (turn.sms ?? []).length > 0;
  for (const line of persona.lines) {
    if (turn.finished) break;
    try {
      turn = respond(script, turn.state, line === null ? { silence: true } : { text: line });
    } catch (error) {
      if (error instanceof DialogueFinishedError) break;
      throw error;
    }
    transfer ??= turn.transfer ?? null;
    smsSent ||= (turn.sms ?? []).length > 0;
  }
  const summary = summarizeDialogue(script, turn.state);
  return {
    turns: summary.turns,
    grade: summary.grade,
    labels: summary.labels,
    transfer,
    smsSent,
    refused: persona.refuses === true,
    seconds: summary.durationSeconds,
    dialog: summary.dialog,
  };
}
