import { IconBulb, IconClipboardText } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ProfileBanner } from '../profile-banner';

/** Shown while the profile type is `empty`: the product texts are still missing. */
export function FillInBanner({ onFill }: { onFill: () => void }) {
  const { t } = useTranslation();
  return (
    <ProfileBanner
      icon={<IconClipboardText size={24} stroke={1.6} aria-hidden />}
      title={t('profile.startup.fillIn.title')}
      text={t('profile.startup.fillIn.text')}
      action={t('profile.startup.fillIn.action')}
      onAction={onFill}
      color="brand"
      testId="fill-in-banner"
    />
  );
}

export function RecommendationsBanner({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <ProfileBanner
      icon={<IconBulb size={24} stroke={1.6} aria-hidden />}
      title={t('recommendations.banner.title')}
      text={t('recommendations.banner.text')}
      action={t('recommendations.banner.action')}
      onAction={onOpen}
      color="teal"
      testId="recommendations-banner"
    />
  );
}
