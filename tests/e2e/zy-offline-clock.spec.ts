import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { choose, signIn } from './helpers';

/**
 * The field clock without signal (issue 16): the console is an installable web app whose service
 * worker serves the app shell offline; clock taps made with the network cut wait in the device's
 * queue (IndexedDB) and reach the server once, at their entered times, when it returns.
 *
 * Named to run late: it signs in as gabriel and fiona, and signin-preferences.spec needs them to
 * meet the EULA first; time-spanish.spec sets fiona back to English before this runs.
 */

/** Waits until the service worker controls the page (the first visit installs it and claims the page). */
async function swControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function openClockOnline(
  page: Page,
  context: BrowserContext,
  clockIn = 'Clock IN',
  location = 'Location',
) {
  await context.setOffline(false);
  await page.goto('/time/clock/');
  await swControls(page);
  // Load the clock once under the worker's control so its data is kept for offline use.
  await page.reload();
  await expect(page.getByRole('button', { name: clockIn })).toBeVisible();
  await expect(page.getByRole('combobox', { name: location })).toBeEnabled();
}

async function pickLocationAndTask(page: Page) {
  await choose(page, 'Location');
  const task = page.getByRole('combobox', { name: 'Task' });
  if (await task.isEnabled()) await choose(page, 'Task');
}

async function ownRecordsSince(page: Page, since: string) {
  const res = await page.request.get(`/api/Time?from=${encodeURIComponent(since)}&orderby=inTimeStamp`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
}

test.describe('offline clock', () => {
  test.setTimeout(180_000);

  test('the manifest and service worker make the console installable', async ({ request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const m = await manifest.json();
    expect(m.name).toBe('Workforce Console');
    expect(m.display).toBe('standalone');
    expect(m.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of m.icons) expect((await request.get(icon.src)).status()).toBe(200);
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(await sw.text()).toContain('wm-api');
    // Background Sync relay for the clock queue, imported by the worker.
    expect(await sw.text()).toContain('clock-sync-sw.js');
    const relay = await request.get('/clock-sync-sw.js');
    expect(relay.status()).toBe(200);
    expect(await relay.text()).toContain("'wm-clock-queue'");
  });

  test('a field employee clocks in and out with no signal; the taps reach the server once with their times', async ({
    page,
    context,
  }) => {
    const start = new Date(Date.now() - 60_000).toISOString();
    await page.clock.install();
    // Location access was granted: the position goes with the queued taps.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 39.7392, longitude: -104.9903, accuracy: 15 });
    await signIn(page, 'gabriel');
    await openClockOnline(page, context);
    await pickLocationAndTask(page);

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await page.getByRole('button', { name: 'Clock IN' }).click();
    await expect(page.getByText('Clock IN saved on this device', { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('queue-waiting')).toHaveText('Waiting to send: 1');

    // Reload with no network: the app shell comes from the service worker and the queue from IndexedDB.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Clock IN' })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('queue-waiting')).toHaveText('Waiting to send: 1');

    // Ten minutes later on the device: clock OUT (the disclaimer and information steps as online).
    await page.clock.fastForward('10:00');
    await page.getByRole('button', { name: 'Clock OUT' }).click();
    // The disclaimer step comes first where the company has one; wait for whichever step shows.
    const disclaimer = page.getByRole('alertdialog', { name: 'Disclaimer' });
    const info = page.getByRole('dialog', { name: 'Clock OUT' });
    await expect(disclaimer.or(info)).toBeVisible();
    if (await disclaimer.isVisible()) {
      await disclaimer.getByRole('button', { name: 'Agree', exact: true }).click();
    }
    await expect(info).toBeVisible();
    await info.getByRole('button', { name: 'Ok', exact: true }).click();
    await expect(page.getByTestId('queue-waiting')).toHaveText('Waiting to send: 2');

    // The network returns: the queue is sent in order and empties.
    await context.setOffline(false);
    await expect(page.getByTestId('queue-waiting')).toHaveText('Waiting to send: 0', { timeout: 20_000 });
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    const records = (await ownRecordsSince(page, start)).filter((r) => r.source === 'mobile');
    expect(records).toHaveLength(1);
    const rec = records[0]!;
    expect(rec.outTimeStamp).toBeTruthy();
    expect(rec.inLat).toBeCloseTo(39.7392, 3);
    expect(rec.outLon).toBeCloseTo(-104.9903, 3);
    const minutes = (Date.parse(String(rec.outTimeStamp)) - Date.parse(String(rec.inTimeStamp))) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(9.9);
    // The OUT was entered ten minutes ahead of its receipt: a time discrepancy (5 minutes or more)
    // on a mobile-clock record, the two tags of the time editor.
    const gap = Math.abs(Date.parse(String(rec.outTimeStamp)) - Date.parse(String(rec.outTimeStampServer)));
    expect(gap).toBeGreaterThanOrEqual(5 * 60_000);
    await expect(page.locator('[data-queue-state]')).toHaveCount(0);
  });

  test('a session that ends offline asks to sign in; another user on the same browser neither sees nor sends the queue', async ({
    page,
    context,
  }) => {
    const start = new Date(Date.now() - 60_000).toISOString();
    await signIn(page, 'fiona');
    await openClockOnline(page, context);
    await pickLocationAndTask(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Clock IN' }).click();
    await expect(page.getByTestId('queue-waiting')).toHaveText('Waiting to send: 1');

    // Fiona's session ends on this device while it is offline (cookies gone); when the network returns
    // the console's send of her queue is refused (401) and it asks to sign in, keeping her tap.
    await context.clearCookies();
    await context.setOffline(false);
    await expect(page.getByLabel('User name')).toBeVisible({ timeout: 20_000 });
    // Gabriel signs in on the same browser profile.
    await signIn(page, 'gabriel');
    await page.goto('/time/clock/');
    await expect(page.getByRole('button', { name: 'Clock IN' })).toBeVisible();
    await expect(page.getByTestId('clock-queue')).toHaveCount(0);
    const stored = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('wm-clock-queue');
          open.onsuccess = () => {
            const get = open.result.transaction('clock-queue').objectStore('clock-queue').get('queue');
            get.onsuccess = () => resolve((get.result?.events ?? []).length);
          };
        }),
    );
    expect(stored).toBe(1); // still on the device, for Fiona

    // Fiona signs in again: her tap is sent.
    await context.clearCookies();
    await signIn(page, 'fiona');
    await page.goto('/time/clock/');
    await expect(page.getByTestId('queue-waiting')).toHaveText('Waiting to send: 0', { timeout: 20_000 });
    const records = (await ownRecordsSince(page, start)).filter((r) => r.source === 'mobile');
    expect(records).toHaveLength(1);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    /** The page's width beyond the screen's (0 when nothing scrolls sideways). */
    const sideways = (page: Page) =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    test('the clock fits, with a large clock button in thumb reach; timesheet and forms filler fit', async ({
      page,
    }) => {
      await signIn(page, 'employee');
      await page.goto('/time/clock/');
      const clockIn = page.getByRole('button', { name: /Clock (IN|OUT)/ }).first();
      await expect(clockIn).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Location' })).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      const box = (await clockIn.boundingBox())!;
      expect(box.height, 'clock button height').toBeGreaterThanOrEqual(56);
      expect(box.width, 'clock button width').toBeGreaterThanOrEqual(130);
      expect(box.x + box.width, 'clock button inside the screen').toBeLessThanOrEqual(360);
      for (const path of ['/time/timesheet/', '/forms/submit/']) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await sideways(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });

    test('in Spanish the offline clock speaks Spanish and fits the phone', async ({ page, context }) => {
      await signIn(page, 'employee');
      const language = (lang: string) =>
        page.request.post('/api/account/preferences', {
          headers: { 'X-Requested-With': 'e2e' },
          data: { language: lang },
        });
      expect((await language('es')).status()).toBe(200);
      try {
        await openClockOnline(page, context, 'Marcar ENTRADA', 'Ubicación');
        await context.setOffline(true);
        await expect(page.getByTestId('offline-banner')).toHaveText(
          'Sin red: las marcaciones se guardan en este dispositivo y se envían cuando vuelva la red.',
        );
        await expect(page.getByTestId('queue-waiting')).toHaveText('Pendientes de envío: 0');
        // Reloaded with no network: the app shell and the Spanish strings come from the service worker.
        await page.reload();
        await expect(page.getByRole('button', { name: 'Marcar ENTRADA' })).toBeVisible();
        await expect(page.getByTestId('offline-banner')).toContainText('Sin red');
        expect(await sideways(page)).toBeLessThanOrEqual(0);
      } finally {
        await context.setOffline(false);
        await language('en');
      }
    });

    test('the kiosk fits', async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto('/time/kiosk/');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });
  });
});
