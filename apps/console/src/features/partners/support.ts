import { partnerCalls } from '@wm/api';
import { apiClient } from '../../lib/api.js';

import { SUPPORT_KEY } from './supportHeader.js';

export { applySupportHeader, SUPPORT_KEY, supportedCompany } from './supportHeader.js';

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
