import { EMPLOYEE_LIST_QUERY } from '../../../lib/prefetch.js';
import { type CsvImportEntity, useEntity, useEntityList, useEntityPages } from '@wm/api';
import { Button, Select, Spinner, TextField, useToast } from '@wm/ui';
import { ListView, type ListViewColumn } from '@wm/widgets';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { EntityCsvImport } from '../../common/EntityCsvImport.js';
import { useListLabels } from '../../common/useListLabels.js';
import { useSession } from '../../shell/SessionContext.js';
import { downloadEntityCsv } from '../integrations/integrationsApi.js';
import { ListExportToIntegration } from '../integrations/ListExportToIntegration.js';
import { EmployeeDetail, type EmployeeDetailAccess } from './EmployeeDetail.js';
import {
  type EmployeeFilters,
  type EmployeeRecord,
  employeeName,
  filterEmployees,
  newEmployee,
  toSavePayload,
} from './employeeModel.js';
import * as styles from './Employees.css.js';
import { SelectionAnnouncer } from '../../common/SelectionAnnouncer.js';

const ENTITY: CsvImportEntity = 'Employee';
const IMPORT_COLUMNS = [
  'EmployeeId',
  'Code',
  'FirstName',
  'MiddleName',
  'LastName',
  'Email',
  'PIN',
  'Cell',
  'Address',
  'City',
  'State',
  'Zip',
  'Country',
];
const ANY = '__any__';
const P = '/settings/employees/';
/** What the list shows and filters on (filterEmployees, the columns): the rest stays on the server. */
const LIST_QUERY = EMPLOYEE_LIST_QUERY;
const RECORD_QUERY = { includeInactiveData: true, includeSensitiveData: true } as const;

/**
 * /settings/employees/ (service spec 2 "Employees"): the employees filtered by status (active by
 * default, service spec 4), division, department and text, with CSV import and New; the selected
 * one (`?id=`) opens in EmployeeDetail beside the list. Saving an inactive employee clears the
 * selection (service spec 4). Export CSV downloads the list; with the integrations route the
 * checked rows go to an outbound integration (ListExportToIntegration of settings/integrations).
 */
export function EmployeesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const listLabels = useListLabels();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<EmployeeFilters>({ status: 'active' });
  const [draft, setDraft] = useState<EmployeeRecord | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  // The list arrives in pages with only the fields it shows and filters on (issue 20); the selected
  // employee is fetched whole.
  const list = useEntityPages<EmployeeRecord>(ENTITY, LIST_QUERY);
  const divisions = useEntityList<{ id: string; name: string }>('Division');
  const departments = useEntityList<{ id: string; name: string }>('Department');
  const rows = useMemo(() => filterEmployees(list.data ?? [], filters), [list.data, filters]);
  const selectedId = params.get('id');
  const record = useEntity<EmployeeRecord>(ENTITY, draft ? null : selectedId, RECORD_QUERY);
  const selected = draft ?? (record.data?.id === selectedId ? record.data : null) ?? null;
  const reload = () => {
    void list.mutate();
    void record.mutate();
  };
  const access: EmployeeDetailAccess = {
    edit: session.can(P, 'edit') || session.can(P, 'restricted/edit'),
    access: session.can(P, 'roles/edit'),
    externalId: session.can(P, 'external-id/edit'),
    reviews: session.can(P, 'review/edit'),
    formSubmissions: session.can(P, 'form-submissions'),
    avatar: session.can(P, 'avatar/edit'),
    payGroups: session.can('/settings/modules/', 'edit')
      ? 'edit'
      : session.can('/settings/modules/')
        ? 'view'
        : 'none',
  };
  const title = t('employees.title');
  const canExportToIntegration = session.can('/settings/integrations/');
  /** The list as CSV (GET /api/Employee/exportcsv), inactive ones included unless only active are shown. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = `${ENTITY}-${new Date().toISOString().slice(0, 10)}`;
      await downloadEntityCsv(
        ENTITY,
        { orderby: 'lastName asc', includeInactiveData: filters.status !== 'active' || undefined },
        file,
      );
      toast.success(t('export.done', { file: `${file}.csv` }));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setExporting(false);
    }
  };
  const select = (id: string | null) => {
    setDraft(null);
    const next = new URLSearchParams(params);
    if (id) next.set('id', id);
    else next.delete('id');
    setParams(next, { replace: true });
  };
  const opts = (rows?: { id: string; name: string }[]) => [
    { value: ANY, label: t('employees.filter.any') },
    ...(rows ?? []).map((r) => ({ value: r.id, label: r.name })),
  ];
  const columns: ListViewColumn<EmployeeRecord>[] = [
    { id: 'code', header: t('employees.col.code'), value: (r) => r.code ?? '', width: 90 },
    { id: 'lastName', header: t('employees.col.lastName'), value: (r) => r.lastName ?? '', width: 130 },
    { id: 'firstName', header: t('employees.col.firstName'), value: (r) => r.firstName ?? '', width: 130 },
    { id: 'email', header: t('employees.col.email'), value: (r) => r.email ?? '', width: 220, hidden: true },
    { id: 'userName', header: t('employees.col.userName'), value: (r) => r.user?.userName ?? '', width: 120 },
    {
      id: 'status',
      header: t('employees.col.status'),
      value: (r) => t(`status.${r.status ?? 1}`),
      width: 90,
    },
  ];
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{title}</h1>
        <span className={styles.spacer} />
        <Button variant="secondary" onClick={() => void list.mutate()} loading={list.isValidating}>
          {t('common.refresh')}
        </Button>
        {canExportToIntegration ? (
          <ListExportToIntegration recordType={ENTITY} entityName={title} selectedIds={selectedIds} />
        ) : null}
        <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
          {t('export.csv')}
        </Button>
        {access.edit ? (
          <>
            <Button variant="secondary" onClick={() => setImportOpen(true)}>
              {t('import.button')}
            </Button>
            <Button
              variant="primary"
              onClick={() => setDraft(newEmployee())}
              disabled={draft?.isNew === true}
            >
              {t('employees.new')}
            </Button>
          </>
        ) : null}
      </div>
      <div className={styles.layout}>
        <section className={styles.pane} aria-label={title}>
          <div className={styles.filters}>
            <TextField
              label={t('employees.filter.search')}
              placeholder={t('employees.filter.searchPlaceholder')}
              value={filters.text ?? ''}
              onChange={(e) => setFilters({ ...filters, text: e.target.value })}
              type="search"
            />
            <Select
              label={t('employees.filter.status')}
              value={filters.status ?? 'active'}
              options={[
                { value: 'active', label: t('employees.filter.active') },
                { value: 'inactive', label: t('employees.filter.inactive') },
                { value: 'all', label: t('employees.filter.all') },
              ]}
              onValueChange={(v) => setFilters({ ...filters, status: v as EmployeeFilters['status'] })}
            />
            <Select
              label={t('employees.filter.division')}
              value={filters.division_id ?? ANY}
              options={opts(divisions.data)}
              onValueChange={(v) => setFilters({ ...filters, division_id: v === ANY ? null : v })}
            />
            <Select
              label={t('employees.filter.department')}
              value={filters.department_id ?? ANY}
              options={opts(departments.data)}
              onValueChange={(v) => setFilters({ ...filters, department_id: v === ANY ? null : v })}
            />
          </div>
          {list.error ? <p role="alert">{list.error.message}</p> : null}
          <ListView<EmployeeRecord>
            data={rows}
            columns={columns}
            getRowId={(r) => r.id}
            getRowStatus={(r) => r.status}
            label={title}
            height={520}
            pageSize={0}
            labels={listLabels}
            onRowClick={(r) => select(r.id)}
            showSearch={false}
            selectable={canExportToIntegration}
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
            data-testid="employee-list"
          />
          <span className={styles.hint}>
            {t('employees.count', { count: rows.length })}
            {list.complete ? null : <Spinner size="sm" label={t('common.loading')} />}
          </span>
        </section>
        <section className={styles.pane}>
          <SelectionAnnouncer
            what={t('employees.entityWord')}
            name={selected && !draft ? employeeName(selected) : null}
          />
          {selected ? (
            <EmployeeDetail
              mode="admin"
              record={selected}
              access={access}
              onSave={(values) =>
                apiClient.upsert<EmployeeRecord>(ENTITY, toSavePayload(values) as unknown as EmployeeRecord)
              }
              onSaved={(saved) => {
                apiClient.lookups.invalidate(ENTITY);
                reload();
                if ((saved.status ?? 1) !== 1) select(null);
                else select(saved.id);
              }}
              onDiscard={() => setDraft(null)}
              onDeleted={() => {
                reload();
                select(null);
              }}
            />
          ) : selectedId && record.error ? (
            <p role="alert">{errorMessage(record.error)}</p>
          ) : selectedId ? (
            <Spinner size="lg" label={t('common.loading')} />
          ) : (
            <div className={styles.empty}>{t('employees.selectHint')}</div>
          )}
        </section>
      </div>
      <EntityCsvImport
        entity={ENTITY}
        title={title}
        columns={IMPORT_COLUMNS}
        open={importOpen}
        onOpenChange={setImportOpen}
        onImported={() => {
          reload();
          toast.success(t('employees.msg.uploadDone', { label: title }));
        }}
      />
    </div>
  );
}
