-- Members are found by the start of a first or last name whatever the case and the accents (issue 28); at
-- 5,000 members that read every row through unaccent on each search (issue 29). The same key, as an
-- immutable function of the two columns, is indexed by trigrams, which serve LIKE '% word%'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE FUNCTION member_name_key(p_first text, p_last text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.unaccent('public.unaccent'::regdictionary, lower(' ' || coalesce(p_first, '') || ' ' || coalesce(p_last, '')))
$$;--> statement-breakpoint
CREATE INDEX "users_name_key_trgm_idx" ON "users" USING gin (member_name_key("first_name", "last_name") gin_trgm_ops);
