import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A time-record write done by server logic rather than by a person editing records: clock IN/OUT
 * (time spec 5 "Clock in/out") or system work such as batching. Such writes skip the editor's
 * privilege and edit rules in the Time entity hooks; the audit records `action`.
 */
export interface TrustedTimeWrite {
  action: 'clock-in' | 'clock-out' | 'system';
}

const store = new AsyncLocalStorage<TrustedTimeWrite>();

/** Runs `fn` so that Time saves inside it count as `write` (see TrustedTimeWrite). */
export function withTrustedTimeWrite<T>(write: TrustedTimeWrite, fn: () => Promise<T>): Promise<T> {
  return store.run(write, fn);
}

/** The trusted write in progress, or null for an ordinary (editor or generic API) write. */
export function currentTrustedTimeWrite(): TrustedTimeWrite | null {
  return store.getStore() ?? null;
}
