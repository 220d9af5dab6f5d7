import type { ParsedBodyOf, speechApi } from '@console/contracts';
import type { SessionContext } from '../account/index.ts';
import { ExperienceEngine, type SourcesLoader } from './experience.ts';
import { documentOf, type ScriptAccess } from './script-access.ts';

/** 体验: what a person talks to (a version, or the draft) handed to the dialogue engine. */
export class ScriptExperience {
  private readonly engine: ExperienceEngine;

  constructor(
    private readonly access: ScriptAccess,
    loadSources: SourcesLoader,
  ) {
    this.engine = new ExperienceEngine(loadSources);
  }

  /** What 体验 talks to: a version of the script, or its draft; keyed by what identifies the content. */
  private async experienceContent(session: SessionContext, id: number, version: number | undefined) {
    if (version !== undefined) {
      const found = await this.access.version(session, id, version);
      return { key: `${id}@v${version}`, document: documentOf(found.version.document) };
    }
    const script = await this.access.script(session, id);
    return { key: `${id}@r${script.draftRevision}`, document: documentOf(script.draft) };
  }

  async start(session: SessionContext, input: ParsedBodyOf<typeof speechApi.startExperience>) {
    const content = await this.experienceContent(session, input.id, input.version);
    return this.engine.start(session.businessId, content, input.variables);
  }

  async respond(session: SessionContext, input: ParsedBodyOf<typeof speechApi.respondExperience>) {
    const content = await this.experienceContent(session, input.id, input.version);
    return this.engine.respond(session.businessId, content, input.state, input);
  }
}
