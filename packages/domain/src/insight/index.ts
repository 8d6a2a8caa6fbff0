export * from './productivity.js';
export * from './customReport.js';
