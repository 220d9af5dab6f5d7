import { createHash } from 'node:crypto';
import { emptyFlowDocument, type KnowledgeAnswerRow } from '@console/contracts';
import {
  type CompiledKnowledge,
  compileKnowledge,
  type Dictionary,
  findKnowledgeQuestion,
  type KnowledgeBase,
  segmentLine,
} from '@console/dialogue';
import type { Db } from '../../db/database.ts';
import type { SessionContext } from '../account/index.ts';
import { loadScriptSources } from './script-sources.ts';
import type { KnowledgeService } from './service.ts';

/** Compiled bases kept: indexing segments every question, and a person sends line after line. */
const CACHE_SIZE = 20;

type Sources = { knowledgeBases: KnowledgeBase[]; dictionaries: Dictionary[] };

/**
 * 体验 of a knowledge base (modules-spec 3.3): the line's words, and the base's answer found by the
 * dialogue engine's knowledge step over the base and its linked dictionaries, read the way a call
 * reads them (the script loader, with a document that links this one base). Compiled bases are
 * cached by their content, so an edited question or dictionary term is used at the next line.
 */
export class KnowledgeExperience {
  private readonly compiled = new Map<string, CompiledKnowledge>();

  constructor(
    private readonly deps: { db: Db },
    private readonly bases: KnowledgeService,
  ) {}

  /** The words the engine sees; the base is checked so another enterprise's id is refused alike. */
  async analyze(session: SessionContext, input: { kbName: number; content: string }) {
    await this.bases.base(session, input.kbName);
    const words = segmentLine(input.content);
    return { analyzed: words.join(' '), words };
  }

  /** The answer, or null when no question is similar enough or the question has no answer. */
  async answer(
    session: SessionContext,
    input: { kbName: number; content: string },
  ): Promise<KnowledgeAnswerRow | null> {
    const base = await this.bases.base(session, input.kbName);
    const sources = await loadScriptSources(this.deps.db, session.businessId, {
      ...emptyFlowDocument(),
      knowledgeBaseIds: [base.id],
    });
    const hit = findKnowledgeQuestion(this.knowledge(sources), input.content);
    const first = hit?.question.answers[0];
    if (!hit || !first) return null;
    return {
      id: hit.question.id,
      question: hit.question.question,
      matched: hit.text,
      score: hit.score,
      answer: first.audio
        ? { contentType: 'audio', answer: first.audio, id: hit.question.id }
        : { contentType: 'text', answer: first.text, id: hit.question.id },
    };
  }

  private knowledge(sources: Sources): CompiledKnowledge {
    const key = createHash('sha256').update(JSON.stringify(sources)).digest('hex');
    const cached = this.compiled.get(key);
    // Most recently used last, so the oldest goes first.
    this.compiled.delete(key);
    const knowledge = cached ?? compileKnowledge(sources);
    this.compiled.set(key, knowledge);
    if (this.compiled.size > CACHE_SIZE) this.compiled.delete(this.compiled.keys().next().value as string);
    return knowledge;
  }
}
