import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths, staticPageSlugs } from '@/shared/paths';
import { staticPageTitleKey } from './static-page-titles';

export function SiteFooter({ fluid = false }: { fluid?: boolean }) {
  const { t } = useTranslation();
  return (
    <Container component="footer" size={fluid ? undefined : 'lg'} fluid={fluid} py="lg" w="100%">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
        <Group component="nav" aria-label={t('footer.legal')} gap="lg">
          {staticPageSlugs.map((slug) => (
            <Anchor key={slug} component={Link} to={paths.staticPage(slug)} fz="sm" c="dimmed">
              {t(staticPageTitleKey[slug])}
            </Anchor>
          ))}
          <Anchor component={Link} to={paths.verify()} fz="sm" c="dimmed">
            {t('footer.verify')}
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
