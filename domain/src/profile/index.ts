export * from './age.ts';
export * from './profile.options.ts';
export * from './profile.schema.ts';
export * from './profile.rules.ts';
export * from './profile-completion.ts';
