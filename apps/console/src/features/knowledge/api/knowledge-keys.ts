/** Query keys of the knowledge bases and dictionaries: all under `all`, so any change reloads them. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  bases: (query: object) => ['knowledge', 'bases', query] as const,
  baseNames: ['knowledge', 'baseNames'] as const,
  questions: (query: object) => ['knowledge', 'questions', query] as const,
  question: (id: number) => ['knowledge', 'question', id] as const,
  tags: (kbId: number) => ['knowledge', 'tags', kbId] as const,
  dictionaryLinks: (kbId: number) => ['knowledge', 'dictionaryLinks', kbId] as const,
  importTask: (id: number) => ['knowledge', 'importTask', id] as const,
  dictionaries: (query: object) => ['knowledge', 'dictionaries', query] as const,
  dictionary: (query: object) => ['knowledge', 'dictionary', query] as const,
  termSearch: (query: object) => ['knowledge', 'termSearch', query] as const,
  term: (dicId: number, id: number) => ['knowledge', 'term', dicId, id] as const,
};

/**
 * What a change makes stale: every list and detail of the area, but not an import task, which
 * only its own polling reads (a finished one would be asked again for nothing).
 */
export const changedByEdits = {
  queryKey: knowledgeKeys.all,
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== 'importTask',
};
