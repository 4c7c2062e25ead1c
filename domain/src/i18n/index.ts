export * from './languages.ts';
export * from './pick-language.ts';
export * from './format.ts';
