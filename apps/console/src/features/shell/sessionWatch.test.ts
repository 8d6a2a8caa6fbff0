import { describe, expect, it, vi } from 'vitest';
import { HARD_IDLE_TIMEOUT_MS, IDLE_WARNING_BEFORE_MS, SessionWatch } from './sessionWatch.js';

function harness(active = true) {
  let now = 1_000_000;
  const timers = new Map<number, { fn: () => void; at: number }>();
  let nextId = 1;
  const ping = vi.fn(async () => ({ isActiveSession: active }));
  const logOff = vi.fn();
  const warn = vi.fn();
  const watch = new SessionWatch({
    now: () => now,
    setTimer: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { fn, at: now + ms });
      return id;
    },
    clearTimer: (h) => timers.delete(h as number),
    ping,
    logOff,
    warn,
  });
  const advance = (ms: number) => {
    now += ms;
    for (const [id, t] of [...timers]) {
      if (t.at <= now) {
        timers.delete(id);
        t.fn();
      }
    }
  };
  return { watch, ping, logOff, warn, advance, timers };
}

describe('SessionWatch', () => {
  it('does not ping while the user stays active', () => {
    const h = harness();
    h.watch.start();
    for (let i = 0; i < 10; i++) {
      h.advance(30_000);
      h.watch.activity();
    }
    expect(h.ping).not.toHaveBeenCalled();
  });

  it('pings on the first activity after more than 60 s idle', async () => {
    const h = harness();
    h.watch.start();
    h.advance(60_000);
    h.watch.activity();
    expect(h.ping).not.toHaveBeenCalled();
    h.advance(60_001);
    h.watch.activity();
    expect(h.ping).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(h.logOff).not.toHaveBeenCalled();
  });

  it('logs off when the ping says the session is no longer active', async () => {
    const h = harness(false);
    h.watch.start();
    h.advance(120_000);
    h.watch.activity();
    await vi.waitFor(() => expect(h.logOff).toHaveBeenCalledWith('inactive-session'));
  });

  it('forces log off after 3,540,000 ms without activity', () => {
    const h = harness();
    h.watch.start();
    h.advance(HARD_IDLE_TIMEOUT_MS - 1);
    expect(h.logOff).not.toHaveBeenCalled();
    h.advance(1);
    expect(h.logOff).toHaveBeenCalledWith('idle-timeout');
    expect(HARD_IDLE_TIMEOUT_MS).toBe(3_540_000);
  });

  it('activity restarts the hard timeout, and stop() cancels everything', () => {
    const h = harness();
    h.watch.start();
    h.advance(HARD_IDLE_TIMEOUT_MS - 10);
    h.watch.activity();
    // That activity came after a long idle, so it pinged once.
    expect(h.ping).toHaveBeenCalledTimes(1);
    h.advance(HARD_IDLE_TIMEOUT_MS - 10);
    expect(h.logOff).not.toHaveBeenCalled();
    h.watch.stop();
    expect(h.timers.size).toBe(0);
    h.advance(HARD_IDLE_TIMEOUT_MS * 2);
    h.watch.activity();
    expect(h.logOff).not.toHaveBeenCalled();
    expect(h.ping).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed ping', async () => {
    const h = harness();
    h.ping.mockRejectedValueOnce(new Error('offline'));
    h.watch.start();
    h.advance(61_000);
    h.watch.activity();
    await Promise.resolve();
    await Promise.resolve();
    expect(h.logOff).not.toHaveBeenCalled();
  });

  it('warns two minutes before the idle log off, and Stay signed in pings and starts over (WCAG 2.2.1)', () => {
    const h = harness();
    h.watch.start();
    h.advance(HARD_IDLE_TIMEOUT_MS - IDLE_WARNING_BEFORE_MS - 1);
    expect(h.warn).not.toHaveBeenCalled();
    h.advance(1);
    expect(h.warn).toHaveBeenLastCalledWith(true);
    expect(h.watch.warningShown).toBe(true);
    // A mouse move does not answer the warning.
    h.watch.activity(false);
    expect(h.watch.warningShown).toBe(true);
    h.watch.extend();
    expect(h.warn).toHaveBeenLastCalledWith(false);
    expect(h.ping).toHaveBeenCalledTimes(1);
    h.advance(HARD_IDLE_TIMEOUT_MS - 1);
    expect(h.logOff).not.toHaveBeenCalled();
    h.advance(1);
    expect(h.logOff).toHaveBeenCalledWith('idle-timeout');
    expect(h.warn).toHaveBeenLastCalledWith(false);
  });

  it('logs off when the warning goes unanswered, and a key press answers it', () => {
    const h = harness();
    h.watch.start();
    h.advance(HARD_IDLE_TIMEOUT_MS - IDLE_WARNING_BEFORE_MS);
    h.watch.activity();
    expect(h.watch.warningShown).toBe(false);
    expect(h.ping).toHaveBeenCalledTimes(1);
    h.advance(HARD_IDLE_TIMEOUT_MS);
    expect(h.logOff).toHaveBeenCalledTimes(1);
  });
});
