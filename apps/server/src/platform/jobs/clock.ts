/**
 * The server's notion of "now" for scheduled work (jobs, scheduled reports, batched e-mails).
 * Production reads the system clock; tests (and the e2e suite through `POST /api/test/clock`) may
 * pin it to an instant, so "advance to tomorrow 07:00 and run what is due" is a test step rather than
 * a wait.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** Pins the clock to `at` (or back to the system clock with null). */
  set(at: Date | null): void;
}

/** A clock that follows `Date.now()` until pinned. */
export function systemClock(): Clock {
  let pinned: Date | null = null;
  return {
    now: () => (pinned ? new Date(pinned.getTime()) : new Date()),
    set(at) {
      pinned = at ? new Date(at.getTime()) : null;
    },
  };
}
