import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLanguage } from '@/shared/i18n/use-language';
import type { CompanyProfile } from '@/features/profile/api/company-profile';
import { missingInvestorFocus } from '@/features/profile/lib/company-form';
import { ProfileBanner } from '../profile-banner';

/**
 * The investor's recommendations (spec part 1, section 2, Investor edit): while part of the focus
 * is empty, the banner names what to add, since managers match startups by it, and its button
 * opens the edit dialog.
 */
export function InvestorRecommendationsBanner({ profile, onFill }: { profile: CompanyProfile; onFill: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const missing = missingInvestorFocus(profile);
  if (missing.length === 0) return null;
  const fields = new Intl.ListFormat(language, { type: 'conjunction' }).format(missing.map((field) => t(`profile.investor.${field}`).toLowerCase()));
  return (
    <ProfileBanner
      icon={<IconBulb size={24} stroke={1.6} aria-hidden />}
      title={t('profile.investor.recommendations.title')}
      text={t('profile.investor.recommendations.text', { fields })}
      action={t('profile.investor.recommendations.action')}
      onAction={onFill}
      color="teal"
      testId="investor-recommendations-banner"
    />
  );
}
