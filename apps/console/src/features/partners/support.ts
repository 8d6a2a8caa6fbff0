import { partnerCalls } from '@wm/api';
import { apiClient } from '../../lib/api.js';

/** sessionStorage key of the customer company a global or partner administrator supports. */
export const SUPPORT_KEY = 'wm.support';

/** The supported company of this tab, or null. */
export function supportedCompany(): { id: string; name: string } | null {
  try {
    const raw = sessionStorage.getItem(SUPPORT_KEY);
    const v = raw ? (JSON.parse(raw) as { id?: unknown; name?: unknown }) : null;
    return v && typeof v.id === 'string' && typeof v.name === 'string' ? { id: v.id, name: v.name } : null;
  } catch {
    return null;
  }
}

/** Sends X-Company-Id on every call of this tab while a company is supported (run at start). */
export function applySupportHeader(): void {
  apiClient.http.setDefaultHeader('X-Company-Id', supportedCompany()?.id ?? null);
}

/**
 * Opens a customer company's console to support it (issue 13 section 2): the server writes the
 * switch to the audit log (POST /api/support/switch; 404 for another partner's customer), then this
 * tab acts on that company (X-Company-Id) and reloads at '/'.
 */
export async function startSupport(companyId: string): Promise<void> {
  const r = await partnerCalls.supportSwitch(apiClient, companyId);
  sessionStorage.setItem(SUPPORT_KEY, JSON.stringify({ id: r.companyId, name: r.name }));
  window.location.assign('/');
}

/** Leaves the supported company and goes back to the customers list. */
export function stopSupport(): void {
  sessionStorage.removeItem(SUPPORT_KEY);
  window.location.assign('/customers/');
}
