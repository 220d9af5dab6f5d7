/** Where the script library's links lead. */
export const speechPaths = {
  myScripts: '/speech/myspeech',
  /** A script in the editor: its draft to edit, or the script to look at. */
  editor: (id: number, mode: 'view' | 'edit') => `/speech/editor/${id}${mode === 'edit' ? '?mode=edit' : ''}`,
  /** The script shown with its 体验 panel open. */
  experience: (id: number) => `/speech/editor/${id}?talk=1`,
  /** A template, to look at. */
  template: (id: number) => `/speech/template/${id}`,
};

/** 话术类型 (type 2 → 动态话术, else 普通话术). */
export function scriptTypeText(type: number): string {
  return type === 2 ? '动态话术' : '普通话术';
}
