import { existsSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The one query interface the server uses on both engines (design.md section 3): PGlite (embedded
 * PostgreSQL 18 in WASM) and PostgreSQL 15+ through `pg`. SQL is plain PostgreSQL with `$1` parameters;
 * write SQL that PostgreSQL 15 accepts. jsonb parameters are passed as JSON text (`$1::jsonb`).
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction; nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * A write whose answer nobody reads (an audit row), run with the transaction's COMMIT (issue 18:
   * on PostgreSQL it travels in the COMMIT's round trip instead of one of its own; a failure still
   * rolls the whole transaction back). Outside a transaction, and on PGlite, it runs at once.
   * Parameters must be strings, numbers, booleans or null (see `sqlLiteral`); the SQL must not hold
   * `$n` other than its placeholders. Optional: use `queryAtCommit(db, ...)`.
   */
  queryAtCommit?(sql: string, params?: readonly unknown[]): Promise<void>;
  /**
   * Runs one statement of fixed text as a named prepared statement (PostgreSQL: parsed once per
   * connection, and after a few runs planned once too; issue 18: the planning of the per-request
   * session look-up cost more than running it). `name` must always go with the same `sql`.
   * Optional: use `queryPrepared(db, ...)`; PGlite runs it as a plain query.
   */
  queryPrepared?<T = Record<string, unknown>>(
    name: string,
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]>;
  /**
   * Runs `fn` in a new transaction whose first statement `sql` rides on the BEGIN (issue 18: on
   * PostgreSQL one round trip for both; its parameters are inlined as for queryAtCommit, arrays of
   * strings included); `fn` gets its rows. Optional: use `transactionWith(db, ...)`.
   */
  transactionWith?<T, R = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[],
    fn: (tx: Db, rows: R[]) => Promise<T>,
  ): Promise<T>;
  /** Releases the engine (PGlite must be closed or Node never exits). */
  close(): Promise<void>;
  /**
   * The PostgreSQL schema this database works in ('' for the default): notification channels are
   * database-wide, so they carry it (platform/live) and two schemas never hear each other.
   */
  readonly namespace: string;
  /**
   * LISTEN on `channel` (PostgreSQL notifications: `SELECT pg_notify(channel, payload)` in any
   * process on the same database, delivered after its transaction commits). Answers the unlisten
   * function. On PostgreSQL a dedicated connection listens; inside a transaction it is not offered.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The embedded engine itself (PGlite only, outside transactions): backups dump its data folder. */
  readonly pglite?: PGlite;
}

export interface OpenDbOptions {
  /** postgres://... selects PostgreSQL; absent selects PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory' (or absent with `memory: true`) keeps everything in memory. */
  dataDir?: string;
  /** PostgreSQL: schema to create (if missing) and use as search_path (tests use one per file). */
  schema?: string;
}

type Queryable = { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

function wrapPglite(db: PGlite | Queryable, inTx: boolean, root: PGlite): Db {
  return {
    kind: 'pglite',
    namespace: '',
    ...(inTx
      ? {}
      : {
          pglite: root,
          async listen(channel: string, onPayload: (payload: string) => void) {
            const stop = await root.listen(channel, onPayload);
            return async () => {
              if (!root.closed) await stop().catch(() => {});
            };
          },
        }),
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await (db as Queryable).query(sql, params as unknown[]);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await (db as PGlite).exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (inTx) return fn(this);
      return root.transaction(async (tx) => fn(wrapPglite(tx as unknown as Queryable, true, root)));
    },
    async close() {
      if (!inTx) await root.close();
    },
  };
}

/**
 * A parameter as an SQL literal, for the statements that ride on a COMMIT (a simple-protocol query
 * takes no parameters): strings through pg's escapeLiteral, finite numbers, booleans and null.
 * Throws on anything else (a programming error).
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  // An array of strings as PostgreSQL array text ('{"a","b"}'), for a `$n::text[]` placeholder.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return pg.escapeLiteral(`{${value.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  throw new Error(`sqlLiteral: unsupported parameter ${typeof value}`);
}

/** `sql` with its `$n` placeholders replaced by the literals of `params` (see sqlLiteral). */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i < 0 || i >= params.length) throw new Error(`inlineParams: no parameter $${n}`);
    return sqlLiteral(params[i]);
  });
}

/**
 * Runs `fn` in a transaction whose first statement is `sql` (Db.transactionWith: on PostgreSQL it
 * rides on the BEGIN), else in db.transaction after running `sql` as its first statement.
 */
export async function transactionWith<T, R = Record<string, unknown>>(
  db: Db,
  sql: string,
  params: readonly unknown[],
  fn: (tx: Db, rows: R[]) => Promise<T>,
): Promise<T> {
  if (db.transactionWith) return db.transactionWith<T, R>(sql, params, fn);
  return db.transaction(async (tx) => fn(tx, await tx.query<R>(sql, params)));
}

/** Runs `sql` as the named prepared statement `name` where `db` has them (Db.queryPrepared), else as a query. */
export async function queryPrepared<T = Record<string, unknown>>(
  db: Db,
  name: string,
  sql: string,
  params: readonly unknown[] = [],
): Promise<T[]> {
  if (db.queryPrepared) return db.queryPrepared<T>(name, sql, params);
  return db.query<T>(sql, params);
}

/** Runs `sql` with the transaction's COMMIT when `db` defers writes (Db.queryAtCommit), else now. */
export async function queryAtCommit(db: Db, sql: string, params: readonly unknown[] = []): Promise<void> {
  if (db.queryAtCommit) await db.queryAtCommit(sql, params);
  else await db.query(sql, params);
}

function wrapPgClient(client: pg.PoolClient, namespace: string, atCommit: string[]): Db {
  return {
    kind: 'postgres',
    namespace,
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await client.query(sql, params as unknown[]);
      return res.rows as T[];
    },
    async queryPrepared<T>(name: string, sql: string, params: readonly unknown[] = []) {
      const res = await client.query({ name, text: sql, values: params as unknown[] });
      return res.rows as T[];
    },
    async queryAtCommit(sql: string, params: readonly unknown[] = []) {
      // Inlined now, so a parameter it cannot take fails the caller, not the COMMIT.
      atCommit.push(inlineParams(sql, params));
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      return fn(this);
    },
    async close() {},
  };
}

/** Opens PGlite (default) or PostgreSQL (when `databaseUrl` is set). */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    const schema = options.schema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name '${schema}'`);
    if (schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await admin.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Number(process.env.DB_POOL_MAX) > 0 ? Number(process.env.DB_POOL_MAX) : 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const db: Db = {
      kind: 'postgres',
      namespace: schema ?? '',
      async query<T>(sql: string, params: readonly unknown[] = []) {
        const res = await pool.query(sql, params as unknown[]);
        return res.rows as T[];
      },
      async queryPrepared<T>(name: string, sql: string, params: readonly unknown[] = []) {
        const res = await pool.query({ name, text: sql, values: params as unknown[] });
        return res.rows as T[];
      },
      async listen(channel: string, onPayload: (payload: string) => void) {
        if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name '${channel}'`);
        const listener = new pg.Client({ connectionString: options.databaseUrl });
        await listener.connect();
        listener.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
        });
        // A dropped listening connection is logged by the caller's next reconnect; never crash.
        listener.on('error', () => {});
        await listener.query(`LISTEN ${channel}`);
        return async () => {
          await listener.end().catch(() => {});
        };
      },
      async exec(sql: string) {
        await pool.query(sql);
      },
      async transaction<T>(fn: (tx: Db) => Promise<T>) {
        return run(null, (tx) => fn(tx));
      },
      async transactionWith<T, R>(
        sql: string,
        params: readonly unknown[],
        fn: (tx: Db, rows: R[]) => Promise<T>,
      ) {
        return run(inlineParams(sql, params), (tx, rows) => fn(tx, rows as R[]));
      },
      async close() {
        await pool.end();
      },
    };
    /** A transaction; `first` (SQL without parameters) is sent with the BEGIN as one simple query. */
    async function run<T>(first: string | null, fn: (tx: Db, rows: unknown[]) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        let rows: unknown[] = [];
        if (first === null) await client.query('BEGIN');
        else {
          // A multi-statement simple query answers one result per statement.
          const res = (await client.query(`BEGIN;\n${first}`)) as unknown as pg.QueryResult[];
          rows = res[1]?.rows ?? [];
        }
        const atCommit: string[] = [];
        const out = await fn(wrapPgClient(client, schema ?? '', atCommit), rows);
        // One simple-protocol query: the deferred writes, then COMMIT (a failing write stops the
        // script before COMMIT, and the ROLLBACK below undoes the transaction).
        await client.query(atCommit.length ? `${atCommit.join(';\n')};\nCOMMIT` : 'COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    }
    return db;
  }
  const dir = options.dataDir;
  let pglite: PGlite;
  if (!dir || dir === 'memory') {
    pglite = await PGlite.create();
  } else {
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  }
  return wrapPglite(pglite, false, pglite);
}

/** Drops a PostgreSQL schema (test clean-up). */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name '${schema}'`);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
}
