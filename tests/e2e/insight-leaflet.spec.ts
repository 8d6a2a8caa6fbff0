import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/*
 * The real map (issue 11 "Give it a real map"): with a tile URL configured the dashboard's location
 * map is a Leaflet map of those tiles, dragged with the mouse and zoomed, its pins opening the
 * location's info window. No network: map-config is answered with a same-origin tile template and
 * every tile request with a small generated PNG (a local tile stub), so the CSP ('self') holds.
 */

// A 1x1 PNG, scaled to 256 px by the browser.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('with MAP_TILE_URL the location map is a draggable, zoomable Leaflet map', async ({ page }) => {
  let tiles = 0;
  await page.route('**/api/insight/map-config', (route) =>
    route.fulfill({
      json: {
        tileUrl: '/e2e-tiles/{z}/{x}/{y}.png',
        attribution: '© E2E tiles',
        googleMapsApiKey: null,
        weatherConfigured: false,
      },
    }),
  );
  await page.route('**/e2e-tiles/**', (route) => {
    tiles++;
    return route.fulfill({ body: TILE, contentType: 'image/png' });
  });
  await signIn(page, 'manager');
  await page.goto('/');
  const map = page.getByTestId('leaflet-map').first();
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect(page.getByText('© E2E tiles').first()).toBeVisible();
  await expect.poll(() => tiles).toBeGreaterThan(0);
  const pinA = page.getByRole('button', { name: /^A: / }).first();
  await expect(pinA).toBeVisible();

  // Drag the map: the pins move with it.
  const before = (await pinA.boundingBox())!;
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height - 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + box.height - 80, { steps: 8 });
  await page.mouse.up();
  // (at least the 80 px dragged: Leaflet's inertia may carry it further)
  await expect.poll(async () => (await pinA.boundingBox())!.x - before.x).toBeGreaterThanOrEqual(79);
  const dragged = (await pinA.boundingBox())!;

  // Zoom out with the - button: the pin moves towards the map's centre (and stays in view).
  await map.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(async () => (await pinA.boundingBox())!.x !== dragged.x).toBe(true);

  // A pin opens the location's info window (the same drill-down as the offline map).
  await pinA.click();
  await expect(page.getByTestId('location-info')).toContainText(/assets? assigned/);
});
