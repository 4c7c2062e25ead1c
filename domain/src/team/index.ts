export * from './consultant-wait.ts';
export * from './pick-consultant.ts';
