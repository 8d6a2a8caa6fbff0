#!/usr/bin/env node
/**
 * Page-load benchmark (`pnpm bench pages`; issue 20 "Lighter loads"). Starts the built server
 * (apps/server/dist, console in apps/console/dist; `pnpm build` first when missing) on a fresh
 * embedded database grown to the large seed (10,000 employees, 5,000 locations; `--small` keeps the
 * demo size), then drives Debian's headless Chromium through the DevTools protocol and prints:
 *  - the sign-in page: JavaScript + CSS it loads, as sent on the wire (brotli) and gzip-compressed
 *    (the issue's measure), against the target of 150 KiB gzip, and the largest chunks of the build;
 *  - for each main screen, signed in as the demo administrator: bytes received before its first
 *    rows, requests, and time to first rows (noted in the page when they appear), unthrottled and
 *    at 10 Mbit/s with 40 ms latency,
 *    against the targets 300 kB and 1 s, and what it has received once the network is idle.
 * It only reports; it never fails on a figure. Usage: node bench/pages/run.mjs [--small] [--json]
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, root, startBuiltServer } from '../lib/server.mjs';

const args = process.argv.slice(2);
const small = args.includes('--small');
const asJson = args.includes('--json');

const SIGN_IN_TARGET_KIB = 150;
const BYTES_TARGET = 300_000;
const FIRST_ROWS_TARGET_MS = 1000;
/** 10 Mbit/s down and up, 40 ms latency (DevTools Network.emulateNetworkConditions units: bytes/s, ms). */
const SLOW = { offline: false, latency: 40, downloadThroughput: 1_250_000, uploadThroughput: 1_250_000 };
const FAST = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** Main screens and what counts as their first rows (a data row of a grid, a tree item, a card). */
const SCREENS = [
  { name: 'Time editor', path: '/time/editor/', rows: '[role="row"]:has([role="gridcell"])' },
  { name: 'Settings > Employees', path: '/settings/employees/', rows: '[role="row"]:has([role="gridcell"])' },
  { name: 'Settings > Locations', path: '/settings/locations/', rows: '[role="treeitem"]' },
  { name: 'Assets > Inventory', path: '/assets/inventory/', rows: '[role="row"]:has([role="gridcell"])' },
  { name: 'Reports hub', path: '/reports/time/', rows: 'nav li button[aria-current]' },
];

/** gzip size of a built file (its precompressed .gz), or undefined when it has none. */
function gzipSize(file) {
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : undefined;
}

/**
 * Opens `path` in a fresh page with the given network conditions and counts what arrives until
 * `selector` is visible: encoded (wire) bytes of every response, requests, milliseconds.
 */
async function measure(context, base, path, selector, conditions) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', conditions);
  let bytes = 0;
  let requests = 0;
  const resources = [];
  const urls = new Map();
  // DevTools times (monotonic seconds) of each request sent and each piece of data received, and one
  // (monotonic, wall clock) pair to place the page's first-rows moment on that clock.
  const sent = [];
  const received = [];
  let clock;
  cdp.on('Network.requestWillBeSent', (e) => {
    requests += 1;
    urls.set(e.requestId, e.request.url);
    sent.push(e.timestamp);
    clock ??= { monotonic: e.timestamp, wallMs: e.wallTime * 1000 };
  });
  cdp.on('Network.dataReceived', (e) => {
    bytes += e.encodedDataLength;
    received.push({ at: e.timestamp, n: e.encodedDataLength });
  });
  cdp.on('Network.loadingFinished', (e) => {
    resources.push({ url: urls.get(e.requestId), encoded: e.encodedDataLength });
  });
  // The moment the first rows appear, noted in the page (on every DOM change, from navigation
  // start): Playwright's waitFor polls at growing intervals (up to 0.5 s) and so resolves 50-900 ms
  // after the rows appear, and what arrives in that gap (the rest of a list, the next screen's
  // look-ups) is not 'before the first rows': bytes and requests are counted up to the noted moment.
  await page.addInitScript((s) => {
    const check = () => {
      if (window.__firstRowsMs !== undefined) return;
      const el = document.querySelector(s);
      if (el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden') {
        window.__firstRowsMs = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  }, selector);
  const started = Date.now();
  await page.goto(`${base}${path}`);
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
  const waited = Date.now() - started;
  const seen = await page.evaluate(() => ({ at: window.__firstRowsMs, origin: performance.timeOrigin }));
  const ms = seen.at === undefined ? waited : Math.round(seen.origin - started + seen.at);
  let before = { bytes, requests };
  if (seen.at !== undefined && clock) {
    const at = clock.monotonic + (seen.origin + seen.at - clock.wallMs) / 1000;
    before = {
      bytes: received.reduce((sum, r) => (r.at <= at ? sum + r.n : sum), 0),
      requests: sent.filter((t) => t <= at).length,
    };
  }
  const result = {
    ...before,
    ms,
    waitedMs: waited,
    untilWaitedBytes: bytes,
    resources: [...resources],
  };
  // What the screen goes on to fetch after its first rows (pickers, look-ups), until the network is idle.
  await page.waitForLoadState('networkidle').catch(() => {});
  result.settledBytes = bytes;
  await page.close();
  return result;
}

async function main() {
  const dist = join(root, 'apps', 'console', 'dist');
  const { base, stop } = await startBuiltServer({ SEED_SIZE: small ? '' : 'large' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const out = { seed: small ? 'demo' : 'large', signIn: {}, chunks: [], screens: [] };

    // Sign-in page: what it loads, on the wire and gzip-compressed.
    const anon = await browser.newContext();
    const signIn = await measure(anon, base, '/logon/', 'input[type="password"]', FAST);
    await anon.close();
    let gzip = 0;
    let wire = 0;
    const loaded = [];
    for (const r of signIn.resources) {
      const path = new URL(r.url).pathname;
      if (!/\.(js|css)$/.test(path)) continue;
      wire += r.encoded;
      const file = join(dist, path);
      const size = gzipSize(file) ?? (existsSync(file) ? statSync(file).size : 0);
      gzip += size;
      loaded.push({ file: path.replace(/^\/assets\//, ''), gzipKiB: size / 1024 });
    }
    loaded.sort((a, b) => b.gzipKiB - a.gzipKiB);
    out.signIn = {
      gzipKiB: gzip / 1024,
      wireKiB: wire / 1024,
      requests: signIn.requests,
      ms: signIn.ms,
      chunks: loaded,
    };
    out.chunks = readdirSync(join(dist, 'assets'))
      .filter((f) => /\.(js|css)$/.test(f))
      .map((f) => ({ file: f, gzipKiB: (gzipSize(join(dist, 'assets', f)) ?? 0) / 1024 }))
      .sort((a, b) => b.gzipKiB - a.gzipKiB)
      .slice(0, 10);

    // Main screens, signed in as the administrator (EULA accepted), cold cache each time.
    // No service worker: it would answer from its cache and hide what the network carries.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const logon = await context.request.post(`${base}/api/account/logon`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { userName: 'admin', password: 'Demo-1234' },
    });
    if (!logon.ok()) throw new Error(`Sign-in as admin failed: ${logon.status()}`);
    await context.request.post(`${base}/api/account/eula`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    for (const s of SCREENS) {
      const row = { name: s.name, path: s.path };
      for (const [label, cond] of [
        ['fast', FAST],
        ['slow', SLOW],
      ]) {
        try {
          const m = await measure(context, base, s.path, s.rows, cond);
          row[label] = {
            bytes: m.bytes,
            requests: m.requests,
            ms: m.ms,
            waitedMs: m.waitedMs,
            untilWaitedBytes: m.untilWaitedBytes,
            settledBytes: m.settledBytes,
          };
        } catch (e) {
          row[label] = { error: String(e.message ?? e).split('\n')[0] };
        }
      }
      out.screens.push(row);
    }
    await context.close();
    print(out);
  } finally {
    await browser.close();
    stop();
  }
}

const kib = (n) => `${n.toFixed(1)} KiB`;
const kb = (n) => `${(n / 1000).toFixed(0)} kB`;
const ratio = (value, target) => `${(value / target).toFixed(2)}x target`;

function print(out) {
  if (asJson) {
    console.log(JSON.stringify(out, null, 2));
    return;
  }
  const s = out.signIn;
  console.log(`Seed: ${out.seed}`);
  console.log(
    `Sign-in page: ${kib(s.gzipKiB)} gzip JS+CSS (${ratio(s.gzipKiB, SIGN_IN_TARGET_KIB)}, target < ${SIGN_IN_TARGET_KIB} KiB), ` +
      `${kib(s.wireKiB)} on the wire (brotli), ${s.requests} requests, ${s.ms} ms`,
  );
  console.log(`Chunks loaded by the sign-in page (${s.chunks.length}, gzip):`);
  for (const c of s.chunks) console.log(`  ${kib(c.gzipKiB).padStart(10)}  ${c.file}`);
  console.log('Largest chunks of the build (gzip):');
  for (const c of out.chunks) console.log(`  ${kib(c.gzipKiB).padStart(10)}  ${c.file}`);
  console.log(
    `Screens (first rows; targets < ${kb(BYTES_TARGET)} before them, < ${FIRST_ROWS_TARGET_MS} ms at 10 Mbit/s):`,
  );
  for (const r of out.screens) {
    const fmt = (m) =>
      m.error
        ? `error: ${m.error}`
        : `${kb(m.bytes)} (${ratio(m.bytes, BYTES_TARGET)}), ${m.requests} requests, ${m.ms} ms (waitFor ${m.waitedMs} ms, ${kb(m.untilWaitedBytes)} by then); ${kb(m.settledBytes)} once idle`;
    console.log(`  ${r.name} ${r.path}`);
    console.log(`    unthrottled:  ${fmt(r.fast)}`);
    console.log(
      `    10 Mbit/s:    ${fmt(r.slow)}${r.slow.ms ? ` (${ratio(r.slow.ms, FIRST_ROWS_TARGET_MS)} for time)` : ''}`,
    );
  }
  printSummary(out);
}

/** One line per target: met or not, and for the screens how many meet it. */
function printSummary(out) {
  const ok = (b) => (b ? 'met' : 'NOT met');
  const slow = out.screens.map((r) => r.slow).filter((m) => m && !m.error);
  const bytesOk = slow.filter((m) => m.bytes < BYTES_TARGET).length;
  const timeOk = slow.filter((m) => m.ms < FIRST_ROWS_TARGET_MS).length;
  console.log('Targets:');
  console.log(
    `  sign-in page < ${SIGN_IN_TARGET_KIB} KiB gzip: ${ok(out.signIn.gzipKiB < SIGN_IN_TARGET_KIB)}`,
  );
  console.log(
    `  < ${kb(BYTES_TARGET)} before first rows (10 Mbit/s): ${ok(bytesOk === out.screens.length)} (${bytesOk}/${out.screens.length} screens)`,
  );
  console.log(
    `  first rows < ${FIRST_ROWS_TARGET_MS} ms at 10 Mbit/s: ${ok(timeOk === out.screens.length)} (${timeOk}/${out.screens.length} screens)`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
