/**
 * A small HTTP load generator for `pnpm bench load`: node:http with keep-alive sockets, either at a
 * fixed rate (open loop: requests leave on schedule whether or not earlier ones answered, so a
 * server past its knee shows queueing instead of hiding it) or with N concurrent clients (closed
 * loop). Latencies are in ms from the moment a request left.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** Sends one request; answers status 0 on a network error or after `timeoutMs`. */
export function send(port: number, req: Request, timeoutMs = 15000): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
    const r = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.path,
        agent,
        headers: {
          'x-requested-with': 'bench',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...req.headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
        );
        res.on('error', () => resolve({ status: 0, body: '', headers: {} }));
      },
    );
    r.on('timeout', () => r.destroy(new Error('timeout')));
    r.on('error', () => resolve({ status: 0, body: '', headers: {} }));
    if (payload) r.write(payload);
    r.end();
  });
}

export interface RunStats {
  sent: number;
  seconds: number;
  /** Answers per second over the run (all statuses). */
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  /** Status -> count (0 = network error or timeout). */
  statuses: Record<number, number>;
  /** p50 and p99 of the 2xx answers only (what a served request cost). */
  okP50: number;
  okP99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function stats(
  latencies: number[],
  statuses: Record<number, number>,
  seconds: number,
  ok: number[],
): RunStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const okSorted = [...ok].sort((a, b) => a - b);
  return {
    okP50: percentile(okSorted, 50),
    okP99: percentile(okSorted, 99),
    sent: latencies.length,
    seconds,
    achieved: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    statuses,
  };
}

/**
 * Open loop: `rate` requests/s for `seconds`; `next(i)` makes the i-th request and `onAnswer` sees
 * each answer. Resolves when every request has answered (or timed out).
 */
export async function fixedRate(
  port: number,
  rate: number,
  seconds: number,
  next: (i: number) => Request,
  onAnswer: (i: number, a: Answer) => void = () => {},
): Promise<RunStats> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const ok: number[] = [];
  const statuses: Record<number, number> = {};
  const pending: Promise<void>[] = [];
  const t0 = performance.now();
  let i = 0;
  while (i < total) {
    const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate) + 1);
    while (i < due) {
      const n = i++;
      const start = performance.now();
      pending.push(
        send(port, next(n)).then((a) => {
          latencies.push(performance.now() - start);
          if (a.status >= 200 && a.status < 300) ok.push(performance.now() - start);
          statuses[a.status] = (statuses[a.status] ?? 0) + 1;
          onAnswer(n, a);
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  return stats(latencies, statuses, (performance.now() - t0) / 1000, ok);
}

/** Closed loop: `clients` concurrent clients, each sending `next()` again as soon as it answers. */
export async function concurrent(
  port: number,
  clients: number,
  seconds: number,
  next: (i: number) => Request,
  onAnswer: (i: number, a: Answer) => void = () => {},
): Promise<RunStats> {
  const latencies: number[] = [];
  const ok: number[] = [];
  const statuses: Record<number, number> = {};
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const k = n++;
        const start = performance.now();
        const a = await send(port, next(k));
        latencies.push(performance.now() - start);
        if (a.status >= 200 && a.status < 300) ok.push(performance.now() - start);
        onAnswer(k, a);
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      }
    }),
  );
  return stats(latencies, statuses, (performance.now() - t0) / 1000, ok);
}
