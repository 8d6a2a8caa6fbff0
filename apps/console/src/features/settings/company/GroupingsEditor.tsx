import { useEntityList } from '@wm/api';
import { Button, ConfirmDialog, Select, TextField, useToast } from '@wm/ui';
import { buildTree } from '@wm/widgets';
import { MultiSelectPicker, TreeView } from '../../common/pickers.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { useSession } from '../../shell/SessionContext.js';
import * as styles from './company.css.js';
import { EditorBar } from './EditorBar.js';
import { type Group, groupProblem, MESSAGES, parentChoices, subtreeIds } from './lists.js';
import { useListMessage } from './useListMessage.js';

const NONE = '__none__';

/**
 * Groupings (service spec 3 "Roles and lists", 5 "Lists", 6 "Platform roles"): a tree of employee
 * groups with name, code, parent, status and members. Administrators may add top-level groups;
 * a non-administrator who belongs to groups chooses a parent within their groups' trees and gets
 * 'Parent Group is Required' without one. A new group must be active. Deleting a parent also
 * deletes its children (asked first with the parent-delete confirmation).
 */
export function GroupingsEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const listMessage = useListMessage();
  const { identity } = useSession();
  const user = {
    isAdministrator: identity.employee?.isAdministrator === true,
    employeeId: identity.employee?.id ?? null,
  };
  const list = useEntityList<Group>('Grouping', { includeInactiveData: true });
  const employees = useEntityList<{ id: string; fullName?: string; status?: number }>('Employee', {
    includeSensitiveData: false,
  });
  const groups = list.data ?? [];
  const [draft, setDraft] = useState<(Group & { isNew?: boolean }) | null>(null);
  const [parentError, setParentError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const tree = useMemo(
    () =>
      buildTree(
        groups,
        (g) => g.id,
        (g) => g.parent_id,
        (g) => (g.code ? `${g.name} (${g.code})` : g.name),
        (g) => g.status,
      ),
    [groups],
  );
  const choices = draft ? parentChoices(groups, draft.isNew ? null : draft.id, user) : [];
  const patch = (p: Partial<Group>) => {
    setParentError(undefined);
    setDraft((d) => (d ? { ...d, ...p } : d));
  };

  const save = async () => {
    if (!draft) return;
    const problem = groupProblem(draft, draft.isNew === true, groups, user);
    if (problem) {
      const text = listMessage(problem);
      toast.error(text);
      if (problem === MESSAGES.parentRequired || problem === MESSAGES.parentCycle) setParentError(text);
      return;
    }
    setSaving(true);
    try {
      const { isNew: _isNew, ...record } = draft;
      // A new group keeps the id made here (the server creates the record under it).
      const saved = await apiClient.upsert<Group>('Grouping', {
        ...record,
        name: draft.name.trim(),
        code: draft.code?.trim() || null,
        parent_id: draft.parent_id || null,
      });
      toast.success(t('common.saved'));
      await list.mutate();
      setDraft(saved);
    } catch (e) {
      const text = listMessage(errorMessage(e));
      toast.error(text);
      if (text === listMessage(MESSAGES.parentRequired)) setParentError(text);
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    if (!draft || draft.isNew) return;
    try {
      await apiClient.remove('Grouping', draft.id);
      toast.success(t('common.deleted'));
      setDraft(null);
      await list.mutate();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const hasChildren = draft && !draft.isNew ? subtreeIds(groups, draft.id).size > 1 : false;

  return (
    <div className={styles.split}>
      <section className={styles.pane} aria-label={t('company.lists.groupings')}>
        <div className={styles.bar}>
          <h3 style={{ margin: 0 }}>{t('company.lists.groupings')}</h3>
          <span className={styles.spacer} />
          {canEdit ? (
            <Button
              size="sm"
              variant="primary"
              onClick={() => {
                setParentError(undefined);
                setDraft({
                  id: crypto.randomUUID(),
                  name: '',
                  status: 1,
                  parent_id: draft && !draft.isNew ? draft.id : null,
                  employeeIds: [],
                  isNew: true,
                });
              }}
            >
              {t('company.lists.newGroup')}
            </Button>
          ) : null}
        </div>
        {list.error ? <p role="alert">{errorMessage(list.error)}</p> : null}
        <TreeView
          // Remounted when groups come or go, so a new group shows expanded under its parent.
          key={groups.map((g) => g.id).join(',')}
          label={t('company.lists.groupings')}
          nodes={tree}
          selectedIds={draft && !draft.isNew ? [draft.id] : []}
          defaultExpandedIds={groups.map((g) => g.id)}
          onSelectionChange={(ids) => {
            const g = groups.find((x) => x.id === ids[0]);
            setParentError(undefined);
            setDraft(g ? { ...g } : null);
          }}
          emptyText={t('common.noRecords')}
          expandLabel={(label) => t('company.lists.expand', { label })}
          unavailableText={t('list.unavailable')}
        />
      </section>
      {draft ? (
        <section className={styles.pane} aria-label={draft.name || t('company.lists.newGroup')}>
          <fieldset disabled={!canEdit} className={styles.fieldset}>
            <legend className={styles.legend}>
              {draft.isNew ? t('company.lists.newGroup') : draft.name}
            </legend>
            <div className={styles.row}>
              <TextField
                label={t('company.lists.name')}
                value={draft.name}
                onChange={(e) => patch({ name: e.target.value })}
              />
              <TextField
                label={t('company.lists.code')}
                value={draft.code ?? ''}
                onChange={(e) => patch({ code: e.target.value })}
              />
            </div>
            <div className={styles.row}>
              <Select
                label={t('company.lists.parentGroup')}
                value={draft.parent_id ?? NONE}
                options={[
                  { value: NONE, label: t('company.lists.topLevel') },
                  ...choices.map((g) => ({ value: g.id, label: g.name })),
                ]}
                onValueChange={(v) => patch({ parent_id: v === NONE ? null : v })}
                error={parentError}
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
            <MultiSelectPicker
              label={t('company.lists.members')}
              items={(employees.data ?? []).map((e) => ({
                id: e.id,
                name: e.fullName ?? e.id,
                status: e.status,
              }))}
              value={draft.employeeIds ?? []}
              onChange={(ids) => patch({ employeeIds: ids })}
              lookupError={employees.error ? errorMessage(employees.error) : null}
              unavailableSuffix={t('list.unavailable')}
            />
          </fieldset>
          {canEdit ? (
            <EditorBar
              saving={saving}
              onCancel={() => setDraft(null)}
              onDelete={() => setConfirm(true)}
              deleteDisabled={draft.isNew}
              onSave={() => void save()}
            />
          ) : null}
        </section>
      ) : (
        <p className={styles.hint}>{t('company.lists.selectGroupHint')}</p>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        variant="delete"
        title={t('company.confirm.deleteTitle')}
        message={
          hasChildren
            ? t('company.confirm.deleteParent', { entity: t('company.lists.groupWord') })
            : t('company.confirm.deleteOne', { entity: t('company.lists.groupWord') })
        }
        confirmLabel={t('company.confirm.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={remove}
      />
    </div>
  );
}
