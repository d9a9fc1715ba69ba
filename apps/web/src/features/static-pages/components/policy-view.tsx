import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFormatters } from '@/shared/format/use-formatters';
import type { PolicyDocument } from '../content/types';
import { MarkdownBlocks } from './markdown-blocks';
import classes from './policy-view.module.css';

export function PolicyView({ title, document }: { title: string; document: PolicyDocument }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Box className={classes.layout}>
      <Box component="nav" aria-label={t('staticPages.contents')} className={classes.toc} visibleFrom="lg">
        <Text fz="xs" fw={700} tt="uppercase" c="dimmed" mb="sm" style={{ letterSpacing: '0.06em' }}>
          {t('staticPages.contents')}
        </Text>
        <Stack gap={8}>
          {document.sections.map((section) => (
            <Anchor key={section.id} href={`#${section.id}`} fz="sm" c="dark.4" underline="hover">
              {section.heading}
            </Anchor>
          ))}
        </Stack>
      </Box>
      <Paper component="article" withBorder radius="lg" p={{ base: 'lg', sm: 48 }} className={classes.article}>
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {title}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('staticPages.lastUpdated', { date: format.date(document.updated) })}
            </Text>
          </Stack>
          <Stack gap="md">
            <MarkdownBlocks tokens={document.intro} lead />
          </Stack>
          {document.sections.map((section) => (
            <Stack key={section.id} gap="sm" component="section" aria-labelledby={section.id}>
              <Title order={2} fz={22} id={section.id} className={classes.heading}>
                {section.heading}
              </Title>
              <MarkdownBlocks tokens={section.blocks} />
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Box>
  );
}
