import { apiClient } from '../../lib/api.js';

/* The support header alone, run at start by main.tsx without the partner calls (issue 20). */

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
