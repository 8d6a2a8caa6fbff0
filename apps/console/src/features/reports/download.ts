/** Export formats of the reports hub. */
export type ExportFormat = 'pdf' | 'csv' | 'xlsx';

/**
 * Exports report `key`: POST /api/report/{key}/export/{format}/link with the criteria and export
 * options returns a one-time link valid two minutes ({url, expiresAt}), which the browser then
 * follows as a download, so the file is written to disk as it arrives (the server answers with
 * Content-Disposition: attachment) instead of being held whole in memory as a Blob. Throws an Error
 * with the server's message (e.g. 'From Date is required.') when the export is refused; refusals are
 * checked on the POST, before anything is downloaded. Returns the link followed.
 */
export async function downloadReport(
  key: string,
  format: ExportFormat,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await fetch(`/api/report/${encodeURIComponent(key)}/export/${format}/link`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  let json: { url?: string; message?: string } = {};
  try {
    json = (await res.json()) as typeof json;
  } catch {
    // not JSON: the status message below
  }
  if (!res.ok || !json.url) throw new Error(json.message || `Request failed with status ${res.status}`);
  const a = document.createElement('a');
  a.href = json.url;
  a.setAttribute('download', '');
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  return json.url;
}
