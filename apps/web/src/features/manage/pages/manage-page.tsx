import { useTranslation } from 'react-i18next';
import { ScreenUnderConstruction } from '../../../shared/ui/screen-under-construction';

/** The back office lands in a later release; managers already reach its entry point. */
export function ManagePage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.manage')} />;
}
