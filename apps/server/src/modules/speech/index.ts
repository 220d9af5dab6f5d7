/**
 * The script library: the enterprise's scripts, their versions and review, the platform's
 * templates, 体验, and the intention tags the scripts grade calls with. The module owns
 * speech_skills, their versions, the templates and intention_tags.
 */

export { ScriptExperience } from './experience-service.ts';
export { ScriptFiles } from './files-service.ts';
export { seedGradeLabels } from './grade-labels.ts';
export { PHONE_COLUMN } from './number-template.ts';
export {
  hasIntentionTag,
  intentionTagNames,
  intentionTagRows,
  publishedDocuments,
  scriptById,
  scriptNames,
  versionOf,
} from './repo.ts';
export { registerSpeechRoutes } from './routes.ts';
export { documentOf, ScriptAccess } from './script-access.ts';
export { labelsOf, SpeechService } from './service.ts';
export { templateNamed } from './templates/index.ts';
export { linkDemoSources, seedPublishedScript, seedScriptTemplates } from './templates/seed.ts';
export { ScriptVersions } from './versions-service.ts';
export { publishedScriptsView, scriptsView } from './views.ts';
