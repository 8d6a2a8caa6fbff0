import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

/** One versioned migration: `id` is unique and sorts in apply order within its source. */
export interface Migration {
  id: string;
  sql: string;
}

/**
 * Finds apps/server/migrations from the running file: works from src/ (tests, tsx) and from the
 * bundled dist/main.js alike, by walking up to the @wm/server package root.
 */
export function platformMigrationsDir(): string {
  return join(serverPackageRoot(), 'migrations');
}

/** The apps/server folder (the @wm/server package root), from src/ or from dist/. */
export function serverPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"@wm/server"')) return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the @wm/server package root above the running file');
}

/** Reads NNNN_name.sql files of a folder, in name order. */
export function loadSqlMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }));
}

/**
 * Applies migrations not yet recorded in `schema_migrations` (key `source:id`), each in its own
 * transaction, in the order given. Returns the keys applied. Safe to run at every start; when two
 * replicas start at once the primary key on schema_migrations makes the second one fail its
 * transaction rather than apply twice.
 */
export async function migrate(
  db: Db,
  sources: { source: string; migrations: Migration[] }[],
): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    key text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ key: string }>('SELECT key FROM schema_migrations')).map((r) => r.key),
  );
  const applied: string[] = [];
  for (const { source, migrations } of sources) {
    for (const m of migrations) {
      const key = `${source}:${m.id}`;
      if (done.has(key)) continue;
      await db.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.query('INSERT INTO schema_migrations (key) VALUES ($1)', [key]);
      });
      applied.push(key);
    }
  }
  return applied;
}
