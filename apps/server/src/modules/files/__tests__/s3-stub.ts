import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub answered (method, key and query), for assertions on what the SDK sent. */
export interface StubRequest {
  method: string;
  bucket: string;
  key: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A tiny in-memory S3 (path-style) on 127.0.0.1 for tests without network: PutObject (with
 * If-None-Match: *), GetObject (with Range), HeadObject, DeleteObject and ListObjectsV2 of one
 * bucket. Signatures are not checked. It answers with S3's own XML shapes and error codes, so the
 * AWS SDK parses them as it would the real service's.
 */
export async function startS3Stub(bucket: string): Promise<{
  endpoint: string;
  objects: Map<string, { body: Buffer; modified: Date }>;
  requests: StubRequest[];
  close(): Promise<void>;
}> {
  const objects = new Map<string, { body: Buffer; modified: Date }>();
  const requests: StubRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const [, b, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method: req.method ?? '', bucket: b ?? '', key, query, headers: req.headers });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const error = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(
        req.method === 'HEAD'
          ? undefined
          : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
      );
    };
    if (b !== bucket) return error(404, 'NoSuchBucket');
    if (req.method === 'GET' && !key && query['list-type'] === '2') {
      const prefix = query.prefix ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const contents = keys
        .map((k) => {
          const o = objects.get(k)!;
          return `<Contents><Key>${xml(k)}</Key><LastModified>${o.modified.toISOString()}</LastModified><ETag>"e"</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
        })
        .join('');
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
      );
    }
    if (req.method === 'PUT') {
      if (req.headers['if-none-match'] === '*' && objects.has(key)) return error(412, 'PreconditionFailed');
      objects.set(key, { body, modified: new Date() });
      res.writeHead(200, { etag: '"e"' });
      return res.end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const o = objects.get(key);
      if (!o) return error(404, req.method === 'HEAD' ? 'NotFound' : 'NoSuchKey');
      let data = o.body;
      let status = 200;
      const headers: Record<string, string> = {
        'content-type': 'application/octet-stream',
        'last-modified': o.modified.toUTCString(),
        etag: '"e"',
      };
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
      if (range) {
        const start = Number(range[1]);
        if (start >= data.length) return error(416, 'InvalidRange');
        const end = range[2] ? Math.min(Number(range[2]), data.length - 1) : data.length - 1;
        headers['content-range'] = `bytes ${start}-${end}/${data.length}`;
        data = data.subarray(start, end + 1);
        status = 206;
      }
      headers['content-length'] = String(data.length);
      res.writeHead(status, headers);
      return res.end(req.method === 'HEAD' ? undefined : data);
    }
    return error(405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
