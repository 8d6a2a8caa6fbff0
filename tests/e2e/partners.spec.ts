import { expect, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

/**
 * Issue 13: a customer signs up through a partner link with a discount code (a tampered price is
 * ignored), the partner sees it among its customers with the purchase, a company buys 5 more Time
 * seats mid-contract (prorated), the global administrator sees both partners, and another partner's
 * customer is a 404.
 */
test.describe.configure({ mode: 'serial' });

test('a new customer signs up through a partner link with a discount code; a tampered price is ignored', async ({
  page,
}) => {
  await page.goto('/create-account/coastal-demo');
  await expect(page.getByText('Offered by Coastal Resellers')).toBeVisible();
  await page.getByLabel('Time seats').fill('3');
  await page.getByLabel('Discount code').fill('WAVE20');
  await expect(page.getByText('Discount of 20% applied.')).toBeVisible();
  // 3 x $90.00 = $270.00, less 20 % = $216.00
  await expect(page.getByTestId('amount-bill')).toHaveText('$216.00');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please check the form for errors.')).toBeVisible();
  await page.getByLabel('Company name').fill('Harbor Electric');
  await page.getByLabel('First name').fill('Hal');
  await page.getByLabel('Last name').fill('Harbor');
  await page.getByLabel('E-mail').fill('hal@harbor.example');
  await page.getByLabel('User name').fill('hal.harbor');
  await expect(page.getByText('Card payments are not configured')).toBeVisible();
  // The browser claims a price of one cent per seat: the server prices the line itself.
  await page.route('**/api/signup', async (route) => {
    const body = route.request().postDataJSON();
    body.licenses = body.licenses.map((l: Record<string, unknown>) => ({ ...l, price: 1 }));
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your account is ready' })).toBeVisible();
  await expect(page.getByText('Amount: $216.00.')).toBeVisible();
});

test('the sign-up page needs a token', async ({ page }) => {
  await page.goto('/create-account/');
  await expect(page.getByText('A token is required to visit this page.')).toBeVisible();
});

test('the partner sees its new customer and the purchase; another partner’s customer is a 404', async ({
  page,
}) => {
  await signIn(page, 'partner2');
  await page.goto('/customers/');
  await expect(page.getByRole('rowgroup').filter({ hasText: 'Coastal Resellers' })).toBeVisible();
  await page.getByRole('button', { name: 'Harbor Electric' }).click();
  await page.getByRole('tab', { name: 'Purchase history' }).click();
  const row = page.getByTestId('billing-row').first();
  await expect(row).toContainText('$216.00');
  await expect(row).toContainText('WAVE20');
  await expect(row).toContainText('Invoice to be paid');
  await page.getByRole('tab', { name: 'Licenses' }).click();
  await expect(page.getByTestId('licence-time')).toContainText('3');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByTestId('user-row').first()).toContainText('Hal Harbor (administrator)');
  await expect(page.getByTestId('user-row').first()).toContainText('All roles');
  await expect(page.getByRole('button', { name: 'Northwind Field Services' })).toHaveCount(0);
  const mine = await page.request.get('/api/Company');
  expect(((await mine.json()) as { name: string }[]).map((c) => c.name)).toEqual(['Harbor Electric']);
  const northwind = await page.request.get('/api/Partner');
  expect(((await northwind.json()) as { name: string }[]).map((p) => p.name)).toEqual(['Coastal Resellers']);
});

test('the new customer’s administrator sets a password from the e-mailed link and runs the new company', async ({
  page,
  browser,
}) => {
  await signIn(page, 'partner2');
  const companies = (await (await page.request.get('/api/Company')).json()) as { id: string; name: string }[];
  const harbor = companies.find((c) => c.name === 'Harbor Electric')!;
  const outbox = (await (
    await page.request.get('/api/Outbox', { headers: { 'X-Company-Id': harbor.id } })
  ).json()) as { to: string; body: string }[];
  const mail = outbox.find((m) => m.to === 'hal@harbor.example')!;
  const token = /\/logon\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
  const reset = await page.request.post('/api/account/resetpw', {
    data: { token, password: 'Demo-1234' },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(reset.status()).toBe(200);
  const hal = await browser.newPage();
  await signIn(hal, 'hal.harbor');
  const identity = await (await hal.request.get('/api/account/identity')).json();
  expect(identity.company.name).toBe('Harbor Electric');
  expect(identity.employee.isAdministrator).toBe(true);
  await hal.goto('/settings/account/promotion');
  await expect(hal.getByText(/Harbor Electric: 12 months contract/)).toBeVisible();
  await hal.close();
});

test('another partner’s customer id is a 404', async ({ page, browser }) => {
  await signIn(page, 'global');
  const all = (await (await page.request.get('/api/Company')).json()) as { id: string; name: string }[];
  const northwind = all.find((c) => c.name === 'Northwind Field Services')!;
  const other = await browser.newPage();
  await signIn(other, 'partner2');
  expect((await other.request.get(`/api/Company/${northwind.id}`)).status()).toBe(404);
  await other.close();
});

test('the company buys 5 more Time seats mid-contract: the prorated amount is shown and billed', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/settings/account/promotion');
  await expect(page.getByText(/Northwind Field Services: 12 months contract/)).toBeVisible();
  await page.getByLabel('Time seats').fill('5');
  await expect(page.getByTestId('amount-prorated')).toBeVisible();
  const billed = (await page.getByTestId('amount-bill').textContent())!;
  expect(billed).toMatch(/^\$\d+\.\d\d$/);
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, 'Purchase completed.');
  const bills = (await (await page.request.get('/api/BillingRecord')).json()) as {
    amount: number;
    kind: string;
  }[];
  expect(bills[0]!.kind).toBe('prorated');
  expect(`$${(bills[0]!.amount / 100).toFixed(2)}`).toBe(billed);
});

test('the global administrator sees both partners and their discount codes', async ({ page }) => {
  await signIn(page, 'global');
  await page.goto('/channel-accounts/');
  await expect(page.getByRole('button', { name: 'Summit Channel Partners' })).toBeVisible();
  await page.getByRole('button', { name: 'Coastal Resellers' }).click();
  await expect(page.getByTestId('signup-link')).toContainText('/create-account/coastal-demo');
  await expect(page.getByTestId('discount-code-row').first()).toBeVisible();
  await page.goto('/customers/');
  await expect(page.getByRole('rowgroup').filter({ hasText: 'Summit Channel Partners' })).toBeVisible();
  await expect(page.getByRole('rowgroup').filter({ hasText: 'Coastal Resellers' })).toBeVisible();
});

test('a partner opens a customer’s console to support it: banner, audit log, leave', async ({ page }) => {
  await signIn(page, 'partner');
  await page.goto('/customers/');
  await page.getByRole('button', { name: 'Bluebird Landscaping' }).click();
  await page.getByRole('button', { name: 'Open console' }).click();
  await expect(page.getByTestId('support-banner')).toContainText('You are supporting Bluebird Landscaping.');
  await expect(page.getByRole('link', { name: 'Bluebird Landscaping' })).toBeVisible();
  const employees = await page.request.get('/api/Employee', { headers: { 'X-Company-Id': 'x' } });
  expect(employees.status()).toBe(403);
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/customers\/$/);
  await expect(page.getByTestId('support-banner')).toHaveCount(0);
});

test('cancel account clears the contract expiry; un-ticking restores it; a past renewal date is refused', async ({
  page,
}) => {
  await signIn(page, 'global');
  await page.goto('/customers/');
  await page.getByRole('button', { name: 'Bluebird Landscaping' }).click();
  const expiry = page.getByTestId('contract-expiry');
  const before = await expiry.inputValue();
  expect(before).toMatch(/^\d{4}-\d{2}-01$/);
  await page.getByRole('checkbox', { name: 'Cancel account' }).click();
  await expect(expiry).toHaveValue('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Saved');
  const row = page.getByRole('row').filter({ hasText: 'Bluebird Landscaping' });
  await expect(row).toContainText('Canceling');
  await page.getByRole('checkbox', { name: 'Cancel account' }).click();
  await expect(expiry).toHaveValue(before);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row).toContainText(before);
  await expiry.fill('2020-01-01');
  await expect(page.getByText('The renewal date must be tomorrow or later.')).toBeVisible();
});

test('the sign-up page speaks Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('wm.language', JSON.stringify('es')));
  await page.goto('/create-account/summit-demo/monthly');
  await expect(page.getByRole('heading', { name: 'Cree su cuenta' })).toBeVisible();
  await expect(page.getByText('Ofrecido por Summit Channel Partners')).toBeVisible();
  await page.getByLabel('Puestos de Tiempo').fill('2');
  // monthly variant: 2 x $8.00
  await expect(page.getByTestId('amount-bill')).toHaveText('$16.00');
  await expect(page.getByText('Importe a pagar ahora')).toBeVisible();
});
