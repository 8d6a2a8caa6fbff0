import { expect, type Page, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

/** The detail panel's form (named after the employee or 'New employee'). */
const detail = (page: Page) => page.locator('form').filter({ has: page.getByRole('tablist') });

async function confirmWith(page: Page, text: string | RegExp, button = 'Ok') {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** An 8x8 PNG (blue), as an uploaded photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQyDuBFTEMLQkACMZXgZQ3cyMAAAAASUVORK5CYII=',
  'base64',
);
const H = { 'X-Requested-With': 'e2e' };

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

  test('address, photo and pay group are saved and shown; Enter in a date field does not save', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, 'admin');
    const created = await page.request.post('/api/Employee', {
      headers: H,
      data: { firstName: 'Addie', lastName: `Address${stamp}`, code: `AD${stamp}` },
    });
    expect(created.ok()).toBe(true);
    const id = ((await created.json()) as { id: string }).id;
    const groups = (await (await page.request.get('/api/PayGroup')).json()) as { id: string; name: string }[];
    const group = groups[0]!;
    await page.goto(`/settings/employees/?id=${id}`);
    const form = detail(page);
    const header = form.getByRole('heading', { name: `Addie Address${stamp}` });
    await expect(header).toBeVisible();

    // Enter in a date field commits the date but does not submit the form.
    const hire = form.getByLabel('Hire Date', { exact: true });
    await hire.fill('02/03/2024');
    await hire.press('Enter');
    await expect(hire).toHaveValue('02/03/2024');
    await page.waitForTimeout(800);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(0);
    await page.reload();
    await expect(form.getByLabel('Hire Date', { exact: true })).toHaveValue('');

    // Address: the country must be a two-letter code; saved, shown after a reload.
    await form.getByRole('tab', { name: 'Additional info' }).click();
    const box = (name: string) => form.getByRole('textbox', { name, exact: true });
    await box('Address').fill('1600 Blake St');
    await box('City').fill('Denver');
    await box('State / region').fill('CO');
    await box('Zip').fill('80202');
    await box('Country').fill('USA');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Country must be a two-letter code (e.g. US).')).toBeVisible();
    await box('Country').fill('us');

    // Pay group (the administrator may edit pay rules), with the precedence rule.
    await expect(
      form.getByText(/own pay group wins over the location's pay group and the company default/),
    ).toBeVisible();
    await choose(page, 'Pay group', group.name);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');
    await page.reload();
    await form.getByRole('tab', { name: 'Additional info' }).click();
    await expect(box('Address')).toHaveValue('1600 Blake St');
    await expect(box('City')).toHaveValue('Denver');
    await expect(box('Zip')).toHaveValue('80202');
    await expect(box('Country')).toHaveValue('US');
    await expect(form.getByRole('combobox', { name: 'Pay group' })).toContainText(group.name);
    const stored = (await (await page.request.get(`/api/Employee/${id}`)).json()) as {
      payGroup_id: string;
      address: Record<string, string>;
    };
    expect(stored.payGroup_id).toBe(group.id);
    expect(stored.address).toMatchObject({ street: '1600 Blake St', region: 'CO', country: 'US' });

    // Photo: a non-image is refused; an image shows in the header once saved, and can be removed.
    await form.getByRole('tab', { name: 'Main info' }).click();
    const file = page.getByTestId('employee-photo-input');
    await file.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expectToast(page, 'The photo must be an image (JPEG, PNG, GIF, BMP or WebP).');
    await file.setInputFiles({ name: 'addie.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('button', { name: 'Replace photo' })).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');
    await page.reload();
    const photo = form
      .getByRole('heading', { name: `Addie Address${stamp}` })
      .getByRole('img', { name: 'Photo' });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await form.getByRole('button', { name: 'Remove photo' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');
    await expect(photo).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Upload photo' })).toBeVisible();

    await page.request.delete(`/api/Employee/${id}`, { headers: H });
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

    // Own address and photo (POST /api/account/profile), shown after a reload; no pay group.
    await form.getByRole('tab', { name: 'Additional info' }).click();
    await expect(form.getByRole('combobox', { name: 'Pay group' })).toHaveCount(0);
    const city = `Boulder ${Date.now().toString(36)}`;
    await form.getByRole('textbox', { name: 'City', exact: true }).fill(city);
    await form.getByRole('textbox', { name: 'Country', exact: true }).fill('US');
    await form.getByRole('tab', { name: 'Main info' }).click();
    await page.getByTestId('employee-photo-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(form.getByRole('button', { name: 'Replace photo' })).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');
    await page.reload();
    await expect(form.getByRole('heading').getByRole('img', { name: 'Photo' })).toBeVisible();
    await form.getByRole('tab', { name: 'Additional info' }).click();
    await expect(form.getByRole('textbox', { name: 'City', exact: true })).toHaveValue(city);

    await form.getByRole('tab', { name: 'Authentication' }).click();
    await expect(form.getByRole('button', { name: 'Send invite e-mail' })).toHaveCount(0);
    await expect(form.getByLabel('Current password')).toBeVisible();
    // The employees screen itself is not theirs.
    await page.goto('/settings/employees/');
    await expect(page.getByRole('button', { name: 'New Employee' })).toHaveCount(0);
  });
});
