import { useTranslation } from 'react-i18next';
import { ScreenUnderConstruction } from '../../../shared/ui/screen-under-construction';
import { paths } from '../../../shared/paths';

export function MessagesPage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.messages')} />;
}

export function MessagePage() {
  const { t } = useTranslation();
  return (
    <ScreenUnderConstruction
      title={t('pages.message')}
      eyebrow={t('pages.messages')}
      back={{ to: paths.cabinet.messages(), label: t('pages.backToMessages') }}
    />
  );
}
