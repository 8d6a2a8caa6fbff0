import { filterString, formCalls, isApiError, pdfBlob, useApiClient, useEntityList } from '@wm/api';
import { Box, Button, ConfirmDialog, Select, TextField, useToast } from '@wm/ui';
import { ListView } from '@wm/widgets';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DateRangeFields } from '../common/DateRangeFields.js';
import { readDateRange, rangeToInstants, writeDateRange } from '../common/dateRange.js';
import { useListLabels } from '../common/useListLabels.js';
import { useSession } from '../shell/SessionContext.js';
import { type FormRow, type ParentFilter, type SubmissionRow, submissionFilter } from './formsModel.js';
import { dateTimeColumn } from '../common/dateColumn.js';

interface Named {
  id: string;
  fullName?: string | null;
  name?: string | null;
}

const ALL = '__all__';

/** Opens a PDF (base64) in a new window; falls back to the current one when pop-ups are blocked. */
function openPdf(base64: string) {
  const url = URL.createObjectURL(pdfBlob(base64));
  if (!window.open(url, '_blank')) window.location.assign(url);
}

/** The id filters of the lists, each a select of one entity list ('' = all). */
type IdFilter = 'form' | 'modifiedBy' | 'employee' | 'location' | 'task' | 'device' | 'asset';

/**
 * /forms/completed/ and /forms/drafts/ (platform spec 2.4, 5.3, 6, 7): submissions of the status
 * edited in the date range (default one month ago to today, the end extended by a day), filtered by
 * form, modified by, parent (completed only), description, employee, location, task, device and
 * asset (hidden without the Assets module); `?employee=`, `?location=`, `?asset=` preset a filter
 * (the records' completed-forms tabs) and `?submission={id}` shows one (/link/form/print/{id});
 * multi-select delete by the own/others rule (sub-forms ignored and counted), print preview,
 * reprint (completed) and edit (drafts).
 */
export function SubmissionsPage({ status }: { status: 'completed' | 'draft' }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { can, identity } = useSession();
  const listLabels = useListLabels();
  const [params] = useSearchParams();
  const only = params.get('submission');
  const screen = status === 'completed' ? 'forms-completed' : 'forms-drafts';
  const [range, setRange] = useState(() => readDateRange(screen));
  const [ids, setIds] = useState<Record<IdFilter, string>>(() => ({
    form: params.get('form') ?? '',
    modifiedBy: '',
    employee: params.get('employee') ?? '',
    location: params.get('location') ?? '',
    task: '',
    device: '',
    asset: params.get('asset') ?? '',
  }));
  const [parent, setParent] = useState<ParentFilter>('all');
  const [description, setDescription] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<null | 'delete' | 'reprint' | 'preview'>(null);
  const [busy, setBusy] = useState(false);
  const hasAssets = identity.licensedModules?.includes('Assets') === true;

  const filter = useMemo(
    () =>
      only
        ? `id eq ${filterString(only)}`
        : submissionFilter({
            status,
            range: rangeToInstants(range),
            ...ids,
            asset: hasAssets ? ids.asset : '',
            parent,
            description,
          }),
    [only, range, status, ids, parent, description, hasAssets],
  );
  const list = useEntityList<SubmissionRow>('FormSubmission', {
    filter,
    orderby: 'editedTimeStamp desc',
    includeInactiveData: true,
  });
  const forms = useEntityList<FormRow>('Form', { orderby: 'name', includeInactiveData: true });
  const quiet = { shouldRetryOnError: false };
  const employees = useEntityList<Named>('Employee', { orderby: 'lastName', select: 'fullName' }, quiet);
  const locations = useEntityList<Named>('Location', { orderby: 'name', select: 'name' }, quiet);
  const tasks = useEntityList<Named>('Task', { orderby: 'name' }, quiet);
  const devices = useEntityList<Named>('Device', { orderby: 'name' }, quiet);
  const assets = useEntityList<Named>(hasAssets ? 'Asset' : null, { orderby: 'name' }, quiet);
  const formName = useMemo(() => new Map((forms.data ?? []).map((f) => [f.id, f.name])), [forms.data]);
  const empName = useMemo(
    () => new Map((employees.data ?? []).map((e) => [e.id, e.fullName ?? e.id])),
    [employees.data],
  );
  const rows = list.data ?? [];
  const title = t(status === 'completed' ? 'menu.forms.completed' : 'menu.forms.drafts');
  const canDelete = can('/forms/completed/', 'mine/delete') || can('/forms/completed/', 'others/delete');

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      toast.error(isApiError(err) ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const preview = () =>
    run(async () => {
      for (const id of selected) openPdf((await formCalls.printPreview(client, id)).pdf);
    });

  /** A select of one id filter; left out when its list cannot be read (e.g. a field employee). */
  const idSelect = (key: IdFilter, label: string, source: { data?: Named[]; error?: unknown }) =>
    source.error ? null : (
      <Select
        label={label}
        options={[
          { value: ALL, label: t('forms.all') },
          ...(source.data ?? []).map((e) => ({ value: e.id, label: e.fullName ?? e.name ?? e.id })),
        ]}
        value={ids[key] || ALL}
        onValueChange={(v) => setIds((cur) => ({ ...cur, [key]: v === ALL ? '' : v }))}
      />
    );

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{title}</h1>
      <Box display="flex" gap="md" alignItems="flex-end" flexWrap="wrap">
        <DateRangeFields
          value={range}
          onChange={(r) => {
            setRange(r);
            writeDateRange(screen, r);
          }}
        />
        {idSelect('form', t('forms.form'), forms)}
        {idSelect('modifiedBy', t('forms.modifiedBy'), employees)}
        {status === 'completed' && (
          <Select
            label={t('forms.parent')}
            options={[
              { value: 'all', label: t('forms.all') },
              { value: 'parents', label: t('forms.parentsOnly') },
              { value: 'subForms', label: t('forms.subFormsOnly') },
            ]}
            value={parent}
            onValueChange={(v) => setParent(v as ParentFilter)}
          />
        )}
        <TextField
          label={t('forms.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {idSelect('employee', t('forms.employee'), employees)}
        {idSelect('location', t('forms.location'), locations)}
        {idSelect('task', t('forms.task'), tasks)}
        {idSelect('device', t('forms.device'), devices)}
        {hasAssets && idSelect('asset', t('forms.asset'), assets)}
      </Box>
      <Box display="flex" gap="sm" flexWrap="wrap">
        <Button
          disabled={selected.length === 0 || busy}
          onClick={() => (status === 'draft' ? setConfirm('preview') : void preview())}
        >
          {t('forms.printPreview')}
        </Button>
        {status === 'completed' && (
          <Button disabled={selected.length === 0 || busy} onClick={() => setConfirm('reprint')}>
            {t('forms.reprint')}
          </Button>
        )}
        {status === 'draft' && (
          <Button
            disabled={selected.length !== 1 || busy}
            onClick={() => navigate(`/forms/submit/?draft=${encodeURIComponent(selected[0] ?? '')}`)}
          >
            {t('forms.edit')}
          </Button>
        )}
        {canDelete && (
          <Button
            variant="danger"
            disabled={selected.length === 0 || busy}
            onClick={() => setConfirm('delete')}
          >
            {t('common.delete')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void list.mutate()} loading={list.isValidating}>
          {t('common.refresh')}
        </Button>
      </Box>
      <ListView<SubmissionRow>
        data={rows}
        label={title}
        getRowId={(r) => r.id}
        getRowLabel={(r) => `${formName.get(r.form_id) ?? r.name ?? ''} ${r.editedTimeStamp ?? ''}`}
        selectable
        selectedIds={selected}
        onSelectionChange={setSelected}
        pageSize={25}
        pageSizeOptions={[10, 25, 50, 75, 100]}
        height={480}
        labels={listLabels}
        columns={[
          {
            id: 'form',
            header: t('forms.form'),
            value: (r) => formName.get(r.form_id) ?? r.name ?? '',
            width: 220,
          },
          {
            id: 'description',
            header: t('forms.description'),
            value: (r) => r.description ?? '',
            width: 200,
          },
          {
            id: 'employee',
            header: t('forms.employee'),
            value: (r) => (r.employee_id ? (empName.get(r.employee_id) ?? '') : ''),
            width: 180,
          },
          dateTimeColumn('edited', t('forms.edited'), (r) => r.editedTimeStamp, { width: 190 }),
          {
            id: 'parent',
            header: t('forms.parent'),
            value: (r) => (r.parent_id ? t('forms.subForm') : ''),
            width: 110,
          },
        ]}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(o) => !o && setConfirm(null)}
        variant="delete"
        title={t('forms.deleteTitle')}
        message={t(selected.length === 1 ? 'forms.deleteOne' : 'forms.deleteMany', {
          count: selected.length,
        })}
        confirmLabel={t('forms.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() =>
          run(async () => {
            const r = await formCalls.removeMany(client, selected);
            setConfirm(null);
            setSelected([]);
            toast.success(t('common.deleted'));
            if (r.ignoredSubForms > 0) toast.info(t('forms.ignoredSubForms', { count: r.ignoredSubForms }));
            await list.mutate();
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'preview'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={t('forms.printPreview')}
        message={t('forms.draftPreviewConfirm')}
        confirmLabel={t('forms.yes')}
        cancelLabel={t('forms.no')}
        onConfirm={() => {
          setConfirm(null);
          void preview();
        }}
      />
      <ConfirmDialog
        open={confirm === 'reprint'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={t('forms.reprint')}
        message={t('forms.reprintConfirm')}
        confirmLabel={t('forms.yes')}
        cancelLabel={t('forms.no')}
        onConfirm={() =>
          run(async () => {
            for (const id of selected) await formCalls.reprint(client, id);
            setConfirm(null);
            toast.success(t('forms.reprinted'));
            await list.mutate();
          })
        }
      />
    </Box>
  );
}

/** /forms/completed/. */
export function CompletedPage() {
  return <SubmissionsPage status="completed" />;
}

/** /forms/drafts/. */
export function DraftsPage() {
  return <SubmissionsPage status="draft" />;
}
