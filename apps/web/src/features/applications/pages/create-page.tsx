import { Button, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ClientTicketType } from '@platform/contract';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { useCurrentUser } from '@/shared/session/session-context';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { ContentLoader } from '@/shared/ui/loaders';
import { PageHeader } from '@/shared/ui/page-header';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useFormOptions } from '../api/form-options';
import { ApplicationForm } from '../components/form/application-form';
import { canCreate, formEndpoint, formKindOf, optionFieldOf } from '../lib/form-kinds';

/**
 * `/cabinet/applications/create/{appTypeId}`: the form of one service (spec part 2, "Application
 * forms"). The route already sends a startup without a full score to the list with a notice.
 */
export function ApplicationCreatePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { appTypeId } = useParams();
  useDocumentTitle(t('pages.applicationCreate'));
  const back = <GoToRoute to={paths.cabinet.applications.list()} label={t('pages.backToApplications')} />;
  if (!canCreate(user.role, appTypeId)) {
    return (
      <Stack gap="lg">
        {back}
        <SomethingWentWrong
          headingOrder={1}
          description={t('applications.form.wrongType')}
          action={
            <Button component={Link} to={paths.cabinet.applications.list()} variant="light" color="red">
              {t('pages.backToApplications')}
            </Button>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <PageHeader
        eyebrow={t('applications.form.eyebrow')}
        title={t(`applications.types.${appTypeId}`)}
        description={t(`applications.form.intro.${formKindOf(appTypeId)}`)}
      />
      <CreateForm key={appTypeId} type={appTypeId} />
    </Stack>
  );
}

/** The form, once the option list it chooses from has come (goals, task classes or types). */
function CreateForm({ type }: { type: ClientTicketType }) {
  const { t } = useTranslation();
  const field = optionFieldOf(formKindOf(type));
  const options = useFormOptions(formEndpoint(type), field);
  if (field !== null && options.data === undefined) {
    return options.isError ? (
      <SomethingWentWrong description={t('applications.form.optionsFailed')} error={options.error} onRetry={() => void options.refetch()} />
    ) : (
      <ContentLoader />
    );
  }
  return <ApplicationForm type={type} options={options.data ?? []} />;
}
