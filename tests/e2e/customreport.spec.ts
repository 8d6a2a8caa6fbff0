import { expect, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

/*
 * Custom reports (issue 11 "Custom reports"): the administrator builds a grouped report of time
 * with an aggregate, previews it, saves it and runs it in the report window; a broken filter is
 * refused with the rule's message; the demo manager (Insight Viewer) runs it but cannot save.
 */

test('custom report: build, preview, save, run', async ({ page, context }) => {
  await signIn(page, 'admin');
  await page.goto('/insight/customreport/');
  await expect(page.getByRole('heading', { name: 'Custom Reports' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Report name' }).fill('Hours by task (e2e)');
  await page.getByRole('checkbox', { name: 'Task' }).check();
  await page.getByRole('checkbox', { name: 'Hours' }).check();
  await page.getByRole('combobox', { name: 'Group by' }).selectOption('Task');
  await page.getByRole('button', { name: 'Add aggregate' }).click();
  // A text operator on a number column cannot be chosen; a bad number is named.
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('combobox', { name: 'Filter column' }).selectOption('Hours');
  await page.getByRole('combobox', { name: 'Operator' }).selectOption('gte');
  await page.getByRole('textbox', { name: 'Value' }).fill('lots');
  await expect(page.getByRole('alert')).toContainText("Filter on 'Hours' needs a number.");
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Value' }).fill('0');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('columnheader', { name: 'Sum of Hours' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  const saved = page.getByRole('combobox', { name: 'Saved reports' });
  await expect(saved.getByRole('option', { name: 'Hours by task (e2e)' })).toBeAttached();
  await saved.selectOption({ label: 'Hours by task (e2e)' });
  const [win] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Run' }).click(),
  ]);
  await expect(win).toHaveURL(/\/viewReport\/generic\//);
  await expect(win.getByRole('columnheader', { name: 'Sum of Hours' }).first()).toBeVisible();
});

test('a saved custom report is listed and run in the Insight reports hub; an employee sees none', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, 'admin');
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const saved = await page.request.post('/api/insight/custom-report', {
    headers,
    data: { name: 'Assets by status (hub e2e)', entity: 'assets', columns: ['Asset', 'Status'] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { id } = (await saved.json()) as { id: string };

  await page.goto('/reports/insight/');
  await page.getByRole('button', { name: 'Assets by status (hub e2e)', exact: true }).click();
  await expect(page.getByText('A custom report saved in Custom Reports')).toBeVisible();
  const [win] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Run' }).click(),
  ]);
  await expect(win).toHaveURL(/\/viewReport\/generic\//);
  await expect(win.getByRole('columnheader', { name: 'Asset' }).first()).toBeVisible();
  await win.close();

  // The demo employee has no Insight:View:CustomReport: the list call is refused and the hub lists none.
  const emp = await (await browser.newContext()).newPage();
  await signIn(emp, 'employee');
  expect((await emp.request.get('/api/insight/custom-report')).status()).toBe(403);
  await emp.goto('/reports/insight/');
  await expect(emp.getByRole('button', { name: 'Assets by status (hub e2e)' })).toHaveCount(0);
  await emp.context().close();
  // Leave nothing behind for other specs.
  expect((await page.request.delete(`/api/insight/custom-report/${id}`, { headers })).status()).toBe(200);
});
