import { useTranslation } from 'react-i18next';
import { ScreenUnderConstruction } from '../../../shared/ui/screen-under-construction';
import { paths } from '../../../shared/paths';

function useBackToShowcase() {
  const { t } = useTranslation();
  return { to: paths.cabinet.pilots.showcase(), label: t('pages.backToPilots') };
}

export function OwnerPilotsPage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.pilots')} />;
}

export function PilotSamplePage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.pilotSample')} eyebrow={t('pages.pilots')} back={useBackToShowcase()} />;
}

export function PilotCreatePage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.pilotCreate')} eyebrow={t('pages.pilots')} back={useBackToShowcase()} />;
}

export function OwnerPilotViewPage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.pilotView')} eyebrow={t('pages.pilots')} back={useBackToShowcase()} />;
}
