export * from './pdf.js';
