/**
 * The form designer's reorder (issue 9 section 7: 300 controls, drag a control from the end to the
 * start, time to the next frame, target < 50 ms), in headless Chromium (playwright-core,
 * /usr/bin/chromium) on a page built with vite (bench/forms/designer). Two figures, each the median
 * and worst of several runs:
 * - end -> start: the last control moved to the first place through the host's state (as the
 *   designer's drop does with arrayMove), from the change to the next painted frame;
 * - keyboard drop: a real dnd-kit drag of the last control (handle focused, Space, Arrow Up, Space),
 *   from the dropping Space to the first painted frame that shows the new order.
 * Exported `runDesignerBench()` prints and returns { endToStart, keyboardDrop } in ms.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('./designer/', import.meta.url));
const dist = join(here, 'dist');
export const DESIGNER_TARGET_MS = 50;
const CONTROLS = Number(process.env.BENCH_CONTROLS ?? 300);

function serve() {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = join(dist, decodeURIComponent(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const stats = (ms) => {
  const sorted = ms.slice().sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], worst: sorted[sorted.length - 1], runs: ms.length };
};

export async function runDesignerBench() {
  const { build } = await import('vite');
  await build({ configFile: join(here, 'vite.config.ts'), logLevel: 'warn' });
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/?controls=${CONTROLS}`);
    await page.waitForFunction(() => window.ready === true, null, { timeout: 120000 });
    console.log('designer page ready');
    // Questions in the form (the canvas list is virtualised above 60: fewer cards are in the page).
    const cards = await page.evaluate(() => window.order().length);
    const inPage = await page.locator('[data-control-id]').count();
    console.log(`designer cards in the page: ${inPage} of ${cards}`);
    // Warm up once, then move the last control to the start 15 times (each run moves the new last one).
    await page.evaluate((n) => window.reorder(n - 1, 0), cards);
    const endToStart = [];
    for (let i = 0; i < 15; i++) endToStart.push(await page.evaluate((n) => window.reorder(n - 1, 0), cards));
    const first = await page.evaluate(() => window.order().slice(0, 3));
    const commit = stats((await page.evaluate(() => window.commitMs())).slice(1));
    const line = (label, s) =>
      console.log(
        `${label.padEnd(52)} median ${s.median.toFixed(1).padStart(7)} ms  worst ${s.worst.toFixed(1).padStart(7)} ms  target ${DESIGNER_TARGET_MS} ms  (${(s.median / DESIGNER_TARGET_MS).toFixed(2)}x)  ${s.median < DESIGNER_TARGET_MS ? 'PASS' : 'FAIL'}`,
      );
    line(`designer reorder, ${cards} controls, end -> start`, stats(endToStart));
    console.log(
      `  of which React render + commit: median ${commit.median.toFixed(1)} ms, worst ${commit.worst.toFixed(1)} ms (the rest is style, layout and paint)`,
    );
    // Real keyboard drops of the last control one place up (dnd-kit KeyboardSensor).
    const keyboardDrop = [];
    try {
      for (let i = 0; i < 5; i++) {
        // The end of the list in view (a virtualised list renders the last card only then).
        await page.evaluate(() => {
          const box = document.querySelector('[data-canvas-scroll]');
          if (box) box.scrollTop = box.scrollHeight;
          else window.scrollTo(0, document.body.scrollHeight);
        });
        await page.waitForFunction(
          (id) => {
            const cards = document.querySelectorAll('[data-control-id]');
            return [...cards].some((c) => c.getAttribute('data-control-id') === id);
          },
          await page.evaluate(() => window.order().at(-1)),
          { timeout: 10000 },
        );
        const lastId = await page.evaluate(() => window.order().at(-1));
        const handle = page.locator(`[data-control-id="${lastId}"]`).getByRole('button').first();
        await handle.scrollIntoViewIfNeeded();
        await handle.focus();
        const before = await page.evaluate(() => window.order().slice(-2));
        await page.keyboard.press('Space');
        await page.keyboard.press('ArrowUp');
        // dnd-kit has moved the card over its neighbour once the neighbour is shifted down.
        await page.waitForFunction(
          () => {
            const ids = window.order();
            const above = document.querySelector(`[data-control-id="${ids[ids.length - 2]}"]`);
            return !!above && /translate3d\(0px, -?[1-9]/.test(above.getAttribute('style') ?? '');
          },
          null,
          { timeout: 10000 },
        );
        // The listener is in place before the dropping Space is pressed.
        await page.evaluate(() => {
          window.dropTiming = window.armDrop();
        });
        await page.keyboard.press('Space');
        const ms = await page.evaluate(() => window.dropTiming);
        const after = await page.evaluate(() => window.order().slice(-2));
        if (ms < 0 || after[0] !== before[1])
          throw new Error(`keyboard drop did not reorder: ${before} -> ${after}`);
        keyboardDrop.push(ms);
        await page.waitForTimeout(300);
      }
    } catch (error) {
      // Under heavy load dnd-kit's keyboard move may not settle within the wait: reported, not fatal.
      console.log(
        `designer keyboard drop: not measured (${error instanceof Error ? error.message.split('\n')[0] : error})`,
      );
      return { controls: cards, endToStart: stats(endToStart), commit, keyboardDrop: null, first };
    }
    line(`designer keyboard drop (dnd-kit), ${cards} controls`, stats(keyboardDrop));
    return {
      controls: cards,
      endToStart: stats(endToStart),
      commit,
      keyboardDrop: stats(keyboardDrop),
      first,
    };
  } finally {
    await browser.close();
    server.close();
  }
}
