/**
 * The home dashboard's cards and one user's layout (time spec 2 "Insight maps and dashboard", 3
 * "Dashboard settings"; issue 11 "the layout remembered per user"). Pure functions: the console
 * keeps the layout in EmployeePrefs key `dashboard` on the server (and a 5-user client cache for
 * the first paint), the server validates it with the same card list.
 */

/** The dashboard's cards in their default order. */
export const DASHBOARD_CARDS = [
  'hours',
  'units',
  'hoursPie',
  'unitsPie',
  'locationHours',
  'budget',
  'maps',
  'weather',
  'media',
  'devices',
] as const;
export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

/**
 * One user's dashboard layout: `order` (every card once, first shown first), `hidden` cards and
 * the flagged-devices threshold in whole hours (1-24, default 1).
 */
export interface DashboardLayout {
  order: DashboardCard[];
  hidden: DashboardCard[];
  flaggedHours: number;
}

const isCard = (c: unknown): c is DashboardCard =>
  typeof c === 'string' && (DASHBOARD_CARDS as readonly string[]).includes(c);

/** The default layout: every card shown in catalogue order, flagged hours 1. */
export function defaultDashboardLayout(): DashboardLayout {
  return { order: [...DASHBOARD_CARDS], hidden: [], flaggedHours: 1 };
}

/**
 * A stored layout made whole: unknown or repeated cards are dropped, cards missing from `order`
 * (new cards, older saves) are appended in catalogue order, a flagged-hours value outside 1-24 or
 * not whole becomes 1. Anything that is not an object gives the default layout.
 */
export function normalizeDashboardLayout(raw: unknown): DashboardLayout {
  if (!raw || typeof raw !== 'object') return defaultDashboardLayout();
  const r = raw as { order?: unknown; hidden?: unknown; flaggedHours?: unknown };
  const order = [...new Set(Array.isArray(r.order) ? r.order.filter(isCard) : [])];
  for (const c of DASHBOARD_CARDS) if (!order.includes(c)) order.push(c);
  const hidden = [...new Set(Array.isArray(r.hidden) ? r.hidden.filter(isCard) : [])];
  const h = r.flaggedHours;
  const flaggedHours = typeof h === 'number' && Number.isInteger(h) && h >= 1 && h <= 24 ? h : 1;
  return { order, hidden, flaggedHours };
}

/**
 * `order` with `card` moved by `delta` places (-1 up, +1 down), clamped to the ends; the same
 * order when the card is not in it or cannot move further.
 */
export function moveDashboardCard(
  order: readonly DashboardCard[],
  card: DashboardCard,
  delta: number,
): DashboardCard[] {
  const from = order.indexOf(card);
  const next = [...order];
  if (from < 0) return next;
  const to = Math.max(0, Math.min(order.length - 1, from + delta));
  next.splice(from, 1);
  next.splice(to, 0, card);
  return next;
}
