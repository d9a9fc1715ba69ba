export { CrowdfundingListPage } from './list-page';
export { CrowdfundingViewPage } from './view-page';
export { CrowdfundingBackersPage } from './backers-page';
export { CrowdfundingParticipantPage } from './participant-page';
export { CrowdfundingRoomPage } from './room-page';
