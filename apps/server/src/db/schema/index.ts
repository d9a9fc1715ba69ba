export * from './users.js';
export * from './companies.js';
export * from './accounts.js';
export * from './files.js';
export * from './profiles.js';
export * from './tickets.js';
export * from './handbooks.js';
export * from './audit.js';
