import { useEntityList } from '@wm/api';
import { Button, useToast } from '@wm/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../../lib/api.js';
import * as styles from './company.css.js';
import {
  addSimpleItem,
  changedItems,
  deleteSimpleItem,
  MESSAGES,
  type SimpleItem,
  simpleItemPayload,
  simpleItemsProblem,
} from './lists.js';
import { useListMessage } from './useListMessage.js';

export interface SimpleListEditorProps {
  /** Entity of the generic API ('UnitMeasure', 'Division', ..., 'ServiceStatus'). */
  entity: string;
  title: string;
  canEdit: boolean;
  /**
   * Service statuses (service spec 3, 5): five fixed items whose label and colour change; Add and
   * Delete are refused with 'Cannot add new item to Service Status List.' / 'Cannot delete item
   * from Service Status List.'.
   */
  fixedItems?: boolean;
}

/**
 * A simple list (service spec 2 "Generic simple lists", 3 "Simple list item", 4 "Payroll lists"):
 * rows of name and status read with includeInactiveData; Add puts a new active row on top; Delete
 * marks the row inactive (status 2) locally; Save upserts only the changed rows ('Name is
 * required.' first) and shows 'Saved'; Cancel restores the stored rows.
 */
export function SimpleListEditor({ entity, title, canEdit, fixedItems = false }: SimpleListEditorProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const listMessage = useListMessage();
  const list = useEntityList<SimpleItem>(entity, { includeInactiveData: true });
  const stored = useMemo(() => {
    const rows = list.data ?? [];
    // Service statuses keep their workflow order (their `sort`), not the alphabet.
    return fixedItems ? [...rows].sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0)) : rows;
  }, [list.data, fixedItems]);
  const [items, setItems] = useState<SimpleItem[]>(stored);
  const [saving, setSaving] = useState(false);
  useEffect(() => setItems(stored), [stored]);
  const changed = changedItems(items, stored);

  const update = (id: string, patch: Partial<SimpleItem>) =>
    setItems((all) => all.map((i) => (i.id === id ? { ...i, ...patch } : i)));
  const add = () => {
    if (fixedItems) {
      toast.error(listMessage(MESSAGES.serviceStatusAdd));
      return;
    }
    setItems((all) => addSimpleItem(all, `new-${crypto.randomUUID()}`));
  };
  const remove = (id: string) => {
    if (fixedItems) {
      toast.error(listMessage(MESSAGES.serviceStatusDelete));
      return;
    }
    setItems((all) => deleteSimpleItem(all, id));
  };
  const save = async () => {
    const problem = simpleItemsProblem(changed);
    if (problem) {
      toast.error(listMessage(problem));
      return;
    }
    setSaving(true);
    try {
      for (const item of changed) await apiClient.upsert(entity, simpleItemPayload(item));
      toast.success(t('common.saved'));
      await list.mutate();
    } catch (e) {
      toast.error(listMessage(errorMessage(e)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.pane} aria-label={title}>
      <div className={styles.bar}>
        <h3 style={{ margin: 0 }}>{title}</h3>
        <span className={styles.spacer} />
        {canEdit ? (
          <>
            <Button size="sm" onClick={add}>
              {t('company.lists.add')}
            </Button>
            <Button size="sm" onClick={() => setItems(stored)} disabled={changed.length === 0 || saving}>
              {t('common.cancel')}
            </Button>
            <Button
              size="sm"
              variant="primary"
              onClick={() => void save()}
              loading={saving}
              disabled={changed.length === 0}
            >
              {t('common.save')}
            </Button>
          </>
        ) : null}
      </div>
      {list.error ? <p role="alert">{errorMessage(list.error)}</p> : null}
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('company.lists.name')}</th>
            {fixedItems ? (
              <>
                <th>{t('company.lists.label')}</th>
                <th>{t('company.lists.color')}</th>
              </>
            ) : (
              <th>{t('company.lists.status')}</th>
            )}
            {canEdit ? <th aria-label={t('common.delete')} /> : null}
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={4}>{t('common.noRecords')}</td>
            </tr>
          ) : null}
          {items.map((item, index) => (
            <tr key={item.id} className={item.status === 2 ? styles.inactive : undefined}>
              <td>
                {fixedItems ? (
                  t(`company.serviceStatus.${item.name}`, { defaultValue: item.name })
                ) : (
                  <input
                    className={styles.cellInput}
                    aria-label={t('company.lists.nameOf', { n: index + 1 })}
                    value={item.name}
                    disabled={!canEdit}
                    autoFocus={item.isNew}
                    onChange={(e) => update(item.id, { name: e.target.value })}
                  />
                )}
              </td>
              {fixedItems ? (
                <>
                  <td>
                    <input
                      className={styles.cellInput}
                      aria-label={t('company.lists.labelOf', {
                        name: t(`company.serviceStatus.${item.name}`, { defaultValue: item.name }),
                      })}
                      value={String(item.label ?? '')}
                      disabled={!canEdit}
                      onChange={(e) => update(item.id, { label: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="color"
                      className={styles.swatch}
                      aria-label={t('company.lists.colorOf', {
                        name: t(`company.serviceStatus.${item.name}`, { defaultValue: item.name }),
                      })}
                      value={
                        typeof item.color === 'string' && /^#[0-9a-f]{6}$/i.test(item.color)
                          ? item.color
                          : '#9e9e9e'
                      }
                      disabled={!canEdit}
                      onChange={(e) => update(item.id, { color: e.target.value })}
                    />
                  </td>
                </>
              ) : (
                <td>
                  <select
                    className={styles.cellInput}
                    aria-label={t('company.lists.statusOf', { n: index + 1 })}
                    value={String(item.status)}
                    disabled={!canEdit}
                    onChange={(e) => update(item.id, { status: Number(e.target.value) })}
                  >
                    <option value="1">{t('status.1')}</option>
                    <option value="2">{t('status.2')}</option>
                  </select>
                </td>
              )}
              {canEdit ? (
                <td style={{ width: 1 }}>
                  <Button size="sm" variant="ghost" onClick={() => remove(item.id)}>
                    {t('common.delete')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
