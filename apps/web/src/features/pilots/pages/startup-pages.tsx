import { useTranslation } from 'react-i18next';
import { ScreenUnderConstruction } from '../../../shared/ui/screen-under-construction';
import { paths } from '../../../shared/paths';

export function StartupShowcasePage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.pilots')} />;
}

export function StartupPilotViewPage() {
  const { t } = useTranslation();
  return (
    <ScreenUnderConstruction
      title={t('pages.pilotView')}
      eyebrow={t('pages.pilots')}
      back={{ to: paths.cabinet.pilots.showcase(), label: t('pages.backToPilots') }}
    />
  );
}
