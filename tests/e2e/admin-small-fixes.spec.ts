import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test.describe('Administration defects of issue 19', () => {
  test('an employee CSV with only FirstName, LastName, Email imports without errors', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, 'admin');
    await page.goto('/settings/employees/');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'new-staff.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `FirstName,LastName,Email\nCsv,Onlyname${stamp},csv.${stamp}@example.com\nCsv,Second${stamp},\n`,
      ),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText(/2 created\s*0 updated/)).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Rows with errors' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByText(`Onlyname${stamp}`)).toBeVisible();
  });
});

test.describe('Kiosk at a shared device (issue 19)', () => {
  test('the one-minute check comes before the disclaimer, and a refusal returns to the PIN pad', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    // A new field employee of our own with a free PIN, so no other test's records change.
    const H = { 'X-Requested-With': 'e2e' };
    const roles = await (await page.request.get("/api/Role?filter=name eq 'Field Employee'")).json();
    const pinCode = String(9000 + Math.floor(Math.random() * 999));
    const created = await page.request.post('/api/Employee', {
      headers: H,
      data: {
        firstName: 'Kiki',
        lastName: `Kiosk${pinCode}`,
        code: `K${pinCode}`,
        pin: pinCode,
        user: { userName: `kiki${pinCode}` },
        roleIds: [roles[0].id],
      },
    });
    expect(created.status()).toBe(200);

    await page.goto('/time/kiosk/');
    const pin = page.getByLabel('PIN (4 digits)');
    const who = page.getByText(`Kiki Kiosk${pinCode}`);
    const enter = async (code: string) => {
      await expect(pin).toBeVisible({ timeout: 8000 });
      await pin.fill(code);
    };
    // A refusal (an employee without the time-tracking privilege) also returns to the PIN pad.
    await enter('1008');
    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Clock IN' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'time-tracking privilege' }).first(),
    ).toBeVisible();
    await expect(pin).toBeVisible({ timeout: 6000 });
    await expect(page.getByText('Hana Hughes')).toHaveCount(0);

    await enter(pinCode);
    await expect(who).toBeVisible();
    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Clock IN' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Clock IN successful.' }).first()).toBeVisible();

    // Straight back: Clock OUT is refused before any disclaimer is asked...
    await enter(pinCode);
    await expect(who).toBeVisible();
    await page.getByRole('button', { name: 'Clock OUT' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'The elapsed time between IN and OUT must be at least 1 minute.' })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // ...and the kiosk leaves the employee within seconds, with no ready button for the next person.
    await expect(pin).toBeVisible({ timeout: 6000 });
    await expect(who).toHaveCount(0);
  });
});

test.describe('Number-only fields (service spec 5, issue 19)', () => {
  test('an overtime cutoff takes digits and a decimal point only and says what is wrong', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/modules/');
    await page.getByRole('tab', { name: 'Overtime Rule', exact: true }).click();
    await page
      .getByRole('region', { name: 'Overtime Rule', exact: true })
      .getByRole('button', { name: 'New', exact: true })
      .click();
    const one = page.getByRole('group', { name: 'Overtime 1' });
    await one.getByRole('checkbox', { name: 'Use Day Cutoff' }).check();
    const cutoff = one.getByLabel('Use Day Cutoff hours');
    // '-2' was answered with 'must be less than or equal to 24': the minus cannot be typed at all.
    await cutoff.pressSequentially('a-');
    await expect(cutoff).toHaveValue('');
    await expect(one.getByText('Only digits and a decimal point can be typed.')).toBeVisible();
    await cutoff.pressSequentially('2.5');
    await expect(cutoff).toHaveValue('2.5');
    await expect(one.getByText('Only digits and a decimal point can be typed.')).toHaveCount(0);
  });

  test('the employee PIN takes digits only and says so', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/employees/');
    await page.getByRole('button', { name: 'New Employee' }).click();
    const pin = page.getByLabel('PIN');
    await pin.pressSequentially('12a.');
    await expect(pin).toHaveValue('12');
    await expect(page.getByText('Only digits can be typed.')).toBeVisible();
  });

  test('the home Time tile of a field employee promises no correcting or approving', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    const tiles = page.getByRole('navigation', { name: 'Modules' });
    await expect(tiles.getByRole('link', { name: /^Time/ })).toBeVisible();
    await expect(tiles).not.toContainText('correct and approve time');
  });
});

test.describe('Company labels in printed reports (issue 19)', () => {
  test('the printed time card takes the company label in its title and columns', async ({ page }) => {
    await signIn(page, 'admin');
    const H = { 'X-Requested-With': 'e2e' };
    const label = async (value: string) => {
      for (const key of ['employee', 'employees']) {
        const res = await page.request.post('/api/Resource', {
          headers: H,
          data: { key, value: value && key === 'employees' ? `${value}s` : value },
        });
        expect(res.status()).toBeLessThan(300);
      }
    };
    await label('Crew member');
    try {
      const parameter = {
        report: {
          key: 'employee-time-card',
          name: 'Employee Time Card',
          multiReport: false,
          useDirective: true,
        },
        printOption: {
          oneItemPerpage: false,
          includeNotes: false,
          includeSignatures: false,
          printEmployeeSignatureLine: false,
        },
        criteria: { isOpenTime: true, isOpenBatches: true, isClosedBatches: true },
      };
      await page.goto(
        `/viewReport/employee-time-card/?parameter=${encodeURIComponent(JSON.stringify(parameter))}`,
      );
      await expect(page.getByRole('heading', { name: 'Crew member Time Card', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Employee Time Card' })).toHaveCount(0);
    } finally {
      await label('');
    }
  });
});

test.describe('Recycle bin (issue 19)', () => {
  test('a reversed time batch is listed by a readable name with who and how', async ({ page }) => {
    await signIn(page, 'admin');
    const H = { 'X-Requested-With': 'e2e' };
    const [hana] = await (await page.request.get("/api/Employee?filter=code eq 'E008'")).json();
    const [loc] = await (await page.request.get('/api/Location?top=1')).json();
    const rec = await page.request.post('/api/Time', {
      headers: H,
      data: {
        employee_id: hana.id,
        location_id: loc.id,
        inTimeStamp: '2026-08-04T14:00:00.000Z',
        outTimeStamp: '2026-08-04T22:00:00.000Z',
        inTimeZone: 'America/Denver',
        outTimeZone: 'America/Denver',
      },
    });
    expect(rec.status(), await rec.text()).toBe(200);
    const recId = (await rec.json()).id;
    const closed = await page.request.post('/api/Time/Close', { headers: H, data: { timeIds: [recId] } });
    expect(closed.status(), await closed.text()).toBe(200);
    const batch = (await closed.json()).batches[0];
    const opened = await page.request.post('/api/Time/Open', { headers: H, data: { batchIds: [batch.id] } });
    expect(opened.status()).toBe(200);
    const stored = await (await page.request.get(`/api/TimeBatch/${batch.id}`)).json();

    await page.goto('/settings/recycle-bin/');
    const grid = page.getByRole('grid', { name: 'Recycle Bin' });
    const row = grid.getByRole('row').filter({ hasText: `#${stored.batchId} Hana Hughes` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${stored.payPeriodStartDate} – ${stored.payPeriodEndDate}`);
    await expect(row).toContainText('Time batch');
    await expect(row).toContainText('Alice Admin');
    await expect(row).toContainText('Reverse (back to open time)');
    await expect(row).not.toContainText(batch.id);
  });
});
