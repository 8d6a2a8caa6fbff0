/** Session timing constants (platform spec 9; service spec 9 "Timing"). */
export const IDLE_THRESHOLD_MS = 60_000;
export const HARD_IDLE_TIMEOUT_MS = 3_540_000;

/** What the watch needs from the outside world (injected so tests can drive time). */
export interface SessionWatchDeps {
  now: () => number;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** POST /account/ping; resolves isActiveSession. */
  ping: () => Promise<{ isActiveSession: boolean }>;
  /** Forced log off (no confirmation). `reason` says why, for the message. */
  logOff: (reason: 'inactive-session' | 'idle-timeout') => void;
}

/**
 * Session timing of platform spec 9: after more than 60 s without activity, the next activity pings
 * the server and a session that is no longer active logs the user off; with no activity (hence no
 * ping) for 3,540,000 ms the user is logged off. Call `activity()` on user input, `start()` after
 * sign-in, `stop()` on log off. A failed ping (network) is ignored; a 401 is handled by the client.
 */
export class SessionWatch {
  private last: number;
  private timer: unknown = null;
  private pinging = false;
  private stopped = true;

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
  }

  /** Records user activity; pings when the user had been idle for more than 60 s. */
  activity(): void {
    if (this.stopped) return;
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

  private arm(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      if (this.stopped) return;
      this.stop();
      this.deps.logOff('idle-timeout');
    }, HARD_IDLE_TIMEOUT_MS);
  }
}
