import { Anchor, Box, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/format/use-formatters';
import type { PolicyDocument } from '../content/types';
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
            {document.intro.map((paragraph) => (
              <Text key={paragraph} fz={{ base: 'md', sm: 'lg' }} lh={1.65}>
                {paragraph}
              </Text>
            ))}
          </Stack>
          {document.sections.map((section) => (
            <Stack key={section.id} gap="sm" component="section" aria-labelledby={section.id}>
              <Title order={2} fz={22} id={section.id} className={classes.heading}>
                {section.heading}
              </Title>
              {section.paragraphs?.map((paragraph) => (
                <Text key={paragraph} lh={1.7}>
                  {paragraph}
                </Text>
              ))}
              {section.items ? (
                <List spacing="xs" withPadding className={classes.list}>
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              ) : null}
              {section.after?.map((paragraph) => (
                <Text key={paragraph} lh={1.7}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Box>
  );
}
