import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

/** Every built screen of the console (apps/console/src/routes.tsx BUILT) and home. */
const BUILT_SCREENS = [
  '/',
  '/time/editor/',
  '/time/clock/',
  '/time/kiosk/',
  '/time/timesheet/',
  '/time/timeSheets/',
  '/assets/inventory/',
  '/reports/my-favorites/',
  '/reports/time/',
  '/reports/insight/',
  '/reports/asset/',
  '/reports/service/',
  '/reports/admin/',
  '/my-account/my-profile/',
  '/settings/account/',
  '/settings/modules/',
  '/settings/user-roles/',
  '/settings/massassign/',
  '/settings/employees/',
  '/settings/locations/',
  '/settings/tasks/',
  '/settings/devices/',
  '/settings/integrations/',
  '/settings/recycle-bin/',
  '/tickets/tickets/',
  '/tickets/triage/',
];

const PHONE = { width: 390, height: 844 };

/** Widths of the document and the widest element that sticks out to the right (for the message). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const width = document.documentElement.scrollWidth;
    let widest = '';
    if (width > vw) {
      let max = vw;
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect();
        if (r.right > max + 0.5) {
          max = r.right;
          widest = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} (${Math.round(r.right)}px)`;
        }
      }
    }
    return { width, vw, widest };
  });
}

test.describe('Phones at 390 x 844 (issue 19)', () => {
  test.use({ viewport: PHONE });

  test('no built screen scrolls sideways', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    const problems: string[] = [];
    for (const path of BUILT_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const o = await overflow(page);
      if (o.width > o.vw) problems.push(`${path}: ${o.width} px > ${o.vw} px, widest ${o.widest}`);
    }
    expect(problems).toEqual([]);
  });

  test('the side menu is a drawer under a visible top bar', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/employees/');
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    // No side column: the section menu waits in the drawer.
    await expect(page.getByRole('navigation', { name: 'Section menu' })).toHaveCount(0);
    const open = banner.getByRole('button', { name: 'Open menu' });
    await open.click();
    const side = page.getByRole('navigation', { name: 'Section menu' });
    await expect(side.getByRole('link', { name: 'Locations' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Time' }),
    ).toBeVisible();
    await expect(banner).toBeVisible();
    // Close with the same button.
    await banner.getByRole('button', { name: 'Close menu' }).click();
    await expect(side).toHaveCount(0);
    // A link chosen in the drawer opens its page and closes the drawer.
    await open.click();
    await page
      .getByRole('navigation', { name: 'Section menu' })
      .getByRole('link', { name: 'Locations' })
      .click();
    await expect(page).toHaveURL(/\/settings\/locations\/$/);
    await expect(page.getByRole('navigation', { name: 'Section menu' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
    await expect(banner).toBeVisible();
  });

  test('the clock fits: Location and Clock IN are inside the screen', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/time/clock/');
    const clockIn = page.getByRole('button', { name: 'Clock IN' });
    await expect(clockIn).toBeVisible();
    for (const el of [clockIn, page.getByRole('combobox', { name: 'Location' })]) {
      const box = await el.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    const o = await overflow(page);
    expect(o.width, o.widest).toBeLessThanOrEqual(o.vw);
  });

  test('the time editor shows each record as a card with its detail below', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/time/editor/');
    const cards = page.getByTestId('time-editor-list').getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    for (const term of ['In', 'Out', 'Total'])
      await expect(first.getByText(term, { exact: true })).toBeVisible();
    const box = await first.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    // The employee's name arrives by lookup after the card: wait for it, not its id.
    await expect(first.locator('strong')).not.toHaveText(/^[0-9a-f-]{36}$/);
    const name = (await first.locator('strong').textContent()) ?? '';
    await first.click();
    await expect(page.getByText('1 selected')).toBeVisible();
    const detail = page.getByRole('region', { name: 'Details' });
    await expect(detail.getByRole('tab', { name: 'Time record' })).toBeInViewport();
    await expect(detail.getByText(name, { exact: true })).toBeVisible();
    const o = await overflow(page);
    expect(o.width, o.widest).toBeLessThanOrEqual(o.vw);
  });
});

test.describe('Wide screens (issue 19)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the Roles table shows its columns without cutting their text', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/user-roles/');
    const grid = page.getByRole('grid', { name: 'Role' });
    for (const header of ['Name', 'Module', 'Privileges', 'Status']) {
      const cell = grid.getByRole('columnheader', { name: header });
      await expect(cell).toBeInViewport({ ratio: 1 });
      const cut = await cell.evaluate((el) => {
        const g = el.closest('[role="grid"]')!.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        const label = el.querySelector('span')!;
        return r.right > g.right + 0.5 || label.scrollWidth > label.clientWidth;
      });
      expect(cut, header).toBe(false);
    }
  });
});
