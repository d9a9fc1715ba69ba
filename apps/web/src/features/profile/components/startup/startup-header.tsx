import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { StartupProfile } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useFormatters } from '@/shared/format/use-formatters';
import { handbookName } from '@/shared/lib/handbook-options';
import { ProfileHeader } from '../profile-header';

export interface StartupHeaderProps {
  profile: StartupProfile;
  onEdit?: () => void;
  eyebrow?: string;
  /** Buttons of the header, e.g. the interest answer of an offer. */
  actions?: ReactNode;
}

/** Logo, name, description, round and overall score of a startup. */
export function StartupHeader({ profile, onEdit, eyebrow, actions }: StartupHeaderProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const handbooks = useHandbooks();
  const round = handbookName(profile.round, handbooks.data?.rounds);
  const score = profile.startup_scoring.intema_score;
  return (
    <ProfileHeader
      name={profile.company}
      description={profile.description}
      logo={profile.logo_file}
      eyebrow={eyebrow}
      onEdit={onEdit}
      actions={actions}
      extra={
        <>
          {round ? (
            <Badge variant="outline" size="lg" radius="sm" tt="none">
              {t('profile.startup.roundBadge', { round })}
            </Badge>
          ) : null}
          <Badge
            variant="filled"
            color={score === null ? 'gray' : 'teal'}
            size="lg"
            radius="sm"
            tt="none"
            leftSection={<IconStarFilled size={12} aria-hidden />}
            data-testid="overall-score"
          >
            {t('profile.startup.scoreBadge', { score: score === null ? '—' : format.score(score) })}
          </Badge>
        </>
      }
    />
  );
}
