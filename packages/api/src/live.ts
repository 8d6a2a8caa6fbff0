import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from './hooks/context.js';

/** One change event of GET /api/live (the server's 'change' event): the entity, ids and operation. */
export interface LiveChange {
  entity: string;
  /** Changed ids; empty when many changed at once (reload the whole entity). */
  ids: string[];
  op: 'save' | 'remove';
}

/** The path of the live stream (server-sent events), under the API base. */
export const LIVE_PATH = '/live';

/**
 * True for the SWR keys an entity change makes stale: its lists and records (['entity-list' |
 * 'entity' | 'lookup', Entity, ...]; versioned paths such as 'v2.1/Location' count as 'Location').
 */
export function isLiveKeyOf(entity: string, key: unknown): boolean {
  if (!Array.isArray(key) || typeof key[1] !== 'string') return false;
  if (key[0] !== 'entity-list' && key[0] !== 'entity' && key[0] !== 'lookup') return false;
  return key[1] === entity || key[1].endsWith(`/${entity}`);
}

/** Parses the data of a 'change' event; null for anything else (never throws). */
export function parseLiveChange(data: unknown): LiveChange | null {
  if (typeof data !== 'string') return null;
  try {
    const v = JSON.parse(data) as Partial<LiveChange>;
    if (typeof v.entity !== 'string' || !Array.isArray(v.ids) || (v.op !== 'save' && v.op !== 'remove'))
      return null;
    return { entity: v.entity, ids: v.ids.filter((x): x is string => typeof x === 'string'), op: v.op };
  } catch {
    return null;
  }
}

/** Collects changes for `delayMs` and hands each changed entity over once (a burst reloads once). */
export function liveBatcher(apply: (entities: Set<string>) => void, delayMs = 250) {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    push(change: LiveChange) {
      pending.add(change.entity);
      timer ??= setTimeout(() => {
        const batch = pending;
        pending = new Set();
        timer = null;
        apply(batch);
      }, delayMs);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = new Set();
    },
  };
}

/**
 * Live updates of the signed-in console (design.md 'Live updates'): listens to GET /api/live
 * (EventSource; it reconnects by itself) and, when another user changes records of the company,
 * reloads the loaded lists and records of that entity (tickets on the ticket list, triage and
 * scheduler, time records in the time editor) and drops the lookup cache of it. `enabled = false`
 * (no company yet, or signed out) opens nothing. `onChange` sees every change (optional).
 */
export function useLiveUpdates(enabled: boolean, onChange?: (change: LiveChange) => void): void {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${client.http.baseUrl}${LIVE_PATH}`, { withCredentials: true });
    const batch = liveBatcher((entities) => {
      for (const entity of entities) {
        client.lookups.invalidate(entity);
        void mutate((key) => isLiveKeyOf(entity, key));
      }
    });
    const listener = (e: MessageEvent) => {
      const change = parseLiveChange(e.data);
      if (!change) return;
      onChange?.(change);
      batch.push(change);
    };
    source.addEventListener('change', listener);
    return () => {
      source.removeEventListener('change', listener);
      source.close();
      batch.cancel();
    };
  }, [enabled, client, mutate, onChange]);
}
