/** Where the knowledge pages' links lead. */
export const knowledgePaths = {
  bases: '/knowledge/knowledge',
  /** A base's questions; state 2 (审核中) opens it read-only. */
  base: (id: number, state: number) => `/knowinfo/${id}/${state}`,
  dictionaries: '/knowledge/dict',
  dictionary: (id: number) => `/dictinfo/${id}`,
};
