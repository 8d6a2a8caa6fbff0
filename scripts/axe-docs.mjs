#!/usr/bin/env node
/**
 * axe on the docs pages of the built Storybook (issue 17 §3). The story tests already run axe on
 * every story's canvas (addon-a11y, `pnpm test:stories`); this opens every docs page of a static
 * build (`pnpm build-storybook`) in headless Chromium and runs axe-core over the whole page: our
 * MDX text, tables and do/don't blocks, the props tables and every story rendered inline.
 *
 *   node scripts/axe-docs.mjs [dir=storybook-static] [--filter <text>[,<text>...]] [--port <n>]
 *
 * Prints one line per docs page and the violations (rule, impact, help, first targets); exits 1
 * when any page has a violation or fails to render. Same rules as the story tests (axe defaults,
 * 'region' off as in addon-a11y); on generated (autodocs) pages the page-composition rules below are
 * off. The browser is /usr/bin/chromium (CHROMIUM_PATH overrides).
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
const filter = option('--filter');
const port = Number(option('--port') ?? 0);
const dir = path.resolve(args[0] ?? 'storybook-static');

const indexFile = path.join(dir, 'index.json');
if (!fs.existsSync(indexFile)) {
  console.error(`No Storybook build in ${dir}: run 'pnpm build-storybook' first.`);
  process.exit(2);
}
const entries = Object.values(JSON.parse(fs.readFileSync(indexFile, 'utf8')).entries);
const wanted = filter ? filter.split(',') : [];
const docs = entries.filter((e) => e.type === 'docs' && (!filter || wanted.some((w) => e.id.includes(w))));

// axe-core comes with @storybook/addon-a11y (the same version the story tests use).
const a11yPackage = fs.realpathSync(path.resolve('node_modules/@storybook/addon-a11y/package.json'));
const axePath = createRequire(a11yPackage).resolve('axe-core/axe.min.js');

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(dir, decodeURIComponent(url.pathname));
  if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

/**
 * Rules about how a whole page is composed. A generated (autodocs) page renders every story of a
 * component one after another, so a page frame gives several banners and mains, a card several
 * regions of the same name, and a story's own headings follow the page's story titles: these hold by
 * construction there, and each story alone passes them in the story tests. They stay on for the
 * MDX pages, where the examples are chosen.
 */
const PAGE_COMPOSITION = [
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'heading-order',
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, reducedMotion: 'reduce' });
let failed = 0;
try {
  for (const entry of docs) {
    const errors = [];
    const onError = (e) => errors.push(e.message);
    page.on('pageerror', onError);
    try {
      await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=docs`);
      await page.waitForSelector('#storybook-docs h1', { timeout: 60_000 });
      // Inline stories render after the text: wait until every story container has content and
      // the set of stories has not changed for a moment.
      let last = '';
      for (let i = 0; i < 120; i += 1) {
        const now = await page.evaluate(() =>
          [...document.querySelectorAll('#storybook-docs [id^="story--"][id$="-inner"]')]
            .map((e) => `${e.id}:${e.childElementCount > 0}`)
            .join(' '),
        );
        if (now === last && !now.includes(':false')) break;
        last = now;
        await page.waitForTimeout(500);
      }
    } catch {
      errors.push('the docs page did not render');
    }
    page.off('pageerror', onError);
    await page.addScriptTag({ path: axePath });
    const generated = !entry.tags?.some((t) => t.endsWith('-mdx'));
    const violations = await page.evaluate(
      async ({ generated, PAGE_COMPOSITION }) => {
        // The controls column of the props table is Storybook's own UI (its boolean toggle and JSON
        // editor fail color-contrast and listitem); like addon-a11y, which leaves Storybook's wrappers
        // out of the story checks, this leaves it out. Everything else on the page is checked.
        const context = {
          include: ['#storybook-docs'],
          exclude: ['.docblock-argstable-body td:nth-child(4)'],
        };
        const rules = { region: { enabled: false } };
        if (generated) for (const id of PAGE_COMPOSITION) rules[id] = { enabled: false };
        const result = await globalThis.axe.run(context, { rules });
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
          count: v.nodes.length,
        }));
      },
      { generated, PAGE_COMPOSITION },
    );
    const bad = violations.length > 0 || errors.length > 0;
    if (bad) failed += 1;
    console.log(`${bad ? 'FAIL' : 'ok  '} ${entry.id}`);
    for (const e of errors) console.log(`     error: ${e}`);
    for (const v of violations)
      console.log(
        `     ${v.id} (${v.impact}, ${v.count} nodes): ${v.help}\n       ${v.targets.join('\n       ')}`,
      );
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`${docs.length} docs pages, ${failed} with violations or errors.`);
process.exit(failed ? 1 : 0);
