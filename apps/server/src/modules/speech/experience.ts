import { type DialogueState, ErrorCode, ErrorMessage, type FlowDocument } from '@console/contracts';
import {
  type CompiledScript,
  compileScript,
  DialogueFinishedError,
  respond,
  type ScriptSources,
  startDialogue,
  summarizeDialogue,
  type Turn,
} from '@console/dialogue';
import { AppError } from '../../lib/app-error.ts';

/** The knowledge bases and dictionaries a script links, read for the engine. */
export type SourcesLoader = (businessId: number, document: FlowDocument) => Promise<Omit<ScriptSources, 'document'>>;

/** Compiled scripts kept: one per content a person is talking to; compiling indexes every question. */
const CACHE_SIZE = 50;

/**
 * 体验: talks to a script through the dialogue engine. The dialogue's state travels with the
 * client (checked against the contract's schema when it comes back), so nothing is stored and any
 * server instance can answer the next line. Compiled scripts are cached by their content's
 * identity (a version, or the draft's revision), so a changed draft compiles anew.
 */
export class ExperienceEngine {
  private readonly compiled = new Map<string, CompiledScript>();

  constructor(private readonly loadSources: SourcesLoader) {}

  private async script(businessId: number, key: string, document: FlowDocument): Promise<CompiledScript> {
    const cached = this.compiled.get(key);
    if (cached) {
      // Most recently used last, so the oldest goes first.
      this.compiled.delete(key);
      this.compiled.set(key, cached);
      return cached;
    }
    const script = compileScript({ document, ...(await this.loadSources(businessId, document)) });
    this.compiled.set(key, script);
    if (this.compiled.size > CACHE_SIZE) this.compiled.delete(this.compiled.keys().next().value as string);
    return script;
  }

  async start(businessId: number, content: { key: string; document: FlowDocument }, variables: Record<string, string>) {
    const script = await this.script(businessId, content.key, content.document);
    return turnRow(script, startDialogue(script, variables));
  }

  async respond(
    businessId: number,
    content: { key: string; document: FlowDocument },
    state: DialogueState,
    input: { text?: string; silence?: boolean },
  ) {
    const script = await this.script(businessId, content.key, content.document);
    let turn: Turn;
    try {
      turn = respond(script, state, input.silence ? { silence: true } : { text: input.text ?? '' });
    } catch (error) {
      if (error instanceof DialogueFinishedError)
        throw new AppError(ErrorCode.ScriptStateInvalid, ErrorMessage.experienceFinished);
      // The state waits at a node this content no longer has: the draft changed meanwhile.
      throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.experienceScriptChanged);
    }
    return turnRow(script, turn);
  }
}

function turnRow(script: CompiledScript, turn: Turn) {
  const summary = summarizeDialogue(script, turn.state);
  return {
    state: turn.state,
    robot: turn.robot,
    trace: turn.trace,
    finished: turn.finished,
    end: turn.end ?? null,
    transfer: turn.transfer ?? null,
    sms: turn.sms ?? [],
    grade: summary.grade,
    labels: summary.labels,
    turns: summary.turns,
  };
}
