import { expect, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

const H = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe('forms', () => {
  test.setTimeout(180_000);

  test('a field employee fills and submits a form (a validation error first); the office sees it and prints it', async ({
    browser,
  }) => {
    const office = await browser.newPage();
    await signIn(office, 'admin');
    // The office gives the field employee the demo 'Forms Field' role.
    const roles = (await (await office.request.get('/api/Role')).json()) as { id: string; name: string }[];
    const role = roles.find((r) => r.name === 'Forms Field')!;
    const employees = (await (await office.request.get('/api/Employee')).json()) as {
      id: string;
      fullName: string;
      roleIds: string[];
    }[];
    const eli = employees.find((e) => e.fullName === 'Eli Employee')!;
    const granted = await office.request.post('/api/Employee', {
      headers: H,
      data: { id: eli.id, roleIds: [...eli.roleIds, role.id] },
    });
    expect(granted.status()).toBe(200);

    const field = await browser.newPage();
    await signIn(field, 'employee');
    await field.goto('/forms/submit/');
    await choose(field, 'Form', 'Work Order');
    await choose(field, 'Task *');
    await field.getByLabel('Hours *').fill('three');
    await field.getByLabel('Rate *').fill('$85.00');
    await field.getByLabel('Completed on *').fill('2026-11-20');
    await field.getByRole('button', { name: 'Submit' }).click();
    await expect(field.getByTestId('form-errors')).toHaveText(
      'Form Errors: Please correct errors in Work Order before continuing.',
    );
    await expect(field.getByText('Please enter a number.')).toBeVisible();
    await field.getByLabel('Hours *').fill('3');
    await expect(field.getByLabel('Labour total')).toHaveValue('0');
    await field.getByLabel('Rate *').fill('85.00');
    await expect(field.getByLabel('Labour total')).toHaveValue('255');
    await field.getByLabel('Description').fill('Boiler service, east wing');
    await field.getByRole('button', { name: 'Submit' }).click();
    await expectToast(field, 'Submitted');

    await office.goto('/forms/completed/');
    const row = office.getByRole('row').filter({ hasText: 'Boiler service, east wing' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Work Order');
    await expect(row).toContainText('Eli Employee');
    await row.getByRole('checkbox').check();
    const popup = office.waitForEvent('popup');
    await office.getByRole('button', { name: 'Print Preview' }).click();
    expect((await popup).url()).toMatch(/^blob:/);
  });
});
