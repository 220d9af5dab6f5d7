import { flowDocument, ScriptStatus, VersionStatus } from '@console/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { countAll, type Db } from '../../../db/database.ts';
import { scriptTemplates, speechSkills, speechSkillVersions } from '../../../db/schema/speech.ts';
import { SCRIPT_TEMPLATES, type ScriptTemplate } from './index.ts';

/**
 * Writes the platform's templates and the demo's published scripts at start-up. Both only add
 * what is missing, so a restart changes nothing and an edited row is never overwritten.
 */

/** Stored with the schema's defaults filled in, as the editor would save it. */
const storedDocument = (template: ScriptTemplate) => flowDocument.parse(template.document);

/**
 * Inserts the templates missing by name. A template already there keeps its content: a later
 * release that improves a template reaches new installs only.
 */
export async function seedScriptTemplates(db: Db, now: Date): Promise<void> {
  const names = SCRIPT_TEMPLATES.map((template) => template.name);
  const present = new Set(
    (
      await db.select({ name: scriptTemplates.name }).from(scriptTemplates).where(inArray(scriptTemplates.name, names))
    ).map((row) => row.name),
  );
  const missing = SCRIPT_TEMPLATES.filter((template) => !present.has(template.name));
  if (missing.length === 0) return;
  await db
    .insert(scriptTemplates)
    .values(
      missing.map((template) => ({
        name: template.name,
        type: template.type,
        industryType: template.industryType,
        document: storedDocument(template),
        createdAt: now,
        modifiedAt: now,
      })),
    )
    // Another server process of the same deployment may seed at the same moment.
    .onConflictDoNothing();
}

/**
 * An enterprise's script made from a template and published, as if it had been submitted,
 * approved and published: the draft is the template's document, version 1 is published, and the
 * submitted revision is the draft's (no unsubmitted changes).
 *
 * Earlier releases created the demo scripts published but without content (draft null, no
 * version). Such a row gets the template's content, and a published version 1 when it has no
 * version. Any other script of that name is the enterprise's own and is left alone.
 */
export async function seedPublishedScript(
  db: Db,
  script: { businessId: number; name: string; template: ScriptTemplate; now: Date },
): Promise<void> {
  const { businessId, name, template, now } = script;
  const live = and(
    eq(speechSkills.businessId, businessId),
    eq(speechSkills.name, name),
    isNull(speechSkills.deletedAt),
  );
  const [existing] = await db
    .select({
      id: speechSkills.id,
      status: speechSkills.status,
      draftRevision: speechSkills.draftRevision,
      publishedVersion: speechSkills.publishedVersion,
      contentless: sql<boolean>`${speechSkills.draft} is null`,
    })
    .from(speechSkills)
    .where(live);
  // Every start-up after the first ends here, without reading or parsing a document.
  if (existing && !(existing.contentless && existing.status === ScriptStatus.published)) return;
  const document = storedDocument(template);
  await db.transaction(async (tx) => {
    let id: number;
    if (!existing) {
      const [created] = await tx
        .insert(speechSkills)
        .values({
          businessId,
          name,
          type: template.type,
          industryType: template.industryType,
          status: ScriptStatus.published,
          draft: document,
          draftRevision: 0,
          submittedRevision: 0,
          publishedVersion: 1,
          createdAt: now,
          modifiedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: speechSkills.id });
      // Lost a race with another process seeding the same row: that one writes the version.
      if (!created) return;
      id = created.id;
    } else {
      id = existing.id;
      const [{ versions }] = await tx
        .select({ versions: countAll() })
        .from(speechSkillVersions)
        .where(eq(speechSkillVersions.speechSkillId, id));
      await tx
        .update(speechSkills)
        .set({
          draft: document,
          type: template.type,
          industryType: template.industryType,
          submittedRevision: existing.draftRevision,
          publishedVersion: versions === 0 ? 1 : existing.publishedVersion,
        })
        .where(and(eq(speechSkills.id, id), isNull(speechSkills.draft)));
      if (versions > 0) return;
    }
    await tx
      .insert(speechSkillVersions)
      .values({
        speechSkillId: id,
        version: 1,
        document,
        status: VersionStatus.published,
        createdAt: now,
        reviewedAt: now,
        publishedAt: now,
      })
      .onConflictDoNothing();
  });
}

/**
 * Links knowledge bases and dictionaries to a demo script that still has the seeded content
 * (nothing linked, no change since it was published), and points its transfer nodes without a
 * group at the demo's ACD group: its draft and its published version alike, so the draft shows no
 * unsubmitted change. A script someone has changed is left alone.
 */
export async function linkDemoSources(
  db: Db,
  link: {
    businessId: number;
    name: string;
    knowledgeBaseIds: number[];
    dictionaryIds: number[];
    acdGroupId?: number;
  },
): Promise<void> {
  const [script] = await db
    .select()
    .from(speechSkills)
    .where(
      and(
        eq(speechSkills.businessId, link.businessId),
        eq(speechSkills.name, link.name),
        isNull(speechSkills.deletedAt),
      ),
    );
  if (!script?.draft || script.publishedVersion === null || script.draftRevision !== script.submittedRevision) return;
  const draft = flowDocument.parse(script.draft);
  if (draft.knowledgeBaseIds.length > 0 || draft.dictionaryIds.length > 0) return;
  const flows = draft.flows.map((flow) => ({
    ...flow,
    nodes: flow.nodes.map((node) =>
      node.kind === 'transfer' && node.acdGroupId === undefined ? { ...node, acdGroupId: link.acdGroupId } : node,
    ),
  }));
  const linked = { ...draft, flows, knowledgeBaseIds: link.knowledgeBaseIds, dictionaryIds: link.dictionaryIds };
  await db.transaction(async (tx) => {
    await tx.update(speechSkills).set({ draft: linked }).where(eq(speechSkills.id, script.id));
    await tx
      .update(speechSkillVersions)
      .set({ document: linked })
      .where(
        and(
          eq(speechSkillVersions.speechSkillId, script.id),
          eq(speechSkillVersions.version, script.publishedVersion as number),
        ),
      );
  });
}
