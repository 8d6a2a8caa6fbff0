/**
 * The server's notion of "now" for scheduled work (jobs, scheduled reports, batched e-mails).
 * Production reads the system clock; tests (and the e2e suite through `POST /api/test/clock`) may
 * pin it to an instant, so "advance to tomorrow 07:00 and run what is due" is a test step rather than
 * a wait.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /**
   * Pins the clock to `at` (or back to the system clock with null). With `rate` > 0 it runs from
   * `at` that many times faster than real time instead of standing still (the load bench: 3600
   * makes a real second an hour, so 1,000 employees can clock in and out for minutes on end).
   */
  set(at: Date | null, rate?: number): void;
}

/** A clock that follows `Date.now()` until pinned. */
export function systemClock(): Clock {
  let pinned: Date | null = null;
  let rate = 0;
  let since = 0;
  return {
    now: () =>
      pinned ? new Date(pinned.getTime() + (rate > 0 ? (Date.now() - since) * rate : 0)) : new Date(),
    set(at, r = 0) {
      pinned = at ? new Date(at.getTime()) : null;
      rate = Math.max(r, 0);
      since = Date.now();
    },
  };
}
