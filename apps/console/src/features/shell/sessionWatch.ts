/** Session timing constants (platform spec 9; service spec 9 "Timing"). */
export const IDLE_THRESHOLD_MS = 60_000;
export const HARD_IDLE_TIMEOUT_MS = 3_540_000;
/** The warning comes this long before the idle log off (WCAG 2.2.1, issue 21): 2 minutes. */
export const IDLE_WARNING_BEFORE_MS = 120_000;

/** What the watch needs from the outside world (injected so tests can drive time). */
export interface SessionWatchDeps {
  now: () => number;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** POST /account/ping; resolves isActiveSession. */
  ping: () => Promise<{ isActiveSession: boolean }>;
  /** Forced log off (no confirmation). `reason` says why, for the message. */
  logOff: (reason: 'inactive-session' | 'idle-timeout') => void;
  /**
   * Shows (true) or hides (false) the 'Stay signed in' warning, 2 minutes before the idle log off.
   * While it shows, passive input (a mouse move, a wheel) does not count; a key, click or touch
   * (or `extend()`) keeps the session and hides it.
   */
  warn?: (show: boolean) => void;
}

/**
 * Session timing of platform spec 9: after more than 60 s without activity, the next activity pings
 * the server and a session that is no longer active logs the user off; with no activity (hence no
 * ping) for 3,540,000 ms the user is logged off. Call `activity()` on user input, `start()` after
 * sign-in, `stop()` on log off. A failed ping (network) is ignored; a 401 is handled by the client.
 * Two minutes before the idle log off `warn(true)` asks the user; `extend()` (their 'Stay signed
 * in') pings the server, which touches the session, and starts the idle time again (WCAG 2.2.1).
 */
export class SessionWatch {
  private last: number;
  private timer: unknown = null;
  private pinging = false;
  private stopped = true;
  private warnTimer: unknown = null;
  private warning = false;

  constructor(private readonly deps: SessionWatchDeps) {
    this.last = deps.now();
  }

  start(): void {
    this.stopped = false;
    this.last = this.deps.now();
    this.arm();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    if (this.warnTimer !== null) this.deps.clearTimer(this.warnTimer);
    this.warnTimer = null;
    this.setWarning(false);
  }

  /** Whether the 'Stay signed in' warning is showing. */
  get warningShown(): boolean {
    return this.warning;
  }

  /**
   * 'Stay signed in': hides the warning, pings the server (which touches the session, so it does
   * not end there either) and starts the idle time again.
   */
  extend(): void {
    if (this.stopped) return;
    this.setWarning(false);
    this.last = this.deps.now();
    this.arm();
    this.deps.ping().catch(() => undefined);
  }

  /**
   * Records user activity; pings when the user had been idle for more than 60 s. `deliberate` is
   * false for passive input (mouse moves, wheel), which does not dismiss the warning.
   */
  activity(deliberate = true): void {
    if (this.stopped || (this.warning && !deliberate)) return;
    this.setWarning(false);
    const now = this.deps.now();
    const idle = now - this.last;
    this.last = now;
    this.arm();
    if (idle > IDLE_THRESHOLD_MS && !this.pinging) {
      this.pinging = true;
      this.deps
        .ping()
        .then((r) => {
          if (!this.stopped && r && r.isActiveSession === false) {
            this.stop();
            this.deps.logOff('inactive-session');
          }
        })
        .catch(() => undefined)
        .finally(() => {
          this.pinging = false;
        });
    }
  }

  private setWarning(show: boolean): void {
    if (this.warning === show) return;
    this.warning = show;
    this.deps.warn?.(show);
  }

  private arm(): void {
    if (this.warnTimer !== null) this.deps.clearTimer(this.warnTimer);
    this.warnTimer = this.deps.setTimer(() => {
      this.warnTimer = null;
      if (!this.stopped) this.setWarning(true);
    }, HARD_IDLE_TIMEOUT_MS - IDLE_WARNING_BEFORE_MS);
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      if (this.stopped) return;
      this.stop();
      this.deps.logOff('idle-timeout');
    }, HARD_IDLE_TIMEOUT_MS);
  }
}
