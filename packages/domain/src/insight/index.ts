export * from './productivity.js';
