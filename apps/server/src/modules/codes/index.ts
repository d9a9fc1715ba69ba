export { codeMail } from './letters.js';
export { createCodeService, type CodeService } from './service.js';
