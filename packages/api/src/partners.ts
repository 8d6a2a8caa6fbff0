import type {
  ComputedAmounts,
  DiscountCheck,
  DiscountCode,
  Offer,
  PartnerProduct,
  PricingPackage,
} from '@wm/domain';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiClient } from './client/ApiClient.js';
import { useApiClient } from './hooks/context.js';
import type { PurchaseRequest, SignupRequest } from './schemas/partners.js';

/** A partner as GET /api/Partner answers it (service spec 3 "Partner"). */
export interface PartnerView {
  id: string;
  status: number;
  name: string;
  token: string;
  contactEmail?: string | null;
  address?: { country?: string | null; city?: string | null; region?: string | null } | null;
  products?: PartnerProduct[];
  packages?: PricingPackage[];
  offers?: Offer[];
  discountCodes?: (DiscountCode & { id: string; createdTimeStamp?: string | null })[];
}

/** A billing record as GET /api/BillingRecord answers it. */
export interface BillingRecordView {
  id: string;
  amount: number;
  createdTimeStamp: string;
  /** 'unpaid': a renewal whose off-session charge the card declined (paymentMessage says why). */
  paymentStatus: 'paid' | 'due' | 'unpaid';
  kind?: string;
  /** A renewal's outcome in English, its translation key and the provider's decline reason. */
  paymentMessage?: string;
  paymentMessageKey?: string;
  declineReason?: string;
  discountCode?: string | null;
  licenses?: { ltype: string; quantity: number; productLicenseOption?: { period: number; price: number } }[];
  purchasedOffers?: { itemId: string; name: string; price: number; quantity?: number }[];
}

/** What GET /api/signup/partner answers: a sign-up link's partner and its prices. */
export interface SignupPartner {
  name: string;
  products: PartnerProduct[];
  packages: PricingPackage[];
  offers: Offer[];
  payments: { configured: boolean; publishableKey: string | null };
}

/** A company's card kept for renewals (brand and last four digits only: never a number). */
export interface SavedCardView {
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
}

/** What GET /Billing/{companyId}/card answers. */
export interface BillingCardStatus {
  configured: boolean;
  publishableKey: string | null;
  message: string | null;
  card: SavedCardView | null;
}

/** The answer of POST /Billing/{companyId}/renew. */
export interface RenewalResult {
  billingRecordId: string;
  amount: number;
  paymentStatus: 'paid' | 'due' | 'unpaid';
  message: string;
  messageKey: string;
  /** The provider's reason when the saved card was declined. */
  declineReason?: string;
  contractExpiry: string;
}

/** The answer of a purchase or sign-up. */
export interface PurchaseResult {
  success: boolean;
  companyId?: string;
  billingRecordId: string;
  billAmount: number;
  paymentStatus: 'paid' | 'due';
  message: string;
  amounts?: ComputedAmounts;
}

const asCompany = (companyId?: string | null) => (companyId ? { 'X-Company-Id': companyId } : undefined);

/**
 * Partner, billing and sign-up calls (service spec 7 "Company, partner and billing"). Errors are
 * ApiError with the server's message: 400 'Quantity is required.', a discount-code message ('Please
 * provide both the start date and end date for X', 'Invalid start date and end date for X'), 409
 * 'X already exist.', 402 a card error (state errorWithCard), 404 another partner's record, 429 too
 * many sign-up requests. Amounts are integer cents, always computed by the server.
 */
export const partnerCalls = {
  /** GET /Partner (global: all; partner: its own). */
  partners: (client: ApiClient) => client.list<PartnerView>('Partner', { includeInactiveData: true }),
  /** POST /Partner (create or update; discountCodes are left out). */
  savePartner: (client: ApiClient, partner: Partial<PartnerView>) => {
    const { discountCodes: _omit, ...rest } = partner as PartnerView & Record<string, unknown>;
    delete (rest as Record<string, unknown>).singleUseDiscounts;
    delete (rest as Record<string, unknown>).timedDiscounts;
    delete (rest as Record<string, unknown>).createdOn;
    delete (rest as Record<string, unknown>).updatedOn;
    return client.upsert<PartnerView>('Partner', rest as PartnerView);
  },
  /** POST /DiscountCode. */
  saveDiscountCode: (client: ApiClient, code: Partial<DiscountCode> & { partner_id?: string }) => {
    const {
      usedTimeStamp: _u,
      createdTimeStamp: _c,
      ...rest
    } = code as DiscountCode & Record<string, unknown>;
    delete (rest as Record<string, unknown>).createdOn;
    delete (rest as Record<string, unknown>).updatedOn;
    return client.upsert('DiscountCode', rest);
  },
  /** DELETE /DiscountCode/{id} (status 3). */
  deleteDiscountCode: (client: ApiClient, id: string) => client.remove('DiscountCode', id),
  /** GET /BillingRecord of a company (X-Company-Id for global and partner administrators). */
  billing: (client: ApiClient, companyId?: string | null) =>
    client.http.request<BillingRecordView[]>('GET', '/BillingRecord', {
      query: { includeInactiveData: true },
      headers: asCompany(companyId),
    }),
  /** GET /LicenseAudit?companyId=. */
  licenseAudit: (client: ApiClient, companyId: string) =>
    client.http.get<Record<string, { quantity: number; used: number; assignedUserIds: string[] }>>(
      '/LicenseAudit',
      { companyId },
    ),
  /** POST /Company as a global or partner administrator acting on the company. */
  saveCompany: (client: ApiClient, company: Record<string, unknown> & { id: string }) =>
    client.http.request<Record<string, unknown>>('POST', '/Company', {
      body: company,
      headers: asCompany(company.id),
    }),
  /** GET /DiscountCheck (public). */
  discountCheck: (client: ApiClient, partnerToken: string, discountCode: string) =>
    client.http.get<DiscountCheck>('/DiscountCheck', { partnerToken, discountCode }),
  /** GET /signup/partner (public). */
  signupPartner: (client: ApiClient, partnerToken: string) =>
    client.http.get<SignupPartner>('/signup/partner', { partnerToken }),
  /** POST /signup/compute (public). */
  signupCompute: (client: ApiClient, body: Omit<SignupRequest, 'company' | 'employee' | 'paymentMethodId'>) =>
    client.http.post<ComputedAmounts>('/signup/compute', body),
  /** POST /signup (public). */
  signup: (client: ApiClient, body: SignupRequest) => client.http.post<PurchaseResult>('/signup', body),
  /** POST /Purchase/compute for the signed-in company. */
  purchaseCompute: (client: ApiClient, body: PurchaseRequest) =>
    client.http.post<ComputedAmounts>('/Purchase/compute', body),
  /**
   * GET /ComputedAmounts, the spec's call shape of Purchase/compute (service spec 7): query
   * `timeQuantity`, `timeLicenseId` (and assets, forms, insight), `discountCode`, `totalOffers`
   * ('itemId:quantity,…'), `monthlyToAnnual`, `period`, optional `companyId` (the acting company).
   */
  computedAmounts: (client: ApiClient, query: Record<string, string | number | boolean | undefined>) =>
    client.http.get<ComputedAmounts>('/ComputedAmounts', query),
  /** POST /Purchase/process for the signed-in company. */
  purchaseProcess: (client: ApiClient, body: PurchaseRequest) =>
    client.http.post<PurchaseResult>('/Purchase/process', body),
  /** GET /Payments/status. */
  paymentsStatus: (client: ApiClient) =>
    client.http.get<{ configured: boolean; publishableKey: string | null; message: string | null }>(
      '/Payments/status',
    ),
  /**
   * GET /Billing/{companyId}/card: whether card payments are configured and the card saved for
   * renewals (404 for a company outside the caller's customers; 403 without Platform:Edit:Account).
   */
  billingCard: (client: ApiClient, companyId: string) =>
    client.http.get<BillingCardStatus>(`/Billing/${encodeURIComponent(companyId)}/card`),
  /**
   * POST /Billing/{companyId}/setup-intent: a SetupIntent of the company's Stripe customer; the
   * browser confirms `clientSecret` with Stripe.js. 409 when card payments are not configured.
   */
  setupIntent: (client: ApiClient, companyId: string) =>
    client.http.post<{ setupIntentId: string; clientSecret: string; publishableKey: string | null }>(
      `/Billing/${encodeURIComponent(companyId)}/setup-intent`,
      {},
    ),
  /** POST /Billing/{companyId}/card {setupIntentId}: keeps the confirmed SetupIntent's card. */
  saveCard: (client: ApiClient, companyId: string, setupIntentId: string) =>
    client.http.post<{ card: SavedCardView | null }>(`/Billing/${encodeURIComponent(companyId)}/card`, {
      setupIntentId,
    }),
  /** POST /Billing/{companyId}/renew (global and partner administrators): renews a due contract. */
  renew: (client: ApiClient, companyId: string) =>
    client.http.post<RenewalResult>(`/Billing/${encodeURIComponent(companyId)}/renew`, {}),
  /** POST /support/switch: logs that the caller opens a customer's console. */
  supportSwitch: (client: ApiClient, companyId: string) =>
    client.http.post<{ companyId: string; name: string }>('/support/switch', { companyId }),
};

/** SWR key of the partner list. */
export const PARTNERS_KEY = 'partners:list';

/** The partners the caller may see (global: all; partner: its own). */
export function usePartners(): SWRResponse<PartnerView[]> {
  const client = useApiClient();
  return useSWR(PARTNERS_KEY, () => partnerCalls.partners(client), { revalidateOnFocus: false });
}

/** A company's billing records (purchase history), newest first; null id = none. */
export function useBillingRecords(
  companyId: string | null,
  asAdmin: boolean,
): SWRResponse<BillingRecordView[]> {
  const client = useApiClient();
  return useSWR(companyId ? ['billing', companyId] : null, () =>
    partnerCalls.billing(client, asAdmin ? companyId : null),
  );
}
