export * from './consent-decisions.ts';
export * from './consent-gate.ts';
