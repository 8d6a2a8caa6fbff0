#!/usr/bin/env node
/**
 * `pnpm test`: every test of the project, in the order that fails fastest.
 *  1. lint (Biome, incl. the dependency-direction rule) and types (tsc per package, and .storybook)
 *  2. unit and route tests on PGlite (Vitest projects domain, api, ui, widgets, console, server)
 *  3. the server tests again on PostgreSQL (DATABASE_URL, or the local 127.0.0.1:5432/test when reachable)
 *  4. builds (packages, console, server), Storybook story tests in headless Chromium, the built
 *     Storybook with every play function run in it (scripts/storybook-static-check.mjs), the
 *     package-consumer test, and the end-to-end tests (Playwright)
 * Prints one closing line `tests: N passed, N failed` (test counts summed over the runners).
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(name, cmd, args, { env = {}, countFrom, cwd = root } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return settle(name, r.status, started, countFrom);
}

/**
 * Like `run`, but without blocking, so that steps can run at once. With `log` the step writes to
 * test-results/<name>.log (a file, so it never waits on this process while `run` blocks), printed
 * when the step ends so that its lines do not mix with another step's.
 */
function start(name, cmd, args, { env = {}, countFrom, cwd = root, log = false } = {}) {
  const started = Date.now();
  const file = log ? path.join(out, `${name}.log`) : '';
  const where = log ? ` (output in ${path.relative(root, file)} until it ends)` : '';
  console.log(`\n▶ ${name}${where}: ${cmd} ${args.join(' ')}`);
  const fd = log ? openSync(file, 'w') : null;
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: fd === null ? 'inherit' : ['ignore', fd, fd],
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (fd !== null) {
        closeSync(fd);
        console.log(`\n── ${name} ──\n${readFileSync(file, 'utf8')}`);
      }
      resolve(settle(name, status, started, countFrom));
    });
  });
}

/** Adds a finished step's counts (from its JSON report, else one per step) and prints its line. */
function settle(name, status, started, countFrom) {
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  let counted = false;
  if (countFrom && existsSync(countFrom)) {
    try {
      const j = JSON.parse(readFileSync(countFrom, 'utf8'));
      if (typeof j.numPassedTests === 'number') {
        passed += j.numPassedTests;
        failed += j.numFailedTests;
        counted = true;
      } else if (j.stats) {
        passed += j.stats.expected ?? 0;
        failed += (j.stats.unexpected ?? 0) + (j.stats.flaky ?? 0);
        counted = true;
      }
    } catch {
      /* fall through to the exit code */
    }
  }
  if (status !== 0) {
    failures.push(name);
    if (!counted) failed += 1;
  } else if (!counted) {
    passed += 1;
  }
  console.log(`◀ ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${secs}s`);
  return status === 0;
}

/** Runs the Vitest project whose config is in `dir` (each project on its own: they differ in workers). */
const vitest = (name, dir, env = {}) => {
  const file = path.join(out, `${name}.json`);
  const args = [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  return run(name, 'pnpm', dir === '.' ? [...args, '--project', 'storybook'] : args, {
    env,
    countFrom: file,
    cwd: path.join(root, dir),
  });
};

function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1500 }, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}

const hasProject = (dir) => existsSync(path.join(root, dir, 'vitest.config.ts'));

run('lint', 'pnpm', ['exec', 'biome', 'ci', '.']);
run('typecheck', 'pnpm', ['-r', 'run', 'typecheck']);
// .storybook (decorators, locale plumbing, test setup) belongs to no package: its own tsconfig.
run('typecheck-storybook', 'pnpm', ['run', 'typecheck:storybook']);
// No high or critical advisory in production dependencies (passes with a notice when the audit API is unreachable).
run('audit', 'node', ['scripts/audit.mjs']);

for (const dir of [
  'packages/domain',
  'packages/api',
  'packages/ui',
  'packages/widgets',
  'apps/console',
  'apps/server',
]) {
  // The first server run is on the embedded PGlite whatever the environment says.
  if (hasProject(dir))
    vitest(path.basename(dir) + (dir === 'apps/server' ? '-on-pglite' : ''), dir, { DATABASE_URL: '' });
}

const pgUrl =
  process.env.DATABASE_URL ||
  ((await reachable('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : '');
if (pgUrl && hasProject('apps/server')) {
  vitest('server-on-postgresql', 'apps/server', { DATABASE_URL: pgUrl });
} else {
  console.log('\n(no PostgreSQL reachable: server tests ran on PGlite only)');
}

const e2e = existsSync(path.join(root, 'tests/playwright.config.ts'));
/** One end-to-end stream (tests/playwright.config.ts E2E_STREAM) on its own server port. */
const e2eStream = (name, port) => {
  const file = path.join(out, `e2e-${name}.json`);
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_STREAM: name, E2E_PORT: String(port) };
  return { env, countFrom: file };
};
const playwright = ['--filter', '@wm/tests', 'exec', 'playwright', 'test'];

const built = run('build', 'pnpm', ['run', 'build']);
// The menu walks only read and mostly wait on the browser, so they run on their own server beside
// everything after the build (Storybook, the package consumer, the other end-to-end specs).
const walks =
  e2e && built
    ? start('end-to-end-menu-walks', 'pnpm', playwright, { ...e2eStream('walks', 3198), log: true })
    : null;
if (existsSync(path.join(root, '.storybook/vitest.config.ts'))) vitest('storybook-stories', '.');
// The built Storybook is what designers open: its play functions must pass there too (React's
// production build, no act()).
if (
  existsSync(path.join(root, '.storybook/main.ts')) &&
  run('storybook-build', 'pnpm', ['run', 'build-storybook', '--quiet'])
) {
  const file = path.join(out, 'storybook-static.json');
  run('storybook-static', 'node', ['scripts/storybook-static-check.mjs', '--json', file], {
    countFrom: file,
  });
}
if (existsSync(path.join(root, 'packages/widgets/scripts/consumer-test.mjs'))) {
  run('package-consumer', 'node', ['packages/widgets/scripts/consumer-test.mjs']);
}
if (e2e) run('end-to-end', 'pnpm', playwright, e2eStream('main', 3199));
if (walks) await walks;

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
