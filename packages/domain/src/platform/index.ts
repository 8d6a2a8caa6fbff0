export * from './privileges.js';
export * from './access.js';
export * from './menus.js';
export * from './password.js';
export * from './status.js';
export * from './privilegeTree.js';
export * from './licenceSeats.js';
export * from './permissionLimits.js';
