#!/usr/bin/env node
/**
 * Package-consumer test of @wm/widgets (with @wm/ui and @wm/domain), from OUTSIDE the workspace:
 *  1. builds @wm/ui and @wm/widgets (vite library mode + tsc declarations); @wm/domain has no build
 *     script of its own, so its sources are compiled here with tsc into a temporary copy;
 *  2. packs the three packages with `pnpm pack`;
 *  3. creates a scratch app in the OS temp dir, `npm install`s the three tarballs plus react and
 *     react-dom from the registry, and builds it with vite (the workspace's vite binary);
 *  4. opens the built app in headless Chromium (/usr/bin/chromium, playwright-core) and checks that a
 *     ListView shows rows, a SchedulePicker shows its checkboxes, and the packages' CSS is applied
 *     (theme variables resolve: the grid has a solid 1px border, cells have padding).
 * Exits non-zero with a message naming the failed check. Usage: node packages/widgets/scripts/consumer-test.mjs
 */
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  cpSync,
  readFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const work = mkdtempSync(join(tmpdir(), 'wm-consumer-'));
const packs = join(work, 'packs');
const app = join(work, 'app');
mkdirSync(packs);
mkdirSync(app);
const keep = process.argv.includes('--keep');

function run(cmd, args, cwd, extraEnv = {}) {
  console.log(`$ ${cmd} ${args.join(' ')}  (${cwd.replace(root, '.')})`);
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
}

function fail(message) {
  throw new Error(`consumer test failed: ${message}`);
}

async function main() {
  // 1. Builds.
  run('pnpm', ['--filter', '@wm/ui', 'run', 'build'], root);
  run('pnpm', ['--filter', '@wm/widgets', 'run', 'build'], root);

  const domainCopy = join(work, 'domain');
  mkdirSync(domainCopy);
  cpSync(join(root, 'packages/domain/src'), join(domainCopy, 'src'), { recursive: true });
  const domainPkg = JSON.parse(readFileSync(join(root, 'packages/domain/package.json'), 'utf8'));
  domainPkg.files = ['dist'];
  delete domainPkg.scripts;
  delete domainPkg.devDependencies;
  for (const cond of Object.values(domainPkg.exports)) if (typeof cond === 'object') delete cond.source;
  writeFileSync(join(domainCopy, 'package.json'), JSON.stringify(domainPkg, null, 2));
  writeFileSync(
    join(domainCopy, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        outDir: 'dist',
        rootDir: 'src',
        customConditions: [],
        types: [],
        typeRoots: [join(root, 'node_modules/@types')],
        paths: { '*': [join(root, 'packages/domain/node_modules/*')] },
      },
      include: ['src'],
      exclude: ['src/**/*.test.ts', 'src/**/*.bench.ts', 'src/**/__tests__/**'],
    }),
  );
  run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], domainCopy);

  // 2. Pack.
  run('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages/ui'));
  run('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages/widgets'));
  run('pnpm', ['pack', '--pack-destination', packs], domainCopy);
  const tarballs = readdirSync(packs).filter((f) => f.endsWith('.tgz'));
  if (tarballs.length !== 3) fail(`expected 3 tarballs, got ${tarballs.join(', ')}`);
  for (const t of tarballs) {
    const list = execFileSync('tar', ['-tzf', join(packs, t)], { encoding: 'utf8' });
    if (!list.includes('package/dist/index.js') || !list.includes('package/dist/index.d.ts'))
      fail(`${t} lacks dist/index.js or dist/index.d.ts`);
  }

  // 3. Scratch app.
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'wm-consumer-app', private: true, type: 'module' }, null, 2),
  );
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...tarballs.map((t) => join(packs, t)),
      'react@19.3.1',
      'react-dom@19.3.1',
    ],
    app,
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>consumer</title></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(app, 'main.jsx'),
    `import { ThemeProvider } from '@wm/ui';
import { ListView, SchedulePicker } from '@wm/widgets';
import { encodeBits } from '@wm/domain';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const data = Array.from({ length: 500 }, (_, i) => ({ id: 'r' + i, name: 'Employee ' + i, hours: i % 40 }));
const columns = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'hours', header: 'Hours', value: (r) => r.hours, align: 'end' },
];

function App() {
  const [schedule, setSchedule] = useState({ type: 1, weekDays: encodeBits([1, 3], 'weekDays'), hours: 0 });
  return (
    <ThemeProvider>
      <ListView label="Employees" data={data} columns={columns} getRowId={(r) => r.id} selectable height={300} />
      <SchedulePicker value={schedule} onChange={setSchedule} />
      <output id="schedule">{JSON.stringify(schedule)}</output>
    </ThemeProvider>
  );
}
createRoot(document.getElementById('root')).render(<App />);
`,
  );
  writeFileSync(
    join(app, 'build.mjs'),
    `import { build } from ${JSON.stringify(join(root, 'node_modules/vite/dist/node/index.js'))};
await build({ root: ${JSON.stringify(app)}, configFile: false, logLevel: 'error', build: { outDir: 'dist', emptyOutDir: true } });
`,
  );
  run('node', ['build.mjs'], app);

  // 4. Render in Chromium.
  const dist = join(app, 'dist');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    let file = join(dist, new URL(req.url ?? '/', 'http://x').pathname);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { chromium } = await import(join(root, 'node_modules/playwright-core/index.mjs'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForSelector('[role=grid] [role=row][aria-rowindex="2"]', { timeout: 15000 });
    const r = await page.evaluate(() => {
      const grid = document.querySelector('[role=grid]');
      const gs = getComputedStyle(grid);
      const cell = grid.querySelector('[role=row][aria-rowindex="2"] [role=gridcell]:nth-child(2)');
      return {
        rows: grid.querySelectorAll('[role=row]').length,
        rowCount: grid.getAttribute('aria-rowcount'),
        firstName: grid.querySelector('[role=row][aria-rowindex="2"]')?.textContent,
        border: `${gs.borderTopWidth} ${gs.borderTopStyle}`,
        borderColor: gs.borderTopColor,
        cellPadding: cell ? getComputedStyle(cell).paddingLeft : null,
        weekdayBoxes: document.querySelectorAll('fieldset[data-field="weekDays"] input[type=checkbox]')
          .length,
        hourBoxes: document.querySelectorAll('fieldset[data-field="hours"] input[type=checkbox]').length,
        monChecked: document.querySelector('input[aria-label="Weekdays Mon"]')?.checked,
      };
    });
    console.log('rendered:', JSON.stringify(r));
    if (errors.length) fail(`page errors: ${errors.join(' | ')}`);
    if (!(r.rows > 5 && r.rows < 60)) fail(`expected a virtualised window of rows, got ${r.rows}`);
    if (r.rowCount !== '501') fail(`aria-rowcount ${r.rowCount}, expected 501`);
    if (!r.firstName?.includes('Employee 0')) fail(`first row text ${r.firstName}`);
    if (r.border !== '1px solid')
      fail(`grid border is "${r.border}": the ListView CSS or theme variables are missing`);
    if (r.cellPadding === '0px' || r.cellPadding === null)
      fail('cells have no padding: theme space variables do not resolve');
    if (r.weekdayBoxes !== 7 || r.hourBoxes !== 24)
      fail(`schedule checkboxes ${r.weekdayBoxes}/${r.hourBoxes}, expected 7/24`);
    if (r.monChecked !== true) fail('stored weekday Monday is not shown checked');
    await page.click('input[aria-label="Weekdays Sun"]');
    const stored = JSON.parse(await page.textContent('#schedule'));
    if (stored.weekDays !== 1 + 2 + 8)
      fail(`weekDays after clicking Sunday = ${stored.weekDays}, expected 11`);
    console.log('consumer test passed: rows, schedule checkboxes and styles render from the packed packages');
  } finally {
    await browser.close();
    server.close();
    if (!keep) rmSync(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
}

main().catch((e) => {
  console.error(e.message ?? e);
  process.exitCode = 1;
});
