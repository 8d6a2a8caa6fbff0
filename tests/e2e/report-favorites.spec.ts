import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

// Issue 12 (time spec 2 "Reports hub", My Favorites): a user stars a report in the hub, finds it in
// My Favorites after a reload (favourites are kept on the server) and removes it there; in English
// and in Spanish. The manager's favourites and language are put back as they were, since later
// specs sign in as the manager in the same database.

const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

/** The signed-in user's favourite report keys, as the server keeps them. */
async function favoritesOf(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/report-favorites', { headers: HEADERS });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { keys: string[] }).keys;
}

/** Switches the console's language through the manager's account menu ('English' or 'Español'). */
async function switchLanguage(page: Page, name: 'English' | 'Español') {
  await page.getByRole('button', { name: /Marco Manager/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'English' ? /^en/ : /^es/);
}

const LANGUAGES = [
  {
    language: 'English' as const,
    hub: 'Time Reports',
    favorites: 'My Favorites',
    report: 'Rollcall',
    star: 'Favorite: Rollcall',
    none: /No favorites yet/,
  },
  {
    language: 'Español' as const,
    hub: 'Informes de tiempo',
    favorites: 'Mis favoritos',
    report: 'Pase de lista',
    star: 'Favorito: Pase de lista',
    none: /Aún no hay favoritos/,
  },
];

test('a report starred in the hub is in My Favorites after a reload and can be removed there', async ({
  page,
}) => {
  // Two languages, each with three full loads of the console.
  test.setTimeout(180_000);
  await signIn(page, 'manager');
  const before = await favoritesOf(page);
  const language = (await page.locator('html').getAttribute('lang')) ?? 'en';
  // Start from a list without the report, keeping the others.
  const others = before.filter((k) => k !== 'rollcall');
  if (others.length !== before.length) {
    await page.request.post('/api/report-favorites', { headers: HEADERS, data: { keys: others } });
  }
  try {
    for (const t of LANGUAGES) {
      if (t.language === 'Español') await switchLanguage(page, 'Español');
      // The hub: the star beside the report marks it.
      await page.goto('/reports/time/');
      await expect(page.getByRole('heading', { name: t.hub, level: 1 })).toBeVisible();
      const star = page.getByRole('button', { name: t.star, exact: true });
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => favoritesOf(page)).toContain('rollcall');

      // My Favorites, after a full reload: the report is listed with its star pressed.
      await page.goto('/reports/my-favorites/');
      await page.reload();
      await expect(page.getByRole('heading', { name: t.favorites, level: 1 })).toBeVisible();
      const nav = page.getByRole('navigation', { name: t.favorites });
      await expect(nav.getByRole('button', { name: t.report, exact: true })).toBeVisible();
      const listed = nav.getByRole('button', { name: t.star, exact: true });
      await expect(listed).toHaveAttribute('aria-pressed', 'true');

      // Removed there: gone from the list, and still gone after another reload.
      await listed.click();
      await expect(nav.getByRole('button', { name: t.report, exact: true })).toHaveCount(0);
      if (others.length === 0) await expect(page.getByText(t.none)).toBeVisible();
      await expect.poll(() => favoritesOf(page)).not.toContain('rollcall');
      await page.reload();
      await expect(page.getByRole('heading', { name: t.favorites, level: 1 })).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: t.favorites })
          .getByRole('button', { name: t.report, exact: true }),
      ).toHaveCount(0);
    }
  } finally {
    // As found: the favourites in their order and the saved language.
    await page.request.post('/api/report-favorites', { headers: HEADERS, data: { keys: before } });
    await page.request.post('/api/account/preferences', {
      headers: HEADERS,
      data: { language: language.startsWith('es') ? 'es' : 'en' },
    });
  }
  expect(await favoritesOf(page)).toEqual(before);
});
