import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITY_ID_MAX, auditEntities, type AuditEntity, type AuditFilters as Filters } from '../lib/audit';

const ALL = 'all';

/** The record kind applies at once; the record id when the form is sent (Enter or the button). */
export function AuditFilters({ filters, onChange }: { filters: Filters; onChange: (change: Pick<Filters, 'entity' | 'entityId'>) => void }) {
  const { t } = useTranslation();
  const [entityId, setEntityId] = useState(filters.entityId ?? '');
  // A new id from the URL (a link from a ticket, back and forward) replaces what is typed.
  const [shownId, setShownId] = useState(filters.entityId);
  if (shownId !== filters.entityId) {
    setShownId(filters.entityId);
    setEntityId(filters.entityId ?? '');
  }
  const filtered = filters.entity !== null || filters.entityId !== null;
  return (
    <form
      role="search"
      aria-label={t('manage.audit.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ entity: filters.entity, entityId: entityId.trim() || null });
      }}
    >
      <Group align="flex-end" gap="sm">
        <Select
          label={t('manage.audit.entity')}
          data={[{ value: ALL, label: t('manage.audit.entities.all') }, ...auditEntities.map((entity) => ({ value: entity, label: t(`manage.audit.entities.${entity}`) }))]}
          value={filters.entity ?? ALL}
          onChange={(value) => onChange({ entity: value && value !== ALL ? (value as AuditEntity) : null, entityId: filters.entityId })}
          allowDeselect={false}
          checkIconPosition="right"
          w={220}
        />
        <TextInput
          label={t('manage.audit.entityId')}
          value={entityId}
          onChange={(event) => setEntityId(event.currentTarget.value.slice(0, AUDIT_ENTITY_ID_MAX))}
          maxLength={AUDIT_ENTITY_ID_MAX}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 280px' }}
          maw={420}
        />
        <Button type="submit" variant="light">
          {t('common.apply')}
        </Button>
        {filtered ? (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => {
              setEntityId('');
              onChange({ entity: null, entityId: null });
            }}
          >
            {t('manage.audit.clear')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
