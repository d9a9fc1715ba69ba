import { useState } from 'react';
import { Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { useAuditActions } from '../api/get-audit-actions';
import { useCompanyAccount } from '../companies/api/get-company';
import { useManagers } from '../companies/api/managers';
import { AUDIT_ENTITY_ID_MAX, auditEntities, isAuditFiltered, type AuditEntity, type AuditFilters as Filters } from '../lib/audit';
import { auditActionName, resolveText } from '../lib/audit-sentence';
import { useAuditTranslate } from './audit-entries';

const ALL = 'all';
type Change = Partial<Omit<Filters, 'page'>>;

/** The record kind, the manager and the action apply at once; the record id when the form is sent (Enter or the button). */
export function AuditFilters({ filters, onChange }: { filters: Filters; onChange: (change: Change) => void }) {
  const { t } = useTranslation();
  const managers = useManagers();
  const actions = useAuditActions();
  const translate = useAuditTranslate();
  // The company a link filtered by, named by its account (a deleted one has no name left).
  const company = useCompanyAccount(filters.companyId ?? '', filters.companyId !== null);
  const [entityId, setEntityId] = useState(filters.entityId ?? '');
  // A new id from the URL (a link from a ticket, back and forward) replaces what is typed.
  const [shownId, setShownId] = useState(filters.entityId);
  if (shownId !== filters.entityId) {
    setShownId(filters.entityId);
    setEntityId(filters.entityId ?? '');
  }
  const select = { allowDeselect: false, checkIconPosition: 'right' as const, w: 220 };
  // A filter from a link stays offered even before (or without) the lists that name it.
  const managerOptions = (managers.data ?? []).map((manager) => ({ value: manager.id, label: manager.name }));
  if (filters.actorId && !managerOptions.some((option) => option.value === filters.actorId))
    managerOptions.push({ value: filters.actorId, label: t('backoffice.audit.unknownManager') });
  const actionCodes = [...(actions.data ?? [])];
  if (filters.action && !actionCodes.includes(filters.action)) actionCodes.push(filters.action);
  const actionOptions = actionCodes
    .map((action) => ({ value: action, label: resolveText(auditActionName(action), translate) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Stack gap="sm">
      <form
        role="search"
        aria-label={t('manage.audit.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ entityId: entityId.trim() || null });
        }}
      >
        <Group align="flex-end" gap="sm">
          <Select
            {...select}
            label={t('backoffice.audit.manager')}
            data={[{ value: ALL, label: t('backoffice.audit.allManagers') }, ...managerOptions]}
            value={filters.actorId ?? ALL}
            onChange={(value) => onChange({ actorId: value && value !== ALL ? value : null })}
            searchable
            nothingFoundMessage={t('backoffice.audit.nothingFound')}
            data-testid="audit-manager"
          />
          <Select
            {...select}
            label={t('backoffice.audit.action')}
            data={[{ value: ALL, label: t('backoffice.audit.allActions') }, ...actionOptions]}
            value={filters.action ?? ALL}
            onChange={(value) => onChange({ action: value && value !== ALL ? value : null })}
            searchable
            nothingFoundMessage={t('backoffice.audit.nothingFound')}
            data-testid="audit-action"
          />
          <Select
            {...select}
            label={t('manage.audit.entity')}
            data={[
              { value: ALL, label: t('manage.audit.entities.all') },
              ...auditEntities.map((entity) => ({ value: entity, label: t(`manage.audit.entities.${entity}`) })),
            ]}
            value={filters.entity ?? ALL}
            onChange={(value) => onChange({ entity: value && value !== ALL ? (value as AuditEntity) : null })}
          />
          <TextInput
            label={t('manage.audit.entityId')}
            value={entityId}
            onChange={(event) => setEntityId(event.currentTarget.value.slice(0, AUDIT_ENTITY_ID_MAX))}
            maxLength={AUDIT_ENTITY_ID_MAX}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 240px' }}
            maw={360}
          />
          <Button type="submit" variant="light">
            {t('common.apply')}
          </Button>
          {isAuditFiltered(filters) ? (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => {
                setEntityId('');
                onChange({ entity: null, entityId: null, actorId: null, companyId: null, action: null });
              }}
            >
              {t('manage.audit.clear')}
            </Button>
          ) : null}
        </Group>
      </form>
      {filters.companyId ? (
        <Group gap="xs" data-testid="audit-company-filter">
          <Text fz="sm">
            {t('backoffice.audit.companyFilter')}{' '}
            <Anchor component={Link} to={paths.manage.companyById(filters.companyId)} fz="sm">
              {company.data ? (company.data.status === 'deleted' ? t('manage.audit.deletedCompany') : company.data.name) : t('common.loading')}
            </Anchor>
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => onChange({ companyId: null })}>
            {t('backoffice.audit.allCompanies')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
