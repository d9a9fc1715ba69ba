/**
 * Domain: a backer's checks before it commits money: its classification, yearly limit, risk
 * acceptance and reflection period, and the record of all of them (docs/decisions.md, "Backers' checks").
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { checkCommitment, checkJoin, recordJoinFacts, reflectionRunning, type BackingTerms } from './backing-checks.js';
export { recordBackerFact } from './records.js';
export { knowledgeTestRoutes } from './knowledge-routes.js';
export { backerRoutes } from './routes.js';
