export { ExpertListPage } from './expert-list-page';
