import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { saveFile } from '@/shared/files/open-file';
import { useDownload } from '@/shared/files/use-download';

/** Whose record: one backer company, or every backer of one round. */
export type RecordsScope = { company_id: string } | { crowdfund_id: string };
const formats = ['csv', 'json'] as const;
type Format = (typeof formats)[number];

/** `GET /api/v1/manager/backer-records`: the append-only record of a company's or a round's backer checks, saved as a file. */
function saveRecords(scope: RecordsScope, format: Format): Promise<void> {
  const [key, id] = 'company_id' in scope ? (['company_id', scope.company_id] as const) : (['crowdfund_id', scope.crowdfund_id] as const);
  const query = new URLSearchParams({ [key]: id, format });
  return saveFile(`/api/v1/manager/backer-records?${query.toString()}`, `backer-records-${id}.${format}`);
}

/**
 * The managers' export of backer records (declarations, reviews, tests, warnings and risks
 * accepted, sheets acknowledged, revocations), in CSV for a spreadsheet or JSON for a program.
 */
export function BackerRecordsExport({ scope }: { scope: RecordsScope }) {
  const { t } = useTranslation();
  const download = useDownload(t('backerRecords.failed'));
  return (
    <Group gap="xs" data-testid="backer-records-export">
      {formats.map((format) => (
        <Button
          key={format}
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.busyOn(format)}
          onClick={() => void download.save(format, () => saveRecords(scope, format))}
          data-testid={`backer-records-${format}`}
        >
          {t(`backerRecords.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
