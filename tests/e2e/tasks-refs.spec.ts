import { expect, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

// Issue 15 §5: the tasks editor lacked the division, department and pay code rule that the server
// checks (each must be a record of the company). The administrator sets them on a new task, they
// are stored and read back; the field employee cannot save tasks at all. The demo company calls its
// divisions 'Region' (company labels), so the division picker is found by either word.

const DIVISION = /^(Division|Region)$/;

test('a task takes a division, a department and a pay code rule', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings/tasks/');
  await page.getByRole('button', { name: 'New task', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('E2E Task refs');
  await choose(page, DIVISION);
  await choose(page, 'Department');
  await choose(page, 'Pay code rule');
  const picked = {
    division: await page.getByRole('combobox', { name: DIVISION }).inputValue(),
    department: await page.getByRole('combobox', { name: 'Department' }).inputValue(),
    payCodeRule: await page.getByRole('combobox', { name: 'Pay code rule' }).inputValue(),
  };
  expect(picked.division).not.toBe('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');

  await page.reload();
  await page.getByRole('treeitem', { name: 'E2E Task refs' }).click();
  await expect(page.getByRole('combobox', { name: DIVISION })).toHaveValue(picked.division);
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue(picked.department);
  await expect(page.getByRole('combobox', { name: 'Pay code rule' })).toHaveValue(picked.payCodeRule);

  // The server stored them as ids of the company's records.
  const tasks = await (
    await page.request.get(`/api/Task?filter=${encodeURIComponent("name eq 'E2E Task refs'")}`)
  ).json();
  expect(tasks[0]).toMatchObject({
    division_id: expect.any(String),
    department_id: expect.any(String),
    payCodeRule_id: expect.any(String),
  });
  // A division that is no record of the company is refused by name.
  const bad = await page.request.post('/api/Task', {
    headers: { 'X-Requested-With': 'e2e' },
    data: { id: tasks[0].id, name: 'E2E Task refs', division_id: 'no-such-division' },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toMatch(/Division/);
});

test('the field employee may not save a task with a division', async ({ page }) => {
  await signIn(page, 'employee');
  const res = await page.request.post('/api/Task', {
    headers: { 'X-Requested-With': 'e2e' },
    data: { name: 'Employee task', division_id: 'x' },
  });
  expect(res.status()).toBe(403);
});
