export * from './common.js';
export * from './users.js';
export * from './auth.js';
export * from './handbooks.js';
export * from './tickets.js';
export * from './format.js';
export * from './errors.js';
export * from './registration.js';
