import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { filesFromEnv } from './modules/files/files.routes.js';
import { LocalFileStore } from './modules/files/files.store.js';
import {
  BackupError,
  copyToPostgres,
  restoreBackup,
  unpackBackup,
  writeBackup,
} from './platform/db/backup.js';
import { migrationSources } from './server.js';

/**
 * The embedded database's maintenance commands (issue 18 section 2; README "Backup, restore and the
 * move to PostgreSQL"). Environment as the server's: DATA_DIR (PGlite in $DATA_DIR/db), FILES_DIR.
 *   backup [file]                      a consistent backup (through the running server when there is one)
 *   restore file                       replaces the database and files (server stopped)
 *   migrate-to-postgres DATABASE_URL [--files-dir DIR]
 *                                      copies everything into an empty PostgreSQL database
 */
interface LocalServer {
  pid: number;
  url: string;
  token: string;
}

const dataDir = () => process.env.DATA_DIR ?? './.data';
const dbDir = () => join(dataDir(), 'db');

/** The server process running on this data folder, from DATA_DIR/server.json (null when none). */
export function runningServer(dir = dataDir()): LocalServer | null {
  const file = join(dir, 'server.json');
  if (!existsSync(file)) return null;
  try {
    const s = JSON.parse(readFileSync(file, 'utf8')) as LocalServer;
    process.kill(s.pid, 0);
    return s;
  } catch {
    return null;
  }
}

/** Runs `fn` on the embedded database folder opened here (the server must not be running). */
async function withFolder<T>(fn: (pglite: PGlite) => Promise<T>): Promise<T> {
  if (!existsSync(dbDir())) throw new Error(`No embedded database in ${resolve(dbDir())} (set DATA_DIR).`);
  const pglite = await PGlite.create(dbDir());
  try {
    return await fn(pglite);
  } finally {
    await pglite.close();
  }
}

async function backup(file?: string): Promise<void> {
  const out = resolve(
    file ?? `backup-${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '')}.wmbackup`,
  );
  const tmp = `${out}.${randomBytes(3).toString('hex')}.part`;
  const files = filesFromEnv();
  try {
    const live = runningServer();
    if (live) {
      const res = await fetch(`${live.url}/api/server/backup`, {
        method: 'POST',
        headers: { 'x-wm-local-token': live.token, 'x-requested-with': 'db-tool' },
      });
      if (!res.ok || !res.body)
        throw new Error(`The running server (pid ${live.pid}) refused the backup: HTTP ${res.status}`);
      await pipeline(
        Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
        createWriteStream(tmp),
      );
      console.log(`Backed up through the running server (pid ${live.pid}).`);
    } else {
      await withFolder((pglite) =>
        writeBackup(pglite, files.store.kind === 'local' ? files.dir : null, createWriteStream(tmp)),
      );
    }
    await rename(tmp, out);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  console.log(`Backup written to ${out}`);
  if (files.store.kind !== 'local') console.log('Files in S3 are not in the backup: the bucket keeps them.');
}

async function restore(file: string): Promise<void> {
  const live = runningServer();
  if (live)
    throw new Error(`The server is running on ${resolve(dataDir())} (pid ${live.pid}): stop it first.`);
  const files = filesFromEnv();
  const r = await restoreBackup(resolve(file), dbDir(), files.dir);
  const rows = Object.values(r.manifest.counts).reduce((a, b) => a + b, 0);
  console.log(
    `Restored the backup of ${r.manifest.createdAt}: ${rows} rows, ${r.manifest.parts.length - 1} files.`,
  );
  if (r.keptDb) console.log(`The previous database is kept in ${r.keptDb}`);
  if (r.keptFiles) console.log(`The previous files are kept in ${r.keptFiles}`);
}

async function migrateToPostgres(databaseUrl: string, filesDirArg?: string): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('Usage: pnpm db:migrate-to-postgres postgres://...');
  const files = filesFromEnv();
  const live = runningServer();
  let source: PGlite;
  if (live) {
    const res = await fetch(`${live.url}/api/server/backup`, {
      method: 'POST',
      headers: { 'x-wm-local-token': live.token, 'x-requested-with': 'db-tool' },
    });
    if (!res.ok)
      throw new Error(`The running server (pid ${live.pid}) refused the backup: HTTP ${res.status}`);
    const tmp = join(dataDir(), `.migrate-${randomBytes(3).toString('hex')}`);
    await pipeline(
      Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
      createWriteStream(`${tmp}.wmbackup`),
    );
    await unpackBackup(`${tmp}.wmbackup`, tmp);
    source = await PGlite.create(join(tmp, 'db'));
    process.on('exit', () => {
      void rm(tmp, { recursive: true, force: true });
      void rm(`${tmp}.wmbackup`, { force: true });
    });
  } else {
    if (!existsSync(dbDir())) throw new Error(`No embedded database in ${resolve(dbDir())} (set DATA_DIR).`);
    source = await PGlite.create(dbDir());
  }
  try {
    const to =
      files.store.kind === 's3' ? files.store : filesDirArg ? new LocalFileStore(filesDirArg) : undefined;
    const r = await copyToPostgres(
      source,
      databaseUrl,
      migrationSources(),
      to ? { fromDir: files.dir, to } : undefined,
      (line) => console.log(line),
    );
    const rows = Object.values(r.counts).reduce((a, b) => a + b, 0);
    console.log(`Copied ${rows} rows into PostgreSQL; the row counts of every table match.`);
    if (to) console.log(`Copied ${r.files} files to ${to.kind === 's3' ? 'the S3 bucket' : filesDirArg}.`);
    else
      console.log(
        `Files stay in ${resolve(files.dir)}: set FILES_DIR to that folder (or a copy) on the PostgreSQL servers.`,
      );
  } finally {
    await source.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [cmd, ...args] = argv;
  if (cmd === 'backup') return backup(args[0]);
  if (cmd === 'restore' && args[0]) return restore(args[0]);
  if (cmd === 'migrate-to-postgres' && args[0]) {
    const i = args.indexOf('--files-dir');
    return migrateToPostgres(args[0], i >= 0 ? args[i + 1] : undefined);
  }
  throw new Error(
    'Usage: db backup [file] | db restore file | db migrate-to-postgres postgres://... [--files-dir DIR]',
  );
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof BackupError ? err.message : `Error: ${(err as Error).message}`);
  process.exit(1);
});
