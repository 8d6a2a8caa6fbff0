export * from './document.js';
export * from './dateSpan.js';
