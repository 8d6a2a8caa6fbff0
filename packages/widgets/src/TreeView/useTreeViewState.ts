import { useCallback, useMemo, useState } from 'react';
import { pageCountOf } from '../Pagination/pageLinks';
import { type TreeNode, visibleNodes } from './treeModel';

/** Tree view paging (service spec 9): 10 per page, options 10, 25, 50, 75, 100, at most 5 links. */
export const TREE_PAGE_SIZE = 10;
export const TREE_PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50, 75, 100];
export const TREE_MAX_PAGE_LINKS = 5;

export interface TreeViewStateOptions {
  nodes: readonly TreeNode[];
  selectionMode: 'single' | 'multiple';
  selectedIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  defaultExpandedIds?: readonly string[];
  pageSize?: number;
}

/**
 * State of a TreeView: expanded nodes, root paging, the focused node (roving tabindex) and
 * selection. Paging applies to root nodes; children always show under their expanded parent.
 */
export function useTreeViewState(o: TreeViewStateOptions) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(o.defaultExpandedIds ?? []));
  const [pageSize, setPageSizeState] = useState(o.pageSize ?? TREE_PAGE_SIZE);
  const [pageIndexState, setPageIndex] = useState(0);
  const pageCount = pageCountOf(o.nodes.length, pageSize);
  const pageIndex = Math.min(pageIndexState, pageCount - 1);
  const roots = useMemo(
    () => o.nodes.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
    [o.nodes, pageIndex, pageSize],
  );
  const shown = useMemo(() => visibleNodes(roots, expanded), [roots, expanded]);
  const [focusId, setFocusId] = useState<string | null>(null);
  const focused = shown.find((v) => v.node.id === focusId) ?? shown[0];
  const selected = useMemo(() => new Set(o.selectedIds), [o.selectedIds]);

  const toggleExpanded = useCallback((id: string, open?: boolean) => {
    setExpanded((cur) => {
      const next = new Set(cur);
      if (open ?? !cur.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const { onSelectionChange, selectionMode } = o;
  const select = useCallback(
    (id: string) => {
      if (selectionMode === 'single') onSelectionChange(selected.has(id) ? [] : [id]);
      else onSelectionChange(selected.has(id) ? [...selected].filter((x) => x !== id) : [...selected, id]);
    },
    [selected, onSelectionChange, selectionMode],
  );

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (!focused) return;
    const i = shown.indexOf(focused);
    const n = focused.node;
    const move = (to: number) => {
      const t = shown[Math.max(0, Math.min(shown.length - 1, to))];
      if (t) setFocusId(t.node.id);
    };
    switch (e.key) {
      case 'ArrowDown':
        move(i + 1);
        break;
      case 'ArrowUp':
        move(i - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(shown.length - 1);
        break;
      case 'ArrowRight':
        if (n.children?.length) {
          if (!expanded.has(n.id)) toggleExpanded(n.id, true);
          else move(i + 1);
        }
        break;
      case 'ArrowLeft':
        if (n.children?.length && expanded.has(n.id)) toggleExpanded(n.id, false);
        else if (focused.parentId) setFocusId(focused.parentId);
        break;
      case 'Enter':
      case ' ':
        select(n.id);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  return {
    shown,
    expanded,
    toggleExpanded,
    selected,
    select,
    focusedId: focused?.node.id ?? null,
    setFocusId,
    onKeyDown,
    pageIndex,
    pageCount,
    pageSize,
    setPageIndex,
    setPageSize: (s: number) => {
      setPageSizeState(s);
      setPageIndex(0);
    },
  };
}
