/**
 * Zod 4 schemas of the HTTP contract (contract.md), shared by the server (validation) and the console
 * (types). Owned by the server-platform helper; imported as '@wm/api/schemas'.
 */
export * from './common.js';
export * from './account.js';
export * from './entities.js';
export * from './payroll.js';
export * from './reports.js';
export * from './admin-settings.js';
export * from './admin-lists.js';
export * from './admin-access.js';
export * from './admin-integrations.js';
export * from './allocation.js';
export * from './schedule.js';
export * from './time-record.js';
export * from './forms.js';
export * from './assets.js';
export * from './service.js';
export * from './partners.js';
export * from './customReport.js';
