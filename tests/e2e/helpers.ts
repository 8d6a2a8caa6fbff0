import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo-1234';

/**
 * Signs in through the sign-in screen as a demo user and accepts the EULA when it is asked for
 * (partners and global administrators are never asked). Ends on the page the sign-in lands on.
 */
export async function signIn(page: Page, userName: string, { redirect }: { redirect?: string } = {}) {
  await page.goto(redirect ? `/logon/?redirect=${encodeURIComponent(redirect)}` : '/logon/');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const agree = page.getByRole('button', { name: 'Agree', exact: true });
  const signedIn = page
    .getByRole('button', { name: /account|cuenta/i })
    .or(page.getByText(/Welcome|Bienvenid/));
  await expect(agree.or(signedIn).first()).toBeVisible();
  if (await agree.isVisible()) {
    await agree.click();
    await expect(page.getByText('EULA Agreement successfully processed.')).toBeVisible();
  }
  await expect(page).not.toHaveURL(/\/logon/);
}

/** Picks the first option (or the one named `option`) of a Radix select or combobox labelled `label`. */
export async function choose(page: Page, label: string | RegExp, option?: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  const opt = option ? page.getByRole('option', { name: option }) : page.getByRole('option').first();
  await opt.first().click();
}

/** A toast with exactly this text is shown. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(
    page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first(),
  ).toBeVisible();
}

/**
 * Collects the Content Security Policy violations of `page` (Chromium logs each as a console error)
 * for a test that wants to check one screen; the whole suite is checked by zz-csp.spec.ts.
 */
export function watchCsp(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

/**
 * Switches the console's language from the account menu (`account` names its button) and waits
 * until the preference is saved, so that a page load right after it reads the new language. When
 * the console already speaks it (an earlier spec left the user in it), the menu only closes.
 */
export async function switchLanguage(page: Page, account: RegExp, language: 'English' | 'Español') {
  await page.getByRole('button', { name: account }).click();
  const item = page.getByRole('menuitemradio', { name: language });
  if ((await item.getAttribute('aria-checked')) === 'true') {
    await page.keyboard.press('Escape');
    return;
  }
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/preferences') && r.request().method() === 'POST',
  );
  await item.click();
  expect((await saved).ok(), `language ${language} saved`).toBe(true);
}
