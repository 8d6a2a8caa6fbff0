import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/db.js';
import type { Clock } from './clock.js';

/** A claimed job as a handler sees it. */
export interface Job<P = unknown> {
  id: string;
  kind: string;
  companyId: string | null;
  payload: P;
  /** When it was due (UTC). */
  runAt: Date;
  /** 1 on the first try. */
  attempt: number;
}

/** What a handler gets besides the job: the database (no open transaction) and the clock's now. */
export interface JobContext {
  db: Db;
  now: Date;
}

/**
 * Runs one job. Throwing retries it later (back-off 1, 2, 4 ... minutes) until `maxAttempts`, then
 * marks it failed with the error. A handler must be idempotent: a process that dies mid-run leaves
 * the job to be claimed again when its lease ends. Make external effects idempotent with keys (e.g.
 * `mail.send(..., { dedupeKey })`) or do all writes in one `ctx.db.transaction`.
 */
export type JobHandler<P = unknown> = (job: Job<P>, ctx: JobContext) => Promise<void>;

export interface EnqueueOptions {
  companyId?: string | null;
  /** Due time (default: now by the clock). */
  runAt?: Date;
  /** A second enqueue with the same key is a no-op (exactly once across processes). */
  dedupeKey?: string;
  /** Enqueue inside the caller's transaction. */
  db?: Db;
  /** Tries before the job is marked failed (default 5). */
  maxAttempts?: number;
}

/** A periodic task: run by one process per tick; it should only enqueue (with dedupe keys) or be idempotent. */
export type PeriodicTask = (now: Date) => Promise<void>;

export interface JobsOptions {
  /** Identifies this process in `locked_by` (default host:pid:random). */
  workerId?: string;
  /** How long a claimed job is locked before another process may take it over (ms, default 10 min). */
  leaseMs?: number;
  /** Error logger. */
  log?: (message: string, err?: unknown) => void;
}

interface ClaimedJob extends Job {
  maxAttempts: number;
}

interface JobRow {
  id: string;
  kind: string;
  company_id: string | null;
  payload: unknown;
  run_at: Date | string;
  attempts: number;
  max_attempts: number;
}

/**
 * The job scheduler (design.md 3 'Jobs'): a `job` table claimed with `FOR UPDATE SKIP LOCKED`, so a
 * due job runs once even with several server processes on one PostgreSQL (and on PGlite, which has
 * one connection). Periodic tasks (`every`) hold a lease row per name: one process wins each tick.
 * Times come from the injected clock, so tests advance time instead of waiting.
 *
 * `start(pollMs)` polls in the background (the server's main does this); tests call `runDue()`.
 */
export class Jobs {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly periodic = new Map<string, { intervalMs: number; task: PeriodicTask }>();
  private readonly workerId: string;
  private readonly leaseMs: number;
  private readonly log: (message: string, err?: unknown) => void;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    readonly clock: Clock,
    options: JobsOptions = {},
  ) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
    this.log = options.log ?? ((m, e) => console.error(m, e));
  }

  /** Registers the handler of a job kind (one per kind; a second registration throws). */
  handle<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind '${kind}' already has a handler`);
    this.handlers.set(kind, handler as JobHandler);
  }

  /**
   * Adds a job; returns its id, or null when `dedupeKey` was already used (nothing added).
   * The payload is stored as JSON.
   */
  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
    const db = options.db ?? this.db;
    const id = randomUUID();
    const rows = await db.query<{ id: string }>(
      `INSERT INTO job (id, company_id, kind, payload, run_at, dedupe_key, max_attempts)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [
        id,
        options.companyId ?? null,
        kind,
        JSON.stringify(payload ?? {}),
        (options.runAt ?? this.clock.now()).toISOString(),
        options.dedupeKey ?? null,
        options.maxAttempts ?? 5,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Registers a periodic task run every `intervalMs` by one process (the first whose tick is due).
   * The first tick is due at once. Names are global (use 'reports.scheduled', 'forms.batchedEmail').
   */
  every(name: string, intervalMs: number, task: PeriodicTask): void {
    if (this.periodic.has(name)) throw new Error(`Periodic task '${name}' already registered`);
    if (!(intervalMs >= 1000)) throw new Error('A periodic task needs an interval of at least 1000 ms');
    this.periodic.set(name, { intervalMs, task });
  }

  /**
   * Runs what is due now: each periodic task whose lease is due (once per tick across processes),
   * then due jobs until none is left. Returns the numbers of jobs done and failed in this call.
   * Concurrent calls in one process wait for the running one.
   */
  async runDue(): Promise<{ done: number; failed: number }> {
    while (this.running) await this.running.catch(() => undefined);
    const run = this.runDueOnce();
    this.running = run;
    try {
      return await run;
    } finally {
      this.running = null;
    }
  }

  private async runDueOnce(): Promise<{ done: number; failed: number }> {
    for (const [name, { intervalMs, task }] of this.periodic) {
      const now = this.clock.now();
      if (!(await this.takeLease(name, intervalMs, now))) continue;
      try {
        await task(now);
      } catch (err) {
        this.log(`Periodic task '${name}' failed`, err);
      }
    }
    let done = 0;
    let failed = 0;
    for (let i = 0; i < 10_000 && !this.stopped; i++) {
      const job = await this.claim();
      if (!job) break;
      if (await this.execute(job)) done++;
      else failed++;
    }
    return { done, failed };
  }

  /** Starts background polling every `pollMs` (and once at once). */
  start(pollMs = 10_000): void {
    if (this.timer) return;
    this.stopped = false;
    const tick = () => {
      this.runDue().catch((err) => this.log('Job run failed', err));
    };
    this.timer = setInterval(tick, pollMs);
    this.timer.unref();
    setTimeout(tick, 0).unref();
  }

  /** Stops polling and waits for a run in progress (the server calls this on close). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running.catch(() => undefined);
  }

  private async takeLease(name: string, intervalMs: number, now: Date): Promise<boolean> {
    await this.db.query(
      'INSERT INTO job_lease (name, next_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [name, now.toISOString()],
    );
    const rows = await this.db.query(
      `UPDATE job_lease SET next_at = $2, held_by = $3, last_run_at = $4
        WHERE name = $1 AND next_at <= $4 RETURNING name`,
      [name, new Date(now.getTime() + intervalMs).toISOString(), this.workerId, now.toISOString()],
    );
    return rows.length === 1;
  }

  /** Claims the oldest due job (queued, or running with an expired lease) for this process. */
  private async claim(): Promise<ClaimedJob | null> {
    const now = this.clock.now();
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return null;
    const rows = await this.db.query<JobRow>(
      `UPDATE job SET state = 'running', locked_by = $1, locked_until = $2, attempts = attempts + 1
        WHERE id = (
          SELECT id FROM job
           WHERE kind = ANY($4::text[])
             AND ((state = 'queued' AND run_at <= $3) OR (state = 'running' AND locked_until < $3))
           ORDER BY run_at, created_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, company_id, payload, run_at, attempts, max_attempts`,
      [this.workerId, new Date(now.getTime() + this.leaseMs).toISOString(), now.toISOString(), kinds],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      kind: r.kind,
      companyId: r.company_id,
      payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
      runAt: new Date(r.run_at),
      attempt: r.attempts,
      maxAttempts: r.max_attempts,
    };
  }

  private async execute(job: ClaimedJob): Promise<boolean> {
    const handler = this.handlers.get(job.kind)!;
    const { maxAttempts, ...visible } = job;
    try {
      await handler(visible, { db: this.db, now: this.clock.now() });
      await this.db.query(
        `UPDATE job SET state = 'done', finished_at = $3, last_error = NULL, locked_until = NULL
          WHERE id = $1 AND locked_by = $2`,
        [job.id, this.workerId, this.clock.now().toISOString()],
      );
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log(`Job ${job.kind} ${job.id} failed (attempt ${job.attempt})`, err);
      const final = job.attempt >= maxAttempts;
      const retryAt = new Date(this.clock.now().getTime() + 60_000 * 2 ** (job.attempt - 1));
      await this.db.query(
        `UPDATE job SET state = $3, last_error = $4, run_at = $5, locked_until = NULL,
                finished_at = CASE WHEN $3 = 'failed' THEN $6::timestamptz ELSE NULL END
          WHERE id = $1 AND locked_by = $2`,
        [
          job.id,
          this.workerId,
          final ? 'failed' : 'queued',
          message.slice(0, 2000),
          retryAt.toISOString(),
          this.clock.now().toISOString(),
        ],
      );
      return false;
    }
  }
}
