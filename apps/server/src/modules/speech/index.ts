/**
 * The script library: the enterprise's scripts, their versions and review, the platform's
 * templates, 体验, and the intention tags the scripts grade calls with. The module owns
 * speech_skills, their versions, the templates and intention_tags.
 */
export {
  hasIntentionTag,
  intentionTagNames,
  intentionTagRows,
  publishedDocuments,
  scriptNames,
  seedIntentionTags,
} from './repo.ts';
export { templateNamed } from './templates/index.ts';
export { linkDemoSources, seedPublishedScript, seedScriptTemplates } from './templates/seed.ts';
export { publishedScriptsView, scriptsView } from './views.ts';
