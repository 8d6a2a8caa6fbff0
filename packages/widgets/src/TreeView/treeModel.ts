/** A node of a TreeView (locations, tasks, assets and groupings have parents via parent_id). */
export interface TreeNode {
  id: string;
  label: string;
  children?: readonly TreeNode[];
  /** Entity status; 2 and 3 draw greyed as unavailable. */
  status?: number | null;
}

/** A node as shown: depth (1 = root), parent id and position among its siblings. */
export interface VisibleNode {
  node: TreeNode;
  level: number;
  parentId: string | null;
  posInSet: number;
  setSize: number;
}

/** The shown nodes in order: the given roots, and the children of every expanded node beneath it. */
export function visibleNodes(roots: readonly TreeNode[], expanded: ReadonlySet<string>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (nodes: readonly TreeNode[], level: number, parentId: string | null) => {
    nodes.forEach((node, i) => {
      out.push({ node, level, parentId, posInSet: i + 1, setSize: nodes.length });
      if (node.children?.length && expanded.has(node.id)) walk(node.children, level + 1, node.id);
    });
  };
  walk(roots, 1, null);
  return out;
}

/**
 * Builds a tree from flat records with parent ids (e.g. Location.parent_id). Records whose parent
 * is missing become roots; a cycle is broken at the record that closes it (it becomes a root).
 */
export function buildTree<T>(
  records: readonly T[],
  getId: (r: T) => string,
  getParentId: (r: T) => string | null | undefined,
  getLabel: (r: T) => string,
  getStatus?: (r: T) => number | null | undefined,
): TreeNode[] {
  const byId = new Map(records.map((r) => [getId(r), r]));
  const kids = new Map<string, T[]>();
  const roots: T[] = [];
  for (const r of records) {
    const p = getParentId(r);
    let cyclic = false;
    const seen = new Set([getId(r)]);
    for (let cur = p; cur && byId.has(cur); cur = getParentId(byId.get(cur) as T)) {
      if (seen.has(cur)) {
        cyclic = true;
        break;
      }
      seen.add(cur);
    }
    if (p && byId.has(p) && !cyclic) {
      const list = kids.get(p) ?? [];
      list.push(r);
      kids.set(p, list);
    } else roots.push(r);
  }
  const make = (r: T): TreeNode => {
    const id = getId(r);
    const children = (kids.get(id) ?? []).map(make);
    return { id, label: getLabel(r), status: getStatus?.(r), ...(children.length ? { children } : {}) };
  };
  return roots.map(make);
}

/** Every id in the subtree of `node`, itself included. */
export function subtreeIds(node: TreeNode): string[] {
  const out = [node.id];
  for (const c of node.children ?? []) out.push(...subtreeIds(c));
  return out;
}
