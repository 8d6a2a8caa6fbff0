import { expect, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

/*
 * Locations, Tasks and Devices administration (service spec 2, 3, 5, 8, 9) as the demo
 * administrator: a parent and a child location, the geofence radius, weather flags, the parent
 * delete warning; a task with unit tracking; devices with cardinality 3 and both device messages.
 */

test('locations: parent and child, geofence radius, weather flags, parent delete', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings/locations/');
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();

  await page.getByRole('button', { name: 'New location', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('E2E Yard');
  await page.getByLabel('Code', { exact: true }).fill('E2E-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  const parent = page.getByRole('treeitem', { name: 'E2E Yard (E2E-1)' });
  await expect(parent).toBeVisible();

  // The saved parent stays open: a child goes under it.
  await page.getByRole('button', { name: 'New child location' }).click();
  await expect(page.getByRole('button', { name: /Parent location: E2E Yard \(E2E-1\)/ })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('E2E Gate');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  const child = page.getByRole('treeitem', { name: 'E2E Gate' });
  await expect(child).toBeVisible();
  await expect(child).toHaveAttribute('aria-level', '2');

  // Geofence radius on the map tab: out of range is refused with the message, then saved.
  await page.getByRole('tab', { name: 'Map' }).click();
  await page.getByLabel('Latitude').fill('39.7531');
  await page.getByLabel('Longitude').fill('-105.0002');
  await page.getByLabel('Geofence radius (meters)').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Geofence radius must be between 1 and 100000 meters.').first()).toBeVisible();
  await page.getByLabel('Geofence radius (meters)').fill('250');
  await expect(page.getByText('About 0.16 mi')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Map of E2E Gate' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');

  // Weather settings modal: the flag-condition bits.
  await page.getByRole('tab', { name: 'Weather' }).click();
  await page.getByRole('button', { name: 'Weather settings' }).click();
  const modal = page.getByRole('dialog', { name: 'Weather settings' });
  await modal.getByLabel('Rain').check();
  await modal.getByLabel('Hail').check();
  await modal.getByLabel('Low temperature (°F)').fill('20');
  await modal.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByTestId('weather-summary')).toContainText('Rain, Hail');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');

  // Stored: read back after a reload.
  await page.reload();
  await page.getByRole('treeitem', { name: 'E2E Gate' }).click();
  await page.getByRole('tab', { name: 'Map' }).click();
  await expect(page.getByLabel('Geofence radius (meters)')).toHaveValue('250');
  await page.getByRole('tab', { name: 'Weather' }).click();
  await expect(page.getByTestId('weather-summary')).toContainText('Rain, Hail');

  // Deleting the parent warns about the children and takes them along.
  await page.getByRole('treeitem', { name: 'E2E Yard (E2E-1)' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Deleting this parent location will also delete all children. Are you sure you want to proceed?',
  );
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expectToast(page, 'Deleted');
  await expect(page.getByRole('treeitem', { name: 'E2E Yard (E2E-1)' })).toHaveCount(0);
  await expect(page.getByRole('treeitem', { name: 'E2E Gate' })).toHaveCount(0);
});

test('locations: media upload and a budget line are saved with the location', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings/locations/');
  await page.getByRole('treeitem', { name: 'Boulder Depot (BD-03)' }).click();
  await page.getByRole('tab', { name: 'Media' }).click();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'depot.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('depot.png')).toBeVisible();
  await page.getByRole('tab', { name: 'Productivity / Budget' }).click();
  // The demo location has budget lines already (issue 11 demo budgets): the new one is the last.
  const lines = page.getByTestId('budget-line');
  const before = await lines.count();
  await page.getByRole('button', { name: 'Add budget line' }).click();
  await expect(lines).toHaveCount(before + 1);
  const line = lines.last();
  await line.getByRole('combobox', { name: 'Task' }).click();
  await page.getByRole('option').first().click();
  await line.getByLabel('Budget hours').fill('120');
  await line.getByLabel('Budget units').fill('40');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');

  await page.reload();
  await page.getByRole('treeitem', { name: 'Boulder Depot (BD-03)' }).click();
  await page.getByRole('tab', { name: 'Media' }).click();
  await expect(page.getByText('depot.png')).toBeVisible();
  await page.getByRole('tab', { name: 'Productivity / Budget' }).click();
  await expect(page.getByTestId('budget-line')).toHaveCount(before + 1);
  await expect(page.getByTestId('budget-line').last().getByLabel('Budget hours')).toHaveValue('120');
});

test('tasks: a task with unit tracking, unit measure and geofence exemption', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings/tasks/');
  await page.getByRole('button', { name: 'New task', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('E2E Paving');
  await page.getByRole('radio', { name: 'Required on OUT' }).click();
  await choose(page, 'Unit measure', 'Square feet');
  await page.getByLabel('Geofence exempt').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');

  await page.reload();
  await page.getByRole('treeitem', { name: 'E2E Paving' }).click();
  await expect(page.getByRole('radio', { name: 'Required on OUT' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Unit measure' })).toHaveValue('Square feet');
  await expect(page.getByLabel('Geofence exempt')).toBeChecked();

  // Unsaved changes: opening another task asks first.
  await page.getByLabel('Name', { exact: true }).fill('E2E Paving (edited)');
  await page.getByRole('treeitem', { name: 'Training (TRN)' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('The open record has unsaved changes. Discard them?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('E2E Paving (edited)');
  await page.getByRole('treeitem', { name: 'Training (TRN)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Training');
});

test('devices: administrator required, cardinality 3 makes numbered devices, names are unique', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/settings/devices/');
  await page.getByRole('button', { name: 'New device' }).click();
  await page.getByLabel('Name', { exact: true }).fill('E2E Van');
  await page.getByLabel('How many').fill('3');
  await expect(page.getByTestId('device-names')).toHaveText(
    'Creates 3 devices, E2E Van 1 to E2E Van 3, with no phone and no invite.',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Administrator is required.').first()).toBeVisible();

  await choose(page, 'Administrator', 'Alice Admin');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  for (const name of ['E2E Van 1', 'E2E Van 2', 'E2E Van 3'])
    await expect(
      page
        .getByRole('gridcell', { name, exact: true })
        .or(page.getByText(name, { exact: true }))
        .first(),
    ).toBeVisible();

  await page.getByRole('button', { name: 'New device' }).click();
  await page.getByLabel('Name', { exact: true }).fill('E2E Van 2');
  await choose(page, 'Administrator', 'Alice Admin');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Device name already exists.').first()).toBeVisible();
});
