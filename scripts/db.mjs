#!/usr/bin/env node
/**
 * `pnpm db:backup [file]`, `pnpm db:restore file`, `pnpm db:migrate-to-postgres DATABASE_URL`
 * (issue 18 section 2; apps/server/src/dbtool.ts): runs the built tool (apps/server/dist/dbtool.js)
 * or, before a build, the TypeScript source through tsx. The working folder is the caller's, so
 * DATA_DIR and file names are relative to where the command is run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps', 'server');
const built = path.join(server, 'dist', 'dbtool.js');
const args = existsSync(built)
  ? [built, ...process.argv.slice(2)]
  : [
      '--conditions=source',
      '--import',
      pathToFileURL(path.join(server, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
      path.join(server, 'src', 'dbtool.ts'),
      ...process.argv.slice(2),
    ];
const r = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: process.env.INIT_CWD ?? process.cwd() });
process.exit(r.status ?? 1);
