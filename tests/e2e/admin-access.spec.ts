import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { choose, expectToast, PASSWORD, signIn } from './helpers';

const H = { 'X-Requested-With': 'e2e' };
type Audit = Record<string, { quantity: number; used: number; assignedUserIds: string[] }>;
type Emp = { id: string; user_id: string; roleIds: string[]; isAdministrator: boolean; fullName: string };
type Role = { id: string; name: string; moduleId: string; privileges: string[] };

async function api(baseURL: string, userName: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL, extraHTTPHeaders: H });
  const r = await ctx.post('/api/account/logon', { data: { userName, password: PASSWORD } });
  expect(r.ok()).toBe(true);
  return ctx;
}

const getJson = async <T>(ctx: APIRequestContext | Page['request'], url: string): Promise<T> => {
  const r = await ctx.get(url, { headers: H });
  expect(r.ok(), `${url}: ${r.status()}`).toBe(true);
  return (await r.json()) as T;
};

/** Chooses a role in the Mass Assign roles picker (a multi-select popover of checkboxes). */
async function pickRole(page: Page, name: string) {
  await page.getByLabel('Roles', { exact: true }).click();
  await page.getByRole('checkbox', { name, exact: true }).check();
}

/** Sets the demo company's seats of one module as the global administrator (service spec 3). */
async function setSeats(global: APIRequestContext, companyId: string, module: string, n: number) {
  const r = await global.post('/api/Company', {
    data: { id: companyId, licenseSeats: { [module]: n } },
    headers: { ...H, 'X-Company-Id': companyId },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

test.describe('Roles, licences and mass assign (service spec 3-7)', () => {
  test.describe.configure({ mode: 'serial' });

  test("an administrator edits a role's privileges in the tri-state tree", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/user-roles/');
    await expect(page.getByRole('heading', { name: 'User Roles', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Roles', exact: true }).click();
    await page.getByText('Field Employee', { exact: true }).first().click();
    const tree = page.getByRole('tree', { name: 'Privileges' });
    await expect(tree).toBeVisible();
    // A parent with only some children held is half-checked; a leaf is checked or not.
    const myTime = tree.getByRole('treeitem', { name: /View · My time records$/ });
    await expect(myTime).toHaveAttribute('aria-checked', 'mixed');
    const kiosk = tree.getByRole('treeitem', { name: 'Execute · Kiosk clock', exact: true });
    await expect(kiosk).toHaveAttribute('aria-checked', 'false');
    // Give Kiosk clock and the whole "Others' time records" subtree, then save.
    await kiosk.click();
    await expect(kiosk).toHaveAttribute('aria-checked', 'true');
    await tree.getByRole('treeitem', { name: "Edit · Task of others' time", exact: true }).click();
    // The child brought its parents, which are now partly held.
    const othersTime = tree.getByRole('treeitem', { name: /View · Others' time records$/ });
    await expect(othersTime).toHaveAttribute('aria-checked', 'mixed');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');
    const roles = await getJson<Role[]>(page.request, '/api/Role');
    const role = roles.find((r) => r.name === 'Field Employee')!;
    expect(role.privileges).toEqual(
      expect.arrayContaining([
        'Time:Execute:KioskClock',
        'Time:View:OthersTime',
        'Time:Edit:OthersTime',
        'Time:Edit:OthersTimeTask',
      ]),
    );
    // Take them away again (a click on a checked node clears its subtree).
    await page.getByText('Field Employee', { exact: true }).first().click();
    await kiosk.click();
    // Mixed -> all checked -> none.
    await othersTime.click();
    await expect(othersTime).toHaveAttribute('aria-checked', 'true');
    await othersTime.click();
    await expect(othersTime).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');
    const back = (await getJson<Role[]>(page.request, '/api/Role')).find((r) => r.id === role.id)!;
    expect(back.privileges).not.toContain('Time:Execute:KioskClock');
    expect(back.privileges.some((p) => p.includes('OthersTime'))).toBe(false);
  });

  test('an administrator creates a role of a module, then deletes it', async ({ page }) => {
    await signIn(page, 'admin');
    const name = `Budget Reader ${Date.now().toString(36)}`;
    await page.goto('/settings/user-roles/');
    await page.getByRole('tab', { name: 'Roles', exact: true }).click();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    // Name is required (the spec message, flagged on the field).
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Name is required.');
    await page.getByLabel('Role name').fill(name);
    await choose(page, 'Module', 'Insight');
    const tree = page.getByRole('tree', { name: 'Privileges' });
    await tree.getByRole('treeitem', { name: /View · Budget$/ }).click();
    await expect(tree.getByRole('treeitem', { name: /View · Budget$/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');
    const role = (await getJson<Role[]>(page.request, '/api/Role')).find((r) => r.name === name)!;
    expect(role.moduleId).toBe('Insight');
    expect([...role.privileges].sort()).toEqual(['Insight:Edit:Budget', 'Insight:View:Budget']);

    await page.getByText(name, { exact: true }).first().click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Delete' }).click();
    await expectToast(page, 'Deleted');
    expect((await getJson<Role[]>(page.request, '/api/Role')).some((r) => r.id === role.id)).toBe(false);
  });

  test('the User Roles matrix: administrators hold all roles; a role is given while a seat is free', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/user-roles/');
    await page.getByRole('tab', { name: 'User Roles', exact: true }).click();
    const matrix = page.getByTestId('role-matrix');
    await expect(matrix).toBeVisible();
    const adminCell = matrix.getByRole('checkbox', { name: 'Insight Viewer for Alice Admin' });
    await expect(adminCell).toBeChecked();
    await expect(adminCell).toBeDisabled();
    // No user name, no roles.
    await expect(matrix.getByRole('checkbox', { name: 'Insight Viewer for Hana Hughes' })).toBeDisabled();

    const fiona = matrix.getByRole('checkbox', { name: 'Insight Viewer for Fiona Fields' });
    await expect(fiona).not.toBeChecked();
    await fiona.click();
    await expectToast(page, 'Saved');
    await expect(fiona).toBeChecked();
    await page.getByRole('tab', { name: 'Licenses' }).click();
    await expect(page.getByTestId('licence-audit').getByRole('row', { name: /Insight/ })).toContainText(
      'Fiona Fields',
    );
    await page.getByRole('tab', { name: 'User Roles', exact: true }).click();
    await matrix.getByRole('checkbox', { name: 'Insight Viewer for Fiona Fields' }).click();
    await expectToast(page, 'Saved');
    await expect(matrix.getByRole('checkbox', { name: 'Insight Viewer for Fiona Fields' })).not.toBeChecked();
  });

  test("licences used up: the role picker is disabled, the administrator toggle reverts with 'Not enough licenses.' and mass assign refuses", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'admin');
    const company = (await getJson<{ company: { id: string } }>(page.request, '/api/account/identity'))
      .company.id;
    const global = await api(baseURL!, 'global');
    const before = await getJson<Audit>(page.request, '/api/LicenseAudit');
    const insight = before['system-Insight']!;
    const emps = await getJson<Emp[]>(page.request, "/api/Employee?filter=code eq 'E006' or code eq 'E007'");
    const fiona = emps.find((e) => e.fullName === 'Fiona Fields')!;
    await setSeats(global, company, 'Insight', insight.assignedUserIds.length);
    try {
      // Employee detail, permission tab.
      await page.goto(`/settings/employees/?id=${fiona.id}`);
      await page.getByRole('tab', { name: 'Permission' }).click();
      const insightRoles = page.getByRole('button', { name: 'Insight roles' });
      await expect(insightRoles).toBeDisabled();
      await expect(page.getByText('No licenses left for this module.')).toBeVisible();
      const toggle = page.getByRole('switch', { name: 'Administrator' });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expectToast(page, 'Not enough licenses.');
      await expect(toggle).not.toBeChecked();
      expect((await getJson<Emp>(page.request, `/api/Employee/${fiona.id}`)).isAdministrator).toBe(false);

      // Mass assign: two employees, an Insight role -> refused before anything is written.
      await page.goto('/settings/massassign/');
      await expect(page.getByRole('heading', { name: 'Mass Assign', level: 1 })).toBeVisible();
      await page.getByRole('checkbox', { name: 'Select Fiona Fields' }).check();
      await page.getByRole('checkbox', { name: 'Select Gabriel Garcia' }).check();
      await pickRole(page, 'Insight · Insight Viewer');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      await expectToast(page, 'Assignment exceeds available licenses');
      expect(await getJson<Audit>(page.request, '/api/LicenseAudit')).toEqual({
        ...before,
        'system-Insight': { ...insight, quantity: insight.assignedUserIds.length },
      });
      // The server refuses the same call too.
      const direct = await page.request.post('/api/massassign', {
        headers: H,
        data: {
          employeeIds: emps.map((e) => e.id),
          roleIds: [
            (await getJson<Role[]>(page.request, '/api/Role')).find((r) => r.name === 'Insight Viewer')!.id,
          ],
        },
      });
      expect(direct.status()).toBe(409);
      expect((await direct.json()).message).toBe('Assignment exceeds available licenses');
    } finally {
      await setSeats(global, company, 'Insight', insight.quantity);
      await global.dispose();
    }

    // With seats again, mass assign gives the role and the licence audit shows it.
    await page.reload();
    await page.getByRole('checkbox', { name: 'Select Fiona Fields' }).check();
    await page.getByRole('checkbox', { name: 'Select Gabriel Garcia' }).check();
    await pickRole(page, 'Insight · Insight Viewer');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectToast(page, '2 employees updated.');
    const after = await getJson<Audit>(page.request, '/api/LicenseAudit');
    for (const e of emps) expect(after['system-Insight']!.assignedUserIds).toContain(e.user_id);
    // And takes it away again.
    await page.getByRole('checkbox', { name: 'Select Fiona Fields' }).check();
    await page.getByRole('checkbox', { name: 'Select Gabriel Garcia' }).check();
    await pickRole(page, 'Insight · Insight Viewer');
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Roles action' }).click();
    await page.getByRole('option', { name: 'Take roles away' }).click();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectToast(page, '2 employees updated.');
    expect(await getJson<Audit>(page.request, '/api/LicenseAudit')).toEqual(before);
  });

  test('a permission set made in the console limits what an employee reads (service spec 6)', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'admin');
    const locations = await getJson<{ id: string; name: string; parent_id: string | null }[]>(
      page.request,
      '/api/Location',
    );
    const office = locations.find((l) => !l.parent_id)!;
    const eli = (await getJson<Emp[]>(page.request, "/api/Employee?filter=code eq 'E005'"))[0]!;
    const fiona = (await getJson<Emp[]>(page.request, "/api/Employee?filter=code eq 'E006'"))[0]!;
    const name = `Only ${office.name} ${Date.now().toString(36)}`;

    await page.goto('/settings/user-roles/');
    await page.getByRole('tab', { name: 'Permission Sets', exact: true }).click();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: /^Locations: / }).click();
    await page.getByRole('treeitem', { name: office.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: `Locations: ${office.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');

    // Give it to Eli on his permission tab.
    await page.goto(`/settings/employees/?id=${eli.id}`);
    await page.getByRole('tab', { name: 'Permission' }).click();
    const tab = page.getByRole('region', { name: 'Permissions' });
    await tab.getByLabel('Permission sets', { exact: true }).click();
    await page.getByRole('checkbox', { name, exact: true }).check();
    await page.keyboard.press('Escape');
    await tab.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');

    try {
      const emp = await api(baseURL!, 'employee');
      const seen = await getJson<{ id: string }[]>(emp, '/api/Location');
      expect(seen.map((l) => l.id)).toEqual([office.id]);
      expect((await getJson<{ locationIds: string[] }>(emp, '/api/permissions/allowed')).locationIds).toEqual(
        [office.id],
      );
      await emp.dispose();
      // Several employees: the intersection (Fiona is not limited).
      const both = await getJson<{ locationIds: string[] | null; taskIds: string[] | null }>(
        page.request,
        `/api/permissions/allowed?employeeIds=${eli.id},${fiona.id}`,
      );
      expect(both.locationIds).toEqual([office.id]);
    } finally {
      const r = await page.request.post('/api/Employee', {
        headers: H,
        data: { id: eli.id, permissionSetIds: [] },
      });
      expect(r.ok()).toBe(true);
    }
  });

  test('mass assign adds and removes a permission set and sets the pay group', async ({ page }) => {
    await signIn(page, 'admin');
    const set = await page.request.post('/api/PermissionSet', {
      headers: H,
      data: { name: `Mass set ${Date.now().toString(36)}`, allLocations: true },
    });
    expect(set.ok()).toBe(true);
    const setId = ((await set.json()) as { id: string }).id;
    const setName = ((await set.json()) as { name: string }).name;
    type PayEmp = Emp & { payGroup_id: string | null; permissionSetIds?: string[] };
    const emps = await getJson<PayEmp[]>(
      page.request,
      "/api/Employee?filter=code eq 'E006' or code eq 'E007'",
    );
    const groups = await getJson<{ id: string; name: string }[]>(page.request, '/api/PayGroup');
    const other = groups.find((g) => emps.every((e) => e.payGroup_id !== g.id))!;

    await page.goto('/settings/massassign/');
    await page.getByRole('checkbox', { name: 'Select Fiona Fields' }).check();
    await page.getByRole('checkbox', { name: 'Select Gabriel Garcia' }).check();
    await page.getByLabel('Permission sets', { exact: true }).click();
    await page.getByRole('checkbox', { name: setName, exact: true }).check();
    await page.keyboard.press('Escape');
    await choose(page, 'Pay group', other.name);
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectToast(page, '2 employees updated.');
    for (const e of emps) {
      const now = await getJson<PayEmp>(page.request, `/api/Employee/${e.id}`);
      expect(now.permissionSetIds).toContain(setId);
      expect(now.payGroup_id).toBe(other.id);
    }

    // Remove the set again (pay group kept as chosen), then put the pay groups back by API.
    await page.reload();
    await page.getByRole('checkbox', { name: 'Select Fiona Fields' }).check();
    await page.getByRole('checkbox', { name: 'Select Gabriel Garcia' }).check();
    await page.getByLabel('Permission sets', { exact: true }).click();
    await page.getByRole('checkbox', { name: setName, exact: true }).check();
    await page.keyboard.press('Escape');
    await choose(page, 'Sets and profiles action', 'Remove');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectToast(page, '2 employees updated.');
    for (const e of emps) {
      const now = await getJson<PayEmp>(page.request, `/api/Employee/${e.id}`);
      expect(now.permissionSetIds ?? []).not.toContain(setId);
      const r = await page.request.post('/api/Employee', {
        headers: H,
        data: { id: e.id, payGroup_id: e.payGroup_id },
      });
      expect(r.ok()).toBe(true);
    }
  });

  test('the role picker is hidden for a module the company has no licences of', async ({ page }) => {
    // Bluebird Landscaping licenses Time and Forms only.
    await signIn(page, 'admin2');
    const emps = await getJson<Emp[]>(page.request, '/api/Employee');
    const someone = emps.find((e) => !e.isAdministrator) ?? emps[0]!;
    await page.goto(`/settings/employees/?id=${someone.id}`);
    await page.getByRole('tab', { name: 'Permission' }).click();
    const tab = page.getByRole('region', { name: 'Permissions' });
    await expect(tab.getByLabel('System roles', { exact: true })).toBeVisible();
    await expect(tab.getByLabel('Time roles', { exact: true })).toBeVisible();
    await expect(tab.getByLabel('Forms roles', { exact: true })).toBeVisible();
    for (const hidden of ['Assets roles', 'Insight roles', 'Service roles'])
      await expect(tab.getByLabel(hidden, { exact: true })).toHaveCount(0);
    // The matrix and the licence audit list only what the company has.
    await page.goto('/settings/user-roles/');
    await page.getByRole('tab', { name: 'Licenses', exact: true }).click();
    const audit = page.getByTestId('licence-audit');
    await expect(audit.getByRole('row', { name: /^Assets/ })).toContainText('0');
  });

  test('a non-administrator without the privileges cannot open the screens nor read roles', async ({
    page,
  }) => {
    await signIn(page, 'employee');
    await page.goto('/settings/user-roles/');
    await expect(page.getByRole('heading', { name: 'User Roles', level: 1 })).toHaveCount(0);
    expect((await page.request.get('/api/Role', { headers: H })).status()).toBe(403);
    expect((await page.request.get('/api/PermissionSet', { headers: H })).status()).toBe(403);
    const r = await page.request.post('/api/massassign', {
      headers: H,
      data: { employeeIds: ['x'], roleIds: ['y'] },
    });
    expect(r.status()).toBe(403);
  });
});
