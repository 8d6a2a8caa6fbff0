import { expect, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

/**
 * Issue 13, second round: the settings tab of a customer in /customers/ (saved by its partner or
 * the global administrator with the company's own rules).
 */
test.describe.configure({ mode: 'serial' });

test('the global administrator edits a customer’s settings in its settings tab; a bad value is refused', async ({
  page,
}) => {
  await signIn(page, 'global');
  await page.goto('/customers/');
  await page.getByRole('button', { name: 'Bluebird Landscaping' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const threshold = page.getByLabel('Recognition threshold');
  await threshold.fill('5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Threshold must be between 10 and 100.').first()).toBeVisible();
  await threshold.fill('65');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Settings Saved');
  await page.reload();
  await page.getByRole('button', { name: 'Bluebird Landscaping' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('Recognition threshold')).toHaveValue('65');
});

test('a partner sets a customer’s payment contact in its dialog; a bad e-mail is refused', async ({
  page,
}) => {
  await signIn(page, 'partner');
  await page.goto('/customers/');
  await page.getByRole('button', { name: 'Northwind Field Services' }).click();
  await page.getByRole('button', { name: 'Payment contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment contact info' });
  await dialog.getByLabel('Contact name').fill('Pat Payer');
  await dialog.getByLabel('Contact e-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Invalid e-mail address.')).toBeVisible();
  await dialog.getByLabel('Contact e-mail').fill('pat@northwind.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Northwind Field Services' }).click();
  await page.getByRole('button', { name: 'Payment contact' }).click();
  await expect(page.getByRole('dialog').getByLabel('Contact e-mail')).toHaveValue('pat@northwind.example');
});

test('GET ComputedAmounts answers in the spec’s call shape for the signed-in company; a bad quantity is named', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const ok = await page.request.get('/api/ComputedAmounts?singleGrab=true&timeQuantity=5&period=2');
  expect(ok.status()).toBe(200);
  const amounts = await ok.json();
  expect(Number.isInteger(amounts.billAmount)).toBe(true);
  expect(amounts.billAmount).toBeGreaterThan(0);
  const bad = await page.request.get('/api/ComputedAmounts?timeQuantity=lots');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toBe('timeQuantity: Quantity must be a whole number.');
});
