export * from './languages.ts';
export * from './language.schema.ts';
export * from './pick-language.ts';
export * from './format.ts';
