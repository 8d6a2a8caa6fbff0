import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

/**
 * Company settings at /settings/account/ (service spec 3 "Company", 5 "Settings" and "Lists", 7
 * "Labels"; platform spec 2.3): settings ranges, the label editor relabelling the menu at once in
 * English and Spanish, the custom list limit, 'Parent Group is Required' and the fixed service
 * statuses. Every change to shared demo data is undone at the end (other specs use the same server).
 */
const H = { 'x-requested-with': 'e2e' };

async function api(
  request: APIRequestContext,
  method: 'get' | 'post' | 'delete',
  url: string,
  data?: unknown,
) {
  const res = await request[method](`/api/${url}`, { headers: H, ...(data === undefined ? {} : { data }) });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

async function openTab(page: Page, name: string | RegExp) {
  await page.getByRole('tab', { name }).click();
}

test.describe('Company settings (admin)', () => {
  test('settings ranges: PIN length out of range is refused with the server message', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/account/');
    await openTab(page, 'Company & settings');
    const pin = page.getByLabel('PIN length');
    await expect(pin).toHaveValue('4');
    await pin.fill('3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('PIN length must be between 4 and 10.')).toBeVisible();
    await pin.fill('11');
    await expect(page.getByText('PIN length must be between 4 and 10.')).toBeVisible();
    // Recognition threshold and lunch in the user's time format (decimal for the admin).
    await page.getByLabel('Recognition threshold').fill('5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Threshold must be between 10 and 100.')).toBeVisible();
    await page.getByLabel('Recognition threshold').fill('80');
    await page.getByLabel('Lunch deduction').fill('0:30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Invalid Input')).toBeVisible();
    await page.getByLabel('Lunch deduction').fill('0.75');
    await pin.fill('6');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Settings Saved');
    const company = await api(page.request, 'get', 'account/identity');
    expect(company.company.settings).toMatchObject({
      pinDigitLength: 6,
      recognitionThreshold: 80,
      lunchDeductionMinutes: 45,
    });
    // Back to the demo values.
    await pin.fill('4');
    await page.getByLabel('Lunch deduction').fill('0.50');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Settings Saved');
  });

  test('a label change shows at once in the menu, in English and in Spanish', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/account/');
    await openTab(page, 'Labels');
    const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Recycle Bin' }) });
    await expect(nav.getByRole('link', { name: 'Employees', exact: true })).toBeVisible();
    await page.getByLabel('Label for employee', { exact: true }).fill('Crew Member');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The system-wide confirmation.
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(
      dialog.getByText('These labels change for every user of the company. Proceed?'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: /ok|yes|confirm/i }).click();
    await expect(nav.getByRole('link', { name: 'Crew Members', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Employees', exact: true })).toHaveCount(0);
    try {
      // Spanish: the company's word stays; the rest of the menu is Spanish.
      await page.getByRole('button', { name: /Alice Admin/ }).click();
      await page.getByRole('menuitemradio', { name: 'Español' }).click();
      await expect(page.getByRole('tab', { name: 'Etiquetas' })).toBeVisible();
      const navEs = page
        .getByRole('navigation')
        .filter({ has: page.getByRole('link', { name: 'Papelera de reciclaje' }) });
      await expect(navEs.getByRole('link', { name: 'Crew Members', exact: true })).toBeVisible();
      // A new label while in Spanish shows at once too.
      await page.getByLabel('Etiqueta para employees', { exact: true }).fill('Cuadrilla');
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await dialog.getByRole('button', { name: /ok|yes|confirm|aceptar|sí/i }).click();
      await expect(navEs.getByRole('link', { name: 'Cuadrilla', exact: true })).toBeVisible();
    } finally {
      await api(page.request, 'post', 'Resource', { key: 'employee', value: '' });
      await api(page.request, 'post', 'Resource', { key: 'employees', value: '' });
      await api(page.request, 'post', 'account/preferences', { language: 'en' });
    }
  });

  test('lists: a 4th custom list and service status add are refused', async ({ page }) => {
    await signIn(page, 'admin');
    const before: { id: string }[] = await api(page.request, 'get', 'CustomList?includeInactiveData=true');
    await page.goto('/settings/account/');
    await openTab(page, 'Lists');
    await page.getByRole('button', { name: 'Custom Lists' }).click();
    const made: string[] = [];
    try {
      // A new list keeps the placeholder name until renamed.
      await page.getByRole('button', { name: 'New custom list' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Name is Required!');
      for (let i = before.length; i < 3; i++) {
        if (i > before.length) await page.getByRole('button', { name: 'New custom list' }).click();
        await page.getByLabel('Name', { exact: true }).fill(`E2E List ${i + 1}`);
        await page.getByRole('button', { name: 'Add option' }).click();
        await page.getByLabel('Value of option 1').fill('Red');
        await page.getByLabel('Code of option 1').fill('R');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expectToast(page, 'Saved');
        await expect(page.getByRole('button', { name: new RegExp(`E2E List ${i + 1}`) })).toBeVisible();
      }
      const after: { id: string; name: string }[] = await api(page.request, 'get', 'CustomList');
      made.push(...after.filter((l) => l.name.startsWith('E2E List')).map((l) => l.id));
      expect(after).toHaveLength(3);
      await page.getByRole('button', { name: 'New custom list' }).click();
      await expectToast(page, 'At most 3 custom lists are allowed.');
      // The server refuses it too.
      const res = await page.request.post('/api/CustomList', { headers: H, data: { name: 'Fourth' } });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe('At most 3 custom lists are allowed.');
    } finally {
      for (const id of made) await api(page.request, 'delete', `CustomList/${id}`);
    }
    // Service statuses: fixed items.
    await page.getByRole('button', { name: 'Service Statuses' }).click();
    await expect(page.getByRole('cell', { name: 'In Progress', exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Cannot add new item to Service Status List.');
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await expectToast(page, 'Cannot delete item from Service Status List.');
    // A simple list: add an item.
    await page.getByRole('button', { name: 'Unit Measures' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Name of row 1').fill('E2E Pallet');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');
  });

  test("groupings: 'Parent Group is Required' for a group member who is not an administrator", async ({
    browser,
    page,
  }) => {
    await signIn(page, 'admin');
    const [manager] = await api(
      page.request,
      'get',
      `Employee?filter=${encodeURIComponent("user/userName eq 'manager'")}`,
    );
    const role = await api(page.request, 'post', 'Role', {
      name: 'E2E Group Lead',
      moduleId: 'Platform',
      privileges: ['Platform:View:Account', 'Platform:View:Employee', 'Platform:Edit:Employee'],
    });
    const group = await api(page.request, 'post', 'Grouping', {
      name: 'E2E Crew',
      employeeIds: [manager.id],
    });
    await api(page.request, 'post', 'Employee', { id: manager.id, roleIds: [...manager.roleIds, role.id] });
    const context = await browser.newContext();
    try {
      const lead = await context.newPage();
      await signIn(lead, 'manager');
      await lead.goto('/settings/account/');
      await openTab(lead, 'Lists');
      await lead.getByRole('button', { name: 'Groupings' }).click();
      await lead.getByRole('button', { name: 'New group' }).click();
      await lead.getByLabel('Name', { exact: true }).fill('E2E Sub Crew');
      await lead.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(lead, 'Parent Group is Required');
      await choose(lead, 'Parent Group', 'E2E Crew');
      await lead.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(lead, 'Saved');
      await expect(lead.getByRole('treeitem', { name: /E2E Sub Crew/ })).toBeVisible();
    } finally {
      await context.close();
      await api(page.request, 'post', 'Employee', { id: manager.id, roleIds: manager.roleIds });
      await api(page.request, 'delete', `Grouping/${group.id}`);
      await api(page.request, 'delete', `Role/${role.id}`);
    }
  });
});
