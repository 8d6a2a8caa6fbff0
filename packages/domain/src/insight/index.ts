export * from './productivity.js';
export * from './customReport.js';
export * from './dashboard.js';
