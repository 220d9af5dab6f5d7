export * from './constants.ts';
export * from './dialogue.ts';
export * from './document.ts';
export * from './validate.ts';
