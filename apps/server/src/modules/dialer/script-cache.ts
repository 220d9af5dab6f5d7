import { type CompiledScript, compileScript } from '@console/dialogue';
import type { Db } from '../../db/database.ts';
import { loadScriptSources } from '../knowledge/index.ts';
import * as speech from '../speech/index.ts';
import { documentOf } from '../speech/index.ts';

/** Compiled versions kept; a version never changes, so an entry is never stale. */
const CACHE_SIZE = 20;

/** The script versions tasks run, compiled once per server for all their calls. */
export class ScriptCache {
  private readonly compiled = new Map<string, Promise<CompiledScript>>();

  constructor(private readonly db: Db) {}

  get(businessId: number, speechSkillId: number, version: number): Promise<CompiledScript> {
    const key = `${speechSkillId}:${version}`;
    let script = this.compiled.get(key);
    if (!script) {
      script = this.compile(businessId, speechSkillId, version);
      script.catch(() => this.compiled.delete(key));
      this.compiled.set(key, script);
      if (this.compiled.size > CACHE_SIZE) this.compiled.delete(this.compiled.keys().next().value as string);
    }
    return script;
  }

  private async compile(businessId: number, speechSkillId: number, version: number): Promise<CompiledScript> {
    const row = await speech.versionOf(this.db, speechSkillId, version);
    if (!row) throw new Error(`script ${speechSkillId} has no version ${version}`);
    const document = documentOf(row.document);
    return compileScript({ document, ...(await loadScriptSources(this.db, businessId, document)) });
  }
}
