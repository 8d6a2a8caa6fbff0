import { expect, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

/*
 * Assets (time spec 2 "Asset screens", 4 and 5 "Assets") as the demo manager: a new asset with its
 * defaults, mileage entries (a lower one is refused), notes that cancel restores, and the
 * assignment screen (assign two assets, reassign one: the history keeps both records).
 */

const stamp = () => Date.now().toString(36).slice(-5);

test('inventory: new asset defaults, mileage refusal, notes restored by cancel', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/assets/inventory/');
  await expect(page.getByRole('heading', { name: 'Assets inventory' })).toBeVisible();
  const s = stamp();

  await page.getByRole('button', { name: 'New asset', exact: true }).click();
  // New asset defaults: active, working.
  await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveText('Working');
  await page.getByLabel('Name', { exact: true }).fill(`E2E Truck ${s}`);
  await page.getByLabel('Code', { exact: true }).fill(`E2E-${s}`);
  await page.getByLabel('Year', { exact: true }).fill('2021');
  await page.getByLabel('Current mileage (mi)').fill('1000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await expect(page.getByTestId('mileage-history')).toContainText('1,000 mi');

  // A higher mileage adds an entry; a lower one is refused and nothing is saved.
  await page.getByLabel('Current mileage (mi)').fill('1500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await expect(page.getByTestId('mileage-history').getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Current mileage (mi)').fill('1200');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Mileage should be greater than previous mileage.').first()).toBeVisible();
  const asset = (
    (await (
      await page.request.get(`/api/Asset?filter=${encodeURIComponent(`code eq 'E2E-${s}'`)}`)
    ).json()) as {
      currentMileage: number;
    }[]
  )[0]!;
  expect(asset.currentMileage).toBe(1500);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Notes: a new note is dropped by cancel, kept by save.
  await page.getByLabel('New note').fill('Tyres low');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('asset-notes')).toContainText('Tyres low');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('asset-notes')).not.toContainText('Tyres low');
  await page.getByLabel('New note').fill('Oil changed');
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await expect(page.getByTestId('asset-notes')).toContainText('Oil changed');
});

test('assignment: select asset message, assign two, reassign one (history keeps both), usage entry', async ({
  page,
}) => {
  await signIn(page, 'manager');
  const H = { 'x-requested-with': 'XMLHttpRequest' };
  const s = stamp();
  // Two fresh assets whose names sort first, so they are on the first page of 10.
  for (const n of ['1', '2']) {
    const r = await page.request.post('/api/Asset', {
      headers: H,
      data: { name: `AAA ${s} ${n}`, code: `A${s}${n}` },
    });
    expect(r.ok()).toBe(true);
  }
  await page.goto('/assets/employee-assignment/');
  await expect(page.getByRole('heading', { name: 'Assignment' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Assignment' });
  await expect(grid.getByRole('row').filter({ hasText: `AAA ${s} 1` })).toContainText('Unassigned');

  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expectToast(page, 'Select Asset: Please select at least one asset.');

  await grid.getByRole('checkbox', { name: `Select AAA ${s} 1` }).click();
  await grid.getByRole('checkbox', { name: `Select AAA ${s} 2` }).click();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, 'Assigned to', 'Eli');
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expectToast(page, 'Asset(s) Assigned');
  await expect(grid.getByRole('row').filter({ hasText: `AAA ${s} 2` })).toContainText('Eli');

  // Reassign the first one: a new record; the history lists both.
  await grid
    .getByRole('row')
    .filter({ hasText: `AAA ${s} 1` })
    .getByText(`AAA ${s} 1`)
    .click();
  await choose(page, 'Assigned to', 'Fiona');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await expect(grid.getByRole('row').filter({ hasText: `AAA ${s} 1` })).toContainText('Fiona');
  await grid
    .getByRole('row')
    .filter({ hasText: `AAA ${s} 1` })
    .getByText(`AAA ${s} 1`)
    .click();
  const history = page.getByTestId('assignment-history').getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Fiona');
  await expect(history.first()).toContainText('Reassigned');
  await expect(history.nth(1)).toContainText('Eli');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // Usage at a location: a new entry with hours from the span.
  await page.goto('/assets/location-usage/');
  await choose(page, 'Location');
  await page.getByRole('button', { name: 'New usage' }).click();
  await choose(page, 'Asset', `AAA ${s} 1`);
  const usageDialog = page.getByRole('dialog');
  await usageDialog.getByLabel('Start').fill('2026-11-20T08:00');
  await usageDialog.getByLabel('End').fill('2026-11-20T10:30');
  await usageDialog.getByLabel('Distance (mi)').fill('35');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`AAA ${s} 1`);
  await expect(
    page
      .getByRole('grid', { name: 'Usage' })
      .getByRole('row')
      .filter({ hasText: `AAA ${s} 1` }),
  ).toContainText('2.5');
});

test('inventory: an image uploads with the asset and can be removed', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/assets/inventory/');
  const s = stamp();
  await page.getByRole('button', { name: 'New asset', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Image asset ${s}`);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByLabel('Upload image')
    .setInputFiles({ name: 'truck.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Image' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  const [asset] = (await (
    await page.request.get(`/api/Asset?filter=${encodeURIComponent(`name eq 'Image asset ${s}'`)}`)
  ).json()) as { image_id: string | null }[];
  expect(asset!.image_id).toBeTruthy();
  await page.getByRole('button', { name: 'Remove image' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await expect(page.getByText('No image.')).toBeVisible();
});
