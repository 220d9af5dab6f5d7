/**
 * 知识库 and 相近词库 (modules-spec 3): knowledge bases with their questions, answers and review,
 * the similar-word dictionaries they link, their imports and exports, and the sources a script's
 * dialogue engine compiles from them. The module owns the knowledge_* and dictionary tables.
 */
export { AnswerAudio } from './answer-audio.ts';
export { seedDemoKnowledge } from './demo-knowledge.ts';
export { DictionaryService } from './dictionary/service.ts';
export { runTermExport } from './dictionary/term-export.ts';
export { termImporter } from './dictionary/term-import.ts';
export { KnowledgeExperience } from './experience.ts';
export { runQuestionExport } from './question-export.ts';
export { questionImporter } from './question-import.ts';
export { QuestionService } from './question-service.ts';
export { knowledgeBaseNames } from './repo.ts';
export { registerKnowledgeRoutes } from './routes.ts';
export { loadScriptSources } from './script-sources.ts';
export { KnowledgeService } from './service.ts';
