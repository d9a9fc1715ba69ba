import { useTranslation } from 'react-i18next';
import { ScreenUnderConstruction } from '../../../shared/ui/screen-under-construction';

export function ExpertListPage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.expertList')} />;
}

export function SchedulePage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.schedule')} />;
}
