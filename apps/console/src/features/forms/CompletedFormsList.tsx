import { filterString, useEntityList } from '@wm/api';
import { Box } from '@wm/ui';
import { ListView } from '@wm/widgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useListLabels } from '../common/useListLabels.js';
import type { FormRow, SubmissionRow } from './formsModel.js';
import { dateTimeColumn } from '../common/dateColumn.js';

/** Which record the list belongs to: the submission field and the completed list's preset. */
const PARAM = { employee_id: 'employee', asset_id: 'asset', location_id: 'location' } as const;

/**
 * The completed-forms tab of an employee, asset or location record (platform spec 2.4; time spec
 * "a list of completed forms for the asset"): that record's completed submissions (newest first,
 * page size 10 of 10/25/50/75/100); a row opens it in /forms/completed/, and the link opens the
 * completed list filtered to the record. The server shows only what the caller may read.
 */
export function CompletedFormsList({
  field,
  id,
  linkText,
}: {
  field: keyof typeof PARAM;
  id: string;
  /** The link's text (default 'Open in Completed Forms'). */
  linkText?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listLabels = useListLabels();
  const list = useEntityList<SubmissionRow>(
    'FormSubmission',
    {
      filter: `submissionStatus eq 'completed' and ${field} eq ${filterString(id)}`,
      orderby: 'editedTimeStamp desc',
      includeInactiveData: true,
    },
    { shouldRetryOnError: false },
  );
  const forms = useEntityList<FormRow>('Form', { orderby: 'name', includeInactiveData: true });
  const formName = useMemo(() => new Map((forms.data ?? []).map((f) => [f.id, f.name])), [forms.data]);
  const title = t('forms.recordCompleted');
  return (
    <Box display="flex" flexDirection="column" gap="sm">
      <ListView<SubmissionRow>
        data={(list.data ?? []).filter((r) => r.status !== 3)}
        label={title}
        getRowId={(r) => r.id}
        getRowLabel={(r) => `${formName.get(r.form_id) ?? r.name ?? ''} ${r.editedTimeStamp ?? ''}`}
        onRowClick={(r) => navigate(`/forms/completed/?submission=${encodeURIComponent(r.id)}`)}
        pageSize={10}
        pageSizeOptions={[10, 25, 50, 75, 100]}
        height={320}
        labels={listLabels}
        columns={[
          {
            id: 'form',
            header: t('forms.form'),
            value: (r) => formName.get(r.form_id) ?? r.name ?? '',
            width: 200,
          },
          {
            id: 'description',
            header: t('forms.description'),
            value: (r) => r.description ?? '',
            width: 180,
          },
          dateTimeColumn('edited', t('forms.edited'), (r) => r.editedTimeStamp, { width: 180 }),
        ]}
      />
      <Link to={`/forms/completed/?${PARAM[field]}=${encodeURIComponent(id)}`}>
        {linkText ?? t('forms.openCompleted')}
      </Link>
    </Box>
  );
}
