import {
  type ModuleName,
  type PrivilegeTreeNode,
  privilegeNodeIds,
  privilegeTree,
  togglePrivilege,
  triState,
} from '@wm/domain';
import type { TreeNode } from '@wm/widgets';
import { TreeView } from '../../common/pickers.js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { privilegeLabel } from './labels.js';

export interface PrivilegeTreeEditorProps {
  module: ModuleName;
  /** The role's privilege ids. */
  privileges: readonly string[];
  onChange: (privileges: string[]) => void;
  /** Read-only (no Platform:Edit:Role): clicks change nothing. */
  readOnly?: boolean;
  /** Company setting: the In/Out photos privilege shows only with face capture (service spec 6). */
  useFaceCapture?: boolean;
}

/**
 * The tri-state privilege tree of a role (service spec 6): the TreeView of @wm/widgets in multiple
 * mode over the module's catalogue (packages/domain privilegeTree). A click gives or takes the
 * node's whole subtree (a child also brings its parents); a partly held node is drawn half-checked
 * (`mixedIds`, aria-checked="mixed"). Read-only shows the tree without changes.
 */
export function PrivilegeTreeEditor({
  module,
  privileges,
  onChange,
  readOnly = false,
  useFaceCapture = false,
}: PrivilegeTreeEditorProps) {
  const { t } = useTranslation();
  const roots = useMemo(() => privilegeTree(module, { useFaceCapture }), [module, useFaceCapture]);
  const held = useMemo(() => new Set(privileges), [privileges]);
  const nodes = useMemo(() => {
    const make = (n: PrivilegeTreeNode): TreeNode => {
      const label = n.def ? privilegeLabel(t, n.def) : t('access.reportsGroup');
      return n.children.length ? { id: n.id, label, children: n.children.map(make) } : { id: n.id, label };
    };
    return roots.map(make);
  }, [roots, t]);
  const allIds = useMemo(() => privilegeNodeIds(roots), [roots]);
  const { selectedIds, mixedIds } = useMemo(() => {
    const byId = new Map<string, PrivilegeTreeNode>();
    const walk = (ns: readonly PrivilegeTreeNode[]) => {
      for (const n of ns) {
        byId.set(n.id, n);
        walk(n.children);
      }
    };
    walk(roots);
    const state = new Map(allIds.map((id) => [id, triState(byId.get(id)!, held)]));
    return {
      selectedIds: allIds.filter((id) => state.get(id) === 'checked'),
      mixedIds: allIds.filter((id) => state.get(id) === 'mixed'),
    };
  }, [roots, allIds, held]);
  const expanded = useMemo(() => allIds.filter((id) => !id.startsWith('group:')), [allIds]);
  return (
    <TreeView
      key={module}
      label={t('access.role.privileges')}
      nodes={nodes}
      selectionMode="multiple"
      selectedIds={selectedIds}
      mixedIds={mixedIds}
      disabled={readOnly}
      defaultExpandedIds={expanded}
      pageSize={100}
      emptyText={t('access.role.noPrivileges')}
      expandLabel={(l) => t('access.expand', { label: l })}
      onSelectionChange={(ids) => {
        if (readOnly) return;
        const now = new Set(ids);
        const before = new Set(selectedIds);
        const clicked = [...ids.filter((id) => !before.has(id)), ...selectedIds.filter((id) => !now.has(id))];
        if (clicked.length !== 1) return;
        onChange(togglePrivilege(roots, privileges, clicked[0]!));
      }}
    />
  );
}
