import { useEntityList } from '@wm/api';
import { Checkbox, Select, TextArea, TextField } from '@wm/ui';
import { DurationInput } from '@wm/widgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api.js';
import { MultiSelectPicker } from '../common/pickers.js';
import { StatusSelect } from '../payroll/fields.js';
import { ListEditor } from '../payroll/ListEditor.js';
import * as styles from '../payroll/ListEditor.css.js';
import { newId } from '../payroll/listEditor.js';
import { useListEditor } from '../payroll/useListEditor.js';
import { useSession } from '../shell/SessionContext.js';
import {
  type CategoryProblemDraft,
  categoryProblemPayload,
  newCategoryProblem,
  validateCategoryProblem,
} from './categoryProblemModel.js';

interface Named {
  id: string;
  name?: string | null;
  status?: number | null;
}
const items = (rows: readonly Named[] | undefined) =>
  (rows ?? []).map((r) => ({ id: r.id, name: r.name ?? r.id, status: r.status ?? 1 }));
const LIST = { includeInactiveData: true };

/**
 * Service Category Problem list editor (service spec 2 'Payroll and service list editors', 3): name,
 * status, description, required (preselected on new tickets), priority, estimated duration in the
 * user's time format, and the skills, assets and forms a ticket about it needs; Save, Delete and
 * Cancel. The server checks the name and that the skills and assets are the company's.
 */
export function CategoryProblemEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { timeFormat } = useSession();
  const skills = useEntityList<Named>('Skill', { orderby: 'name' });
  const assets = useEntityList<Named>('Asset', { orderby: 'name' });
  const forms = useEntityList<Named>('Form', { orderby: 'name' });
  const editor = useListEditor<CategoryProblemDraft, CategoryProblemDraft>({
    entity: 'ServiceCategoryProblem',
    query: LIST,
    fromRecord: (r) => ({ ...r, isNew: false }),
    create: () => newCategoryProblem(newId()),
    validate: validateCategoryProblem,
    toPayload: categoryProblemPayload,
    afterChange: () => apiClient.lookups.invalidate('ServiceCategoryProblem'),
  });
  const err = editor.fieldError;
  const set = (patch: Partial<CategoryProblemDraft>) => editor.edit((x) => ({ ...x, ...patch }));
  const columns = useMemo(
    () => [
      {
        id: 'priority',
        header: t('service.field.priority'),
        value: (r: CategoryProblemDraft) => t(`service.priority.${r.priority ?? 1}`),
        width: 100,
      },
      {
        id: 'isRequired',
        header: t('service.problem.required'),
        value: (r: CategoryProblemDraft) => (r.isRequired ? t('service.problem.yes') : ''),
        width: 100,
      },
    ],
    [t],
  );
  return (
    <ListEditor<CategoryProblemDraft>
      entity="ServiceCategoryProblem"
      title={t('service.problem.title')}
      entityWord={t('service.problem.entity')}
      editor={editor}
      canEdit={canEdit}
      columns={columns}
    >
      {(d) => (
        <>
          <div className={styles.row}>
            <TextField
              label={t('service.problem.name')}
              required
              value={d.name ?? ''}
              error={err('name')}
              onChange={(e) => set({ name: e.target.value })}
            />
            <StatusSelect value={d.status} onChange={(status) => set({ status })} />
            <Select
              label={t('service.field.priority')}
              value={String(d.priority ?? 1)}
              options={[1, 2, 3].map((p) => ({ value: String(p), label: t(`service.priority.${p}`) }))}
              onValueChange={(v) => set({ priority: Number(v) as 1 | 2 | 3 })}
            />
          </div>
          <div className={styles.row}>
            <DurationInput
              label={t('service.field.estimatedDuration')}
              value={d.estimatedDurationMinutes ?? null}
              mode={timeFormat === 2 ? 1 : 2}
              onChange={(m) => set({ estimatedDurationMinutes: m })}
            />
            <Checkbox
              label={t('service.problem.required')}
              checked={d.isRequired === true}
              onCheckedChange={(c) => set({ isRequired: c === true })}
            />
          </div>
          <TextArea
            label={t('service.field.description')}
            value={d.description ?? ''}
            onValueChange={(v) => set({ description: v })}
            maxLength={2000}
            showCount={false}
            rows={2}
          />
          <div className={styles.row}>
            <MultiSelectPicker
              label={t('service.field.skills')}
              items={items(skills.data)}
              value={d.skillSetIds ?? []}
              onChange={(ids) => set({ skillSetIds: ids })}
            />
            <MultiSelectPicker
              label={t('service.field.assets')}
              items={items(assets.data)}
              lookupError={assets.error ? String((assets.error as Error).message) : null}
              value={d.assetIds ?? []}
              onChange={(ids) => set({ assetIds: ids })}
            />
            <MultiSelectPicker
              label={t('service.problem.forms')}
              items={items(forms.data)}
              lookupError={forms.error ? String((forms.error as Error).message) : null}
              value={d.formIds ?? []}
              onChange={(ids) => set({ formIds: ids })}
            />
          </div>
        </>
      )}
    </ListEditor>
  );
}
