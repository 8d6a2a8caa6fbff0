export * from './model.js';
export * from './showIf.js';
export * from './formula.js';
export * from './requirements.js';
export * from './formSave.js';
export * from './validation.js';
export * from './answers.js';
export * from './defaults.js';
