import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FileStore } from '../../modules/files/files.store.js';
import { type Db, openDb } from './db.js';
import { type Migration, migrate } from './migrate.js';

/**
 * Backup, restore and the move to PostgreSQL of the embedded database (issue 18 section 2).
 *
 * A backup is one file: the line `WMBACKUP 1`, one line of JSON (the manifest: creation time, the
 * applied migrations, the row count of every table and, per part, its name, size and SHA-256), then
 * the parts' bytes in manifest order. Part `db.tar.gz` is PGlite's own data-folder dump
 * (`dumpDataDir`, taken after a CHECKPOINT while no transaction is open, so it is consistent); parts
 * `files/{companyId}/{fileId}` are the stored files.
 */
export const BACKUP_MAGIC = 'WMBACKUP 1\n';

export interface BackupPart {
  name: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: 'wm-backup';
  version: 1;
  createdAt: string;
  migrations: string[];
  counts: Record<string, number>;
  parts: BackupPart[];
}

/** Raised for a backup that cannot be restored; nothing was changed when it is thrown. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Row counts of every table of the current schema (schema_migrations left out). */
export async function tableCounts(db: Pick<Db, 'query'>): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()
       AND tablename <> 'schema_migrations' ORDER BY tablename`,
  );
  const out: Record<string, number> = {};
  for (const t of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t.name}"`);
    out[t.name] = row?.n ?? 0;
  }
  return out;
}

/** The stored files under `filesDir` as `{companyId}/{fileId}` (chunks of unfinished uploads left out). */
export async function listStoredFiles(filesDir: string | null): Promise<string[]> {
  if (!filesDir || !existsSync(filesDir)) return [];
  const out: string[] = [];
  for (const company of (await readdir(filesDir)).sort()) {
    if (company.startsWith('.')) continue;
    const dir = path.join(filesDir, company);
    if (!(await stat(dir)).isDirectory()) continue;
    for (const f of (await readdir(dir)).sort()) {
      if (f.endsWith('.tmp')) continue;
      if ((await stat(path.join(dir, f))).isFile()) out.push(`${company}/${f}`);
    }
  }
  return out;
}

async function sha256OfFile(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const c of createReadStream(file)) h.update(c as Buffer);
  return h.digest('hex');
}

/**
 * A consistent dump of an open PGlite database: inside a transaction of its own (PGlite runs one
 * transaction at a time, so no other is half done), a CHECKPOINT, then `dumpDataDir` (which holds
 * PGlite's query lock while it copies the folder). PostgreSQL has pg_dump instead.
 */
export async function snapshotPglite(pglite: PGlite): Promise<Buffer> {
  return pglite.transaction(async (tx) => {
    await tx.query('CHECKPOINT');
    const blob = await pglite.dumpDataDir('gzip');
    return Buffer.from(await blob.arrayBuffer());
  });
}

/**
 * Writes a backup of `pglite` (and of the files under `filesDir`) to `out`. Files are read after the
 * database dump: a file uploaded meanwhile is left out, as its record is.
 */
export async function writeBackup(
  pglite: PGlite,
  filesDir: string | null,
  out: Writable,
): Promise<BackupManifest> {
  const dbTar = await snapshotPglite(pglite);
  const migrations = (
    await pglite.query<{ key: string }>('SELECT key FROM schema_migrations ORDER BY key')
  ).rows.map((r) => r.key);
  const counts = await tableCounts({
    query: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
  } as Pick<Db, 'query'>);
  const parts: BackupPart[] = [
    { name: 'db.tar.gz', size: dbTar.length, sha256: createHash('sha256').update(dbTar).digest('hex') },
  ];
  const files = await listStoredFiles(filesDir);
  for (const f of files) {
    const p = path.join(filesDir!, f);
    parts.push({ name: `files/${f}`, size: (await stat(p)).size, sha256: await sha256OfFile(p) });
  }
  const manifest: BackupManifest = {
    format: 'wm-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    migrations,
    counts,
    parts,
  };
  async function* body() {
    yield Buffer.from(`${BACKUP_MAGIC + JSON.stringify(manifest)}\n`);
    yield dbTar;
    for (const f of files) for await (const c of createReadStream(path.join(filesDir!, f))) yield c as Buffer;
  }
  await pipeline(Readable.from(body()), out);
  return manifest;
}

/** Reads and checks the magic line and the manifest; answers the manifest and where the parts start. */
async function readHeader(file: string): Promise<{ manifest: BackupManifest; offset: number }> {
  const fh = await open(file, 'r').catch(() => {
    throw new BackupError(`Cannot read the backup file ${file}.`);
  });
  try {
    const buf = Buffer.alloc(1024 * 1024 * 8);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const head = buf.subarray(0, bytesRead);
    if (head.subarray(0, BACKUP_MAGIC.length).toString('latin1') !== BACKUP_MAGIC) {
      throw new BackupError(`${file} is not a workforce console backup (it does not start with WMBACKUP 1).`);
    }
    const end = head.indexOf(10, BACKUP_MAGIC.length);
    if (end < 0) throw new BackupError(`The backup ${file} is damaged: its manifest is incomplete.`);
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(head.subarray(BACKUP_MAGIC.length, end).toString('utf8')) as BackupManifest;
    } catch {
      throw new BackupError(`The backup ${file} is damaged: its manifest is not valid JSON.`);
    }
    if (
      manifest?.format !== 'wm-backup' ||
      !Array.isArray(manifest.parts) ||
      manifest.parts[0]?.name !== 'db.tar.gz'
    ) {
      throw new BackupError(`The backup ${file} is damaged: its manifest lists no database.`);
    }
    for (const p of manifest.parts) {
      if (
        typeof p.name !== 'string' ||
        !(p.name === 'db.tar.gz' || /^files\/[A-Za-z0-9_-]{1,100}\/[A-Za-z0-9_-]{1,100}$/.test(p.name)) ||
        !Number.isSafeInteger(p.size) ||
        p.size < 0
      ) {
        throw new BackupError(`The backup ${file} is damaged: part ${String(p.name)} is not valid.`);
      }
    }
    const total = end + 1 + manifest.parts.reduce((n, p) => n + p.size, 0);
    const size = (await fh.stat()).size;
    if (size !== total) {
      throw new BackupError(
        `The backup ${file} is damaged: it has ${size} bytes where its manifest announces ${total}.`,
      );
    }
    return { manifest, offset: end + 1 };
  } finally {
    await fh.close();
  }
}

/**
 * Checks a backup completely (every part's SHA-256, and that its database opens in PGlite with
 * the tables and row counts of its manifest) and unpacks it into `stagingDir` (db/ and files/).
 * Throws BackupError naming the problem.
 */
export async function unpackBackup(file: string, stagingDir: string): Promise<BackupManifest> {
  const { manifest, offset } = await readHeader(file);
  let at = offset;
  for (const part of manifest.parts) {
    const target = path.join(stagingDir, part.name === 'db.tar.gz' ? 'db.tar.gz' : part.name);
    await mkdir(path.dirname(target), { recursive: true });
    const h = createHash('sha256');
    if (part.size > 0) {
      const src = createReadStream(file, { start: at, end: at + part.size - 1 });
      src.on('data', (c) => h.update(c as Buffer));
      await pipeline(src, createWriteStream(target));
    } else {
      await writeFile(target, '');
    }
    if (h.digest('hex') !== part.sha256) {
      throw new BackupError(`The backup ${file} is damaged: ${part.name} does not match its checksum.`);
    }
    at += part.size;
  }
  const tar = readFileSync(path.join(stagingDir, 'db.tar.gz'));
  let pglite: PGlite | null = null;
  try {
    pglite = await PGlite.create(path.join(stagingDir, 'db'), { loadDataDir: new Blob([tar]) });
    const q = { query: async <T>(sql: string) => (await pglite!.query<T>(sql)).rows } as Pick<Db, 'query'>;
    const counts = await tableCounts(q);
    if (JSON.stringify(counts) !== JSON.stringify(manifest.counts)) {
      throw new BackupError(`The backup ${file} is damaged: its database does not hold the rows it lists.`);
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(
      `The backup ${file} is damaged: its database does not open (${(err as Error).message}).`,
    );
  } finally {
    await pglite?.close().catch(() => {});
    await rm(path.join(stagingDir, 'db.tar.gz'), { force: true });
  }
  return manifest;
}

/**
 * Restores a backup into the embedded database folder `dbDir` and the files folder `filesDir` (the
 * server must be stopped). The whole backup is checked and unpacked beside them first; only then are
 * the current folders moved aside (`*.before-restore-{time}`, kept) and the restored ones put in
 * their place. A damaged backup throws BackupError and changes nothing.
 */
export async function restoreBackup(
  file: string,
  dbDir: string,
  filesDir: string,
): Promise<{ manifest: BackupManifest; keptDb: string | null; keptFiles: string | null }> {
  const parent = path.dirname(path.resolve(dbDir));
  await mkdir(parent, { recursive: true });
  const staging = path.join(parent, `.restore-${randomBytes(4).toString('hex')}`);
  try {
    const manifest = await unpackBackup(file, staging);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    let keptDb: string | null = null;
    let keptFiles: string | null = null;
    if (existsSync(dbDir)) {
      keptDb = `${dbDir}.before-restore-${stamp}`;
      await rename(dbDir, keptDb);
    }
    await rename(path.join(staging, 'db'), dbDir);
    if (existsSync(filesDir)) {
      keptFiles = `${filesDir.replace(/\/+$/, '')}.before-restore-${stamp}`;
      await rename(filesDir, keptFiles);
    }
    await mkdir(path.dirname(path.resolve(filesDir)), { recursive: true });
    if (existsSync(path.join(staging, 'files'))) await rename(path.join(staging, 'files'), filesDir);
    else await mkdir(filesDir, { recursive: true });
    return { manifest, keptDb, keptFiles };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Whether the current schema of a PostgreSQL database holds no table yet. */
async function isEmpty(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()`,
  );
  return rows[0].n === 0;
}

/**
 * Copies an embedded database (an open PGlite, e.g. a loaded backup or data folder) into an empty
 * PostgreSQL database: the same migrations first (`sources`, as the server applies them), then every
 * table's rows in one transaction (foreign keys checked at the end by comparing nothing is missing:
 * the copy runs with session_replication_role = replica, which needs a superuser or the database
 * owner with that right), then compares the row counts of every table. Files are copied to
 * `fileStore` when given. Throws with a clear message when the target is not empty.
 */
export async function copyToPostgres(
  source: PGlite,
  databaseUrl: string,
  sources: { source: string; migrations: Migration[] }[],
  files?: { fromDir: string; to: FileStore },
  log: (line: string) => void = () => {},
): Promise<{ counts: Record<string, number>; files: number }> {
  const probe = new pg.Client({ connectionString: databaseUrl });
  await probe.connect();
  try {
    if (!(await isEmpty(probe))) {
      throw new Error(
        'The PostgreSQL database is not empty: db:migrate-to-postgres copies into an empty database only.',
      );
    }
  } finally {
    await probe.end();
  }
  const srcDb = wrapSource(source);
  await migrate(srcDb, sources);
  const target = await openDb({ databaseUrl });
  try {
    await migrate(target, sources);
  } finally {
    await target.close();
  }
  const counts = await tableCounts(srcDb);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    for (const table of Object.keys(counts)) {
      if (counts[table] === 0) continue;
      await client.query(`DELETE FROM "${table}"`); // rows a migration seeded
      let last = '(0,0)';
      for (;;) {
        const rows = (
          await source.query<{ at: string; row: unknown }>(
            `SELECT t.ctid::text AS at, to_jsonb(t) AS row FROM "${table}" t
              WHERE t.ctid > $1::tid ORDER BY t.ctid LIMIT 2000`,
            [last],
          )
        ).rows;
        if (rows.length === 0) break;
        last = rows[rows.length - 1]!.at;
        await client.query(
          `INSERT INTO "${table}" SELECT * FROM jsonb_populate_recordset(NULL::"${table}", $1::jsonb)`,
          [JSON.stringify(rows.map((r) => r.row))],
        );
      }
      log(`  ${table}: ${counts[table]} rows`);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
  const check = await openDb({ databaseUrl });
  try {
    const after = await tableCounts(check);
    for (const [t, n] of Object.entries(counts)) {
      if (after[t] !== n)
        throw new Error(`Table ${t}: ${n} rows in the embedded database, ${after[t]} copied.`);
    }
  } finally {
    await check.close();
  }
  let copied = 0;
  if (files) {
    for (const f of await listStoredFiles(files.fromDir)) {
      const [company, id] = f.split('/') as [string, string];
      await files.to.save(
        company,
        id,
        createReadStream(path.join(files.fromDir, f)),
        Number.MAX_SAFE_INTEGER,
      );
      copied++;
    }
  }
  return { counts, files: copied };
}

/** The Db interface over an open PGlite (for migrate and counts). */
function wrapSource(pglite: PGlite): Db {
  const db: Db = {
    kind: 'pglite',
    namespace: '',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await pglite.query<T>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      return pglite.transaction(async (tx) =>
        fn({
          ...db,
          query: async <R>(s: string, p: readonly unknown[] = []) =>
            (await tx.query<R>(s, p as unknown[])).rows,
          exec: async (s: string) => {
            await tx.exec(s);
          },
        }),
      );
    },
    async close() {},
  };
  return db;
}
