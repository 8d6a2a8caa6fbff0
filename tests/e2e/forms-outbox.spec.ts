import { expect, test } from '@playwright/test';
import { pdfText } from '../../apps/server/src/modules/forms/__tests__/pdfText';
import { expectToast, signIn } from './helpers';

/**
 * Auto-e-mail of completed forms (issue 9 section 5, platform spec 'FormEventSetting'): with an
 * 'individually' subscription, a field employee's submission is e-mailed at once with its PDF
 * attached. Without SMTP the e-mail is kept in the outbox (Settings > Account > Outbox), where the
 * administrator reads it and downloads the PDF, whose text holds the answer. The field employee
 * has no Outbox tab and GET /api/Outbox refuses him.
 */
const H = { 'X-Requested-With': 'e2e' };

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  attachments: { id: string; fileName: string; contentType: string; size: number }[];
}

test('a submitted form is e-mailed with its PDF into the outbox', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  const stamp = Date.now().toString(36);
  const name = `E2E mailed ${stamp}`;
  const to = `outbox-${stamp}@example.com`;
  const form = await admin.request.post('/api/Form', {
    headers: H,
    data: {
      name,
      defaultSubmissionStatus: 'completed',
      definition: [{ id: 'finding', type: 'text', name: 'Finding', validation: { required: true } }],
    },
  });
  expect(form.status(), await form.text()).toBe(200);
  const formId = (await form.json()).id as string;
  const setting = await admin.request.post('/api/FormEventSetting', {
    headers: H,
    data: {
      form_id: formId,
      name: `Mail ${stamp}`,
      sendType: 'individually',
      toEmailList: to,
      fromAnyone: true,
    },
  });
  expect(setting.status(), await setting.text()).toBe(200);
  const settingId = (await setting.json()).id as string;

  try {
    // The field employee fills it in and submits (a missing answer first).
    await signIn(page, 'employee');
    await page.goto('/forms/submit/');
    await page.getByRole('combobox', { name: 'Form' }).click();
    await page.getByRole('option', { name }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Form Errors')).toBeVisible();
    await page.getByLabel('Finding').fill(`Cracked hose ${stamp}`);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(page, 'Submitted');
    // He reads no outbox.
    expect((await page.request.get('/api/Outbox', { headers: H })).status()).toBe(403);

    // The e-mail is in the outbox with the PDF attached.
    let mail: OutboxMessage | undefined;
    await expect
      .poll(
        async () => {
          const list = (await (
            await admin.request.get('/api/Outbox', { headers: H })
          ).json()) as OutboxMessage[];
          mail = list.find((m) => m.to === to);
          return mail?.attachments.length ?? 0;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(mail?.subject).toBe(`Completed form: ${name}`);
    expect(mail?.attachments[0]).toMatchObject({ fileName: `${name}.pdf`, contentType: 'application/pdf' });

    await admin.goto('/settings/account/');
    await admin.getByRole('tab', { name: 'Outbox' }).click();
    const row = admin.getByRole('row').filter({ hasText: to });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Completed form: ${name}` }).click();
    await expect(admin.getByTestId('outbox-body')).toContainText('Its PDF is attached.');
    const link = admin.getByRole('link', { name: `${name}.pdf` });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) as string;
    const pdf = await admin.request.get(href, { headers: H });
    expect(pdf.status()).toBe(200);
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(body);
    expect(text).toContain(name);
    expect(text).toContain(`Cracked hose ${stamp}`);
  } finally {
    // No mail for later submissions of other specs.
    await admin.request.delete(`/api/FormEventSetting/${settingId}`, { headers: H });
    await admin.request.delete(`/api/Form/${formId}`, { headers: H });
    await admin.context().close();
  }
});
