export * from './document.ts';
export * from './validate.ts';
