import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Client } from '../../../../test/helpers.js';

/** A multipart/form-data body: text fields first (as the console sends them), then the file part. */
export function multipartBody(
  file: { name: string; content: Buffer | string; type?: string; field?: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----wmtest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/file as `c` (cookie and routing header), optionally as one chunk. */
export function upload(
  app: FastifyInstance,
  c: Client | null,
  file: { name: string; content: Buffer | string; type?: string; field?: string } | null,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(file, fields);
  return app.inject({
    method: 'POST',
    url: '/api/file',
    headers: {
      'content-type': contentType,
      'x-requested-with': 'XMLHttpRequest',
      ...(c?.cookie ? { cookie: c.cookie } : {}),
    },
    payload,
  });
}
