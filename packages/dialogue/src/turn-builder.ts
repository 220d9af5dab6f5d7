import type { CompiledScript } from './compile.ts';
import { withNew } from './counters.ts';
import { substitute } from './lines.ts';
import type {
  DialogueEnd,
  DialogueState,
  DialogueTransfer,
  RobotLine,
  RobotLineSource,
  TraceStep,
  Turn,
} from './types.ts';

/**
 * One turn being worked out: a private copy of the state that the turn changes freely, and what
 * the robot says, sends and explains meanwhile. The caller's state is never touched.
 */
export class TurnBuilder {
  readonly script: CompiledScript;
  readonly state: DialogueState;
  readonly robot: RobotLine[] = [];
  readonly trace: TraceStep[] = [];
  readonly sms: string[] = [];

  constructor(script: CompiledScript, state: DialogueState) {
    this.script = script;
    this.state = structuredClone(state);
  }

  /** Says a line now, with the call's variables filled in, and records it in the dialog. */
  say(
    line: { nodeId: string; nodeName: string; text: string; audio?: string },
    source: RobotLineSource,
    ownInterruptible: boolean,
  ): RobotLine {
    const mode = this.script.document.settings.interrupt;
    const said: RobotLine = {
      nodeId: line.nodeId,
      nodeName: line.nodeName,
      text: substitute(line.text, this.state.variables),
      interruptible: mode === 'always' || (mode === 'interruptible' && ownInterruptible),
      source,
    };
    if (line.audio) said.audio = line.audio;
    this.robot.push(said);
    this.state.dialog.push({
      role: 'robot',
      nodeName: said.nodeName,
      text: said.text,
      nodeStartTime: this.state.atMs,
    });
    return said;
  }

  /** Gives the call these labels; answers those it had not had yet. */
  addLabels(labels: readonly string[]): string[] {
    const before = this.state.labels;
    this.state.labels = withNew(before, labels);
    return this.state.labels.slice(before.length);
  }

  finish(end: DialogueEnd, transfer?: DialogueTransfer): void {
    this.state.finished = true;
    this.state.end = end;
    this.state.at = null;
    this.state.transfer = transfer ?? null;
  }

  /**
   * Hands the call to a person of an ACD group, or (without one) to any idle agent. `labels` are
   * those the transfer itself gave the call (addLabels' answer).
   */
  transfer(acdGroupId: number | undefined, labels: string[]): void {
    this.finish('transfer', acdGroupId === undefined ? { labels } : { acdGroupId, labels });
  }

  /** Says the goodbye line at a node and ends the call: the robot gives up. */
  giveUp(nodeId: string, nodeName: string): void {
    this.say({ nodeId, nodeName, text: this.script.document.settings.goodbyeLine }, 'goodbye', false);
    this.finish('gaveUp');
  }

  turn(): Turn {
    const { state } = this;
    const turn: Turn = { state, robot: this.robot, trace: this.trace, finished: state.finished };
    if (state.end) turn.end = state.end;
    if (state.transfer) turn.transfer = state.transfer;
    if (this.sms.length > 0) turn.sms = this.sms;
    return turn;
  }
}
