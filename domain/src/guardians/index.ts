export * from './consent-decisions.ts';
export * from './consent-gate.ts';
export * from './consent-text.ts';
export * from './guardian-consent.schemas.ts';
export * from './guardian-account.schemas.ts';
