import type { Db } from '../../platform/db/db.js';
import type { DemoRefs } from '../../platform/module.js';
import { DEMO_PARTNER_ID, DEMO_SECOND_PARTNER_ID, demoId } from '../../seed/demo.js';

const option = (product: string, period: number, price: number) => ({
  id: `${product.toLowerCase()}-${period}`,
  product_id: `system-${product}`,
  period,
  price,
});

/** Base pricing (cents per seat per period): monthly and annual for the four products. */
function pricing(monthly: Record<string, number>, annual: Record<string, number>) {
  return ['Time', 'Assets', 'Forms', 'Insight'].map((p) => ({
    productId: `system-${p}`,
    licenseOptions: [option(p, 1, monthly[p]!), option(p, 2, annual[p]!)],
  }));
}

/**
 * Demo partner pricing, discount codes and the two demo companies' contracts and purchase history
 * (issue 13 section 5). Re-runnable: pricing is written only where none is set, rows have fixed ids.
 */
export async function seedPartnersDemo(db: Db, demo: DemoRefs): Promise<void> {
  const summit = {
    products: pricing(
      { Time: 800, Assets: 500, Forms: 400, Insight: 600 },
      { Time: 8000, Assets: 5000, Forms: 4000, Insight: 6000 },
    ),
    packages: [
      {
        id: 'field-suite',
        name: 'Field Suite',
        products: ['system-Time', 'system-Forms'],
        percentDiscount: 10,
      },
      {
        id: 'everything',
        name: 'Everything',
        products: ['system-Time', 'system-Assets', 'system-Forms', 'system-Insight'],
        percentDiscount: 15,
      },
    ],
    offers: [
      { id: 'onboarding', name: 'Onboarding session', pricePerItem: 15000 },
      { id: 'badge', name: 'Clock badge', pricePerItem: 1250 },
    ],
    address: { country: 'US', city: 'Denver', region: 'CO' },
  };
  const coastal = {
    products: pricing(
      { Time: 900, Assets: 550, Forms: 450, Insight: 650 },
      { Time: 9000, Assets: 5500, Forms: 4500, Insight: 6500 },
    ),
    packages: [
      { id: 'crew', name: 'Crew Pack', products: ['system-Time', 'system-Assets'], percentDiscount: 12.5 },
    ],
    offers: [{ id: 'setup', name: 'Remote setup', pricePerItem: 9900 }],
    address: { country: 'US', city: 'San Diego', region: 'CA' },
  };
  for (const [id, data] of [
    [DEMO_PARTNER_ID, summit],
    [DEMO_SECOND_PARTNER_ID, coastal],
  ] as const)
    await db.query(`UPDATE partner SET data = data || $2::jsonb WHERE id = $1 AND NOT (data ? 'products')`, [
      id,
      JSON.stringify(data),
    ]);
  const code = (
    key: string,
    partner: string,
    c: string,
    pct: number,
    single: boolean,
    start?: string,
    end?: string,
  ) =>
    db.query(
      `INSERT INTO discount_code (id, partner_id, code, "isSingleUse", "startTimeStamp", "endTimeStamp", data)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) ON CONFLICT DO NOTHING`,
      [
        demoId(`discount:${key}`),
        partner,
        c,
        single,
        start ?? null,
        end ?? null,
        JSON.stringify({ percentDiscount: pct }),
      ],
    );
  await code('summit-welcome', DEMO_PARTNER_ID, 'WELCOME10', 10, false);
  await code('summit-once', DEMO_PARTNER_ID, 'FIRSTYEAR25', 25, true);
  await code(
    'summit-spring',
    DEMO_PARTNER_ID,
    'SPRING2026',
    15,
    false,
    '2026-03-01T00:00:00Z',
    '2026-05-31T23:59:59Z',
  );
  await code('coastal-wave', DEMO_SECOND_PARTNER_ID, 'WAVE20', 20, false);
  await code(
    'coastal-timed',
    DEMO_SECOND_PARTNER_ID,
    'SUMMER',
    5,
    false,
    '2026-06-01T00:00:00Z',
    '2030-08-31T23:59:59Z',
  );

  // Contracts: Northwind annual, Bluebird monthly; both renew in the future of the seed.
  const today = new Date();
  const firstOfNextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const inSixMonths = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 6, 1));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  for (const [id, expiry] of [
    [demo.companyId, day(inSixMonths)],
    [demo.secondCompanyId, day(firstOfNextMonth)],
  ] as const)
    await db.query(
      `UPDATE company SET data = data || jsonb_build_object('contractExpirationDate', $2::text, 'isCanceling', false)
        WHERE id = $1 AND NOT (data ? 'contractExpirationDate')`,
      [id, expiry],
    );
  const bill = (key: string, companyId: string, amount: number, at: string, data: unknown) =>
    db.query(
      `INSERT INTO billing_record (id, company_id, amount, "createdTimeStamp", "paymentStatus", data)
       VALUES ($1, $2, $3, $4, 'paid', $5::jsonb) ON CONFLICT DO NOTHING`,
      [demoId(`billing:${key}`), companyId, amount, at, JSON.stringify(data)],
    );
  const lic = (ltype: string, product: string, quantity: number, period: number, price: number) => ({
    ltype,
    quantity,
    productLicenseOption: {
      id: `${product.toLowerCase()}-${period}`,
      period,
      product_id: `system-${product}`,
      price,
    },
  });
  await bill(
    'northwind-1',
    demo.companyId,
    8000 * 25 + 5000 * 10 + 4000 * 10 + 6000 * 5,
    '2025-06-01T15:00:00Z',
    {
      kind: 'signup',
      licenses: [
        lic('time', 'Time', 25, 2, 8000),
        lic('assets', 'Assets', 10, 2, 5000),
        lic('forms', 'Forms', 10, 2, 4000),
        lic('insight', 'Insight', 5, 2, 6000),
      ],
      purchasedOffers: [],
      discountCode: null,
    },
  );
  await bill('bluebird-1', demo.secondCompanyId, 800 * 5 + 400 * 3 + 15000, '2025-09-01T15:00:00Z', {
    kind: 'signup',
    licenses: [lic('time', 'Time', 5, 1, 800), lic('forms', 'Forms', 3, 1, 400)],
    purchasedOffers: [{ itemId: 'onboarding', name: 'Onboarding session', price: 15000, quantity: 1 }],
    discountCode: null,
  });
}
