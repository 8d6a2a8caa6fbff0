export * from './assets.js';
