-- Administration extras (service spec 3, 4, 5, 7): permission sets and profiles, simple lists,
-- service statuses, integrations and their log, and the deletion log of the recycle bin.
-- Every tenant table carries company_id (design.md 3). PostgreSQL 15 syntax.

-- Permission set: what it gives its employees (ids in data: locationIds, taskIds, assetIds, formIds,
-- customListOptionIds; flags allLocations, allTasks, allAssets, allForms, allCustomListOptions).
CREATE TABLE permission_set (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX permission_set_company ON permission_set (company_id, status);

-- Permission profile: the same grants as a set, plus permissionSetIds and roleIds it bundles.
CREATE TABLE permission_profile (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX permission_profile_company ON permission_profile (company_id, status);

-- Active grants (sets and profiles) of an employee: the employee's permissionSetIds and
-- permissionProfileIds, plus the sets the profiles bundle. Only active (status 1) ones count.
CREATE FUNCTION wm_employee_grants(p_company text, p_employee text)
RETURNS TABLE (data jsonb) LANGUAGE sql STABLE AS $$
  WITH e AS (
    SELECT data FROM employee WHERE id = p_employee AND company_id = p_company
  ), profiles AS (
    SELECT pp.data FROM permission_profile pp, e
     WHERE pp.company_id = p_company AND pp.status = 1
       AND pp.id IN (SELECT jsonb_array_elements_text(
             CASE WHEN jsonb_typeof(e.data->'permissionProfileIds') = 'array' THEN e.data->'permissionProfileIds' ELSE '[]'::jsonb END))
  ), set_ids AS (
    SELECT jsonb_array_elements_text(
             CASE WHEN jsonb_typeof(e.data->'permissionSetIds') = 'array' THEN e.data->'permissionSetIds' ELSE '[]'::jsonb END) AS id FROM e
    UNION
    SELECT jsonb_array_elements_text(
             CASE WHEN jsonb_typeof(p.data->'permissionSetIds') = 'array' THEN p.data->'permissionSetIds' ELSE '[]'::jsonb END) FROM profiles p
  )
  SELECT ps.data FROM permission_set ps
   WHERE ps.company_id = p_company AND ps.status = 1 AND ps.id IN (SELECT id FROM set_ids)
  UNION ALL
  SELECT data FROM profiles
$$;

-- NULL when the employee is not limited for this kind (no grants at all, or a grant with the
-- all-flag), else the permitted ids. kind: 'location', 'task', 'asset', 'form', 'customListOption'.
CREATE FUNCTION wm_permitted_ids(p_company text, p_employee text, p_ids_key text, p_all_key text)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN NOT EXISTS (SELECT 1 FROM wm_employee_grants(p_company, p_employee)) THEN NULL
    WHEN EXISTS (SELECT 1 FROM wm_employee_grants(p_company, p_employee) g
                  WHERE jsonb_typeof(g.data->p_all_key) = 'boolean' AND (g.data->>p_all_key)::boolean) THEN NULL
    ELSE COALESCE((
      SELECT array_agg(DISTINCT x) FROM wm_employee_grants(p_company, p_employee) g,
        jsonb_array_elements_text(CASE WHEN jsonb_typeof(g.data->p_ids_key) = 'array' THEN g.data->p_ids_key ELSE '[]'::jsonb END) x
    ), ARRAY[]::text[])
  END
$$;

-- Simple lists (service spec 3 "Simple list item": name, status).
CREATE TABLE unit_measure (
  id text PRIMARY KEY, company_id text NOT NULL REFERENCES company(id), name text NOT NULL,
  status smallint NOT NULL DEFAULT 1, data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX unit_measure_company ON unit_measure (company_id, status);
CREATE TABLE division (
  id text PRIMARY KEY, company_id text NOT NULL REFERENCES company(id), name text NOT NULL,
  status smallint NOT NULL DEFAULT 1, data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX division_company ON division (company_id, status);
CREATE TABLE department (
  id text PRIMARY KEY, company_id text NOT NULL REFERENCES company(id), name text NOT NULL,
  status smallint NOT NULL DEFAULT 1, data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX department_company ON department (company_id, status);
CREATE TABLE skill (
  id text PRIMARY KEY, company_id text NOT NULL REFERENCES company(id), name text NOT NULL,
  status smallint NOT NULL DEFAULT 1, data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX skill_company ON skill (company_id, status);
CREATE TABLE part (
  id text PRIMARY KEY, company_id text NOT NULL REFERENCES company(id), name text NOT NULL,
  status smallint NOT NULL DEFAULT 1, data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX part_company ON part (company_id, status);
-- Service statuses: the five fixed values per company (label and colour editable).
CREATE TABLE service_status (
  id text PRIMARY KEY, company_id text NOT NULL REFERENCES company(id), name text NOT NULL,
  status smallint NOT NULL DEFAULT 1, data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_status_company ON service_status (company_id, status);

-- Integrations (service spec 3, 4, 7); configKeyValues live in data, encrypted values encrypted.
CREATE TABLE integration (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  "connectorId" text NOT NULL,
  "recordType" text,
  direction text NOT NULL DEFAULT 'outbound',
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX integration_company ON integration (company_id, status);

-- One row per run (kind 'run') and per delivery attempt (kind 'attempt') of an integration.
CREATE TABLE integration_log (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  integration_id text NOT NULL,
  run_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('run', 'attempt')),
  success boolean NOT NULL,
  message text,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX integration_log_company ON integration_log (company_id, integration_id, created_at);

-- Key for encrypted integration values when INTEGRATION_SECRET_KEY is not set (one per database).
CREATE TABLE integration_secret (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  secret text NOT NULL
);

-- OAuth tokens of accounting connectors, per company and connector (encrypted).
CREATE TABLE integration_token (
  company_id text NOT NULL REFERENCES company(id),
  "connectorId" text NOT NULL,
  token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, "connectorId")
);

-- Recycle bin: who deleted what and when; `root_id` groups the children deleted with a parent.
CREATE TABLE deletion_log (
  company_id text NOT NULL REFERENCES company(id),
  entity text NOT NULL,
  record_id text NOT NULL,
  root_id text NOT NULL,
  deleted_by text,
  deleted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, entity, record_id)
);
