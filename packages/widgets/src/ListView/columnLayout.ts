/**
 * Column layout of a ListView: order, hidden columns and widths (px). The host saves it (per user,
 * per list) and hands it back through the `columnLayout` prop.
 */
export interface ColumnLayout {
  /** Column ids left to right; ids not listed keep their declared order after the listed ones. */
  order: string[];
  /** Ids of hidden columns. */
  hidden: string[];
  /** Widths in CSS pixels, at least MIN_COLUMN_WIDTH. */
  widths: Record<string, number>;
}

/** Minimum column width in px (service spec section 9: minimum column width 75 px). */
export const MIN_COLUMN_WIDTH = 75;

/** Default width of a column that declares none. */
export const DEFAULT_COLUMN_WIDTH = 160;

/**
 * Brings a saved layout in line with the current columns: drops unknown ids (a column removed since
 * the layout was saved), appends new columns in declared order, clamps widths to the minimum.
 */
export function normaliseColumnLayout(
  layout: Partial<ColumnLayout> | undefined,
  columns: readonly { id: string; width?: number; hidden?: boolean }[],
): ColumnLayout {
  const known = new Set(columns.map((c) => c.id));
  const order: string[] = [];
  for (const id of layout?.order ?? []) if (known.has(id) && !order.includes(id)) order.push(id);
  for (const c of columns) if (!order.includes(c.id)) order.push(c.id);
  const hidden = layout?.hidden
    ? layout.hidden.filter((id) => known.has(id))
    : columns.filter((c) => c.hidden).map((c) => c.id);
  const widths: Record<string, number> = {};
  for (const c of columns) {
    const w = layout?.widths?.[c.id] ?? c.width ?? DEFAULT_COLUMN_WIDTH;
    widths[c.id] = Math.max(MIN_COLUMN_WIDTH, Number.isFinite(w) ? Math.round(w) : DEFAULT_COLUMN_WIDTH);
  }
  return { order, hidden, widths };
}

/** Moves column `id` by `delta` places (negative = left). Out-of-range moves are clamped. */
export function moveColumn(layout: ColumnLayout, id: string, delta: number): ColumnLayout {
  const from = layout.order.indexOf(id);
  if (from < 0) return layout;
  const to = Math.max(0, Math.min(layout.order.length - 1, from + delta));
  if (to === from) return layout;
  const order = layout.order.slice();
  order.splice(from, 1);
  order.splice(to, 0, id);
  return { ...layout, order };
}

/** Moves column `id` to the place of `targetId` (drag and drop). */
export function moveColumnTo(layout: ColumnLayout, id: string, targetId: string): ColumnLayout {
  const to = layout.order.indexOf(targetId);
  const from = layout.order.indexOf(id);
  if (to < 0 || from < 0) return layout;
  return moveColumn(layout, id, to - from);
}

/**
 * Shows or hides a column. The last visible column cannot be hidden (a list with no columns
 * cannot be used to bring them back), so that request returns the layout unchanged.
 */
export function setColumnHidden(layout: ColumnLayout, id: string, hidden: boolean): ColumnLayout {
  const isHidden = layout.hidden.includes(id);
  if (hidden === isHidden) return layout;
  if (hidden) {
    const visible = layout.order.filter((c) => !layout.hidden.includes(c));
    if (visible.length <= 1) return layout;
    return { ...layout, hidden: [...layout.hidden, id] };
  }
  return { ...layout, hidden: layout.hidden.filter((c) => c !== id) };
}

/** Sets a column width in px, never below MIN_COLUMN_WIDTH. */
export function setColumnWidth(layout: ColumnLayout, id: string, width: number): ColumnLayout {
  const w = Math.max(MIN_COLUMN_WIDTH, Math.round(Number.isFinite(width) ? width : MIN_COLUMN_WIDTH));
  if (layout.widths[id] === w) return layout;
  return { ...layout, widths: { ...layout.widths, [id]: w } };
}
