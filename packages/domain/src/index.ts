/** @wm/domain: pure business rules (design.md section 2). No React, DOM, fetch, database or clock. */
export {};
export * from './time/index.js';
