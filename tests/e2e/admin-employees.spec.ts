import { expect, type Page, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

/** The detail panel's form (named after the employee or 'New employee'). */
const detail = (page: Page) => page.locator('form').filter({ has: page.getByRole('tablist') });

async function confirmWith(page: Page, text: string | RegExp, button = 'Ok') {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function typeDate(page: Page, label: string, mdy: string) {
  const field = detail(page).getByLabel(label, { exact: true });
  await field.fill(mdy);
  await field.press('Tab');
}

test.describe('Employees administration (service spec 2, 5, 8)', () => {
  test('an administrator creates an employee and meets every rule message', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, 'admin');
    await page.goto('/settings/employees/');
    await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();

    // New employee without a code: the no-name-or-code confirmation, then Saved.
    await page.getByRole('button', { name: 'New Employee' }).click();
    const form = detail(page);
    await form.getByLabel('First name').fill('Erin');
    await form.getByLabel('Last name').fill(`Endtoend${stamp}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you sure you want to create a record with no Name or Code?');
    await expectToast(page, 'Saved');
    await expect(form.getByRole('heading', { name: `Erin Endtoend${stamp}` })).toBeVisible();

    // Hire Date must be earlier than Last Raise Date.
    await typeDate(page, 'Hire Date', '03/10/2025');
    await typeDate(page, 'Last Raise Date', '03/01/2025');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Hire Date must be earlier than Last Raise Date.')).toBeVisible();
    await typeDate(page, 'Last Raise Date', '03/01/2026');
    await expect(form.getByText('Hire Date must be earlier than Last Raise Date.')).toBeHidden();

    // A PIN another employee holds (Marco Manager has 1002).
    await form.getByLabel('Code').fill(`C${stamp}`);
    await form.getByLabel('PIN').fill('1002');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Pin 1002 is already assigned');
    await expect(form.getByText('Pin 1002 is already assigned').first()).toBeVisible();

    // A free PIN, an e-mail and a user name: saved.
    await form.getByLabel('PIN').fill(`7${String(Date.now()).slice(-5)}`);
    await form.getByLabel('E-mail').fill(`erin.${stamp}@northwind.example`);
    await form.getByRole('tab', { name: 'Authentication' }).click();
    await form.getByLabel('User name').fill(`erin${stamp}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');

    // Reviews need a date and a writer.
    await form.getByRole('tab', { name: 'Reviews' }).click();
    await form.getByRole('button', { name: 'Add review' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Date is required.')).toBeVisible();
    await expect(form.getByText('Writted by is required.')).toBeVisible();
    await typeDate(page, 'Date', '01/15/2026');
    await form.getByLabel('Written by').fill('Alice Admin');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');

    // The invite e-mail.
    await form.getByRole('tab', { name: 'Authentication' }).click();
    await form.getByRole('button', { name: 'Send invite e-mail' }).click();
    await expectToast(page, 'Invite email sent.');

    // Password set by the administrator, and the reset with its confirmation.
    await form.getByLabel('New password').fill('Erin-Pass-2026');
    await form.getByLabel('Confirm password').fill('Erin-Pass-2026');
    await form.getByRole('button', { name: 'Set password', exact: true }).click();
    await expectToast(page, 'Password saved.');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await confirmWith(page, 'Are you sure you want to reset this password?');
    await expectToast(page, 'Password reset email sent');

    // External ID is locked; unlocking asks first.
    await form.getByRole('tab', { name: 'Main info' }).click();
    await expect(form.getByLabel('External ID')).toBeDisabled();
    await form.getByRole('button', { name: 'Unlock' }).click();
    await confirmWith(page, 'Changing External ID may affect linked integrations...');
    await form.getByLabel('External ID').fill(`X-${stamp}`);

    // Changing the stored e-mail asks for confirmation.
    await form.getByLabel('E-mail').fill(`erin.new.${stamp}@northwind.example`);
    await form.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, /e-mail address changes from/);
    await expectToast(page, 'Saved');

    // Filters: text search finds the new employee; Inactive hides it.
    await page.getByLabel('Search').fill(`endtoend${stamp}`);
    await expect(page.getByTestId('employee-list').getByText(`Endtoend${stamp}`)).toBeVisible();

    // The completed-forms link.
    await form.getByRole('tab', { name: 'Completed forms' }).click();
    await expect(form.getByRole('link', { name: 'Open completed forms' })).toHaveAttribute(
      'href',
      /\/forms\/completed\/\?employee=/,
    );

    // Delete asks first.
    await form.getByRole('button', { name: 'Delete' }).click();
    await confirmWith(page, 'Are you sure you want to delete this employee?', 'Yes, Delete');
    await expectToast(page, 'Deleted');
    await expect(page.getByTestId('employee-list').getByText(`Endtoend${stamp}`)).toBeHidden();
  });

  test('an employee sees My Profile without the administration fields', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/my-account/my-profile/');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    const form = detail(page);
    await expect(form.getByRole('tab', { name: 'Main info' })).toBeVisible();
    await expect(form.getByRole('tab', { name: 'Authentication' })).toBeVisible();
    for (const tab of ['Reviews', 'Custom fields'])
      await expect(form.getByRole('tab', { name: tab })).toHaveCount(0);
    for (const label of ['PIN', 'Hire Date', 'Last Raise Date', 'External ID', 'Status'])
      await expect(form.getByLabel(label, { exact: true })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(form.getByLabel('First name')).toBeEnabled();

    await form.getByLabel('Middle name').fill('Q');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');
    await form.getByLabel('Middle name').fill('');
    await form.getByRole('button', { name: 'Save' }).click();

    await form.getByRole('tab', { name: 'Authentication' }).click();
    await expect(form.getByRole('button', { name: 'Send invite e-mail' })).toHaveCount(0);
    await expect(form.getByLabel('Current password')).toBeVisible();
    // The employees screen itself is not theirs.
    await page.goto('/settings/employees/');
    await expect(page.getByRole('button', { name: 'New Employee' })).toHaveCount(0);
  });
});
