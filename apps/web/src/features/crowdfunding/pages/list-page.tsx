import { useTranslation } from 'react-i18next';
import { ScreenUnderConstruction } from '../../../shared/ui/screen-under-construction';

export function CrowdfundingListPage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.crowdfunding')} />;
}
