export * from './users.js';
export * from './handbooks.js';
export * from './audit.js';
