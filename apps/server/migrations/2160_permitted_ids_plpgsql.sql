-- wm_permitted_ids (0300) was a LANGUAGE sql function with sub-selects: PostgreSQL cannot inline
-- such a function, so it planned its body, three scans of wm_employee_grants, on every call. A clock
-- IN of a limited employee calls it twice (location and task) and the statement took 3.4 ms of a
-- 6.3 ms call (issue 18, quiet machine). In PL/pgSQL the statements' plans are kept per connection
-- and the grants are read once. Same answer: NULL when the employee is not limited for this kind (no
-- grants at all, or a grant with the all-flag), else the distinct permitted ids in order.
CREATE OR REPLACE FUNCTION wm_permitted_ids(p_company text, p_employee text, p_ids_key text, p_all_key text)
RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  grants jsonb[];
BEGIN
  SELECT array_agg(g.data) INTO grants FROM wm_employee_grants(p_company, p_employee) g;
  IF grants IS NULL THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(grants) g(data)
              WHERE jsonb_typeof(g.data->p_all_key) = 'boolean' AND (g.data->>p_all_key)::boolean) THEN
    RETURN NULL;
  END IF;
  RETURN COALESCE((
    SELECT array_agg(DISTINCT x) FROM unnest(grants) g(data),
      jsonb_array_elements_text(CASE WHEN jsonb_typeof(g.data->p_ids_key) = 'array' THEN g.data->p_ids_key ELSE '[]'::jsonb END) x
  ), ARRAY[]::text[]);
END
$$;
