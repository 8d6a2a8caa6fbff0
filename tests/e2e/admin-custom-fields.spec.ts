import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

/**
 * Company-defined custom fields (service spec 2 "Employees" custom fields tab, 7 CustomFieldSet):
 * an administrator defines the employee field set in Company settings > Lists > Custom Fields, and
 * the employee detail shows its fields as typed inputs, refusing a save without the required one.
 */
const H = { 'X-Requested-With': 'e2e' };
const detail = (page: Page) => page.locator('form').filter({ has: page.getByRole('tablist') });

/** Removes every employee field set (other specs share this database and create employees). */
async function removeSets(request: APIRequestContext) {
  const sets = (await (
    await request.get("/api/CustomFieldSet?filter=type eq 'employee'&includeInactiveData=true")
  ).json()) as {
    id: string;
  }[];
  for (const s of sets) await request.delete(`/api/CustomFieldSet/${s.id}`, { headers: H });
}

test('an administrator defines employee custom fields and the employee detail requires them', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await signIn(page, 'admin');
  const created = await page.request.post('/api/Employee', {
    headers: H,
    data: { firstName: 'Cora', lastName: `Custom${stamp}`, code: `CF${stamp}` },
  });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { id: string }).id;

  try {
    // Company settings > Lists > Custom Fields: a required list field and a number field.
    await page.goto('/settings/account/');
    await page.getByRole('tab', { name: 'Lists' }).click();
    await page.getByRole('button', { name: 'Custom Fields' }).click();
    const editor = page.getByRole('region', { name: 'Custom Fields' });
    await expect(editor.getByText('No fields yet.')).toBeVisible();
    await editor.getByRole('button', { name: 'Add field' }).click();
    await editor.getByLabel('Label of field 1').fill('Shirt size');
    await editor.getByLabel('Label of field 1').press('Tab');
    await expect(editor.getByLabel('Key of field 1')).toHaveValue('shirtSize');
    await editor.getByLabel('Kind of field 1').selectOption('list');
    await editor.getByRole('checkbox', { name: 'Field 1 is required' }).click();
    // A list without options is refused before saving.
    await editor.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Shirt size: a list field needs at least one option.');
    await editor.getByLabel('Options of field 1').fill('S, M, L');
    await editor.getByRole('button', { name: 'Add field' }).click();
    await editor.getByLabel('Label of field 2').fill('Badge number');
    await editor.getByLabel('Kind of field 2').selectOption('number');
    // Reorder: the badge first, then back.
    await editor.getByRole('button', { name: 'Move field 2 up' }).click();
    await expect(editor.getByLabel('Label of field 1')).toHaveValue('Badge number');
    await editor.getByRole('button', { name: 'Move field 1 down' }).click();
    await expect(editor.getByLabel('Label of field 1')).toHaveValue('Shirt size');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');

    // The employee detail shows the set's typed fields.
    await page.goto(`/settings/employees/?id=${id}`);
    const form = detail(page);
    await expect(form.getByRole('heading', { name: `Cora Custom${stamp}` })).toBeVisible();
    await form.getByRole('tab', { name: 'Custom fields' }).click();
    await expect(form.getByRole('combobox', { name: 'Shirt size *' })).toBeVisible();
    await form.getByLabel('Badge number').fill('x12');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Must be a number.')).toBeVisible();
    await form.getByLabel('Badge number').fill('12');

    // Saving without the required field: the server's message, on the field too.
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Shirt size is required.');
    await expect(form.getByText('Shirt size is required.').first()).toBeVisible();

    await choose(page, 'Shirt size *', 'M');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');

    // Kept after a reload.
    await page.reload();
    await form.getByRole('tab', { name: 'Custom fields' }).click();
    await expect(form.getByRole('combobox', { name: 'Shirt size *' })).toContainText('M');
    await expect(form.getByLabel('Badge number')).toHaveValue('12');
    const stored = (await (await page.request.get(`/api/Employee/${id}`)).json()) as {
      customFields: unknown;
    };
    expect(stored.customFields).toEqual({ shirtSize: 'M', badgeNumber: 12 });
  } finally {
    await removeSets(page.request);
    await page.request.delete(`/api/Employee/${id}`, { headers: H });
  }
});
