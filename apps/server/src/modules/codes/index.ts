/**
 * Foundation: one-time e-mail codes and the letter that carries them.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { codeMail } from './letters.js';
export { createCodeService, type CodeService } from './service.js';
