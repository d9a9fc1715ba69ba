/**
 * Domain: rounds, backings, terms, questions, the round's room, the portfolio.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { crowdfundingHandlers } from './events/index.js';
export { roundFileRules } from './file-rules.js';
export { crowdfundingJobs } from './jobs.js';
export { kiisByFingerprint, storeKiisVersion, type PassportOf } from './kiis.js';
export { roundKiisRoutes } from './kiis-routes.js';
export { assertCanOpenRound, openRound, opensRound } from './open-round.js';
export { portfolioRoutes } from './portfolio.js';
export { roundQuestionRoutes } from './questions-routes.js';
export { crowdfundingReadRoutes } from './read-routes.js';
export { firstReportDueSql } from './reporting.js';
export { roundRoomRoutes } from './room-routes.js';
export { roundRoomsOf } from './rooms.js';
export { roundTermsRoutes } from './terms-routes.js';
export { crowdfundingWriteRoutes } from './write-routes.js';
