import {
  type ModuleName,
  type PrivilegeTreeNode,
  privilegeNodeIds,
  privilegeTree,
  togglePrivilege,
  triState,
} from '@wm/domain';
import { type TreeNode, TreeView } from '@wm/widgets';
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
 * node's whole subtree (a child also brings its parents); a partly held node is marked as partial.
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
      const base = n.def ? privilegeLabel(t, n.def) : t('access.reportsGroup');
      const state = triState(n, held);
      const label = state === 'mixed' ? `${base} ${t('access.partial')}` : base;
      return n.children.length ? { id: n.id, label, children: n.children.map(make) } : { id: n.id, label };
    };
    return roots.map(make);
  }, [roots, held, t]);
  const allIds = useMemo(() => privilegeNodeIds(roots), [roots]);
  const selectedIds = useMemo(() => {
    const byId = new Map<string, PrivilegeTreeNode>();
    const walk = (ns: readonly PrivilegeTreeNode[]) => {
      for (const n of ns) {
        byId.set(n.id, n);
        walk(n.children);
      }
    };
    walk(roots);
    return allIds.filter((id) => triState(byId.get(id)!, held) !== 'unchecked');
  }, [roots, allIds, held]);
  const expanded = useMemo(() => allIds.filter((id) => !id.startsWith('group:')), [allIds]);
  return (
    <TreeView
      key={module}
      label={t('access.role.privileges')}
      nodes={nodes}
      selectionMode="multiple"
      selectedIds={selectedIds}
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
