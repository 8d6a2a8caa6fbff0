import { badRequest } from '../../platform/errors.js';

/** The licence types of the spec's ComputedAmounts query, in its order. */
export const COMPUTED_AMOUNT_TYPES = ['time', 'assets', 'forms', 'insight'] as const;

/**
 * Turns the query of the spec's `GET ComputedAmounts` (service spec 7 "Company, partner and
 * billing") into the body of POST /api/Purchase/compute, so both calls share one server
 * computation. Query: `timeLicenseId`/`timeQuantity` (and `assets…`, `forms…`, `insight…`),
 * `discountCode`, `totalOffers` (`itemId:quantity` pairs, comma-separated), `monthlyToAnnual`
 * ('true' = move to Annual), `period` (1-4; default the contract's period, else Annual).
 * `singleGrab`, `partnerId` and `isIncludeDeleted` are accepted and not used: the partner and its
 * prices always come from the company on the server. Quantities must be whole numbers (400
 * '<type>Quantity: Quantity must be a whole number.'); the result is validated again by the body
 * schema by the caller.
 */
export function purchaseRequestFromQuery(
  query: Record<string, unknown>,
  contractPeriod: number | null,
): Record<string, unknown> {
  const text = (key: string): string | undefined => {
    const v = query[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string') throw badRequest(`${key}: must be given once.`);
    return v;
  };
  const whole = (key: string, v: string) => {
    if (!/^\d{1,6}$/.test(v.trim())) throw badRequest(`${key}: Quantity must be a whole number.`);
    return Number(v.trim());
  };
  const licenses = COMPUTED_AMOUNT_TYPES.flatMap((ltype) => {
    const q = text(`${ltype}Quantity`);
    if (q === undefined) return [];
    const optionId = text(`${ltype}LicenseId`);
    return [
      {
        ltype,
        quantity: whole(`${ltype}Quantity`, q),
        ...(optionId ? { productLicenseOptionId: optionId } : {}),
      },
    ];
  });
  const offersText = text('totalOffers');
  const offers = offersText
    ? offersText.split(',').map((pair) => {
        const [itemId, quantity = '1'] = pair.split(':');
        if (!itemId?.trim()) throw badRequest('totalOffers: expected itemId:quantity pairs.');
        return { itemId: itemId.trim(), quantity: whole('totalOffers', quantity) };
      })
    : undefined;
  const m2a = text('monthlyToAnnual');
  if (m2a !== undefined && m2a !== 'true' && m2a !== 'false')
    throw badRequest('monthlyToAnnual: must be true or false.');
  const periodText = text('period');
  const period =
    m2a === 'true'
      ? 2
      : periodText !== undefined
        ? /^[1-4]$/.test(periodText)
          ? Number(periodText)
          : (() => {
              throw badRequest('period: must be 1, 2, 3 or 4.');
            })()
        : (contractPeriod ?? 2);
  const discountCode = text('discountCode');
  return {
    period,
    licenses,
    ...(offers ? { offers } : {}),
    ...(discountCode ? { discountCode } : {}),
  };
}
