import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from './hooks/context.js';
import { IDENTITY_KEY } from './hooks/hooks.js';

/** One change message of the live-update socket (GET /api/live): the entity, ids and operation. */
export interface LiveChange {
  entity: string;
  /** Changed ids; empty when many changed at once (reload the whole entity). */
  ids: string[];
  op: 'save' | 'remove';
}

/** The path of the live-update WebSocket, under the API base. */
export const LIVE_PATH = '/live';

/** Close code the server sends when the socket's session ended (the console signs in again). */
export const LIVE_CLOSE_SESSION_ENDED = 4401;

/**
 * The ws:/wss: URL of the live-update socket for an API base ('/api' or 'https://host/api') seen
 * from the page at `page` (its location); `companyId` names the company a global or partner
 * administrator supports (the X-Company-Id of every other call: a WebSocket sends no headers).
 */
export function liveSocketUrl(baseUrl: string, page: string, companyId?: string | null): string {
  const url = new URL(`${baseUrl}${LIVE_PATH}`, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (companyId) url.searchParams.set('company', companyId);
  return url.toString();
}

/**
 * Milliseconds to wait before reconnection attempt `attempt` (0 = the first after a drop): 1 s,
 * doubled each time up to 30 s, with up to 50 % random spread so many consoles that lost the same
 * server do not all come back at once. `random` returns 0..1 (Math.random).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.5 + random() / 2));
}

/**
 * True for the SWR keys an entity change makes stale: its lists and records (['entity-list' |
 * 'entity' | 'lookup', Entity, ...]; versioned paths such as 'v2.1/Location' count as 'Location').
 */
export function isLiveKeyOf(entity: string, key: unknown): boolean {
  if (!Array.isArray(key) || typeof key[1] !== 'string') return false;
  if (key[0] !== 'entity-list' && key[0] !== 'entity' && key[0] !== 'lookup') return false;
  return key[1] === entity || key[1].endsWith(`/${entity}`);
}

/** Parses a text message of the socket (`{type:'change', entity, ids, op}`); null for anything else (never throws). */
export function parseLiveChange(data: unknown): LiveChange | null {
  if (typeof data !== 'string') return null;
  try {
    const v = JSON.parse(data) as Partial<LiveChange> & { type?: unknown };
    if (
      v.type !== 'change' ||
      typeof v.entity !== 'string' ||
      !Array.isArray(v.ids) ||
      (v.op !== 'save' && v.op !== 'remove')
    )
      return null;
    return { entity: v.entity, ids: v.ids.filter((x): x is string => typeof x === 'string'), op: v.op };
  } catch {
    return null;
  }
}

/** The entity name of a change or SWR key without a version prefix ('v2.1/Location' is 'Location'). */
const bareEntity = (entity: string) => entity.slice(entity.lastIndexOf('/') + 1);

/** Echoes this page waits for: 'entity|id' to how many and until when (epoch ms). */
const expectedEchoes = new Map<string, { count: number; until: number }>();

/**
 * Marks a save this console is about to send, whose live change will come back to its own socket
 * (issue 10 section 6: a scheduler drop's echo reloaded the whole week ~250 ms later, although the
 * page already shows the server's answer). The next live 'save' of `entity` naming `id` within
 * `ttlMs` (default 10 s) is then not reloaded by `useLiveUpdates`; one mark covers one change, so
 * another console's save of the same record still reloads. Call the returned function when the
 * save failed (no echo will come). Page-wide state (one console per page).
 */
export function expectLiveEcho(entity: string, id: string, ttlMs = 10_000, now = Date.now()): () => void {
  const key = `${bareEntity(entity)}|${id}`;
  const mark = expectedEchoes.get(key);
  expectedEchoes.set(key, { count: (mark && mark.until > now ? mark.count : 0) + 1, until: now + ttlMs });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = expectedEchoes.get(key);
    if (!left) return;
    if (left.count <= 1) expectedEchoes.delete(key);
    else left.count--;
  };
}

/**
 * True when `change` is the echo of this console's own saves (every id marked by `expectLiveEcho`
 * and not expired): those marks are used up and the change needs no reload. A change with any id
 * not marked, no ids (many changed) or a removal is not an echo and uses up nothing.
 */
export function takeLiveEcho(change: LiveChange, now = Date.now()): boolean {
  if (change.op !== 'save' || change.ids.length === 0) return false;
  const entity = bareEntity(change.entity);
  const keys = change.ids.map((id) => `${entity}|${id}`);
  for (const key of keys) {
    const mark = expectedEchoes.get(key);
    if (!mark || mark.until <= now) return false;
  }
  for (const key of keys) {
    const mark = expectedEchoes.get(key) as { count: number };
    if (mark.count <= 1) expectedEchoes.delete(key);
    else mark.count--;
  }
  return true;
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
 * Live updates of the signed-in console (design.md 'Live updates'): keeps one WebSocket to GET
 * /api/live open and, when another user changes records of the company, reloads the loaded lists
 * and records of that entity (tickets on the ticket list, triage and scheduler, time records in the
 * time editor) and drops the lookup cache of it. A dropped or refused socket is opened again after
 * `reconnectDelay` (1 s doubling to 30 s); a socket that reconnects after a drop reloads every
 * entity list once, since changes made meanwhile were not announced to it; a socket closed because
 * the session ended (4401) reloads the identity, whose 401 leads to the sign-in page. `enabled = false` (no
 * company yet, or signed out) opens nothing. `onChange` sees every change (optional). A change that
 * is the echo of this console's own save marked with `expectLiveEcho` reloads nothing.
 */
export function useLiveUpdates(enabled: boolean, onChange?: (change: LiveChange) => void): void {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined' || typeof location === 'undefined') return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let dropped = false;
    let stopped = false;
    const batch = liveBatcher((entities) => {
      for (const entity of entities) {
        client.lookups.invalidate(entity);
        void mutate((key) => isLiveKeyOf(entity, key));
      }
    });
    const connect = () => {
      retry = null;
      const ws = new WebSocket(
        liveSocketUrl(client.http.baseUrl, location.href, client.http.defaultHeader('X-Company-Id')),
      );
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        if (dropped) void mutate((key) => Array.isArray(key) && key[0] === 'entity-list');
        dropped = false;
      };
      ws.onmessage = (e: MessageEvent) => {
        const change = parseLiveChange(e.data);
        if (!change) return;
        onChange?.(change);
        // The echo of this console's own save (already shown as the server answered it).
        if (takeLiveEcho(change)) return;
        batch.push(change);
      };
      ws.onclose = (e: CloseEvent) => {
        if (stopped) return;
        dropped = true;
        // The session ended: reloading the identity meets the 401 that leads to the sign-in page.
        if (e.code === LIVE_CLOSE_SESSION_ENDED) void mutate(IDENTITY_KEY);
        retry = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (socket) {
        socket.onclose = null;
        socket.onmessage = null;
        socket.close();
      }
      batch.cancel();
    };
  }, [enabled, client, mutate, onChange]);
}
