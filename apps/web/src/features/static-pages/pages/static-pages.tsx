import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCookie, IconFileCertificate, IconShieldLock, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useLanguage } from '@/shared/i18n/use-language';
import { paths, staticPageSlugs, type StaticPageSlug } from '@/shared/paths';
import { ContentLoader } from '@/shared/ui/loaders';
import { PageNotFound, SomethingWentWrong } from '@/shared/ui/states';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { staticPageTitleKey } from '@/shared/ui/static-page-titles';
import { loadPolicy } from '../content';
import { PolicyView } from '../components/policy-view';

const icons: Record<StaticPageSlug, Icon> = {
  'privacy-policy': IconShieldLock,
  'cookie-usage-policy': IconCookie,
  'user-agreement': IconFileCertificate,
};

const summaryKey = {
  'privacy-policy': 'staticPages.privacyPolicySummary',
  'cookie-usage-policy': 'staticPages.cookieUsagePolicySummary',
  'user-agreement': 'staticPages.userAgreementSummary',
} as const satisfies Record<StaticPageSlug, string>;

function isSlug(value: string | undefined): value is StaticPageSlug {
  return (staticPageSlugs as readonly string[]).includes(value ?? '');
}

export function StaticPagesIndex() {
  const { t } = useTranslation();
  useDocumentTitle(t('staticPages.title'));
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('staticPages.title')}</Title>
        <Text c="dimmed" maw={640}>
          {t('staticPages.description')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {staticPageSlugs.map((slug) => {
          const PageIcon = icons[slug];
          return (
            <Card key={slug} component={Link} to={paths.staticPage(slug)} withBorder radius="lg" padding="xl">
              <Stack gap="md">
                <ThemeIcon size={48} radius="md" variant="light">
                  <PageIcon size={26} stroke={1.6} />
                </ThemeIcon>
                <Title order={2} fz="lg">
                  {t(staticPageTitleKey[slug])}
                </Title>
                <Text fz="sm" c="dimmed">
                  {t(summaryKey[slug])}
                </Text>
                <Group gap={6}>
                  <Text fz="sm" fw={600} c="brand.6">
                    {t('staticPages.read')}
                  </Text>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function PolicyPage({ slug }: { slug: StaticPageSlug }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t(staticPageTitleKey[slug]);
  useDocumentTitle(title);
  const query = useQuery({
    queryKey: ['static-page', slug, language],
    queryFn: () => loadPolicy(slug, language),
    staleTime: Infinity,
  });
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.staticPages()} label={t('staticPages.backToIndex')} />
      {query.data ? <PolicyView title={title} document={query.data} /> : null}
      {query.isPending ? <ContentLoader /> : null}
      {query.isError ? <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} /> : null}
    </Stack>
  );
}

export function StaticPage() {
  const { slug } = useParams();
  return isSlug(slug) ? <PolicyPage slug={slug} /> : <PageNotFound />;
}
