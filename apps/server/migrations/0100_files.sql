-- Files (platform spec 7 "Files", service spec 5 "Files"): one row per stored file, company scoped.
-- The bytes live on local disk under FILES_DIR (default DATA_DIR/files), at {company_id}/{id}.
CREATE TABLE file (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  "fileName" text NOT NULL,
  "mimeType" text NOT NULL,
  "mediaType" text NOT NULL DEFAULT 'unknown',
  size integer NOT NULL DEFAULT 0,
  "uploadedBy_id" text,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_company ON file (company_id, status);

-- The HMAC secret of signed download URLs when FILE_URL_SECRET is not set: generated once and kept
-- here so that every replica (and a restart) signs and checks with the same key.
CREATE TABLE file_url_secret (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
