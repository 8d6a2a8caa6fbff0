export * from './billing.js';
export * from './money.js';
