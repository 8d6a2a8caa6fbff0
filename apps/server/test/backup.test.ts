import { randomBytes } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  BackupError,
  copyToPostgres,
  restoreBackup,
  tableCounts,
  unpackBackup,
  writeBackup,
} from '../src/platform/db/backup.js';
import { LocalFileStore } from '../src/modules/files/files.store.js';
import { buildServer, migrationSources } from '../src/server.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { DATABASE_URL } from './helpers.js';

/** Issue 18 section 2: backup, restore and the move of the embedded database to PostgreSQL. */
let root: string;
let dbDir: string;
let filesDir: string;

const q = (p: PGlite) => ({ query: async <T>(sql: string) => (await p.query<T>(sql)).rows });

/** Names, sizes and modification times of every file under `dir` (to prove nothing changed). */
function listing(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        const s = statSync(p);
        out.push(`${p.slice(dir.length)} ${s.size} ${s.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return out.sort();
}

async function backupTo(file: string): Promise<void> {
  const pglite = await PGlite.create(dbDir);
  try {
    const out = createWriteStream(file);
    await writeBackup(pglite, filesDir, out);
    await finished(out);
  } finally {
    await pglite.close();
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'wm-backup-'));
  dbDir = join(root, 'data', 'db');
  filesDir = join(root, 'data', 'files');
  const template = DATABASE_URL ? '' : inject('pgliteTemplate');
  if (template) cpSync(template, dbDir, { recursive: true });
  else {
    // The PostgreSQL pass has no PGlite template: make a seeded embedded database here.
    const app = await buildServer({ dataDir: dbDir, seedDemo: true, consoleDir: null });
    await app.close();
  }
  mkdirSync(join(filesDir, 'company-1'), { recursive: true });
  writeFileSync(join(filesDir, 'company-1', 'file-1'), 'the original bytes');
}, 180_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('db:backup and db:restore', () => {
  it('backs up, and a restore after changes brings back the rows and the files', {
    timeout: 180_000,
  }, async () => {
    const file = join(root, 'one.wmbackup');
    await backupTo(file);
    let pglite = await PGlite.create(dbDir);
    const before = await tableCounts(q(pglite));
    const [emp] = (
      await pglite.query<{ id: string; lastName: string }>(
        `SELECT id, "lastName" FROM employee ORDER BY id LIMIT 1`,
      )
    ).rows;
    await pglite.query(`UPDATE employee SET "lastName" = 'Changed' WHERE id = $1`, [emp!.id]);
    await pglite.query(`DELETE FROM outbox`);
    await pglite.close();
    writeFileSync(join(filesDir, 'company-1', 'file-1'), 'overwritten');
    writeFileSync(join(filesDir, 'company-1', 'file-2'), 'added later');

    const r = await restoreBackup(file, dbDir, filesDir);
    expect(r.manifest.parts.map((p) => p.name)).toEqual(['db.tar.gz', 'files/company-1/file-1']);
    pglite = await PGlite.create(dbDir);
    try {
      expect(await tableCounts(q(pglite))).toEqual(before);
      const [back] = (
        await pglite.query<{ lastName: string }>(`SELECT "lastName" FROM employee WHERE id = $1`, [emp!.id])
      ).rows;
      expect(back!.lastName).toBe(emp!.lastName);
    } finally {
      await pglite.close();
    }
    expect(readFileSync(join(filesDir, 'company-1', 'file-1'), 'utf8')).toBe('the original bytes');
    expect(readdirSync(join(filesDir, 'company-1'))).toEqual(['file-1']);
    // The replaced folders are kept beside.
    expect(readFileSync(join(r.keptFiles!, 'company-1', 'file-2'), 'utf8')).toBe('added later');
  });

  it('refuses a damaged or foreign file with a clear message and changes nothing', {
    timeout: 180_000,
  }, async () => {
    const file = join(root, 'two.wmbackup');
    await backupTo(file);
    const good = readFileSync(file);
    const dbBefore = listing(dbDir);
    const filesBefore = listing(filesDir);

    const flipped = Buffer.from(good);
    flipped[flipped.length - 5] = flipped[flipped.length - 5]! ^ 0xff;
    writeFileSync(join(root, 'flipped.wmbackup'), flipped);
    await expect(restoreBackup(join(root, 'flipped.wmbackup'), dbDir, filesDir)).rejects.toThrow(
      /is damaged: files\/company-1\/file-1 does not match its checksum\.$/,
    );
    writeFileSync(join(root, 'short.wmbackup'), good.subarray(0, good.length - 1000));
    await expect(restoreBackup(join(root, 'short.wmbackup'), dbDir, filesDir)).rejects.toThrow(
      /is damaged: it has \d+ bytes where its manifest announces \d+\.$/,
    );
    writeFileSync(join(root, 'foreign.wmbackup'), 'PK\u0003\u0004 a zip file');
    await expect(restoreBackup(join(root, 'foreign.wmbackup'), dbDir, filesDir)).rejects.toThrow(
      'is not a workforce console backup (it does not start with WMBACKUP 1).',
    );
    await expect(restoreBackup(join(root, 'missing.wmbackup'), dbDir, filesDir)).rejects.toThrow(BackupError);
    expect(listing(dbDir)).toEqual(dbBefore);
    expect(listing(filesDir)).toEqual(filesBefore);
    expect(readdirSync(join(root, 'data')).filter((n) => n.startsWith('.restore-'))).toEqual([]);
  });

  it('a running server hands out a consistent backup to the holder of its local token only', {
    timeout: 180_000,
  }, async () => {
    process.env.FILES_DIR = filesDir;
    const app = await buildServer({
      dataDir: dbDir,
      seedDemo: false,
      consoleDir: null,
      localToken: 'secret-token',
    });
    try {
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/server/backup',
        headers: { 'x-requested-with': 't', 'x-wm-local-token': 'guess' },
      });
      expect(wrong.statusCode).toBe(404);
      const res = await app.inject({
        method: 'POST',
        url: '/api/server/backup',
        headers: { 'x-requested-with': 't', 'x-wm-local-token': 'secret-token' },
      });
      expect(res.statusCode).toBe(200);
      const file = join(root, 'online.wmbackup');
      writeFileSync(file, res.rawPayload);
      const manifest = await unpackBackup(file, join(root, 'online-check'));
      expect(manifest.counts.employee).toBeGreaterThan(0);
      expect(manifest.parts.some((p) => p.name === 'files/company-1/file-1')).toBe(true);
    } finally {
      await app.close();
      delete process.env.FILES_DIR;
    }
  });
});

describe.runIf(DATABASE_URL)('db:migrate-to-postgres', () => {
  const name = `${process.env.WM_TEST_DB_PREFIX ?? 'wm_mp_'}${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: DATABASE_URL });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('copies the demo data and files into an empty database; the same password signs in there', {
    timeout: 240_000,
  }, async () => {
    await admin(`CREATE DATABASE ${name}`);
    const u = new URL(DATABASE_URL!);
    u.pathname = `/${name}`;
    const url = u.toString();
    const pglite = await PGlite.create(dbDir);
    const copiedFiles = join(root, 'copied-files');
    let counts: Record<string, number>;
    try {
      const r = await copyToPostgres(pglite, url, migrationSources(), {
        fromDir: filesDir,
        to: new LocalFileStore(copiedFiles),
      });
      counts = r.counts;
      expect(r.files).toBe(1);
      expect(counts).toEqual(await tableCounts(q(pglite)));
      // A second run refuses: the target is no longer empty.
      await expect(copyToPostgres(pglite, url, migrationSources())).rejects.toThrow(
        'The PostgreSQL database is not empty: db:migrate-to-postgres copies into an empty database only.',
      );
    } finally {
      await pglite.close();
    }
    expect(readFileSync(join(copiedFiles, 'company-1', 'file-1'), 'utf8')).toBe('the original bytes');
    const app = await buildServer({ databaseUrl: url, seedDemo: false, consoleDir: null });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/logon',
        headers: { 'x-requested-with': 't' },
        payload: { userName: 'manager', password: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await tableCounts(app.platform.db);
      for (const t of ['employee', 'app_user', 'time_record', 'ticket', 'file'])
        expect(after[t]).toBe(counts![t]);
    } finally {
      await app.close();
    }
  });
});
