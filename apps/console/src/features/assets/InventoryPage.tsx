import { useEntityList } from '@wm/api';
import { distanceUnit, PRIV, recentMileages } from '@wm/domain';
import { Button, TextArea } from '@wm/ui';
import { ListView } from '@wm/widgets';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateF } from '../common/formFields.js';
import { useListLabels } from '../common/useListLabels.js';
import type { CustomFieldSet } from '../settings/company/customFieldSets.js';
import { PlaceLayout } from '../settings/places/PlaceLayout.js';
import { PlaceListActions } from '../settings/places/PlaceListActions.js';
import * as styles from '../settings/places/Places.css.js';
import { CheckF, NumberF, PickerF, SelectF, StatusF, TextF } from '../settings/places/placeFields.js';
import { usePlaceEditor } from '../settings/places/usePlaceEditor.js';
import { CompletedFormsList } from '../forms/CompletedFormsList.js';
import { AssetImageField } from './AssetImageField.js';
import {
  ASSET_DATE_FIELDS,
  type AssetRecord,
  assetPayload,
  dateOf,
  dateText,
  newAsset,
  newNote,
  validateAsset,
} from './assetModel.js';
import { formatLocal, getDisplayLanguage } from '../time/zones.js';

/** Import columns of the Asset list (service spec 5 "CSV import"). */
export const ASSET_IMPORT_COLUMNS = ['AssetId', 'ParentId', 'Code', 'Name'] as const;

interface Named {
  id: string;
  name?: string | null;
  status?: number | null;
}

const CONFIG = {
  entity: 'Asset',
  lookup: 'Asset',
  editPrivilege: PRIV.AssetEdit,
  validate: validateAsset,
  toPayload: (d: AssetRecord, isNew: boolean) => assetPayload(d, isNew),
  fieldOfMessage: (m: string) =>
    m === 'Mileage should be greater than previous mileage.'
      ? 'currentMileage'
      : m.startsWith('parent_id')
        ? 'parent_id'
        : undefined,
};

const items = (rows: readonly Named[] | undefined) =>
  (rows ?? []).map((r) => ({ id: r.id, name: r.name ?? r.id, status: r.status ?? 1 }));

/**
 * /assets/inventory/ (time spec 2 "Asset screens", 3, 4 and 5 "Assets"): the asset list (active by
 * default) with its parent, and the detail editor of the full asset record: code, name, parent,
 * condition 1-4, status, image, division, department, vendor (rented), year, the purchase,
 * warranty, service, rent and return dates, custom fields of the company's asset set, current
 * mileage with the last three entries (a lower one is refused: 'Mileage should be greater than
 * previous mileage.') and notes. Select, edit, then save or cancel (cancel restores the notes and drops new
 * ones); a new asset is active, working, without parent, external id locked. CSV import and export.
 */
export function InventoryPage() {
  const { t } = useTranslation();
  const listLabels = useListLabels();
  const editor = usePlaceEditor<AssetRecord>(CONFIG);
  const divisions = useEntityList<Named>('Division', { orderby: 'name' });
  const departments = useEntityList<Named>('Department', { orderby: 'name' });
  const vendors = useEntityList<Named>('Vendor', { orderby: 'name' });
  const sets = useEntityList<CustomFieldSet>('CustomFieldSet', {});
  const assetSet = (sets.data ?? []).find((s) => s.type === 'asset' && (s.status ?? 1) === 1);
  const all = useEntityList<Named>('Asset', { orderby: 'name', includeInactiveData: true });
  const names = useMemo(() => new Map((all.data ?? []).map((a) => [a.id, a.name ?? a.id])), [all.data]);
  const canEditNotes = editor.isAdmin || editor.privileges.has(PRIV.AssetNotesEdit);
  // The asset's completed forms load only with the 'form-submissions' access (time spec 6).
  const canForms = editor.isAdmin || editor.privileges.has(PRIV.FormSubmissionView);
  const unit = distanceUnit(
    editor.identity?.company?.settings.unitSystem as 'metric' | 'imperial' | undefined,
  );
  const [noteText, setNoteText] = useState('');
  const title = t('inventory.title');
  const entity = t('inventory.asset').toLowerCase();
  const conditions = [1, 2, 3, 4].map((c) => ({ value: String(c), label: t(`assets.condition.${c}`) }));
  return (
    <PlaceLayout<AssetRecord>
      title={title}
      entityWord={entity}
      editor={editor}
      treeRecords={editor.records.map((r) => ({
        id: r.id,
        parent_id: r.parent_id ?? null,
        name: r.name ?? '',
      }))}
      actions={
        <PlaceListActions
          entity="Asset"
          title={title}
          includeInactive={editor.includeInactive}
          selectedId={editor.selection && !editor.selection.isNew ? editor.selection.record.id : null}
          importColumns={ASSET_IMPORT_COLUMNS}
          canEdit={editor.canEdit}
          onImported={() => {
            void editor.list.mutate();
            void all.mutate();
          }}
        />
      }
      newButtons={
        <Button
          variant="primary"
          onClick={() => editor.open({ record: newAsset(crypto.randomUUID()), isNew: true })}
        >
          {t('places.new', { entity })}
        </Button>
      }
      nav={
        <ListView<AssetRecord>
          data={editor.records}
          columns={[
            { id: 'code', header: t('settings.col.code'), value: (r) => r.code ?? '', width: 110 },
            { id: 'name', header: t('settings.col.name'), value: (r) => r.name ?? '', width: 220 },
            {
              id: 'parent',
              header: t('inventory.col.parent'),
              value: (r) => (r.parent_id ? (names.get(r.parent_id) ?? '') : ''),
              width: 180,
            },
            {
              id: 'tag',
              header: t('assets.field.ownership'),
              value: (r) => t(r.vendor_id ? 'assets.tag.rented' : 'assets.tag.owned'),
              width: 100,
            },
            {
              id: 'year',
              header: t('inventory.col.year'),
              value: (r) => r.year ?? null,
              width: 80,
              align: 'end',
            },
            {
              id: 'status',
              header: t('settings.col.status'),
              value: (r) => t(`status.${r.status ?? 1}`),
              width: 100,
            },
          ]}
          getRowId={(r) => r.id}
          getRowStatus={(r) => r.status}
          label={title}
          showSearch
          pageSize={0}
          height={560}
          labels={listLabels}
          onRowClick={(r) => editor.open({ record: r, isNew: false })}
        />
      }
    >
      {({ values, form, isNew }) => {
        const history = recentMileages(values.mileages);
        const notes = values.notes ?? [];
        return (
          <>
            <div className={styles.row}>
              <TextF name="code" label={t('settings.col.code')} />
              <TextF name="name" label={t('settings.col.name')} />
            </div>
            <div className={styles.row}>
              <PickerF
                name="parent_id"
                label={t('inventory.col.parent')}
                items={items(all.data).filter((a) => a.id !== values.id)}
              />
              <SelectF
                name="condition"
                label={t('assets.field.condition')}
                options={conditions}
                parse={Number}
              />
              <StatusF />
            </div>
            <div className={styles.row}>
              <PickerF name="division_id" label={t('assets.field.division')} items={items(divisions.data)} />
              <PickerF
                name="department_id"
                label={t('assets.field.department')}
                items={items(departments.data)}
              />
              <PickerF
                name="vendor_id"
                label={t('assets.field.vendor')}
                items={items(vendors.data)}
                description={t(values.vendor_id ? 'assets.tag.rented' : 'assets.tag.owned')}
              />
            </div>
            <AssetImageField disabled={!editor.canEdit} />
            <div className={styles.row}>
              <NumberF name="year" label={t('inventory.col.year')} />
              <CheckF name="extIdLocked" label={t('assets.field.extIdLocked')} />
            </div>
            <div className={styles.row}>
              {ASSET_DATE_FIELDS.map((f) => (
                <DateF<string>
                  key={f}
                  name={f}
                  label={t(`assets.field.${f}`)}
                  toDate={(v) => dateOf(v)}
                  fromDate={(d) => dateText(d)}
                />
              ))}
            </div>
            {assetSet && assetSet.fields.length > 0 ? (
              <fieldset className={styles.form} aria-label={t('assets.customFields')}>
                <legend className={styles.fieldLabel}>{t('assets.customFields')}</legend>
                <div className={styles.row}>
                  {assetSet.fields.map((f) =>
                    f.kind === 'boolean' ? (
                      <CheckF key={f.key} name={`customFields.${f.key}`} label={f.label} />
                    ) : f.kind === 'number' ? (
                      <NumberF key={f.key} name={`customFields.${f.key}`} label={f.label} />
                    ) : f.kind === 'list' ? (
                      <SelectF
                        key={f.key}
                        name={`customFields.${f.key}`}
                        label={f.label}
                        optional
                        options={(f.options ?? []).map((o) => ({ value: o, label: o }))}
                      />
                    ) : (
                      <TextF
                        key={f.key}
                        name={`customFields.${f.key}`}
                        label={f.kind === 'date' ? `${f.label} (YYYY-MM-DD)` : f.label}
                      />
                    ),
                  )}
                </div>
              </fieldset>
            ) : null}
            <div className={styles.row}>
              <NumberF name="currentMileage" label={t('assets.field.currentMileage', { unit })} />
              <div>
                <span className={styles.fieldLabel}>{t('assets.mileageHistory')}</span>
                {history.length === 0 ? (
                  <p className={styles.hint}>{t('assets.noMileage')}</p>
                ) : (
                  <ul aria-label={t('assets.mileageHistory')} data-testid="mileage-history">
                    {history.map((m) => (
                      <li key={`${m.entryTimeStamp}-${m.mileage}`}>
                        {m.mileage.toLocaleString(getDisplayLanguage())} {unit} ·{' '}
                        {formatLocal(m.entryTimeStamp, true)}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
            {values.notes !== undefined || isNew ? (
              <section aria-label={t('assets.notes')} className={styles.form}>
                <span className={styles.fieldLabel}>{t('assets.notes')}</span>
                {notes.length === 0 ? <p className={styles.hint}>{t('assets.noNotes')}</p> : null}
                <ul data-testid="asset-notes">
                  {notes.map((n) => (
                    <li key={n.id}>
                      {n.date ? `${formatLocal(n.date, true)} · ` : `${t('assets.newNote')} · `}
                      {n.text}
                    </li>
                  ))}
                </ul>
                {canEditNotes ? (
                  <div className={styles.toolbar}>
                    <TextArea
                      label={t('assets.addNote')}
                      value={noteText}
                      onValueChange={setNoteText}
                      maxLength={4000}
                      showCount={false}
                      rows={2}
                    />
                    <Button
                      type="button"
                      disabled={!noteText.trim()}
                      onClick={() => {
                        form.change('notes', [...notes, newNote(crypto.randomUUID(), noteText)]);
                        setNoteText('');
                      }}
                    >
                      {t('assets.addNoteButton')}
                    </Button>
                  </div>
                ) : null}
              </section>
            ) : null}
            {canForms && !isNew ? (
              <section aria-label={t('forms.recordCompleted')} className={styles.form}>
                <span className={styles.fieldLabel}>{t('forms.recordCompleted')}</span>
                <CompletedFormsList field="asset_id" id={values.id} />
              </section>
            ) : null}
          </>
        );
      }}
    </PlaceLayout>
  );
}
