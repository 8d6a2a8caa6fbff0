import type { FormControl } from '@wm/domain';
import type { ApiClient } from './client/ApiClient.js';

/** Answer of a print preview or reprint: the stored File id and the PDF as base64. */
export interface FormPrintResult {
  fileId: string;
  pdf: string;
}

/** A form required at a clock IN or OUT (GET /form/clockforms). */
export interface ClockFormDefinition {
  id: string;
  name: string;
  definition: FormControl[];
}

/**
 * Forms calls beyond the entity API (platform spec 7): print preview and reprint of a saved
 * submission (POST /FormSubmission/printpreview | reprint {id}: a new PDF stored as its File), and
 * multi-delete (POST /FormSubmission/delete {ids}: {deleted, ignoredSubForms}; 403 when own or
 * others' submissions are included without FormMineDelete / FormOthersDelete).
 */
export const formCalls = {
  printPreview: (client: ApiClient, id: string) =>
    client.http.post<FormPrintResult>('/FormSubmission/printpreview', { id }),
  reprint: (client: ApiClient, id: string) =>
    client.http.post<FormPrintResult>('/FormSubmission/reprint', { id }),
  removeMany: (client: ApiClient, ids: string[]) =>
    client.http.post<{ deleted: number; ignoredSubForms: number }>('/FormSubmission/delete', { ids }),
  /**
   * The forms required at clock `direction` for the employee at the location (platform spec 3, 4.2;
   * GET /form/clockforms). The clock sends the completed submissions' ids as in/outFormSubmissionIds.
   */
  clockForms: (client: ApiClient, direction: 'in' | 'out', employeeId: string, locationId: string | null) =>
    client.http.get<ClockFormDefinition[]>('/form/clockforms', {
      direction,
      employee_id: employeeId,
      ...(locationId ? { location_id: locationId } : {}),
    }),
};

/** A Blob of a base64 PDF (decoded in chunks of 512 bytes, platform spec 7). */
export function pdfBlob(base64: string): Blob {
  const bin = atob(base64);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < bin.length; i += 512) {
    const slice = bin.slice(i, i + 512);
    const bytes = new Uint8Array(slice.length);
    for (let k = 0; k < slice.length; k++) bytes[k] = slice.charCodeAt(k);
    parts.push(bytes);
  }
  return new Blob(parts as BlobPart[], { type: 'application/pdf' });
}
