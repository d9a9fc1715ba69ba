/**
 * Foundation: the audit log of managers' actions, written in the action's own transaction.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { audit } from './write.js';
