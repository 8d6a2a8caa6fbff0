#!/usr/bin/env node
/**
 * Opens the BUILT Storybook (storybook-static, from `pnpm build-storybook`) in headless Chromium and
 * runs every story that has a play function there, as a designer's browser would (issue 17): the
 * preview iframe (two pages, WORKERS overrides), story after story through the preview's own
 * channel (`setCurrentStory`, the event the Storybook manager sends when you click a story), the
 * page sized as the story's `viewport` global asks (Phone stories) and 1200x800 otherwise.
 *
 * A story fails when its play function throws (`playFunctionThrewException`, the red FAIL of the
 * Interactions panel), when it cannot render (`storyErrored`, `storyThrewException`, `storyMissing`)
 * or when errors go unhandled while it plays; a failed story is tried once more on a fresh page and
 * fails the check when it fails again. Axe is off here (the Vitest story run enforces it).
 *
 *   node scripts/storybook-static-check.mjs [--dir storybook-static] [--json out.json] [id-substring ...]
 *   pnpm test:storybook-static
 *
 * Exit code 1 with one line per failed story; prints `storybook-static: N stories with a play function, N failed`.
 * Chromium: /usr/bin/chromium (CHROMIUM_PATH overrides).
 */
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const root = path.resolve(
  import.meta.dirname,
  '..',
  dirFlag >= 0 ? args.splice(dirFlag, 2)[1] : 'storybook-static',
);
const jsonFlag = args.indexOf('--json');
const jsonFile = jsonFlag >= 0 ? args.splice(jsonFlag, 2)[1] : null;
const filters = args;
const STORY_TIMEOUT_MS = 30_000;

if (!existsSync(path.join(root, 'index.json'))) {
  console.error(`storybook-static: ${root}/index.json not found; run pnpm build-storybook first.`);
  process.exit(2);
}
const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((e) => e.type === 'story' && e.tags?.includes('play-fn'))
  .filter((e) => filters.length === 0 || filters.some((f) => e.id.includes(f)))
  .map((e) => e.id);

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

/** Static file server for the build (query strings ignored, index.html for directories). */
const server = http.createServer((req, res) => {
  let file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const failures = [];
const notes = [];
const notFound = new Set();
const started = Date.now();

/** Opens one preview page whose `window.__wmRunStory(id)` resolves with what happened to that story. */
async function openPreview() {
  const page = await browser.newPage({ viewport: DEFAULT_VIEWPORT });
  page.on('response', (r) => {
    if (r.status() === 404 && !r.url().endsWith('/favicon.ico')) notFound.add(r.url());
  });
  // axe is off here (`a11y.manual`): the Vitest story run enforces it, and it would double the time.
  await page.goto(`${base}/iframe.html?viewMode=story&globals=a11y.manual:!true`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__);
  await page.evaluate(() => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const state = { id: null, errors: [], done: null };
    const err = (kind) => (e) => {
      if (!state.id) return;
      for (const x of Array.isArray(e) ? e : [e])
        state.errors.push(`${kind}: ${x?.message ?? x?.description ?? x?.title ?? String(x)}`);
    };
    channel.on('playFunctionThrewException', err('play function'));
    channel.on('storyThrewException', err('render'));
    channel.on('storyErrored', err('render'));
    channel.on('unhandledErrorsWhilePlaying', err('unhandled'));
    channel.on('storyMissing', () => {
      if (!state.id) return;
      state.errors.push('missing from the index');
      state.done?.();
    });
    channel.on('storyFinished', (e) => {
      if (e.storyId === state.id) state.done?.();
    });
    window.__wmRunStory = (id, timeoutMs) =>
      new Promise((resolve) => {
        Object.assign(state, { id, errors: [] });
        const timer = setTimeout(() => state.done(`timed out after ${timeoutMs} ms`), timeoutMs);
        state.done = (timeout) => {
          clearTimeout(timer);
          const errors = timeout ? [...state.errors, timeout] : state.errors;
          Object.assign(state, { id: null, done: null });
          resolve(errors);
        };
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      });
  });
  return page;
}

const DEFAULT_VIEWPORT = { width: 1200, height: 800 };

/**
 * The page size a story asks for with its `viewport` global (a Phone story: the phone size of
 * `parameters.viewport.options`), as the Storybook manager sizes its iframe; else 1200x800.
 */
async function storyViewport(page, id) {
  const size = await page.evaluate(async (id) => {
    const story = await window.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId: id });
    const viewport = story.storyGlobals?.viewport;
    const value = viewport?.value;
    const styles = value ? story.parameters?.viewport?.options?.[value]?.styles : null;
    if (!styles) return null;
    const px = (v) => Number.parseInt(String(v), 10);
    return viewport.isRotated
      ? { width: px(styles.height), height: px(styles.width) }
      : { width: px(styles.width), height: px(styles.height) };
  }, id);
  return size && size.width > 0 && size.height > 0 ? size : DEFAULT_VIEWPORT;
}

// ANSI colours of expect() messages.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the escape character is the point
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const queue = [...stories];
  const run = async (page, id) => {
    await page.setViewportSize(await storyViewport(page, id));
    return page.evaluate(([id, ms]) => window.__wmRunStory(id, ms), [id, STORY_TIMEOUT_MS]);
  };
  const worker = async () => {
    let page = await openPreview();
    for (let id = queue.shift(); id; id = queue.shift()) {
      let errors = await run(page, id);
      if (errors.length) {
        // Once more on a fresh page: a story that fails twice is broken, not slow.
        await page.close();
        page = await openPreview();
        const again = await run(page, id);
        if (again.length === 0) notes.push(`${id} passed on the second attempt (first: ${plain(errors[0])})`);
        errors = again;
      }
      if (errors.length) {
        failures.push(id);
        console.log(`FAIL ${id}\n     ${plain(errors.join('\n')).replaceAll('\n', '\n     ')}`);
      }
    }
    await page.close();
  };
  // Two pages: while one waits on a play function's timers the other runs.
  await Promise.all(Array.from({ length: Number(process.env.WORKERS ?? 2) }, worker));
  for (const note of notes) console.log(`note: ${note}`);
  for (const url of notFound) console.log(`note: 404 ${url}`);
} finally {
  await browser?.close();
  server.close();
}
const secs = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `storybook-static: ${stories.length} stories with a play function, ${failures.length} failed (${secs} s)`,
);
if (jsonFile) {
  const counts = {
    numPassedTests: stories.length - failures.length,
    numFailedTests: failures.length,
    failures,
  };
  writeFileSync(jsonFile, JSON.stringify(counts));
}
process.exit(failures.length ? 1 : 0);
