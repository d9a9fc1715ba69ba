import { joinReadRules } from './modules/files/index.js';
import { roundFileRules } from './modules/crowdfunding/index.js';
import { reportFileRules } from './modules/duediligence/index.js';
import { threadFileRules } from './modules/messages/index.js';
import { profileFileRules } from './modules/profiles/index.js';

/**
 * Who besides its uploader and managers may download a file, purpose by purpose: each domain
 * says it for the screens it owns, and the app joins them, so the files module knows no domain.
 */
export const fileReadRules = joinReadRules(profileFileRules, roundFileRules, threadFileRules, reportFileRules);
