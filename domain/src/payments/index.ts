export * from './packages.ts';
export * from './payment-rules.ts';
export * from './payment.schema.ts';
export * from './simulated-cards.ts';
export * from './price-text.ts';
