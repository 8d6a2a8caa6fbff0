import { isApiError, useEntityList } from '@wm/api';
import { PRIV } from '@wm/domain';
import { RadioGroup } from '@wm/ui';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { EditorTree, ParentF, TreeNewButtons } from './PlaceTree.js';
import { PlaceLayout } from './PlaceLayout.js';
import { PlaceListActions } from './PlaceListActions.js';
import * as styles from './Places.css.js';
import { CheckF, PickerF, StatusF, TextF } from './placeFields.js';
import {
  newTask,
  type ProductivityUnitTracking,
  type TaskRecord,
  taskPayload,
  UNIT_TRACKING,
  validateTask,
} from './placesModel.js';
import { usePlaceEditor } from './usePlaceEditor.js';

const CONFIG = {
  entity: 'Task',
  lookup: 'Task',
  editPrivilege: PRIV.TaskEdit,
  validate: (d: TaskRecord) => validateTask(d),
  toPayload: taskPayload,
};

type Named = { id: string; name: string; status: number };

/** A refused lookup (403, e.g. 'Not authorized to module'): the picker hides itself (service spec 6). */
const refused = (error: unknown) => isApiError(error) && error.status === 403;

/**
 * /settings/tasks/ (service spec 2 "Other admin screens", 3 "Task"): the task tree and a panel with
 * name, code, parent, status, productivity unit tracking (none / tracks units / required on OUT),
 * unit measure (when units are tracked), geofence exemption, and the division, department and pay
 * code rule the server checks as records of the company (issue 15 §5).
 */
export function TasksPage() {
  const { t } = useTranslation();
  const editor = usePlaceEditor<TaskRecord>(CONFIG);
  const units = useEntityList<{ id: string; name: string; status: number }>('UnitMeasure', {
    orderby: 'name',
    includeInactiveData: true,
  });
  const byName = { orderby: 'name', includeInactiveData: true };
  const divisions = useEntityList<Named>('Division', byName);
  const departments = useEntityList<Named>('Department', byName);
  const payCodeRules = useEntityList<Named>('PayCodeRule', byName);
  const items = (rows: Named[] | undefined) =>
    (rows ?? []).map((r) => ({ id: r.id, name: r.name, status: r.status }));
  const entity = t('places.entity.task');
  const create = (parentId: string | null) =>
    editor.open({ record: newTask(crypto.randomUUID(), parentId), isNew: true });
  return (
    <PlaceLayout<TaskRecord>
      title={t('menu.settings.tasks')}
      entityWord={entity}
      editor={editor}
      actions={
        <PlaceListActions
          entity="Task"
          title={t('menu.settings.tasks')}
          includeInactive={editor.includeInactive}
          selectedId={editor.selection && !editor.selection.isNew ? editor.selection.record.id : null}
          importColumns={['TaskId', 'Name', 'Code', 'ParentId']}
          canEdit={editor.canEdit}
          onImported={() => void editor.list.mutate()}
        />
      }
      treeRecords={editor.records}
      newButtons={<TreeNewButtons entity={entity} editor={editor} onCreate={create} />}
      nav={<EditorTree label={t('menu.settings.tasks')} editor={editor} />}
    >
      {({ values, canEdit }) => (
        <>
          <div className={styles.row}>
            <TextF name="name" label={t('places.field.name')} />
            <TextF name="code" label={t('places.field.code')} />
          </div>
          <div className={styles.row}>
            <ParentF
              label={t('places.field.parentTask')}
              records={editor.records}
              selfId={values.id}
              disabled={!canEdit}
            />
            <StatusF />
          </div>
          <Field<ProductivityUnitTracking | null> name="productivityUnitTracking">
            {({ input }) => (
              <RadioGroup
                label={t('places.field.unitTracking')}
                orientation="horizontal"
                value={input.value || 'none'}
                onValueChange={(v) => input.onChange(v as ProductivityUnitTracking)}
                options={UNIT_TRACKING.map((u) => ({ value: u, label: t(`settings.unitTracking.${u}`) }))}
                description={t('places.hint.unitTracking')}
                disabled={!canEdit}
              />
            )}
          </Field>
          {(values.productivityUnitTracking ?? 'none') !== 'none' ? (
            <PickerF
              name="unitMeasure_id"
              label={t('places.field.unitMeasure')}
              items={(units.data ?? []).map((u) => ({ id: u.id, name: u.name, status: u.status }))}
              description={units.error ? units.error.message : undefined}
            />
          ) : null}
          <div className={styles.row}>
            <PickerF
              name="division_id"
              label={t('places.field.division')}
              items={items(divisions.data)}
              forbidden={refused(divisions.error)}
              disabled={!canEdit}
            />
            <PickerF
              name="department_id"
              label={t('places.field.department')}
              items={items(departments.data)}
              forbidden={refused(departments.error)}
              disabled={!canEdit}
            />
          </div>
          <PickerF
            name="payCodeRule_id"
            label={t('places.field.payCodeRule')}
            items={items(payCodeRules.data)}
            forbidden={refused(payCodeRules.error)}
            disabled={!canEdit}
          />
          <CheckF name="isGeofenceExempt" label={t('places.field.geofenceExempt')} />
          <p className={styles.hint}>{t('places.hint.geofenceExempt')}</p>
        </>
      )}
    </PlaceLayout>
  );
}
