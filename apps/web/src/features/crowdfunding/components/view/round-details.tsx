import { Button, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { CrowdfundingCard } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { openFileInNewTab } from '@/shared/files/open-file';
import { useFormatters } from '@/shared/format/use-formatters';
import { FileLine } from '@/shared/ui/file-line';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';

/** The round's terms: product, investment range, pitch deck and conditions of the deal. */
export function RoundDetails({ card, signedIn }: { card: CrowdfundingCard; signedIn: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { min, max } = card.value_of_investments;
  return (
    <>
      <SectionCard title={t('crowdfundingView.description')} data-testid="round-description">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={card.product_description ? undefined : 'dimmed'}>
          {card.product_description || t('crowdfundingView.noDescription')}
        </Text>
      </SectionCard>
      <SectionCard title={t('crowdfundingView.range')} data-testid="round-range">
        <Text fz="lg" fw={700}>
          {t('crowdfundingView.rangeValue', { min: format.currency(min), max: format.currency(max) })}
        </Text>
        {card.min_ticket !== null ? (
          <Text fz="sm" c="dimmed">
            {t('crowdfundingView.minTicket', { amount: format.currency(card.min_ticket) })}
          </Text>
        ) : null}
      </SectionCard>
      <SectionCard title={t('crowdfundingView.pitchDeck')} data-testid="round-pitch-deck">
        {card.pitch_deck ? <PitchDeck file={card.pitch_deck} openable={signedIn} /> : <Text c="dimmed">{t('crowdfundingView.noPitchDeck')}</Text>}
      </SectionCard>
      <SectionCard title={t('crowdfundingView.conditions')} data-testid="round-conditions">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{card.conditions_of_deal}</Text>
      </SectionCard>
    </>
  );
}

/** The deck's name and size; signed-in readers open it (files need the session). */
function PitchDeck({ file, openable }: { file: NonNullable<CrowdfundingCard['pitch_deck']>; openable: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const open = () => openFileInNewTab(file.path).catch((failure: unknown) => notify.error(errorText(failure), t('crowdfundingView.openFailed')));
  return (
    <FileLine
      file={file}
      action={
        openable ? (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={t('crowdfundingView.openOf', { name: file.name })}
            onClick={() => void open()}
          >
            {t('crowdfundingView.open')}
          </Button>
        ) : null
      }
    />
  );
}
