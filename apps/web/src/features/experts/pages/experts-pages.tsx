import { useTranslation } from 'react-i18next';
import { ScreenUnderConstruction } from '../../../shared/ui/screen-under-construction';

export { ExpertListPage } from './expert-list-page';

export function SchedulePage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.schedule')} />;
}
