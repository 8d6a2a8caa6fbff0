import { isFlagged, isOverdue, isUnassigned, type Instant, type ServiceTicket } from '@wm/domain';

/** The triage screen's views: everything to triage, or one kind (service spec 4 'Service ticket statuses'). */
export const TRIAGE_VIEWS = ['all', 'unassigned', 'overdue', 'flagged'] as const;
export type TriageView = (typeof TRIAGE_VIEWS)[number];

/**
 * The tickets of a triage view, in the order given (the triage order of `triageTickets`: priority,
 * then newest call time): 'all' keeps the list, 'unassigned' / 'overdue' / 'flagged' keep the
 * tickets that are so at `now`.
 */
export function triageView<T extends ServiceTicket>(
  tickets: readonly T[],
  view: TriageView,
  now: Instant,
): T[] {
  if (view === 'all') return [...tickets];
  if (view === 'unassigned') return tickets.filter((t) => isUnassigned(t));
  if (view === 'overdue') return tickets.filter((t) => isOverdue(t, now));
  return tickets.filter((t) => isFlagged(t));
}

/** A view name from a URL parameter; anything else is 'all'. */
export const parseTriageView = (v: string | null | undefined): TriageView =>
  (TRIAGE_VIEWS as readonly string[]).includes(v ?? '') ? (v as TriageView) : 'all';
