/** The crowdfunding back office's screens, loaded together as one chunk. */
export { ManageCrowdfundingPage } from './queue-page';
export { ManageRoundPage } from './round-page';
export { ManageClassificationsPage } from './classifications-page';
