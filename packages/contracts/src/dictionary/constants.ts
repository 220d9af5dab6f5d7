/** Limits of the dictionary dialogs (modules-spec 3.6). */
export const dictionaryLimits = { name: 10, term: 20, synonyms: 100, synonym: 20 } as const;

/** The columns of the term import template and of the dictionary export. */
export const TERM_IMPORT_HEADER = ['标准词', '相似词'] as const;
