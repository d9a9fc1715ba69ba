export { audit } from './write.js';
