import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { ContentLoader } from '@/shared/ui/loaders';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useClassification } from '../api/get-classification';
import { ThresholdList } from '../components/criteria-list';
import { DeclarationCard } from '../components/declaration-card';
import { DeclarationForm } from '../components/declaration-form';
import { KnowledgeTestSection } from '../components/knowledge-test-card';
import { LimitCard } from '../components/limit-card';

/**
 * `/cabinet/investor-checks`: the regime and its thresholds, the backer's declaration with its
 * review, the 12-month limit it yields, the knowledge test where ECSP asks for it, and the form
 * to declare the figures (again).
 */
export function InvestorChecksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('investorChecks.title'));
  const query = useClassification();
  return (
    <Stack gap="lg" maw={880} data-testid="investor-checks">
      <PageHeader title={t('investorChecks.title')} description={t('investorChecks.description')} />
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <SectionCard title={t(`investorChecks.regimes.${query.data.regime}.name`)} data-testid="regime">
            <Text fz="sm">{t(`investorChecks.regimes.${query.data.regime}.text`)}</Text>
            <Text fz="sm" fw={600}>
              {t('investorChecks.thresholds.title')}
            </Text>
            <ThresholdList thresholds={query.data.thresholds} />
          </SectionCard>
          {query.data.classification ? (
            <DeclarationCard classification={query.data.classification} />
          ) : (
            <SectionCard title={t('investorChecks.declaration.title')} data-testid="declaration-none">
              <Text c="dimmed">{t('investorChecks.declaration.none')}</Text>
            </SectionCard>
          )}
          <LimitCard />
          <KnowledgeTestSection />
          <DeclarationForm key={query.data.classification?.id ?? 'first'} state={query.data} />
        </>
      )}
    </Stack>
  );
}
