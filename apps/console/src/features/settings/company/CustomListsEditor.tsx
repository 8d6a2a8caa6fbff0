import { useEntityList } from '@wm/api';
import { Button, ConfirmDialog, Select, TextField, useToast } from '@wm/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../../lib/api.js';
import * as styles from './company.css.js';
import { EditorBar } from './EditorBar.js';
import {
  CUSTOM_LIST_LIMIT,
  type CustomListDraft,
  customListAddProblem,
  customListProblem,
  newCustomList,
} from './lists.js';
import { useListMessage } from './useListMessage.js';

type CustomListRecord = CustomListDraft & { id: string };

/**
 * Custom lists (service spec 3 "Roles and lists", 5 "Lists", 9): at most 3 lists, each with a
 * name, a priority (1-3) and options (value, code, status). 'New' refuses a 4th list ('At most 3
 * custom lists are allowed.'); a new list starts as '<Undefined Custom List>', which must be
 * renamed ('Name is Required!'); every option needs a value. Delete asks first.
 */
export function CustomListsEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const listMessage = useListMessage();
  const list = useEntityList<CustomListRecord>('CustomList', { includeInactiveData: true });
  const lists = list.data ?? [];
  const [draft, setDraft] = useState<CustomListDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();

  const open = (l: CustomListDraft) => {
    setNameError(undefined);
    setDraft(structuredClone(l));
  };
  const add = () => {
    const problem = customListAddProblem(lists.length);
    if (problem) {
      toast.error(listMessage(problem));
      return;
    }
    const used = new Set(lists.map((l) => l.priority));
    const priority = [1, 2, 3].find((p) => !used.has(p)) ?? lists.length + 1;
    open(newCustomList(priority));
  };
  const patch = (p: Partial<CustomListDraft>) => setDraft((d) => (d ? { ...d, ...p } : d));
  const patchOption = (i: number, p: Partial<CustomListDraft['options'][number]>) =>
    setDraft((d) => (d ? { ...d, options: d.options.map((o, j) => (j === i ? { ...o, ...p } : o)) } : d));

  const save = async () => {
    if (!draft) return;
    const problem = customListProblem(draft);
    if (problem) {
      const text = listMessage(problem);
      toast.error(text);
      if (problem === 'Name is Required!') setNameError(text);
      return;
    }
    setSaving(true);
    try {
      const saved = await apiClient.upsert<CustomListDraft>('CustomList', {
        ...draft,
        name: draft.name.trim(),
        options: draft.options.map((o) => ({ ...o, value: o.value.trim(), code: o.code?.trim() || null })),
      });
      toast.success(t('common.saved'));
      await list.mutate();
      open(saved);
    } catch (e) {
      toast.error(listMessage(errorMessage(e)));
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    if (!draft?.id) return;
    try {
      await apiClient.remove('CustomList', draft.id);
      toast.success(t('common.deleted'));
      setDraft(null);
      await list.mutate();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <div className={styles.split}>
      <section className={styles.pane} aria-label={t('company.lists.customLists')}>
        <div className={styles.bar}>
          <h3 style={{ margin: 0 }}>{t('company.lists.customLists')}</h3>
          <span className={styles.spacer} />
          {canEdit ? (
            <Button size="sm" variant="primary" onClick={add}>
              {t('company.lists.newCustomList')}
            </Button>
          ) : null}
        </div>
        <p className={styles.hint}>{t('company.lists.customListLimit', { count: CUSTOM_LIST_LIMIT })}</p>
        {list.error ? <p role="alert">{errorMessage(list.error)}</p> : null}
        {lists.map((l) => (
          <button
            type="button"
            key={l.id}
            className={`${styles.listButton} ${l.status === 2 ? styles.inactive : ''}`}
            aria-current={draft?.id === l.id}
            onClick={() => open(l)}
          >
            {l.name} ({t('company.lists.optionCount', { count: l.options?.length ?? 0 })})
          </button>
        ))}
        {lists.length === 0 ? <p className={styles.hint}>{t('common.noRecords')}</p> : null}
      </section>
      {draft ? (
        <section className={styles.pane} aria-label={draft.name}>
          <fieldset disabled={!canEdit} className={styles.fieldset}>
            <legend className={styles.legend}>
              {draft.id ? draft.name : t('company.lists.newCustomList')}
            </legend>
            <div className={styles.row}>
              <TextField
                label={t('company.lists.name')}
                value={draft.name}
                error={nameError}
                onChange={(e) => {
                  setNameError(undefined);
                  patch({ name: e.target.value });
                }}
              />
              <Select
                label={t('company.lists.priority')}
                value={String(draft.priority ?? 1)}
                options={[1, 2, 3].map((p) => ({ value: String(p), label: String(p) }))}
                onValueChange={(v) => patch({ priority: Number(v) })}
              />
              <Select
                label={t('company.lists.status')}
                value={String(draft.status ?? 1)}
                options={[
                  { value: '1', label: t('status.1') },
                  { value: '2', label: t('status.2') },
                ]}
                onValueChange={(v) => patch({ status: Number(v) })}
              />
            </div>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('company.lists.value')}</th>
                  <th>{t('company.lists.code')}</th>
                  <th>{t('company.lists.status')}</th>
                  <th aria-label={t('common.delete')} />
                </tr>
              </thead>
              <tbody>
                {draft.options.map((o, i) => (
                  <tr key={o.id ?? `new-${i}`} className={o.status === 2 ? styles.inactive : undefined}>
                    <td>
                      <input
                        className={styles.cellInput}
                        aria-label={t('company.lists.valueOf', { n: i + 1 })}
                        value={o.value}
                        onChange={(e) => patchOption(i, { value: e.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        className={styles.cellInput}
                        aria-label={t('company.lists.codeOf', { n: i + 1 })}
                        value={o.code ?? ''}
                        onChange={(e) => patchOption(i, { code: e.target.value })}
                      />
                    </td>
                    <td>
                      <select
                        className={styles.cellInput}
                        aria-label={t('company.lists.statusOf', { n: i + 1 })}
                        value={String(o.status ?? 1)}
                        onChange={(e) => patchOption(i, { status: Number(e.target.value) })}
                      >
                        <option value="1">{t('status.1')}</option>
                        <option value="2">{t('status.2')}</option>
                      </select>
                    </td>
                    <td style={{ width: 1 }}>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          setDraft((d) => (d ? { ...d, options: d.options.filter((_, j) => j !== i) } : d))
                        }
                      >
                        {t('common.delete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div>
              <Button
                size="sm"
                onClick={() => patch({ options: [...draft.options, { value: '', code: '', status: 1 }] })}
              >
                {t('company.lists.addOption')}
              </Button>
            </div>
          </fieldset>
          {canEdit ? (
            <EditorBar
              saving={saving}
              onCancel={() => setDraft(null)}
              onDelete={() => setConfirm(true)}
              deleteDisabled={!draft.id}
              onSave={() => void save()}
            />
          ) : null}
        </section>
      ) : (
        <p className={styles.hint}>{t('company.lists.selectHint')}</p>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        variant="delete"
        title={t('company.confirm.deleteTitle')}
        message={t('company.confirm.deleteOne', { entity: t('company.lists.customListWord') })}
        confirmLabel={t('company.confirm.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={remove}
      />
    </div>
  );
}
