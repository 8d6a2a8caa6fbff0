/** @wm/domain: pure business rules (design.md section 2). No React, DOM, fetch, database or clock. */
export * from './errors.js';
export * from './platform/index.js';
export * from './time/index.js';
export * from './duration/index.js';
export * from './schedule/index.js';
export * from './payroll/index.js';
export * from './time/allocation/index.js';
export * from './reports/index.js';
export * from './forms/index.js';
export * from './assets/index.js';
export * from './insight/index.js';
export * from './service/index.js';
export * from './billing/index.js';
