import { expect, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

/*
 * Insight (time spec 2 "Insight maps and dashboard", 4 "Insight map pins") as the demo manager: the
 * home dashboard's charts, the location map (offline grid, 'not configured' note, pins lettered in
 * order) drilling into a location, and the productivity screen's task budgets.
 */

test('dashboard: charts, location map drill-down, weather not configured', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  const dash = page.getByRole('region', { name: 'Dashboard' });
  await expect(dash.getByText('Productivity hours (last 7 days)').first()).toBeVisible();
  await expect(dash.getByText('Location hours').first()).toBeVisible();
  await expect(page.getByTestId('weather-not-configured')).toHaveText(
    'Weather is not configured (WEATHER_API_URL).',
  );
  await expect(page.getByTestId('map-note')).toContainText('Map tiles are not configured');
  // Media thumbnails load (served by /api/file, allowed by the CSP). The newest come first: in the full
  // run earlier specs upload small images, so the demo photos (160 px) need not be the first.
  const thumb = dash.getByTestId('media-gallery').locator('img').first();
  await thumb.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const pinA = page.getByRole('button', { name: /^A: / });
  await expect(pinA).toBeVisible();
  await pinA.click();
  const info = page.getByTestId('location-info');
  await expect(info).toContainText(/assets? assigned/);
  await page.getByRole('button', { name: 'Close' }).click();
  // The asset and employee maps.
  await page.getByRole('tab', { name: 'Assets map' }).click();
  await expect(page.getByRole('button', { name: /^A: / })).toBeVisible();
  await page.getByRole('tab', { name: 'Employees map' }).click();
  await expect(page.getByRole('group', { name: 'Employees map' })).toBeVisible();
  await page.getByRole('tab', { name: 'Locations map' }).click();
  await page.getByRole('button', { name: /^A: / }).click();
  await page
    .getByTestId('location-info')
    .getByRole('link', { name: /assets? assigned/ })
    .click();
  await expect(page).toHaveURL(/\/assets\/inventory\/$/);
});

test('productivity: task budgets per location with the budget donut', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/insight/productivity/');
  await expect(page.getByRole('heading', { name: 'Productivity' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Boulder Depot' });
  await expect(table.getByRole('columnheader', { name: 'Budget hours' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Trending under (+) / over (-)' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Installation/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Budget' })).toBeAttached();
});

test('dashboard settings are remembered for the user', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/');
  const dash = page.getByRole('region', { name: 'Dashboard' });
  await expect(dash.getByRole('region', { name: 'Recent media' })).toBeVisible();
  await page.getByRole('button', { name: 'Customise dashboard' }).click();
  await page.getByRole('checkbox', { name: 'Recent media' }).click();
  await page.keyboard.press('Escape');
  await expect(dash.getByRole('region', { name: 'Recent media' })).toHaveCount(0);
  await page.reload();
  await expect(dash.getByRole('region', { name: 'Location hours' })).toBeVisible();
  await expect(dash.getByRole('region', { name: 'Recent media' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Customise dashboard' }).click();
  await page.getByRole('checkbox', { name: 'Recent media' }).click();
  await page.keyboard.press('Escape');
  await expect(dash.getByRole('region', { name: 'Recent media' })).toBeVisible();
});

test('dashboard card order is kept on the server for the user, across browsers', async ({
  page,
  browser,
}) => {
  await signIn(page, 'manager');
  await page.goto('/');
  const dash = page.getByRole('region', { name: 'Dashboard' });
  await expect(dash.getByRole('region', { name: 'Location hours' })).toBeVisible();
  const titles = () =>
    dash
      .getByRole('region')
      .evaluateAll((els) =>
        els.map((e) => document.getElementById(e.getAttribute('aria-labelledby') ?? '')?.textContent),
      );
  const before = await titles();
  expect(before.indexOf('Recent media')).toBeGreaterThan(before.indexOf('Location hours'));
  await page.getByRole('button', { name: 'Customise dashboard' }).click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/EmployeePrefs') && r.request().method() === 'POST',
  );
  for (let i = 0; i < 10; i++) {
    const up = page.getByRole('button', { name: 'Move Recent media up' });
    if (await up.isDisabled()) break;
    await up.click();
  }
  await saved;
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await titles())[0]).toBe('Recent media');
  // Another browser (no client cache) gets the order from the server.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, 'manager');
  await other.goto('/');
  const otherDash = other.getByRole('region', { name: 'Dashboard' });
  await expect(otherDash.getByRole('region', { name: 'Recent media' })).toBeVisible();
  await expect
    .poll(async () =>
      otherDash
        .getByRole('region')
        .evaluateAll(
          (els) =>
            els.map((e) => document.getElementById(e.getAttribute('aria-labelledby') ?? '')?.textContent)[0],
        ),
    )
    .toBe('Recent media');
  await other.context().close();
  // Put the default order back for the specs after this one.
  const res = await page.request.post('/api/EmployeePrefs', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      preferences: {
        dashboard: {
          order: [
            'hours',
            'units',
            'hoursPie',
            'unitsPie',
            'locationHours',
            'budget',
            'maps',
            'weather',
            'media',
            'devices',
          ],
          hidden: [],
          flaggedHours: 1,
        },
      },
    },
  });
  expect(res.status()).toBe(200);
});

test('an administrator closes a productivity period', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/insight/productivity/');
  await choose(page, 'Location', 'Cherry Creek Shopping Center');
  const table = page.getByRole('table', { name: 'Cherry Creek Shopping Center' });
  await expect(table).toBeVisible();
  await page.getByRole('button', { name: 'Close productivity period' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expectToast(page, 'Productivity period closed.');
  await expect(page.getByText(/^Period since /)).toBeVisible();
  await expect(
    table
      .getByRole('row', { name: /Installation/ })
      .getByRole('cell')
      .first(),
  ).toBeVisible();
});
