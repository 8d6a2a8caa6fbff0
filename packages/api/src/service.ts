import { type Instant, toMillis, triageTickets } from '@wm/domain';
import { useCallback, useMemo } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import type { ApiClient } from './client/ApiClient.js';
import type { EntityQuery } from './client/entities.js';
import { useEntityList } from './hooks/hooks.js';
import { useApiClient } from './hooks/context.js';
import { expectLiveEcho } from './live.js';
import type {
  ServiceCategoryProblem,
  TechnicianPosition,
  Ticket,
  TicketInput,
  TicketOccurrenceRecord,
} from './schemas/service.js';

/** Entity names of the service module (service spec 3, 7 'Tickets and scheduling'). */
export const SERVICE_ENTITIES = {
  ticket: 'Ticket',
  serviceStatus: 'ServiceStatus',
  categoryProblem: 'ServiceCategoryProblem',
  skill: 'Skill',
  part: 'Part',
} as const;

const iso = (at: Instant) => {
  const ms = toMillis(at);
  if (Number.isNaN(ms)) throw new Error(`Invalid instant '${String(at)}'.`);
  return new Date(ms).toISOString();
};

/**
 * The filter of tickets whose scheduled time intersects [from, to): scheduled end after `from` and
 * start before `to` (a ticket running over midnight shows on both days). Unscheduled tickets are not
 * in a range.
 */
export function ticketRangeFilter(from: Instant, to: Instant): string {
  return `scheduledEndTimeStamp gt ${iso(from)} and scheduledTimeStamp lt ${iso(to)}`;
}

/** The query of the tickets in a range, ordered by start; `extra` is and-ed to the range filter. */
export function ticketRangeQuery(from: Instant, to: Instant, extra?: string): EntityQuery {
  const range = ticketRangeFilter(from, to);
  return {
    filter: extra ? `(${range}) and (${extra})` : range,
    orderby: 'scheduledTimeStamp asc, ticketNumber asc',
    top: 10000,
  };
}

/**
 * The service module's calls (service spec 7 'Tickets and scheduling'). Errors are ApiError with the
 * server's message: 400 a 'Ticket save' message ('Location is required.', ...) or a field's bad
 * value ('priority: ...'), 409 '{names} has a conflicting appointment at the selected time. Please
 * update your Ticket.', 403 a missing privilege, 404 a ticket outside the caller's scope.
 */
export const ticketCalls = {
  /** GET /Ticket in [from, to) (see `ticketRangeQuery`). */
  listRange: (client: ApiClient, from: Instant, to: Instant, extra?: string) =>
    client.list<Ticket>(SERVICE_ENTITIES.ticket, ticketRangeQuery(from, to, extra)),
  /** GET /Ticket/{id}. */
  get: (client: ApiClient, id: string) => client.get<Ticket>(SERVICE_ENTITIES.ticket, id),
  /**
   * POST /Ticket: inserts (no id) or updates (a partial record merges over the stored one). The
   * answer carries the server's ticketNumber, scheduledTimeStamp and scheduledEndTimeStamp.
   */
  save: (client: ApiClient, ticket: TicketInput) =>
    client.upsert(SERVICE_ENTITIES.ticket, ticket) as Promise<Ticket>,
  /** DELETE /Ticket/{id} (status 3). */
  remove: (client: ApiClient, id: string) => client.remove(SERVICE_ENTITIES.ticket, id),
  /**
   * GET /Ticket/occurrences?from=&to= (at most 62 days): the further occurrences of recurring
   * tickets in the range (each ticket's own start excluded), by start.
   */
  occurrences: (client: ApiClient, from: Instant, to: Instant) =>
    client.http.get<TicketOccurrenceRecord[]>('/Ticket/occurrences', { from: iso(from), to: iso(to) }),
  /**
   * GET /Ticket/technician-positions?before= (the scheduler's GPS view): each visible technician's
   * last GPS fix at or before `before` (default now). 403 without Service:View:Ticket.
   */
  technicianPositions: (client: ApiClient, before?: Instant) =>
    client.http.get<TechnicianPosition[]>(
      '/Ticket/technician-positions',
      before === undefined ? {} : { before: iso(before) },
    ),
};

/**
 * The technicians' last GPS fixes at or before `before` (the scheduler's GPS view); `before = null`
 * waits (the view is not shown).
 */
export function useTechnicianPositions(
  before: Instant | null,
  config?: SWRConfiguration<TechnicianPosition[]>,
): SWRResponse<TechnicianPosition[]> {
  const client = useApiClient();
  const at = before === null ? null : iso(before);
  return useSWR(
    at === null ? null : ['technician-positions', at],
    () => ticketCalls.technicianPositions(client, at ?? undefined),
    { revalidateOnFocus: false, ...config },
  );
}

/** True for an SWR key of a Ticket list or record (to revalidate after a change). */
export const isTicketKey = (key: unknown) =>
  Array.isArray(key) &&
  (key[0] === 'entity-list' || key[0] === 'entity') &&
  key[1] === SERVICE_ENTITIES.ticket;

/**
 * The tickets of a range (the scheduler's day or week). `range = null` waits. Reloaded with every
 * other Ticket list by `useTicketMutations`.
 */
export function useTickets(
  range: { from: Instant; to: Instant; filter?: string } | null,
  config?: SWRConfiguration<Ticket[]>,
): SWRResponse<Ticket[]> {
  // The list key is the query's JSON, so a new object with the same range reuses the cache.
  const query = range ? ticketRangeQuery(range.from, range.to, range.filter) : undefined;
  return useEntityList<Ticket>(range ? SERVICE_ENTITIES.ticket : null, query, config);
}

/**
 * The triage list (service spec 2, 4): open tickets that are unassigned or overdue at `now`, by
 * priority then newest call time (`triageTickets` of @wm/domain). `data` is the list; its length is
 * the menu's count badge.
 */
export function useTriageTickets(
  now: Instant,
  config?: SWRConfiguration<Ticket[]>,
): { data: Ticket[] | undefined; error: unknown; isLoading: boolean } {
  const res = useEntityList<Ticket>(
    SERVICE_ENTITIES.ticket,
    { filter: "serviceStatus ne 'completed'", orderby: 'priority desc, callTimeStamp desc', top: 10000 },
    config,
  );
  const at = toMillis(now);
  const data = useMemo(() => (res.data ? triageTickets(res.data, at) : undefined), [res.data, at]);
  return { data, error: res.error, isLoading: res.isLoading };
}

/** True for a Ticket key other than `shown` (an SWR key, compared by value). */
export const isOtherTicketKey = (shown: readonly unknown[]) => {
  const own = JSON.stringify(shown);
  return (key: unknown) => isTicketKey(key) && JSON.stringify(key) !== own;
};

/**
 * Save and delete of tickets that then revalidate every loaded Ticket list and record. `saveShown`
 * (issue 10 section 6: a scheduler drop) saves a ticket the caller already shows in the list of SWR
 * key `shown` and answers the server's saved ticket as soon as it arrives: the caller puts it into
 * that list itself (no reload of the whole list), and every other Ticket list and record is
 * revalidated without being waited for; the save's own live change coming back to this console
 * reloads nothing (`expectLiveEcho`). Errors are the save's ApiError (e.g. 409 overlap).
 */
export function useTicketMutations(): {
  save: (ticket: TicketInput) => Promise<Ticket>;
  saveShown: (ticket: TicketInput, shown: readonly unknown[]) => Promise<Ticket>;
  remove: (id: string) => Promise<void>;
} {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const save = useCallback(
    async (ticket: TicketInput) => {
      const saved = await ticketCalls.save(client, ticket);
      await mutate(isTicketKey);
      return saved;
    },
    [client, mutate],
  );
  const saveShown = useCallback(
    async (ticket: TicketInput, shown: readonly unknown[]) => {
      // Its live echo is not reloaded (the caller shows the answer; the other lists reload here).
      const id = (ticket as { id?: unknown }).id;
      const cancel = typeof id === 'string' && id ? expectLiveEcho(SERVICE_ENTITIES.ticket, id) : null;
      let saved: Ticket;
      try {
        saved = await ticketCalls.save(client, ticket);
      } catch (e) {
        cancel?.();
        throw e;
      }
      client.lookups.invalidate(SERVICE_ENTITIES.ticket);
      void mutate(isOtherTicketKey(shown));
      return saved;
    },
    [client, mutate],
  );
  const remove = useCallback(
    async (id: string) => {
      await ticketCalls.remove(client, id);
      await mutate(isTicketKey);
    },
    [client, mutate],
  );
  return { save, saveShown, remove };
}

/** The company's category problems (active), for the wizard's problem picker and merge. */
export function useCategoryProblems(
  config?: SWRConfiguration<ServiceCategoryProblem[]>,
): SWRResponse<ServiceCategoryProblem[]> {
  return useEntityList<ServiceCategoryProblem>(SERVICE_ENTITIES.categoryProblem, undefined, config);
}

/** The occurrences of recurring tickets in a range (`range = null` waits); reloaded with Ticket lists. */
export function useTicketOccurrences(
  range: { from: Instant; to: Instant } | null,
  config?: SWRConfiguration<TicketOccurrenceRecord[]>,
): SWRResponse<TicketOccurrenceRecord[]> {
  const client = useApiClient();
  const key = range
    ? (['entity-list', SERVICE_ENTITIES.ticket, 'occurrences', iso(range.from), iso(range.to)] as const)
    : null;
  return useSWR<TicketOccurrenceRecord[]>(
    key,
    () => ticketCalls.occurrences(client, (range as { from: Instant }).from, (range as { to: Instant }).to),
    { revalidateOnFocus: false, ...config },
  );
}

/** One ticket by id (`id = null` waits); 404 ApiError outside the caller's scope. */
export function useTicket(
  id: string | null | undefined,
  config?: SWRConfiguration<Ticket>,
): SWRResponse<Ticket> {
  const client = useApiClient();
  return useSWR<Ticket>(
    id ? (['entity', SERVICE_ENTITIES.ticket, id, '{}'] as const) : null,
    () => ticketCalls.get(client, id as string),
    { revalidateOnFocus: false, ...config },
  );
}
