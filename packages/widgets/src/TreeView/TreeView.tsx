import { Button, Popover } from '@wm/ui';
import { useEffect, useRef } from 'react';
import { cx } from '../internal/cx';
import * as controls from '../internal/controls.css';
import { Pagination, type PaginationLabels } from '../Pagination/Pagination';
import type { TreeNode } from './treeModel';
import * as styles from './TreeView.css';
import { TREE_MAX_PAGE_LINKS, TREE_PAGE_SIZE_OPTIONS, useTreeViewState } from './useTreeViewState';

export interface TreeViewProps {
  /** Accessible name of the tree. */
  label: string;
  nodes: ReadonlyArray<TreeNode>;
  selectionMode?: 'single' | 'multiple';
  selectedIds: ReadonlyArray<string>;
  onSelectionChange: (ids: string[]) => void;
  defaultExpandedIds?: ReadonlyArray<string>;
  /** Root nodes per page; default 10 (options 10, 25, 50, 75, 100; at most 5 page links). */
  pageSize?: number;
  emptyText?: string;
  expandLabel?: (label: string) => string;
  unavailableText?: string;
  /**
   * Multiple mode: nodes drawn half-checked (tri-state parents, service spec 6 "tri-state parent and
   * child toggles"): an indeterminate checkbox and `aria-checked="mixed"`. The caller computes them.
   */
  mixedIds?: ReadonlyArray<string>;
  /** Read-only: nodes still expand and take focus, but selection does not change (greyed). */
  disabled?: boolean;
  /** Translations of the pager under the tree ('Rows per page', page buttons, range). */
  paginationLabels?: Partial<PaginationLabels>;
}

/**
 * Tree view (service spec 2 "tree-view pickers", 9 "Tree view"): expandable nodes with children,
 * single or multiple selection (checkboxes in multiple mode), paging of root nodes (10 per page,
 * options 10-100, 5 page links). Keyboard (WAI-ARIA tree): Up/Down move, Right expands or enters,
 * Left collapses or goes to the parent, Home/End, Enter/Space select.
 */
export function TreeView({
  label,
  nodes,
  selectionMode = 'single',
  selectedIds,
  onSelectionChange,
  defaultExpandedIds,
  pageSize = 10,
  emptyText = 'Nothing to show.',
  expandLabel = (l) => `Expand ${l}`,
  unavailableText = '(Unavailable)',
  mixedIds,
  disabled = false,
  paginationLabels,
}: TreeViewProps) {
  const mixed = new Set(mixedIds);
  const s = useTreeViewState({
    nodes,
    selectionMode,
    selectedIds,
    onSelectionChange: disabled ? () => {} : onSelectionChange,
    defaultExpandedIds,
    pageSize,
  });
  const listRef = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  // Move DOM focus with the roving focus while the tree has focus.
  useEffect(() => {
    if (!hadFocus.current || !s.focusedId) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(s.focusedId)}"]`);
    el?.focus();
  }, [s.focusedId]);
  return (
    <div className={styles.root}>
      {s.shown.length === 0 ? <p className={styles.empty}>{emptyText}</p> : null}
      <div
        hidden={s.shown.length === 0}
        ref={listRef}
        role="tree"
        aria-label={label}
        aria-multiselectable={selectionMode === 'multiple' || undefined}
        aria-disabled={disabled || undefined}
        className={cx(styles.tree, disabled && styles.disabled)}
        onKeyDown={(e) => {
          hadFocus.current = true;
          s.onKeyDown(e);
        }}
      >
        {s.shown.map((v) => {
          const n = v.node;
          const hasKids = Boolean(n.children?.length);
          const isOpen = s.expanded.has(n.id);
          const isSel = s.selected.has(n.id);
          const isMixed = !isSel && mixed.has(n.id);
          const unavailable = n.status === 2 || n.status === 3;
          return (
            <div
              key={n.id}
              role="treeitem"
              data-node-id={n.id}
              aria-level={v.level}
              aria-posinset={v.posInSet}
              aria-setsize={v.setSize}
              aria-expanded={hasKids ? isOpen : undefined}
              aria-selected={isSel}
              aria-checked={selectionMode === 'multiple' ? (isMixed ? 'mixed' : isSel) : undefined}
              tabIndex={s.focusedId === n.id ? 0 : -1}
              className={cx(styles.item, unavailable && styles.unavailable)}
              style={{ paddingLeft: (v.level - 1) * 20 }}
              onFocus={() => {
                hadFocus.current = true;
                s.setFocusId(n.id);
              }}
              onClick={(e) => {
                e.stopPropagation();
                s.setFocusId(n.id);
                s.select(n.id);
              }}
              onKeyDown={() => {}}
            >
              {hasKids ? (
                <button
                  type="button"
                  tabIndex={-1}
                  className={styles.twisty}
                  aria-label={expandLabel(n.label)}
                  onClick={(e) => {
                    e.stopPropagation();
                    s.toggleExpanded(n.id);
                  }}
                >
                  {isOpen ? '▾' : '▸'}
                </button>
              ) : (
                <span className={styles.spacer} />
              )}
              {selectionMode === 'multiple' ? (
                <input
                  type="checkbox"
                  tabIndex={-1}
                  aria-hidden="true"
                  className={controls.nativeCheckbox}
                  checked={isSel}
                  ref={(el) => {
                    if (el) el.indeterminate = isMixed;
                  }}
                  disabled={disabled}
                  readOnly
                />
              ) : null}
              <span>{n.label}</span>
              {unavailable ? <span className={controls.visuallyHidden}> {unavailableText}</span> : null}
            </div>
          );
        })}
      </div>
      {s.pageCount > 1 || nodes.length > TREE_PAGE_SIZE_OPTIONS[0]! ? (
        <Pagination
          pageIndex={s.pageIndex}
          pageCount={s.pageCount}
          onPageChange={s.setPageIndex}
          pageSize={s.pageSize}
          pageSizeOptions={TREE_PAGE_SIZE_OPTIONS}
          onPageSizeChange={s.setPageSize}
          maxPageLinks={TREE_MAX_PAGE_LINKS}
          totalCount={nodes.length}
          landmark={false}
          labels={{ nav: `${label} pages`, ...paginationLabels }}
        />
      ) : null}
    </div>
  );
}

function findLabels(nodes: readonly TreeNode[], ids: ReadonlySet<string>, out: string[] = []): string[] {
  for (const n of nodes) {
    if (ids.has(n.id)) out.push(n.label);
    if (n.children) findLabels(n.children, ids, out);
  }
  return out;
}

export interface TreePickerProps extends TreeViewProps {
  /** Trigger text with nothing chosen; default 'Select...'. */
  placeholder?: string;
  /** Trigger text with several chosen; default '{n} selected'. */
  selectedText?: (n: number) => string;
}

/**
 * A button that opens a TreeView in a popover to choose one node (single) or several (multiple);
 * the button shows the chosen label or a count. Single mode closes the popover on choice.
 */
export function TreePicker({
  placeholder = 'Select...',
  selectedText = (n) => `${n} selected`,
  selectionMode = 'single',
  disabled = false,
  ...rest
}: TreePickerProps) {
  const tree = { ...rest, selectionMode, disabled };
  const chosen = findLabels(tree.nodes, new Set(tree.selectedIds));
  const text =
    chosen.length === 0 ? placeholder : chosen.length === 1 ? chosen[0] : selectedText(chosen.length);
  return (
    <Popover
      label={tree.label}
      trigger={
        <Button className={styles.trigger} aria-label={`${tree.label}: ${text}`}>
          {text} ▾
        </Button>
      }
    >
      <TreeView {...tree} />
    </Popover>
  );
}
