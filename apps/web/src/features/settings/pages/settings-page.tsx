import { useTranslation } from 'react-i18next';
import { ScreenUnderConstruction } from '../../../shared/ui/screen-under-construction';

export function SettingsPage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.settings')} />;
}
