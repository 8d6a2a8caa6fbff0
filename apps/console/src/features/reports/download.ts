/** Export formats of the reports hub. */
export type ExportFormat = 'pdf' | 'csv' | 'xlsx';

/** The file name of a Content-Disposition header, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const m = header ? /filename="([^"]+)"/.exec(header) : null;
  return m?.[1] ?? fallback;
}

/**
 * Exports report `key` (POST /api/report/{key}/export/{format} with the criteria and export
 * options) and hands the file to the browser as a download. Throws an Error with the server's
 * message (e.g. 'From Date is required.') when the export is refused.
 */
export async function downloadReport(
  key: string,
  format: ExportFormat,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await fetch(`/api/report/${encodeURIComponent(key)}/export/${format}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    let message = `Request failed with status ${res.status}`;
    try {
      const json = (await res.json()) as { message?: string };
      if (json.message) message = json.message;
    } catch {
      // not JSON: keep the status message
    }
    throw new Error(message);
  }
  const name = attachmentName(res.headers.get('content-disposition'), `${key}.${format}`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
