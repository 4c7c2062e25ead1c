export * from './consultant-wait.ts';
export * from './pick-consultant.ts';
export * from './team.schema.ts';
