import { useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { KnowledgeTestState } from '@platform/contract';
import { ContentLoader } from '@/shared/ui/loaders';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useKnowledgeTest } from '../api/get-knowledge-test';
import { useBackerLimits } from '../api/get-limits';
import { showsKnowledgeTest } from '../lib/knowledge-test';
import { KnowledgeTestForm } from './knowledge-test-form';
import { KnowledgeTestResult } from './knowledge-test-result';

/**
 * The knowledge test and loss simulation (ECSP art. 21), for a non-sophisticated backer under
 * ECSP and for one that has taken it; nothing under Reg CF.
 */
export function KnowledgeTestSection() {
  const { t } = useTranslation();
  const limits = useBackerLimits();
  const ecsp = limits.data?.regime === 'ecsp';
  const query = useKnowledgeTest(ecsp);
  if (!limits.data || !ecsp) return null;
  if (query.isPending || query.isError) {
    if (limits.data.class !== 'non_sophisticated') return null;
    return (
      <SectionCard title={t('investorChecks.test.title')} data-testid="knowledge-test">
        {query.isPending ? <ContentLoader /> : <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />}
      </SectionCard>
    );
  }
  if (!showsKnowledgeTest(limits.data, query.data)) return null;
  return <KnowledgeTestCard state={query.data} />;
}

function KnowledgeTestCard({ state }: { state: KnowledgeTestState }) {
  const { t } = useTranslation();
  const [retaking, setRetaking] = useState(false);
  const { last, simulation } = state;
  const taking = last === null || retaking;
  return (
    <SectionCard
      title={t('investorChecks.test.title')}
      description={t('investorChecks.test.description', { passMark: state.pass_mark, total: state.questions.length })}
      aside={
        state.required ? (
          <Badge color="yellow" variant="light" data-testid="knowledge-required">
            {t('investorChecks.test.required')}
          </Badge>
        ) : null
      }
      data-testid="knowledge-test"
    >
      {!taking ? (
        <KnowledgeTestResult attempt={last} questions={state.questions} onRetake={() => setRetaking(true)} />
      ) : simulation ? (
        <KnowledgeTestForm state={state} simulation={simulation} onDone={() => setRetaking(false)} {...(last ? { onCancel: () => setRetaking(false) } : {})} />
      ) : (
        <Text c="dimmed">{t('investorChecks.test.declareFirst')}</Text>
      )}
    </SectionCard>
  );
}
