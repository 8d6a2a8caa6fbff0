import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

// Every path between built screens opens its page (issue 19 §1: from the Time Editor as manager
// or employee, a click on Time Clock changed the address but left the editor on screen). For each
// demo role the test collects the menu items the role sees (top bar, each section's side menu, the
// account menu's My Profile and Settings), then walks a route through the built ones that takes
// every ordered pair (from, to) once, clicking the menus as a user does, and checks after each click
// that the target's page shows: its heading, and its own menu entry highlighted.

/** Screens built in this console (apps/console/src/routes.tsx BUILT); other menu items are planned. */
const BUILT = new Set([
  '/time/clock/',
  '/time/editor/',
  '/time/timesheet/',
  '/time/timeSheets/',
  '/time/kiosk/',
  '/settings/employees/',
  '/my-account/my-profile/',
  '/settings/user-roles/',
  '/settings/massassign/',
  '/settings/locations/',
  '/settings/tasks/',
  '/settings/devices/',
  '/settings/account/',
  '/settings/integrations/',
  '/settings/recycle-bin/',
  '/settings/modules/',
  '/assets/inventory/',
  '/reports/my-favorites/',
  '/reports/time/',
  '/reports/insight/',
  '/insight/customreport/',
  '/reports/asset/',
  '/reports/service/',
  '/reports/admin/',
]);

/** Viewport widths the walk runs at (the phone width joins when the sidebar becomes a drawer). */
export const NAV_WIDTHS: number[] = [1440];
const ROLES = ['admin', 'manager', 'payroll', 'employee'];

/** How a menu item is reached: a side-menu link of a section, or an account-menu entry. */
type Item = {
  path: string;
  /** The top-bar link that opens the item's section ('' for settings and My Profile). */
  section: string;
  via: 'side' | 'account';
};

const topNav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Section menu' });
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).first();
const linkTo = (nav: ReturnType<typeof topNav>, path: string) => nav.locator(`a[href="${path}"]`);

async function hrefs(nav: ReturnType<typeof topNav>): Promise<string[]> {
  if ((await nav.count()) === 0) return [];
  return nav.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

async function openAccountEntry(page: Page, name: 'My Profile' | 'Settings') {
  await page.getByRole('button', { name: /▾/ }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** The menu items this role sees, by how they are reached. */
async function collectItems(page: Page): Promise<Item[]> {
  const items: Item[] = [];
  await page.goto('/');
  await expect(topNav(page)).toBeVisible();
  const sections = await hrefs(topNav(page));
  for (const section of sections) {
    await linkTo(topNav(page), section).click();
    await expect(linkTo(topNav(page), section)).toHaveAttribute('aria-current', 'page');
    await expect(sideNav(page).locator('a[aria-current="page"]')).toBeVisible();
    for (const path of await hrefs(sideNav(page))) items.push({ path, section, via: 'side' });
  }
  await page.getByRole('button', { name: /▾/ }).click();
  const entries = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  if (entries.includes('My Profile')) {
    items.push({ path: '/my-account/my-profile/', section: '', via: 'account' });
  }
  if (entries.includes('Settings')) {
    await openAccountEntry(page, 'Settings');
    await expect(page).toHaveURL(/\/settings\/.+/);
    for (const path of await hrefs(sideNav(page))) items.push({ path, section: '', via: 'side' });
  }
  return items;
}

/** Clicks through the menus from wherever the console is to `to`, as a user would. */
async function go(page: Page, to: Item) {
  const direct = linkTo(sideNav(page), to.path);
  if (to.via === 'side' && (await direct.count()) > 0) {
    await direct.click();
    return;
  }
  if (to.via === 'account') {
    await openAccountEntry(page, 'My Profile');
    return;
  }
  if (to.section) {
    await linkTo(topNav(page), to.section).click();
  } else {
    await openAccountEntry(page, 'Settings');
  }
  // The section's first item opened; its side menu now lists the target.
  await expect(linkTo(sideNav(page), to.path)).toBeVisible();
  await linkTo(sideNav(page), to.path).click();
}

/** A closed walk through every ordered pair of distinct nodes (Hierholzer on the complete digraph). */
function everyPairWalk(n: number): number[] {
  const next = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => j).filter((j) => j !== i),
  );
  const stack = [0];
  const walk: number[] = [];
  while (stack.length) {
    const v = stack[stack.length - 1] as number;
    const out = next[v] as number[];
    if (out.length) stack.push(out.pop() as number);
    else walk.push(stack.pop() as number);
  }
  return walk.reverse();
}

for (const width of NAV_WIDTHS) {
  test.describe(`menu navigation at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const role of ROLES) {
      test(`as ${role}, every built screen opens from every other`, async ({ page }) => {
        test.setTimeout(600_000);
        await signIn(page, role);
        const items = (await collectItems(page)).filter((i) => BUILT.has(i.path));
        expect(items.length, 'built screens in the menus').toBeGreaterThan(1);
        // Each screen's heading as a fresh load shows it.
        const titles = new Map<string, string>();
        for (const item of items) {
          await page.goto(item.path);
          await expect(page).toHaveURL(new RegExp(`${item.path}$`));
          await expect(heading(page)).toBeVisible();
          titles.set(item.path, (await heading(page).innerText()).trim());
        }
        const walk = everyPairWalk(items.length);
        const first = items[walk[0] as number] as Item;
        await page.goto(first.path);
        await expect(heading(page)).toHaveText(titles.get(first.path) as string);
        for (let k = 1; k < walk.length; k++) {
          const from = items[walk[k - 1] as number] as Item;
          const to = items[walk[k] as number] as Item;
          await test.step(`${from.path} -> ${to.path}`, async () => {
            await go(page, to);
            await expect(page).toHaveURL(new RegExp(`${to.path}$`));
            await expect(heading(page), `${from.path} -> ${to.path}`).toHaveText(
              titles.get(to.path) as string,
            );
            if (to.via === 'side') {
              await expect(linkTo(sideNav(page), to.path)).toHaveAttribute('aria-current', 'page');
            }
          });
        }
      });
    }
  });
}
